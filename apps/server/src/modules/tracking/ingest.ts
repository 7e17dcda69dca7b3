import {
  etaFrom,
  type FenceEvent,
  type FenceState,
  geofenceEvents,
  minuteOf,
  thinPositions,
  trackingWindowStart,
} from '@spotlane/shared/domain/tracking';
import type { StopSource, TrackedStop } from '@spotlane/shared/schemas/tracking';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { loadPositions, loadStops, loads, loadTrackingStates } from '../../db/schema.ts';
import { recordDetention } from '../billing/index.ts';
import { tell } from '../notifications/index.ts';
import {
  hasProofOfDelivery,
  recordPositionEta,
  recordTrackedMilestone,
} from '../paperwork/index.ts';
import { recordStopEvent, stopsOfLoad } from './stops.ts';

export type PositionSource = 'driver' | 'eld';
export interface IncomingPosition {
  lat: number;
  lon: number;
  at: string;
  accuracy_m?: number | null;
  speed_mph?: number | null;
}

type StateRow = typeof loadTrackingStates.$inferSelect;

/** The load's tracking state row, made when missing and locked: one writer per load at a time. */
export async function lockedState(tx: DbOrTx, loadId: number): Promise<StateRow> {
  await tx.insert(loadTrackingStates).values({ loadId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(loadTrackingStates)
    .where(eq(loadTrackingStates.loadId, loadId))
    .for('update');
  if (!row) throw new Error('the tracking state was not saved');
  return row;
}

/** The stop the truck heads to: the first not departed. */
export const nextStop = (stops: readonly TrackedStop[]) =>
  stops.find((stop) => !stop.departed_at) ?? null;

/**
 * Takes positions of a load (in time order, already checked): every one is checked against the
 * stops' geofences before thinning (PRODUCT.md precisions), the first of each minute is kept
 * (the unique minute makes a repeated request or poll store nothing twice), arrivals and
 * departures are recorded once with their source, and the ETA to the next stop follows the
 * newest position. Runs in the caller's transaction, under the load's tracking state lock.
 */
export async function ingestPositions(
  ctx: AppContext,
  tx: DbOrTx,
  loadId: number,
  positions: readonly IncomingPosition[],
  source: PositionSource,
): Promise<{ kept: number; events: FenceEvent[] }> {
  const state = await lockedState(tx, loadId);
  const newestOfSource = source === 'driver' ? state.lastDriverAt : state.lastEldAt;
  // A poll that overlaps the last one brings positions already taken: those are skipped.
  const fresh = positions.filter(
    (position) => !newestOfSource || new Date(position.at) > newestOfSource,
  );
  if (!fresh.length) return { kept: 0, events: [] };
  const [load] = await tx.select().from(loads).where(eq(loads.id, loadId));
  if (!load) return { kept: 0, events: [] };
  const stops = await stopsOfLoad(tx, load);
  // PRODUCT.md 18: nothing before the tracking window (the driver's request is refused with
  // 409 before this; an ELD feed's earlier positions are left out).
  const first = stops[0];
  const opens = first ? trackingWindowStart(first.date, first.location.timezone) : null;
  const inWindow = opens ? fresh.filter((position) => new Date(position.at) >= opens) : fresh;
  const last = inWindow.at(-1);
  if (!last) return { kept: 0, events: [] };
  const fences = stops.flatMap((stop) =>
    stop.lat !== null && stop.lon !== null ? [{ id: stop.id, lat: stop.lat, lon: stop.lon }] : [],
  );
  const recorded: Record<number, FenceState> = Object.fromEntries(
    stops.map((stop) => [stop.id, { arrived: !!stop.arrived_at, departed: !!stop.departed_at }]),
  );
  const previous =
    state.lastLat !== null && state.lastLon !== null && state.lastAt
      ? { lat: state.lastLat, lon: state.lastLon, at: state.lastAt.toISOString() }
      : null;
  const events = geofenceEvents(fences, recorded, previous, inWindow, ctx.config.GEOFENCE_METERS);

  const kept = thinPositions(inWindow);
  const inserted = await tx
    .insert(loadPositions)
    .values(
      kept.map((position) => ({
        loadId,
        lat: position.lat,
        lon: position.lon,
        at: new Date(position.at),
        minute: minuteOf(position.at),
        accuracyM: position.accuracy_m ?? null,
        speedMph: position.speed_mph ?? null,
        source,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: loadPositions.id });

  const madeEvents: FenceEvent[] = [];
  for (const event of events) {
    if (await applyStopEvent(ctx, tx, load.id, stops, event, source, false)) madeEvents.push(event);
  }

  const after = await stopsOfLoad(tx, load);
  const target = nextStop(after);
  const eta =
    target && target.lat !== null && target.lon !== null
      ? etaFrom(last, { latitude: target.lat, longitude: target.lon })
      : null;
  const newer = !state.lastAt || new Date(last.at) > state.lastAt;
  await tx
    .update(loadTrackingStates)
    .set({
      ...(newer
        ? { lastLat: last.lat, lastLon: last.lon, lastAt: new Date(last.at), lastSource: source }
        : {}),
      ...(source === 'driver' ? { lastDriverAt: new Date(last.at) } : {}),
      ...(source === 'eld' ? { lastEldAt: new Date(last.at), eldError: null } : {}),
      eta: eta ? new Date(eta.eta) : null,
      etaStopId: target?.id ?? null,
    })
    .where(eq(loadTrackingStates.id, state.id));
  await recordPositionEta(tx, load.id, eta ? new Date(eta.eta) : null);
  // Both parties' open load pages follow the truck live.
  for (const accountId of [load.accountId, load.assignedAccountId]) {
    if (accountId)
      await tell(
        ctx,
        tx,
        { accountId },
        { type: 'load_status', payload: { load_id: load.id, status: load.status } },
      );
  }
  return { kept: inserted.length, events: madeEvents };
}

/**
 * Records a stop's arrival or departure once and the load's milestone it makes: the first
 * pickup's arrival and departure (the departure puts the load in transit), the last delivery's
 * arrival, and its departure as `delivered` only after a POD or the driver's own tap
 * (PRODUCT.md 18). Answers whether this call recorded the event.
 */
export async function applyStopEvent(
  ctx: AppContext,
  tx: DbOrTx,
  loadId: number,
  stops: readonly TrackedStop[],
  event: FenceEvent,
  source: StopSource,
  tap: boolean,
): Promise<boolean> {
  const stop = stops.find((entry) => entry.id === event.stop_id);
  if (!stop) return false;
  const made = await recordStopEvent(tx, loadId, stop.id, event.event, source, new Date(event.at));
  const firstPickup = stops.find((entry) => entry.type === 'pickup');
  const lastDelivery = [...stops].reverse().find((entry) => entry.type === 'delivery');
  // The driver's tap on Departed at the last delivery delivers the load even when the geofence
  // recorded the departure before.
  if (!made) {
    if (tap && event.event === 'departed' && stop.id === lastDelivery?.id)
      await recordTrackedMilestone(ctx, tx, loadId, 'delivered', null);
    return false;
  }
  if (event.event === 'departed') await feedDetention(ctx, tx, loadId, stop);
  if (stop.id === firstPickup?.id)
    await recordTrackedMilestone(
      ctx,
      tx,
      loadId,
      event.event === 'arrived' ? 'arrived_pickup' : 'departed_pickup',
      null,
    );
  if (stop.id === lastDelivery?.id) {
    if (event.event === 'arrived')
      await recordTrackedMilestone(ctx, tx, loadId, 'arrived_delivery', null);
    else if (tap || (await hasProofOfDelivery(tx, loadId)))
      await recordTrackedMilestone(ctx, tx, loadId, 'delivered', null);
  }
  return true;
}

/**
 * PRODUCT.md 19: a departure, whoever recorded it (the dock, the driver, a geofence), makes
 * the stop's detention line when it is billable; billing keeps it once per stop.
 */
async function feedDetention(ctx: AppContext, tx: DbOrTx, loadId: number, stop: TrackedStop) {
  const [row] = await tx
    .select()
    .from(loadStops)
    .where(and(eq(loadStops.id, stop.id), eq(loadStops.loadId, loadId)));
  if (!row) return;
  await recordDetention(ctx, tx, {
    id: row.id,
    loadId,
    appointment: row.appointment,
    timeZone: stop.location.timezone,
    arrivedAt: row.arrivedAt,
    departedAt: row.departedAt,
    arrivalSource: row.arrivalSource,
    departureSource: row.departureSource,
  });
}

/** The newest position of a load (the truck on the map), or null. */
export async function lastPosition(db: DbOrTx, loadId: number) {
  const [row] = await db
    .select()
    .from(loadPositions)
    .where(eq(loadPositions.loadId, loadId))
    .orderBy(sql`${loadPositions.at} desc`)
    .limit(1);
  return row ?? null;
}
