import { type StopPlan, stopsFromSpec } from '@spotlane/shared/domain/stops';
import type { LoadCard, StopOut } from '@spotlane/shared/schemas/loads';
import type { StopSource } from '@spotlane/shared/schemas/tracking';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, deliveryLocations, loadStops } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { estimateMiles } from '../../platform/zip-centroids.ts';
import { LOCATION_JSON } from './queries.ts';

/** A stop as a write names it: an id keeps that stop (and its arrival and departure). */
export type StopWrite = StopPlan & { id?: number | null };

type StopRow = typeof loadStops.$inferSelect;

/**
 * Makes a load's stop rows say `plans`, in order (PRODUCT.md 16). A stop keeps its row (its
 * id, which appointments and milestones name, and its arrival and departure) when the write
 * names its id, else when an unclaimed stop of the same type and location is there. Positions
 * may swap within the transaction: their unique key is checked at commit.
 */
export async function writeStops(tx: DbOrTx, loadId: number, plans: StopWrite[]): Promise<void> {
  const existing = await tx
    .select()
    .from(loadStops)
    .where(eq(loadStops.loadId, loadId))
    .orderBy(asc(loadStops.position));
  const claimed = new Set<number>();
  const matches: Array<StopRow | undefined> = plans.map((plan) => {
    const byId = plan.id ? existing.find((row) => row.id === plan.id) : undefined;
    if (byId) claimed.add(byId.id);
    return byId;
  });
  plans.forEach((plan, index) => {
    if (matches[index] || plan.id) return;
    const same = existing.find(
      (row) =>
        !claimed.has(row.id) && row.type === plan.type && row.locationId === plan.location_id,
    );
    if (same) {
      claimed.add(same.id);
      matches[index] = same;
    }
  });
  const gone = existing.filter((row) => !claimed.has(row.id)).map((row) => row.id);
  if (gone.length) await tx.delete(loadStops).where(inArray(loadStops.id, gone));
  for (const [position, plan] of plans.entries()) {
    const values = {
      position,
      type: plan.type,
      locationId: plan.location_id,
      date: plan.date,
      appointment: plan.appointment ?? null,
      // A field the write leaves out (the SPEC way has no windows) keeps what the stop had.
      ...(plan.window_start !== undefined && { windowStart: plan.window_start }),
      ...(plan.window_end !== undefined && { windowEnd: plan.window_end }),
      ...(plan.reference !== undefined && { reference: plan.reference }),
      ...(plan.notes !== undefined && { notes: plan.notes }),
    };
    const match = matches[position];
    if (match) {
      await tx
        .update(loadStops)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(loadStops.id, match.id));
    } else {
      await tx.insert(loadStops).values({ ...values, loadId });
    }
  }
}

/** A load written the SPEC way gets the two to four stops its fields stand for. */
export async function writeSpecStops(
  tx: DbOrTx,
  loadId: number,
  spec: Parameters<typeof stopsFromSpec>[0],
): Promise<void> {
  const plans = stopsFromSpec(spec);
  if (plans) await writeStops(tx, loadId, plans);
  else await tx.delete(loadStops).where(eq(loadStops.loadId, loadId));
}

/** The stops of some loads, in order, by load. */
export async function stopsOfLoads(tx: DbOrTx, loadIds: number[]): Promise<Map<number, StopRow[]>> {
  const byLoad = new Map<number, StopRow[]>();
  if (!loadIds.length) return byLoad;
  const rows = await tx
    .select()
    .from(loadStops)
    .where(inArray(loadStops.loadId, loadIds))
    .orderBy(asc(loadStops.loadId), asc(loadStops.position));
  for (const row of rows) {
    const list = byLoad.get(row.loadId) ?? [];
    list.push(row);
    byLoad.set(row.loadId, list);
  }
  return byLoad;
}

/** A place a stop names: what the search text and the miles of its load read of it. */
export interface StopPlace {
  id: number;
  city: string;
  state: string;
  zipcode: string;
  company: string;
}

/** Of `ids`, the caller's own locations (with their company): another account's are not found. */
export async function ownPlaces(
  tx: DbOrTx,
  caller: Caller,
  ids: readonly number[],
): Promise<StopPlace[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: deliveryLocations.id,
      city: deliveryLocations.city,
      state: deliveryLocations.state,
      zipcode: deliveryLocations.zipcode,
      company: companies.name,
    })
    .from(deliveryLocations)
    .innerJoin(companies, eq(companies.id, deliveryLocations.companyId))
    .where(
      and(
        eq(deliveryLocations.accountId, caller.account.id),
        inArray(deliveryLocations.id, [...new Set(ids)]),
      ),
    );
}

