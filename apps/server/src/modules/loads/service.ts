import { canTransition, isCancelled, type LoadStatus } from '@spotlane/shared/domain/load-status';
import { isPastDate, PAST_SHIP_DATE_MESSAGE } from '@spotlane/shared/domain/past-dates';
import {
  BIDDING_MESSAGES,
  type LoadData,
  type LoadDetail,
  type LoadList,
  type LoadListParams,
} from '@spotlane/shared/schemas/loads';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type Db, type DbOrTx, slot, type Tx } from '../../db/client.ts';
import {
  bidReviewedAs,
  bids,
  companies,
  deliveryLocations,
  lanes,
  loadAudienceCarriers,
  loadStars,
  loadStatusHistory,
  loads,
  shipperCarriers,
  users,
} from '../../db/schema.ts';
import { awardAtDeadlineJob } from '../../jobs/bidding.ts';
import { matchLoadJob, matchLoadKey } from '../../jobs/capacity.ts';
import { nextTenderKey, offerNextTenderJob } from '../../jobs/tenders.ts';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import { AppError, forbidden, validation } from '../../platform/errors.ts';
import { publishEvent } from '../../platform/events.ts';
import { causes } from '../../platform/hardening.ts';
import { estimateMiles, zipPlace } from '../../platform/zip-centroids.ts';
import { refreshLoadFacts } from '../analytics/service.ts';
import { requireOwnCarrierList } from '../carriers/service.ts';
import { announceSpotQuote, announceStatus, announceToAudience, tell } from './activity.ts';
import { carrierLoadDetail } from './carrier-view.ts';
import {
  type CardRow,
  cardColumns,
  cardListStatements,
  cardPageValues,
  detailFields,
  loadDetailRow,
  pageRows,
  searchCondition,
  searchPatterns,
  searchShape,
  storeSpecs,
  toCard,
} from './queries.ts';
import {
  coverLoadWithFleet,
  invalidTransition,
  type LoadRow,
  lockFleetOf,
  lockLoadRow,
  nextIdentifier,
  recordHistory,
  releaseLoadFromFleet,
  reviseRateConfirmation,
  setStatus,
} from './status.ts';

// What other modules may use of loads: they import this file only.
export {
  announceSpotQuote,
  announceStatus,
  announceToAudience,
  tell,
  tellShipperOfBid,
} from './activity.ts';
export {
  carrierCardsOf,
  carrierLoadDetail,
  carrierMaySee,
  carrierMaySeeLoad,
  forCarrier,
  inAudience,
  offeredToCarrier,
} from './carrier-view.ts';
export { type CardRow, cardColumns, toCard } from './queries.ts';
export {
  atRiskSweepJob,
  formatAppointment,
  type Party,
  type RateTerms,
  rateConfirmationJob,
} from './rate-terms.ts';
export {
  assignLoad,
  invalidTransition,
  type LoadRow,
  lockLoadRow,
  offerLoadTo,
  openToFallback,
  promoteToShipment,
  recordHistory,
  releaseLoad,
  reviseRateConfirmation,
  setChosenQuote,
  setStatus,
} from './status.ts';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Checks that every location, list and carrier the load names belongs to the caller. */
async function resolveReferences(tx: DbOrTx, caller: Caller, data: LoadData) {
  const locationFields = [
    'origin_location_id',
    'destination_location_id',
    'extra_origin_location_id',
    'extra_destination_location_id',
  ] as const;
  const ids = locationFields.map((field) => data[field]).filter((id): id is number => Boolean(id));
  const found = ids.length
    ? await tx
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
            inArray(deliveryLocations.id, ids),
          ),
        )
    : [];
  for (const field of locationFields) {
    const id = data[field];
    if (id && !found.some((row) => row.id === id))
      throw validation(field, 'Choose one of your delivery locations');
  }
  let audienceAccounts: number[] = [];
  if (data.audience.type === 'lane') {
    // PRODUCT.md 8: only a shipment is tendered, and only through one of the caller's lanes.
    if (data.is_quote)
      throw validation('audience.type', 'Only a shipment can be tendered via a routing guide');
    const [lane] = await tx
      .select({ id: lanes.id })
      .from(lanes)
      .where(
        and(eq(lanes.id, data.audience.lane_id as number), eq(lanes.accountId, caller.account.id)),
      );
    if (!lane) throw validation('audience.lane_id', 'Choose one of your lanes');
  }
  if (data.audience.type === 'list') {
    await requireOwnCarrierList(
      tx,
      caller,
      data.audience.carrier_list_id as number,
      'audience.carrier_list_id',
    );
  }
  if (data.audience.type === 'carriers') {
    const chosen = data.audience.carrier_ids ?? [];
    const rows = await tx
      .select({ id: shipperCarriers.id, account: shipperCarriers.carrierAccountId })
      .from(shipperCarriers)
      .where(
        and(
          eq(shipperCarriers.shipperAccountId, caller.account.id),
          inArray(shipperCarriers.id, chosen),
        ),
      );
    if (rows.length !== new Set(chosen).size)
      throw validation('audience.carrier_ids', 'Choose carriers from your network');
    audienceAccounts = rows.map((row) => row.account).filter((id): id is number => id !== null);
  }
  const words = [
    data.name,
    ...found.flatMap((row) => [row.city, row.state, row.zipcode, row.company]),
    ...[data.quote_origin, data.quote_destination].flatMap((place) =>
      place ? [place.city, place.state, place.zipcode] : [],
    ),
  ];
  const zipOf = (id: number | null | undefined) => found.find((row) => row.id === id)?.zipcode;
  const fromZip = zipOf(data.origin_location_id) ?? data.quote_origin?.zipcode;
  const toZip = zipOf(data.destination_location_id) ?? data.quote_destination?.zipcode;
  // PRODUCT.md 20: the last delivery (reloads start there).
  const lastZip = zipOf(data.extra_destination_location_id) ?? toZip;
  return { audienceAccounts, searchWords: words.join(' '), fromZip, toZip, lastZip };
}

