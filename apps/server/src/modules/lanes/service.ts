import type { LanePlace } from '@spotlane/shared/domain/lane-match';
import type * as schemas from '@spotlane/shared/schemas/lanes';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, readsOn } from '../../db/client.ts';
import { laneCarriers, lanes, regions, shipperCarriers } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { conflict, notFound, validation } from '../../platform/errors.ts';
import { likePattern, pageWindow } from '../../platform/pagination.ts';
import { requireOwnCarrierList } from '../carriers/index.ts';

type RegionRow = typeof regions.$inferSelect;
type LaneRow = typeof lanes.$inferSelect;

export const iso = (value: Date) => value.toISOString();

/* ------------------------------------------------------------------ lanes */

export interface LaneParts {
  regions: Map<number, RegionRow>;
  guides: Map<number, Array<{ id: number; company_name: string; email: string }>>;
}

/** The regions and routing guides of some lanes, read in two statements. */
export async function partsOf(db: DbOrTx, rows: LaneRow[]): Promise<LaneParts> {
  const regionIds = [
    ...new Set(
      rows.flatMap((row) => [row.originRegionId, row.destinationRegionId]).filter(Boolean),
    ),
  ] as number[];
  const laneIds = rows.map((row) => row.id);
  const [regionRows, guideRows] = await readsOn(
    db,
    async () =>
      regionIds.length ? db.select().from(regions).where(inArray(regions.id, regionIds)) : [],
    async () =>
      laneIds.length
        ? db
            .select({
              laneId: laneCarriers.laneId,
              id: shipperCarriers.id,
              companyName: shipperCarriers.companyName,
              email: shipperCarriers.email,
            })
            .from(laneCarriers)
            .innerJoin(shipperCarriers, eq(shipperCarriers.id, laneCarriers.shipperCarrierId))
            .where(inArray(laneCarriers.laneId, laneIds))
            .orderBy(laneCarriers.laneId, laneCarriers.position)
        : [],
  );
  const guides: LaneParts['guides'] = new Map();
  for (const row of guideRows) {
    const list = guides.get(row.laneId) ?? [];
    list.push({ id: row.id, company_name: row.companyName || row.email, email: row.email });
    guides.set(row.laneId, list);
  }
  return { regions: new Map(regionRows.map((row) => [row.id, row])), guides };
}

function placeOut(
  parts: LaneParts,
  regionId: number | null,
  city: string | null,
  state: string | null,
  zipcode: string | null,
): schemas.LanePlaceOut {
  if (regionId) {
    const region = parts.regions.get(regionId);
    return {
      region_id: regionId,
      region_name: region?.name ?? '',
      region_kind: (region?.kind ?? 'states') as 'states' | 'zip3',
    };
  }
  return { city: city ?? '', state: state ?? '', zipcode };
}