/**
 * The caller's locations the stops name, in the stops' order. Another account's location (or
 * none at all) is 404: the caller may not learn it exists (PRODUCT.md 16).
 */
export async function stopPlaces(
  tx: DbOrTx,
  caller: Caller,
  plans: readonly StopPlan[],
): Promise<StopPlace[]> {
  const found = await ownPlaces(
    tx,
    caller,
    plans.map((plan) => plan.location_id),
  );
  return plans.map((plan) => {
    const place = found.find((row) => row.id === plan.location_id);
    if (!place) throw notFound('Location not found');
    return place;
  });
}

/**
 * PRODUCT.md 16: a load's miles are the sum of its legs, each estimated from the ZIP codes of
 * two stops in a row; null when one of them is unknown (the shipper enters them instead).
 */
export function legMiles(zips: ReadonlyArray<string | null | undefined>): number | null {
  let total = 0;
  for (let index = 1; index < zips.length; index++) {
    const leg = estimateMiles(zips[index - 1], zips[index]);
    if (leg === null) return null;
    total += leg;
  }
  return zips.length > 1 ? total : null;
}

interface StopAnswerRow extends Omit<StopOut, 'arrived_at' | 'departed_at'> {
  load_id: number;
  arrived_at: Date | string | null;
  departed_at: Date | string | null;
}

const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The stops of some loads as answers show them, in order, by load (one statement). */
export async function stopAnswers(tx: DbOrTx, loadIds: number[]): Promise<Map<number, StopOut[]>> {
  const byLoad = new Map<number, StopOut[]>();
  if (!loadIds.length) return byLoad;
  const ids = sql.join(
    loadIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await tx.execute(sql`select s.load_id, s.id, s.position, s.type, s.location_id,
      ${sql.raw(LOCATION_JSON)} as location, to_char(s.date, 'YYYY-MM-DD') as date,
      s.window_start, s.window_end, s.appointment, s.reference, s.notes, s.arrived_at,
      s.departed_at, s.arrival_source, s.departure_source
    from load_stops s join delivery_locations d on d.id = s.location_id
      join companies c on c.id = d.company_id
    where s.load_id in (${ids}) order by s.load_id, s.position`);
  for (const row of (result as unknown as { rows: StopAnswerRow[] }).rows) {
    const { load_id, ...stop } = row;
    const list = byLoad.get(load_id) ?? [];
    list.push({
      ...stop,
      arrived_at: isoOrNull(row.arrived_at),
      departed_at: isoOrNull(row.departed_at),
    });
    byLoad.set(load_id, list);
  }
  return byLoad;
}

export async function stopsOf(tx: DbOrTx, loadId: number): Promise<StopOut[]> {
  return (await stopAnswers(tx, [loadId])).get(loadId) ?? [];
}

/**
 * SPEC 2.7's privacy rule for stops: a carrier that does not hold the load sees each stop's
 * city, state and zip (as `strip` leaves a location), and no reference or notes.
 */
export function stopsForCarrier(
  stops: StopOut[],
  strip: (location: LoadCard['origin_location']) => LoadCard['origin_location'],
): StopOut[] {
  return stops.map((stop) => ({
    ...stop,
    location: strip(stop.location),
    reference: null,
    notes: null,
  }));
}

/**
 * Records a stop's arrival or departure once (the first one stands, whoever made it: the dock,
 * the driver, the ELD or the dispatcher); answers whether this call recorded it.
 */
export async function recordStopEvent(
  tx: DbOrTx,
  loadId: number,
  stopId: number,
  event: 'arrived' | 'departed',
  source: StopSource,
  at: Date,
): Promise<boolean> {
  const arrival = event === 'arrived';
  const updated = await tx
    .update(loadStops)
    .set(
      arrival
        ? { arrivedAt: at, arrivalSource: source, updatedAt: sql`now()` }
        : {
            // A departure is never before the arrival (the stops' rule): a position sent late
            // from before a tap at the stop counts from the tap.
            departedAt: sql`greatest(${at.toISOString()}::timestamptz, ${loadStops.arrivedAt})`,
            departureSource: source,
            updatedAt: sql`now()`,
          },
    )
    .where(
      and(
        eq(loadStops.id, stopId),
        eq(loadStops.loadId, loadId),
        arrival ? isNull(loadStops.arrivedAt) : isNull(loadStops.departedAt),
        // A stop is departed only once it was arrived at.
        arrival ? undefined : isNotNull(loadStops.arrivedAt),
      ),
    )
    .returning({ id: loadStops.id });
  return updated.length > 0;
}