/** PRODUCT.md 10: the shipper's miles, else an estimate from the ZIP centroids ("est."). */
function milesValues(data: LoadData, refs: { fromZip?: string; toZip?: string }) {
  if (data.miles) return { miles: data.miles, milesEstimated: false };
  const estimate = estimateMiles(refs.fromZip, refs.toZip);
  return { miles: estimate, milesEstimated: estimate !== null };
}

/** PRODUCT.md 20: the centroids of the first pickup and last delivery (decision 076). */
function placeValues(refs: { fromZip?: string; lastZip?: string }) {
  const from = zipPlace(refs.fromZip);
  const to = zipPlace(refs.lastZip);
  return {
    originLat: from?.latitude ?? null,
    originLon: from?.longitude ?? null,
    originState: from?.state ?? null,
    originZip: from?.zip ?? null,
    destinationLat: to?.latitude ?? null,
    destinationLon: to?.longitude ?? null,
    destinationState: to?.state ?? null,
    destinationZip: to?.zip ?? null,
  };
}

function loadValues(data: LoadData, refs: { fromZip?: string; toZip?: string; lastZip?: string }) {
  return {
    ...placeValues(refs),
    equipmentType: data.equipment_type ?? null,
    weightLbs: data.weight_lbs ?? null,
    ...milesValues(data, refs),
    name: data.name,
    isQuote: data.is_quote,
    originLocationId: data.origin_location_id ?? null,
    destinationLocationId: data.destination_location_id ?? null,
    extraOriginLocationId: data.extra_origin_location_id ?? null,
    extraDestinationLocationId: data.extra_destination_location_id ?? null,
    quoteOrigin: data.quote_origin ?? null,
    quoteDestination: data.quote_destination ?? null,
    dateToLeave: data.date_to_leave,
    expectedDeliveryDate: data.expected_delivery_date,
    appointmentPickup: data.appointment_pickup ?? null,
    extraAppointmentPickup: data.extra_appointment_pickup ?? null,
    appointmentDelivery: data.appointment_delivery ?? null,
    extraAppointmentDelivery: data.extra_appointment_delivery ?? null,
    specs: storeSpecs(data.specs),
    description: data.description ?? null,
    loadValueCents: data.load_value ?? null,
    // A load tendered via its lane's guide is offered to one carrier at a time (`carriers`).
    audienceType: data.audience.type === 'lane' ? 'carriers' : data.audience.type,
    audienceListId: data.audience.type === 'list' ? (data.audience.carrier_list_id ?? null) : null,
    laneId: data.audience.type === 'lane' ? (data.audience.lane_id ?? null) : null,
    bidDeadline: data.bid_deadline ? new Date(data.bid_deadline) : null,
    awardRule: data.award_rule,
    targetRateCents: data.target_rate,
  };
}