export function toLane(row: LaneRow, parts: LaneParts): schemas.LaneResponse {
  const carriers = parts.guides.get(row.id) ?? [];
  return {
    id: row.id,
    name: row.name,
    origin: placeOut(parts, row.originRegionId, row.originCity, row.originState, row.originZipcode),
    destination: placeOut(
      parts,
      row.destinationRegionId,
      row.destinationCity,
      row.destinationState,
      row.destinationZipcode,
    ),
    equipment_type: row.equipmentType as schemas.LaneResponse['equipment_type'],
    carrier_ids: carriers.map((carrier) => carrier.id),
    carriers,
    acceptance_window_minutes: row.acceptanceWindowMinutes,
    fallback_audience: {
      type: row.fallbackType as schemas.LaneResponse['fallback_audience']['type'],
      carrier_list_id: row.fallbackListId,
    },
    target_rate: row.targetRateCents,
    contract:
      row.contractRateCents !== null && row.contractValidFrom && row.contractValidTo
        ? {
            rate: row.contractRateCents,
            valid_from: row.contractValidFrom,
            valid_to: row.contractValidTo,
          }
        : null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

async function toLanes(db: DbOrTx, rows: LaneRow[]): Promise<schemas.LaneResponse[]> {
  const parts = await partsOf(db, rows);
  return rows.map((row) => toLane(row, parts));
}

/** The lane's place as the matching rule sees it. */
export function placeOf(
  parts: LaneParts,
  regionId: number | null,
  city: string | null,
  state: string | null,
): LanePlace {
  const region = regionId ? parts.regions.get(regionId) : undefined;
  if (region) return { kind: region.kind as 'states' | 'zip3', members: region.members };
  return { kind: 'city', city: city ?? '', state: state ?? '' };
}

/** Checks that the regions, carriers and list a lane names are the caller's (400 otherwise). */
async function checkReferences(tx: DbOrTx, caller: Caller, data: schemas.LaneData) {
  for (const end of ['origin', 'destination'] as const) {
    const place = data[end];
    if ('region_id' in place) {
      const [found] = await tx
        .select({ id: regions.id })
        .from(regions)
        .where(and(eq(regions.id, place.region_id), eq(regions.accountId, caller.account.id)));
      if (!found) throw validation(`${end}.region_id`, 'Choose one of your regions');
    }
  }
  if (data.carrier_ids.length) {
    const found = await tx
      .select({ id: shipperCarriers.id })
      .from(shipperCarriers)
      .where(
        and(
          eq(shipperCarriers.shipperAccountId, caller.account.id),
          inArray(shipperCarriers.id, data.carrier_ids),
        ),
      );
    if (found.length !== data.carrier_ids.length)
      throw validation('carrier_ids', 'Choose carriers from your network');
  }
  if (data.fallback_audience.type === 'list') {
    await requireOwnCarrierList(
      tx,
      caller,
      data.fallback_audience.carrier_list_id as number,
      'fallback_audience.carrier_list_id',
    );
  }
}

function laneValues(data: schemas.LaneData) {
  const end = (place: schemas.LaneData['origin']) =>
    'region_id' in place
      ? { regionId: place.region_id, city: null, state: null, zipcode: null }
      : { regionId: null, city: place.city, state: place.state, zipcode: place.zipcode ?? null };
  const origin = end(data.origin);
  const destination = end(data.destination);
  return {
    name: data.name,
    originRegionId: origin.regionId,
    originCity: origin.city,
    originState: origin.state,
    originZipcode: origin.zipcode,
    destinationRegionId: destination.regionId,
    destinationCity: destination.city,
    destinationState: destination.state,
    destinationZipcode: destination.zipcode,
    equipmentType: data.equipment_type,
    acceptanceWindowMinutes: data.acceptance_window_minutes,
    fallbackType: data.fallback_audience.type,
    fallbackListId:
      data.fallback_audience.type === 'list'
        ? (data.fallback_audience.carrier_list_id ?? null)
        : null,
    targetRateCents: data.target_rate ?? null,
    contractRateCents: data.contract?.rate ?? null,
    contractValidFrom: data.contract?.valid_from ?? null,
    contractValidTo: data.contract?.valid_to ?? null,
  };
}

async function setGuide(tx: DbOrTx, laneId: number, carrierIds: number[]) {
  await tx.delete(laneCarriers).where(eq(laneCarriers.laneId, laneId));
  if (carrierIds.length) {
    await tx
      .insert(laneCarriers)
      .values(
        carrierIds.map((shipperCarrierId, position) => ({ laneId, position, shipperCarrierId })),
      );
  }
}

async function lockLane(tx: DbOrTx, caller: Caller, id: number): Promise<LaneRow> {
  const [row] = await tx
    .select()
    .from(lanes)
    .where(and(eq(lanes.id, id), eq(lanes.accountId, caller.account.id)))
    .for('update');
  if (!row) throw notFound('Lane not found');
  return row;
}

export async function listLanes(
  db: Db,
  caller: Caller,
  query: schemas.LaneListParams,
): Promise<schemas.LaneList> {
  const filters: SQL[] = [sql`l.account_id = ${caller.account.id}`];
  if (query.search) {
    const pattern = likePattern(query.search.toLowerCase());
    filters.push(sql`(lower(l.name) like ${pattern}
      or lower(coalesce(l.origin_city, '') || ' ' || coalesce(l.origin_state, '')) like ${pattern}
      or lower(coalesce(l.destination_city, '') || ' ' || coalesce(l.destination_state, '')) like ${pattern}
      or exists (select 1 from regions r where r.id in (l.origin_region_id, l.destination_region_id)
        and lower(r.name) like ${pattern}))`);
  }
  if (query.region_id) {
    filters.push(
      sql`(l.origin_region_id = ${query.region_id} or l.destination_region_id = ${query.region_id})`,
    );
  }
  const where = sql.join(filters, sql` and `);
  const { offset, limit } = pageWindow(query);
  const [idRows, countRows] = await Promise.all([
    db.execute(
      sql`select l.id from lanes l where ${where} order by lower(l.name), l.id limit ${limit} offset ${offset}`,
    ),
    db.execute(sql`select count(*)::int as n from lanes l where ${where}`),
  ]);
  const ids = (idRows as unknown as { rows: Array<{ id: number }> }).rows.map((row) => row.id);
  const rows = ids.length ? await db.select().from(lanes).where(inArray(lanes.id, ids)) : [];
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  const count = (countRows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  return { results: await toLanes(db, rows), count };
}

/** SQL: location `d` lies in a lane end (same city and state, or inside the region). */
function locationIn(place: LanePlace, alias: string): SQL {
  const d = sql.raw(alias);
  if (place.kind === 'city') {
    return sql`(lower(trim(${d}.city)) = ${place.city.trim().toLowerCase()} and upper(${d}.state) = ${place.state.toUpperCase()})`;
  }
  const members = sql`${`{${place.members.join(',')}}`}::text[]`;
  if (place.kind === 'states') return sql`upper(${d}.state) = any(${members})`;
  return sql`left(${d}.zipcode, 3) = any(${members})`;
}

/**
 * PRODUCT.md 8: the caller's loads that travelled the lane (matching stops and equipment, given
 * to a carrier), newest first: date, carrier, awarded rate and whether it arrived on time.
 */
async function loadsOfLane(db: DbOrTx, caller: Caller, row: LaneRow, parts: LaneParts) {
  const origin = placeOf(parts, row.originRegionId, row.originCity, row.originState);
  const destination = placeOf(
    parts,
    row.destinationRegionId,
    row.destinationCity,
    row.destinationState,
  );
  const result = await db.execute(sql`select l.id, l.identifier, l.name, l.status,
      l.date_to_leave::text as date_to_leave,
      (select a.company_name from accounts a where a.id = l.assigned_account_id) as carrier,
      -- The agreed rate however the load was awarded: its latest rate confirmation (a tender
      -- or a counter has no accepted bid amount of its own), else the accepted bid.
      coalesce(
        (select r.rate_cents from rate_confirmations r where r.load_id = l.id
          and r.carrier_account_id = l.assigned_account_id order by r.version desc limit 1),
        (select b.amount_cents from bids b where b.load_id = l.id and b.is_accepted)) as rate,
      case when l.status = 'delivered' then coalesce(
        (select (max(h.created_at) at time zone coalesce(dd.timezone, 'UTC'))::date <= l.expected_delivery_date
          from load_status_history h where h.load_id = l.id and h.status = 'delivered'), true)
        end as on_time
    from loads l
    join delivery_locations o on o.id = l.origin_location_id
    join delivery_locations dd on dd.id = l.destination_location_id
    where l.account_id = ${caller.account.id} and l.identifier is not null
      and l.equipment_type = ${row.equipmentType}
      and l.assigned_account_id is not null
      and ${locationIn(origin, 'o')} and ${locationIn(destination, 'dd')}
    order by l.date_to_leave desc, l.id desc
    limit 100`);
  return (
    result as unknown as { rows: Array<schemas.LaneLoad & { rate: string | number | null }> }
  ).rows.map((load) => ({ ...load, rate: load.rate === null ? null : Number(load.rate) }));
}

export async function getLane(db: DbOrTx, caller: Caller, id: number): Promise<schemas.LaneDetail> {
  const [row] = await db
    .select()
    .from(lanes)
    .where(and(eq(lanes.id, id), eq(lanes.accountId, caller.account.id)));
  if (!row) throw notFound('Lane not found');
  const parts = await partsOf(db, [row]);
  return { ...toLane(row, parts), loads: await loadsOfLane(db, caller, row, parts) };
}

export async function createLane(
  db: Db,
  caller: Caller,
  data: schemas.LaneData,
): Promise<schemas.LaneDetail> {
  const id = await db.transaction(async (tx) => {
    await checkReferences(tx, caller, data);
    const [row] = await tx
      .insert(lanes)
      .values({ accountId: caller.account.id, ...laneValues(data) })
      .returning({ id: lanes.id });
    const laneId = row?.id as number;
    await setGuide(tx, laneId, data.carrier_ids);
    return laneId;
  });
  return getLane(db, caller, id);
}

export async function updateLane(
  db: Db,
  caller: Caller,
  id: number,
  data: schemas.LaneData,
): Promise<schemas.LaneDetail> {
  await db.transaction(async (tx) => {
    await lockLane(tx, caller, id);
    await checkReferences(tx, caller, data);
    await tx
      .update(lanes)
      .set({ ...laneValues(data), updatedAt: sql`now()` })
      .where(eq(lanes.id, id));
    await setGuide(tx, id, data.carrier_ids);
  });
  return getLane(db, caller, id);
}

/** PUT /api/lanes/{id}/contract: the lane's contract (the contracts area), replaced. */
export async function setContract(
  db: Db,
  caller: Caller,
  id: number,
  contract: schemas.ContractRequest,
): Promise<schemas.LaneDetail> {
  await db.transaction(async (tx) => {
    await lockLane(tx, caller, id);
    await tx
      .update(lanes)
      .set({
        contractRateCents: contract.rate,
        contractValidFrom: contract.valid_from,
        contractValidTo: contract.valid_to,
        updatedAt: sql`now()`,
      })
      .where(eq(lanes.id, id));
  });
  return getLane(db, caller, id);
}

export async function deleteLane(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLane(tx, caller, id);
    // PRODUCT.md 8: a lane whose guide is tendering a load stays until that waterfall ends.
    const tendering = await tx.execute(sql`select 1 from loads l where l.lane_id = ${id}
      and l.audience_type = 'carriers' and l.status in ('unscheduled', 'unassigned')
      and not exists (select 1 from load_status_history h
        where h.load_id = l.id and h.status = 'tender_guide_ended') limit 1`);
    if ((tendering as unknown as { rows: unknown[] }).rows.length > 0)
      throw conflict(
        'InUse',
        'A shipment is being tendered through this lane: wait for its answer',
      );
    await tx.delete(lanes).where(eq(lanes.id, id));
  });
}