/** PRODUCT.md 13: a deadline must be in the future (one kept unchanged by an edit may stay). */
function refusePastDeadline(deadline: string | null) {
  if (deadline && new Date(deadline).getTime() <= Date.now())
    throw validation('bid_deadline', BIDDING_MESSAGES.deadlinePast);
}

/** The award at the deadline runs as a job at that time; one per load and deadline. */
async function scheduleDeadline(tx: DbOrTx, loadId: number, deadline: string | null) {
  if (!deadline) return;
  const at = new Date(deadline);
  await awardAtDeadlineJob.enqueue(
    tx,
    { loadId, deadline: at.toISOString() },
    { runAt: at, key: `bids.award@${loadId}@${at.toISOString()}` },
  );
}

async function setAudienceCarriers(tx: DbOrTx, loadId: number, accountIds: number[]) {
  await tx.delete(loadAudienceCarriers).where(eq(loadAudienceCarriers.loadId, loadId));
  if (accountIds.length) {
    await tx
      .insert(loadAudienceCarriers)
      .values([...new Set(accountIds)].map((carrierAccountId) => ({ loadId, carrierAccountId })));
  }
}

/**
 * PRODUCT.md 8: a load its lane's guide tenders (or tendered, when the guide ended with the
 * fallback `none`): its lane is set and its stored audience is the offered carrier alone.
 */
const isTendered = (load: LoadRow) => load.laneId !== null && load.audienceType === 'carriers';

async function hasOpenTender(tx: DbOrTx, loadId: number): Promise<boolean> {
  const rows = await tx.execute(
    sql`select 1 from tenders where load_id = ${loadId} and status = 'offered' limit 1`,
  );
  return rowsOf(rows).length > 0;
}

/** A ship date in the past is refused (a copy's ship dates are under `dates.N`). */
function refusePastShipDate(date: string, field = 'date_to_leave') {
  if (isPastDate(date)) throw validation(field, PAST_SHIP_DATE_MESSAGE);
}

export async function createLoad(
  ctx: AppContext,
  caller: Caller,
  data: LoadData,
): Promise<LoadDetail> {
  const { db } = ctx;
  refusePastShipDate(data.date_to_leave);
  refusePastDeadline(data.bid_deadline);
  const id = await db.transaction(async (tx) => {
    const refs = await resolveReferences(tx, caller, data);
    const identifier = data.is_quote ? null : await nextIdentifier(tx, caller.account.id);
    const status = data.draft ? 'draft' : 'unscheduled';
    const [load] = await tx
      .insert(loads)
      .values({
        ...loadValues(data, refs),
        accountId: caller.account.id,
        createdByUserId: caller.user.id,
        identifier,
        status,
        publishedAt: data.draft ? null : sql`now()`,
        searchText: `${identifier ?? ''} ${refs.searchWords}`.toLowerCase(),
      })
      .returning();
    if (!load) throw new Error('load insert returned nothing');
    await setAudienceCarriers(tx, load.id, refs.audienceAccounts);
    await recordHistory(tx, load.id, status, caller.user.id);
    await refreshLoadFacts(tx, load.id);
    // PRODUCT.md 4: a draft tells nobody and starts no clock until it is published.
    if (!data.draft) await goOut(ctx, tx, load);
    return load.id;
  });
  return getLoad(db, caller, id);
}

/**
 * A load going out to its audience: its bid deadline's award is scheduled, and its audience
 * told (a lane's routing guide offers it to the guide's first carrier, at commit).
 */
async function goOut(ctx: AppContext, tx: DbOrTx, load: LoadRow): Promise<void> {
  await scheduleDeadline(tx, load.id, load.bidDeadline?.toISOString() ?? null);
  // PRODUCT.md 20: the posts and preferences it fits, and their carriers' alerts, once per load.
  await matchLoadJob.enqueue(tx, { loadId: load.id }, { key: matchLoadKey(load.id) });
  if (isTendered(load)) {
    await offerNextTenderJob.enqueue(
      tx,
      { loadId: load.id, after: 0 },
      { key: nextTenderKey(load.id, 0) },
    );
  } else if (!ctx.silent) {
    await announceSpotQuote(ctx, tx, load);
  }
}

/**
 * PRODUCT.md 4: publishing a draft. Its dates are checked again (a draft may have waited),
 * it becomes `unscheduled`, and only now does its audience see it and hear of it.
 */
export async function publishLoad(
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<LoadDetail> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockLoad(tx, caller, id);
    if (!canTransition(current.status, 'unscheduled', 'system'))
      throw invalidTransition(current.status, 'unscheduled');
    refusePastShipDate(current.dateToLeave);
    refusePastDeadline(current.bidDeadline?.toISOString() ?? null);
    const [published] = await tx
      .update(loads)
      .set({ status: 'unscheduled', publishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(loads.id, id))
      .returning();
    if (!published) throw new Error('load update returned nothing');
    await recordHistory(tx, id, 'unscheduled', caller.user.id);
    await refreshLoadFacts(tx, id);
    await goOut(ctx, tx, published);
  });
  return getLoad(ctx.db, caller, id);
}

/** Locks one of the caller's own loads. */
function lockLoad(tx: DbOrTx, caller: Caller, id: number): Promise<LoadRow> {
  return lockLoadRow(tx, id, eq(loads.accountId, caller.account.id));
}

export async function updateLoad(
  db: Db,
  caller: Caller,
  id: number,
  data: LoadData,
): Promise<LoadDetail> {
  await db.transaction(async (tx) => {
    const current = await lockLoad(tx, caller, id);
    if (current.status.startsWith('cancelled') || current.status === 'delivered') {
      throw invalidTransition(current.status, 'edited');
    }
    // Its dates may move onto another booking of its driver or unit: they take turns.
    await lockFleetOf(tx, current);
    // A ship date already passed may stay (the rest of the shipment can still be edited);
    // changing it to a past day is refused.
    if (data.date_to_leave !== current.dateToLeave) refusePastShipDate(data.date_to_leave);
    const deadlineChanged =
      (data.bid_deadline ? new Date(data.bid_deadline).getTime() : null) !==
      (current.bidDeadline?.getTime() ?? null);
    if (deadlineChanged) refusePastDeadline(data.bid_deadline);
    const tendered = isTendered(current);
    const draft = current.status === 'draft';
    if (data.audience.type === 'lane' && !draft) {
      // PRODUCT.md 8: a waterfall starts when a shipment is published, and keeps its lane.
      if (!tendered || data.audience.lane_id !== current.laneId)
        throw validation(
          'audience.type',
          'A shipment is tendered via its routing guide when it is published',
        );
    } else if (tendered && (await hasOpenTender(tx, id))) {
      throw AppError.of(
        409,
        'InvalidTransition',
        'A carrier of the routing guide holds the offer: wait for its answer before choosing another audience',
      );
    }
    const refs = await resolveReferences(tx, caller, { ...data, is_quote: current.isQuote });
    let status = current.status;
    if (status === 'assigned' && data.appointment_pickup && data.appointment_delivery)
      status = 'scheduled';
    const values = loadValues(data, refs);
    // A tendered load keeps the audience its waterfall gives it.
    // A draft has told nobody yet: it takes whatever audience the form now names.
    const audience = draft
      ? {}
      : data.audience.type === 'lane'
        ? {
            audienceType: current.audienceType,
            audienceListId: current.audienceListId,
            laneId: current.laneId,
          }
        : // Another audience takes a tendered load off its guide; a load the guide opened to its
          // fallback audience keeps the lane it travelled.
          { laneId: tendered ? null : current.laneId };
    await tx
      .update(loads)
      .set({
        ...values,
        ...audience,
        isQuote: current.isQuote,
        status,
        searchText: `${current.identifier ?? ''} ${refs.searchWords}`.toLowerCase(),
        updatedAt: sql`now()`,
      })
      .where(eq(loads.id, id));
    if (draft || data.audience.type !== 'lane')
      await setAudienceCarriers(tx, id, refs.audienceAccounts);
    if (status !== current.status) await recordHistory(tx, id, status, caller.user.id);
    // PRODUCT.md 12: new appointments on an awarded load make a new rate confirmation version.
    const [after] = await tx.select().from(loads).where(eq(loads.id, id));
    if (after) await reviseRateConfirmation(tx, after, caller.user.id);
    await refreshLoadFacts(tx, id);
    if (deadlineChanged && !draft) await scheduleDeadline(tx, id, data.bid_deadline);
  });
  return getLoad(db, caller, id);
}

/**
 * One status step by the shipper (on its own loads) or by the carrier holding the load (pickup
 * and delivery): checked against the transitions the role may make, recorded, announced.
 */
/** What another module records in the transaction of a status change (its own tables). */
export type StatusFollowUp = (
  tx: DbOrTx,
  change: { loadId: number; status: LoadStatus; byUserId: number },
) => Promise<void>;

async function transition(
  ctx: AppContext,
  caller: Caller,
  id: number,
  to: LoadStatus,
  role: 'shipper' | 'carrier',
  followUp?: StatusFollowUp,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current =
      role === 'shipper'
        ? await lockLoad(tx, caller, id)
        : await lockLoadRow(tx, id, eq(loads.assignedAccountId, caller.account.id));
    let allowed = canTransition(current.status, to, role);
    // PRODUCT.md 4: a load is scheduled only once both appointments are set, whoever asks.
    if (to === 'scheduled' && !(current.appointmentPickup && current.appointmentDelivery))
      allowed = false;
    if (!allowed) throw invalidTransition(current.status, to);
    await setStatus(tx, id, to, caller.user.id);
    await followUp?.(tx, { loadId: id, status: to, byUserId: caller.user.id });
    await announceStatus(ctx, tx, current, to, caller.account.id);
  });
}

/**
 * A status change: the shipper's needs its edit (or cancel) permission; the carrier holding a
 * load reports pickup (in_transit) and delivery. Each side is answered its own view of the load.
 */
export async function changeStatus(
  ctx: AppContext,
  caller: Caller,
  id: number,
  to: LoadStatus,
  followUp?: StatusFollowUp,
): Promise<LoadDetail> {
  if (caller.account.type === 'carrier') {
    await transition(ctx, caller, id, to, 'carrier', followUp);
    return carrierLoadDetail(ctx.db, caller, id);
  }
  const permissions = effectivePermissions(caller.user);
  if (to === 'cancelled' ? !permissions.shipment_cancel : !permissions.shipment_edit)
    throw forbidden();
  await transition(ctx, caller, id, to, 'shipper', followUp);
  return getLoad(ctx.db, caller, id);
}

export async function markLate(
  db: Db,
  caller: Caller,
  id: number,
  late = true,
): Promise<LoadDetail> {
  await db.transaction(async (tx) => {
    const current = await lockLoad(tx, caller, id);
    if (current.status.startsWith('cancelled') || current.status === 'delivered') {
      throw invalidTransition(current.status, 'late');
    }
    await tx.update(loads).set({ markedLate: late, updatedAt: sql`now()` }).where(eq(loads.id, id));
  });
  return getLoad(db, caller, id);
}

export async function setStar(
  db: Db,
  caller: Caller,
  id: number,
  starred: boolean,
): Promise<LoadDetail> {
  const load = await getLoad(db, caller, id);
  if (starred)
    await db.insert(loadStars).values({ loadId: id, userId: caller.user.id }).onConflictDoNothing();
  else
    await db
      .delete(loadStars)
      .where(and(eq(loadStars.loadId, id), eq(loadStars.userId, caller.user.id)));
  return { ...load, starred };
}

export async function getLoad(db: DbOrTx, caller: Caller, id: number): Promise<LoadDetail> {
  const row = await loadDetailRow<{
    audience_type: LoadDetail['audience']['type'];
    audience_list_id: number | null;
    lane_id: number | null;
  }>(
    db,
    caller.user.id,
    sql`l.audience_type, l.audience_list_id, l.lane_id`,
    sql`l.id = ${id} and l.account_id = ${caller.account.id}`,
  );
  const [audience, history] = await Promise.all([
    db
      .select({ id: shipperCarriers.id })
      .from(loadAudienceCarriers)
      .innerJoin(
        shipperCarriers,
        and(
          eq(shipperCarriers.carrierAccountId, loadAudienceCarriers.carrierAccountId),
          eq(shipperCarriers.shipperAccountId, caller.account.id),
        ),
      )
      .where(eq(loadAudienceCarriers.loadId, id)),
    db
      .select({
        status: loadStatusHistory.status,
        at: loadStatusHistory.createdAt,
        first: users.firstName,
        last: users.lastName,
      })
      .from(loadStatusHistory)
      .leftJoin(users, eq(users.id, loadStatusHistory.changedByUserId))
      .where(eq(loadStatusHistory.loadId, id))
      .orderBy(loadStatusHistory.id),
  ]);
  return {
    ...toCard(row),
    ...detailFields(row),
    audience:
      row.lane_id !== null && row.audience_type === 'carriers'
        ? { type: 'lane', carrier_list_id: null, carrier_ids: [], lane_id: row.lane_id }
        : {
            type: row.audience_type,
            carrier_list_id: row.audience_list_id,
            carrier_ids: audience.map((entry) => entry.id),
            // The lane a load was tendered through before its fallback audience got it.
            ...(row.lane_id === null ? {} : { lane_id: row.lane_id }),
          },
    marked_late: row.marked_late,
    status_history: history.map((entry) => ({
      status: entry.status,
      changed_at: entry.at.toISOString(),
      changed_by: entry.first ? `${entry.first} ${entry.last}` : null,
    })),
  };
}

/** When a load `l` is due: its delivery appointment, else the end of its expected day, at the destination's time zone. */
const DUE = sql`(case when l.appointment_delivery is not null
    then l.appointment_delivery::timestamp
    else (l.expected_delivery_date + 1)::timestamp end)
  at time zone coalesce((select d.timezone from delivery_locations d where d.id = l.destination_location_id), 'UTC')`;
/**
 * PRODUCT.md 12: a load `l` in transit is at risk when the ETA of its last check call is after
 * it is due, or when no check call came for 4 hours (counted from pickup before the first one).
 * Needs Attention holds the same rule in spotlane_attention_from (migration 0023).
 */
export const AT_RISK = sql`(l.status = 'in_transit' and (
    exists (select 1 from load_tracking t where t.load_id = l.id and t.eta > ${DUE})
    or coalesce(
      (select t.last_check_call_at from load_tracking t where t.load_id = l.id),
      (select max(h.created_at) from load_status_history h where h.load_id = l.id and h.status = 'in_transit')
    ) < now() - interval '4 hours'))`;
/** PRODUCT.md 4's shipper lists, as SQL conditions on loads `l`. */
export const listConditions: Record<LoadListParams['status'], SQL> = {
  all: sql`l.identifier is not null`,
  quotes: sql`l.identifier is null`,
  'in-progress': sql`l.identifier is not null and l.status in ('assigned', 'scheduled', 'in_transit')`,
  completed: sql`l.identifier is not null and l.status = 'delivered'`,
  canceled: sql`l.status like 'cancelled%'`,
  // The loads whose moment to need attention has come (loads.attention_from, decision 043).
  'needs-attention': sql`l.attention_from <= now()`,
};

type SQL = ReturnType<typeof sql>;

export async function listLoads(db: Db, caller: Caller, query: LoadListParams): Promise<LoadList> {
  const search = searchPatterns(query.search);
  // The statements are built once per shape (db/client.ts onceBuilt) and filled with these.
  const shape = `${query.status} ${query.ordering}${searchShape(search)}${query.starred ? ' starred' : ''}`;
  const values = cardPageValues(caller, query, search);
  const where = () => {
    const filters: SQL[] = [sql`l.account_id = ${slot('account')}`, listConditions[query.status]];
    if (search !== null) filters.push(searchCondition(search));
    if (query.starred) {
      filters.push(
        sql`exists (select 1 from load_stars s where s.load_id = l.id and s.user_id = ${slot('viewer')})`,
      );
    }
    return sql.join(filters, sql` and `);
  };
  const statements = cardListStatements({
    name: 'shipper',
    shape,
    counts: tileCountsRow,
    where,
    ordering: query.ordering,
    page: query,
    values,
  });
  // The number of matches is the list's tile count unless a search or the star filter narrows
  // it, then it is counted on its own (no count over the whole list per row).
  const narrowed = search !== null || query.starred;
  const [page, narrowedRows] = await Promise.all([
    db.execute(statements.page()),
    narrowed ? db.execute(statements.count()) : null,
  ]);
  const { rows, counts: tileRow } = pageRows<CardRow, TileRow>(page);
  const tiles = toTiles(tileRow);
  const count = narrowedRows
    ? (rowsOf<{ n: number }>(narrowedRows)[0]?.n ?? 0)
    : tiles[query.status];
  const { quotes: _quotes, ...counts } = tiles;
  return { results: rows.map(toCard), count, counts };
}

type StatusCount = { status: string; n: number };
type TileRow = {
  statuses: StatusCount[] | null;
  requests: StatusCount[] | null;
  attention: number;
};

/**
 * The count tiles of a shipper (and its quote requests) as one row, without reading its loads:
 * counts per status come from shipper_load_counts (kept exact by triggers, migration 0011), Needs
 * Attention from shipper_attention_counts: the loads whose moment has come (migration 0023,
 * decision 043). The shipper's list reads it with its page (cardListStatements).
 */
const tileCountsRow = () => sql`select
      (select json_agg(json_build_object('status', s.status, 'n', s.n)) from
        (select c.status, sum(c.n)::int as n from shipper_load_counts c
          where c.account_id = ${slot('account')} group by c.status) s) as statuses,
      (select json_agg(json_build_object('status', c.status, 'n', c.n)) from shipper_load_counts c
          where c.account_id = ${slot('account')} and c.is_request) as requests,
      (select coalesce(sum(a.n), 0)::int from shipper_attention_counts a
        where a.account_id = ${slot('account')} and a.since <= now()) as attention`;

function toTiles(row: TileRow | undefined): Record<LoadListParams['status'], number> {
  const sum = (entries: StatusCount[] | null | undefined, keep: (status: string) => boolean) =>
    (entries ?? []).reduce((total, entry) => total + (keep(entry.status) ? entry.n : 0), 0);
  // Shipments are the loads with an identifier: every load less the quote requests.
  const shipments = (keep: (status: string) => boolean) =>
    sum(row?.statuses, keep) - sum(row?.requests, keep);
  return {
    all: shipments(() => true),
    'needs-attention': row?.attention ?? 0,
    'in-progress': shipments((status) => ['assigned', 'scheduled', 'in_transit'].includes(status)),
    completed: shipments((status) => status === 'delivered'),
    canceled: sum(row?.statuses, isCancelled),
    quotes: sum(row?.requests, () => true),
  };
}

export async function calendarLoads(db: Db, caller: Caller, from: string, to: string) {
  const rows = rowsOf<CardRow>(
    await db.execute(sql`select ${cardColumns(caller.user.id)} from loads l
      where l.account_id = ${caller.account.id} and l.identifier is not null
        and l.date_to_leave <= ${to}::date and l.expected_delivery_date >= ${from}::date
      order by l.date_to_leave, l.id limit 1000`),
  );
  return { results: rows.map(toCard) };
}

/** Copies a shipment for each ship date given: everything but identifier, status, dates and assignment. */
export async function copyLoad(
  ctx: AppContext,
  caller: Caller,
  id: number,
  dates: Array<{ date_to_leave: string; expected_delivery_date: string }>,
): Promise<LoadDetail[]> {
  const source = await getLoad(ctx.db, caller, id);
  // Every pair is checked before the first copy is made: a refused request creates nothing.
  if (dates.some((pair) => pair.expected_delivery_date < pair.date_to_leave)) {
    throw validation('dates', 'Expected delivery must be on or after the ship date');
  }
  dates.forEach((pair, index) => {
    refusePastShipDate(pair.date_to_leave, `dates.${index}.date_to_leave`);
  });
  const created: LoadDetail[] = [];
  for (const pair of dates) {
    created.push(
      await createLoad(ctx, caller, {
        name: source.name ?? '',
        // A quote request copies to a quote request, with its places when it has no locations.
        is_quote: source.identifier === null,
        // A copy goes out as its source did: a draft's copies are drafts too.
        draft: source.status === 'draft',
        origin_location_id: source.origin_location?.id ?? null,
        destination_location_id: source.destination_location?.id ?? null,
        extra_origin_location_id: source.extra_origin_location?.id ?? null,
        extra_destination_location_id: source.extra_destination_location?.id ?? null,
        quote_origin: source.quote_origin,
        quote_destination: source.quote_destination,
        date_to_leave: pair.date_to_leave,
        expected_delivery_date: pair.expected_delivery_date,
        appointment_pickup: null,
        extra_appointment_pickup: null,
        appointment_delivery: null,
        extra_appointment_delivery: null,
        specs: source.specs,
        description: source.description,
        load_value: source.load_value,
        audience: source.audience,
        // A copy starts without a deadline: the shipper sets one for its own dates.
        bid_deadline: null,
        award_rule: 'manual',
        target_rate: source.target_rate,
        equipment_type: source.equipment_type ?? null,
        weight_lbs: source.weight_lbs ?? null,
        // Entered miles travel with the copy; an estimate is made again from the ZIP codes.
        miles: source.miles_estimated ? null : (source.miles ?? null),
      }),
    );
  }
  return created;
}

/** Companies deletion guard: a location in use by an active load cannot go. */
export async function locationsInActiveLoads(db: DbOrTx, locationIds: number[]): Promise<number[]> {
  if (locationIds.length === 0) return [];
  const rows = await db
    .select({
      ids: sql<
        number[]
      >`array[${loads.originLocationId}, ${loads.destinationLocationId}, ${loads.extraOriginLocationId}, ${loads.extraDestinationLocationId}]`,
    })
    .from(loads)
    .where(
      and(
        sql`${loads.status} not like 'cancelled%' and ${loads.status} <> 'delivered'`,
        sql`array[${loads.originLocationId}, ${loads.destinationLocationId}, ${loads.extraOriginLocationId}, ${loads.extraDestinationLocationId}] && ${sql.raw(`array[${locationIds.map(Number).join(',')}]::int[]`)}`,
        isNotNull(loads.id),
      ),
    );
  return [...new Set(rows.flatMap((row) => row.ids).filter((id) => locationIds.includes(id)))];
}

/** The exclusion constraint (PRODUCT.md 7) a fleet assignment ran into, if that is what failed. */
export function fleetOverlapConstraint(error: unknown): string | null {
  for (const { code, constraint } of causes(error)) {
    if (code === '23P01') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

export interface FleetPair {
  driverId: number;
  equipmentId: number;
}

/**
 * PRODUCT.md 7: the shipper covers an open shipment with its own driver and unit. The load
 * becomes assigned with no carrier, its open bids are rejected and their carriers told, and it
 * leaves the spot-quote lists. `check` runs under the load's lock before anything changes (the
 * fleet module checks the driver and unit there); the database refuses an overlapping booking.
 */
export async function assignFleet(
  ctx: AppContext,
  caller: Caller,
  id: number,
  fleet: FleetPair,
  check: (tx: Tx, load: LoadRow) => Promise<void>,
): Promise<LoadDetail> {
  const { db } = ctx;
  try {
    await db.transaction(async (tx) => {
      const load = await lockLoad(tx, caller, id);
      if (isCancelled(load.status))
        throw AppError.of(409, 'LoadCancelled', 'This shipment has been canceled');
      if (load.identifier === null)
        throw invalidTransition(
          'a quote request',
          'covered by your fleet: make it a shipment first',
        );
      if (!canTransition(load.status, 'assigned', 'system'))
        throw AppError.of(409, 'AlreadyAssigned', 'AlreadyAssigned');
      await check(tx, load);
      const covered = await coverLoadWithFleet(tx, load, fleet, caller.user.id);
      const rejected = await tx
        .update(bids)
        .set(bidReviewedAs('rejected'))
        .where(and(eq(bids.loadId, id), eq(bids.status, 'pending')))
        .returning({ id: bids.id, carrierAccountId: bids.carrierAccountId });
      for (const bid of rejected) {
        // SPEC 2.7: the catalogue never names the load to a carrier that never held it.
        await tell(
          ctx,
          tx,
          { accountId: bid.carrierAccountId },
          { type: 'bid_rejected', payload: { load_id: id, bid_id: bid.id } },
          { kind: 'bidCoveredByFleet', load: covered, params: {} },
        );
      }
      await publishEvent(tx, {
        accountId: load.accountId,
        type: 'load_status',
        payload: { load_id: id, status: covered.status },
      });
      await announceToAudience(tx, load, covered.status);
    });
  } catch (error) {
    const constraint = fleetOverlapConstraint(error);
    if (constraint === null) throw error;
    throw AppError.of(
      409,
      'FleetBusy',
      constraint.includes('equipment')
        ? 'This unit is already on another load on these dates'
        : 'This driver is already on another load on these dates',
      constraint.includes('equipment') ? 'equipment_id' : 'driver_id',
    );
  }
  return getLoad(db, caller, id);
}

/** Releasing the fleet reopens the load for bids (unassigned), as rejecting an accepted bid does. */
export async function releaseFleet(
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<LoadDetail> {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    const load = await lockLoad(tx, caller, id);
    if (load.fleetDriverId === null)
      throw invalidTransition(load.status, 'released: no fleet covers it');
    if (!canTransition(load.status, 'unassigned', 'system'))
      throw invalidTransition(load.status, 'unassigned');
    await releaseLoadFromFleet(tx, load, caller.user.id);
    await publishEvent(tx, {
      accountId: load.accountId,
      type: 'load_status',
      payload: { load_id: id, status: 'unassigned' },
    });
    await announceToAudience(tx, load, 'unassigned');
  });
  return getLoad(db, caller, id);
}
