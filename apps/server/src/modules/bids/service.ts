import {
  type AwardRule,
  type BidStatus,
  bestEligibleBid,
  biddingClosed,
  bidStanding,
  type CounterRefusal,
  type CounterStatus,
  effectiveBidStatus,
  mayAnswer,
  mayPropose,
  type Side,
} from '@spotlane/shared/domain/bidding';
import { canTransition } from '@spotlane/shared/domain/load-status';
import type {
  AcceptBidData,
  BidData,
  BidResponse,
  BidUpdateData,
  CounterData,
  CounterResponse,
} from '@spotlane/shared/schemas/bids';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, bidCounters, bidReviewedAs, bids, loads, users } from '../../db/schema.ts';
import { awardAtDeadlineJob, closeOtherBidsJob } from '../../jobs/bidding.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import {
  AppError,
  conflict,
  firstOrNotFound,
  forbidden,
  notFound,
  validation,
} from '../../platform/errors.ts';
import { publishEvent } from '../../platform/events.ts';
import { isUniqueViolation } from '../../platform/hardening.ts';
import { refreshLoadFacts } from '../analytics/service.ts';
import {
  announceToAudience,
  assignLoad,
  carrierMaySeeLoad,
  invalidTransition,
  type LoadRow,
  lockLoadRow,
  offeredToCarrier,
  recordHistory,
  releaseLoad,
  tell,
  tellShipperOfBid,
} from '../loads/service.ts';

export type BidRow = typeof bids.$inferSelect;

/** SPEC 8: the bid form reads errors[0].message === 'AlreadyAssigned'. */
export const alreadyAssigned = () => AppError.of(409, 'AlreadyAssigned', 'AlreadyAssigned');
/** PRODUCT.md 14: an action that would change nothing answers 409 and sends nothing. */
export const nothingChanges = (message: string) => conflict('InvalidTransition', message);
export const loadCancelled = () =>
  AppError.of(409, 'LoadCancelled', 'This shipment has been canceled');
/** PRODUCT.md 9: after the deadline new bids, edits and proposals are refused. */
export const biddingClosedError = () =>
  AppError.of(409, 'BiddingClosed', 'Bidding on this load has closed');
export const bidExpired = () =>
  AppError.of(409, 'BidExpired', 'This bid has expired and can no longer be accepted');

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The status a bid row shows: a pending bid past its valid_until is expired. */
export const statusOf = (bid: Pick<BidRow, 'status' | 'validUntil'>): BidStatus =>
  effectiveBidStatus(bid.status as BidStatus, bid.validUntil);

type CounterRow = typeof bidCounters.$inferSelect;

function toCounter(row: CounterRow): CounterResponse {
  return {
    id: row.id,
    bid_id: row.bidId,
    by: row.by as Side,
    amount: row.amountCents,
    pickup_date: row.pickupDate,
    delivery_date: row.deliveryDate,
    note: row.note,
    status: row.status as CounterStatus,
    created_at: row.createdAt.toISOString(),
  };
}

async function countersOf(db: DbOrTx, bidIds: number[]): Promise<Map<number, CounterResponse[]>> {
  const byBid = new Map<number, CounterResponse[]>();
  if (bidIds.length === 0) return byBid;
  const rows = await db
    .select()
    .from(bidCounters)
    .where(inArray(bidCounters.bidId, bidIds))
    .orderBy(asc(bidCounters.id));
  for (const row of rows) byBid.set(row.bidId, [...(byBid.get(row.bidId) ?? []), toCounter(row)]);
  return byBid;
}

/**
 * PRODUCT.md 9, where my bid stood: for a carrier's own bids on loads that were awarded to
 * another bid, with 3 bids or more (withdrawn ones do not count). Nobody sees another
 * carrier's bid: only the rank and the band leave the server.
 */
async function standingsOf(db: DbOrTx, own: BidRow[]) {
  const standings = new Map<number, BidResponse['standing']>();
  const loadIds = [...new Set(own.filter((bid) => !bid.isAccepted).map((bid) => bid.loadId))];
  if (loadIds.length === 0) return standings;
  const all = await db
    .select({
      id: bids.id,
      loadId: bids.loadId,
      amount: bids.amountCents,
      createdAt: bids.createdAt,
      isAccepted: bids.isAccepted,
    })
    .from(bids)
    .where(and(inArray(bids.loadId, loadIds), ne(bids.status, 'withdrawn')));
  for (const bid of own) {
    const field = all.filter((entry) => entry.loadId === bid.loadId);
    const winner = field.find((entry) => entry.isAccepted);
    if (!winner) continue;
    standings.set(bid.id, bidStanding(field, bid.id, winner.amount, winner.id));
  }
  return standings;
}

async function bidResponses(
  db: DbOrTx,
  where: ReturnType<typeof and>,
  viewer: 'shipper' | 'carrier' = 'shipper',
): Promise<BidResponse[]> {
  const rows = await db
    .select({ bid: bids, account: accounts, user: users, chosen: loads.chosenQuoteUserId })
    .from(bids)
    .innerJoin(accounts, eq(accounts.id, bids.carrierAccountId))
    .innerJoin(loads, eq(loads.id, bids.loadId))
    .leftJoin(users, eq(users.id, bids.carrierUserId))
    .where(where)
    // SPEC 4: accepted bids sort first.
    .orderBy(desc(bids.isAccepted), asc(bids.amountCents), asc(bids.id));
  const [counters, standings] = await Promise.all([
    countersOf(
      db,
      rows.map((row) => row.bid.id),
    ),
    viewer === 'carrier'
      ? standingsOf(
          db,
          rows.map((row) => row.bid),
        )
      : new Map<number, BidResponse['standing']>(),
  ]);
  return rows.map(({ bid, account, user, chosen }) => ({
    id: bid.id,
    load_id: bid.loadId,
    amount: bid.amountCents,
    pickup_date: bid.pickupDate,
    delivery_date: bid.deliveryDate,
    notes: bid.notes,
    is_accepted: bid.isAccepted,
    is_rejected: bid.isRejected,
    is_chosen: chosen !== null && chosen === bid.carrierUserId,
    status: statusOf(bid),
    valid_until: iso(bid.validUntil),
    counters: counters.get(bid.id) ?? [],
    standing: standings.get(bid.id) ?? null,
    created_at: bid.createdAt.toISOString(),
    updated_at: bid.updatedAt.toISOString(),
    carrier_user_id: bid.carrierUserId,
    bid_comments: [],
    shipper_carrier: {
      first_name: user?.firstName ?? '',
      last_name: user?.lastName ?? '',
      company_name: account.companyName,
      details: { cargo: account.cargoInsuranceLimit },
    },
  }));
}

/** A carrier sees only its own bids; a shipper the bids on its own loads. */
export async function listBids(db: Db, caller: Caller, loadId?: number) {
  const scope =
    caller.account.type === 'carrier'
      ? eq(bids.carrierAccountId, caller.account.id)
      : eq(loads.accountId, caller.account.id);
  const results = await bidResponses(
    db,
    and(scope, loadId ? eq(bids.loadId, loadId) : undefined),
    caller.account.type === 'carrier' ? 'carrier' : 'shipper',
  );
  return { results, count: results.length };
}

export async function getBid(db: DbOrTx, caller: Caller, id: number): Promise<BidResponse> {
  const scope =
    caller.account.type === 'carrier'
      ? eq(bids.carrierAccountId, caller.account.id)
      : eq(loads.accountId, caller.account.id);
  const viewer = caller.account.type === 'carrier' ? 'carrier' : 'shipper';
  return firstOrNotFound(
    await bidResponses(db, and(eq(bids.id, id), scope), viewer),
    'Bid not found',
  );
}

export function requireCarrier(caller: Caller): void {
  if (caller.account.type !== 'carrier') throw forbidden('Only carriers bid on loads');
}

/** Locks the load a carrier acts on, after checking the carrier may see it. */
async function lockVisibleLoad(tx: DbOrTx, caller: Caller, loadId: number): Promise<LoadRow> {
  // 404 unless the load is (or was) offered to this carrier or is in its history; a load that
  // was offered and has since gone to someone else answers AlreadyAssigned (SPEC 8).
  const visible = (await tx.execute(
    sql`select l.id from loads l where l.id = ${loadId}
      and ${carrierMaySeeLoad(caller.account.id)} for update of l`,
  )) as unknown as { rows: unknown[] };
  if (visible.rows.length === 0) throw notFound('Shipment not found');
  return lockLoadRow(tx, loadId);
}

function assertBiddable(load: LoadRow, caller: Caller): void {
  if (load.status.startsWith('cancelled')) throw loadCancelled();
  const open = load.status === 'unscheduled' || load.status === 'unassigned';
  if (!open && load.assignedAccountId !== caller.account.id) throw alreadyAssigned();
  if (load.assignedAccountId && load.assignedAccountId !== caller.account.id)
    throw alreadyAssigned();
  if (open && biddingClosed(load.bidDeadline)) throw biddingClosedError();
}

function assertDatesForShipment(
  load: LoadRow,
  data: { pickup_date: string | null; delivery_date: string | null },
) {
  if (load.identifier === null) return; // an informational quote may come without dates
  if (!data.pickup_date) throw validation('pickup_date', 'Pickup date is required');
  if (!data.delivery_date) throw validation('delivery_date', 'Delivery date is required');
}

export async function placeBid(
  ctx: AppContext,
  caller: Caller,
  data: BidData,
): Promise<BidResponse> {
  const { db } = ctx;
  requireCarrier(caller);
  try {
    const id = await db.transaction(async (tx) => {
      const load = await lockVisibleLoad(tx, caller, data.load_id);
      assertBiddable(load, caller);
      // PRODUCT.md 8: a load tendered to the carrier is answered with Accept or Decline, at the
      // tender's rate; a bid beside it would be a second, competing answer.
      if (await offeredToCarrier(tx, load.id, caller.account.id))
        throw conflict(
          'TenderOpen',
          'This load is tendered to you: accept or decline the offer on Spot Quotes',
        );
      assertDatesForShipment(load, data);
      const [existing] = await tx
        .select({ id: bids.id })
        .from(bids)
        .where(and(eq(bids.loadId, load.id), eq(bids.carrierAccountId, caller.account.id)));
      if (existing)
        throw conflict('BidExists', 'You have already bid on this load: edit your bid instead');
      const [bid] = await tx
        .insert(bids)
        .values({
          loadId: load.id,
          carrierAccountId: caller.account.id,
          carrierUserId: caller.user.id,
          amountCents: data.amount,
          pickupDate: data.pickup_date,
          deliveryDate: data.delivery_date,
          notes: data.notes,
          validUntil: data.valid_until ? new Date(data.valid_until) : null,
        })
        .returning({ id: bids.id });
      await refreshLoadFacts(tx, load.id);
      await tellShipperOfBid(ctx, tx, load, bid?.id, 'bid_placed', {
        kind: 'bidPlaced',
        load,
        params: offer(caller, load, data.amount),
      });
      return bid?.id as number;
    });
    return getBid(db, caller, id);
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('BidExists', 'You have already bid on this load: edit your bid instead');
    throw error;
  }
}

/** One of the calling carrier's bids. */
const ownBid = (caller: Caller, id: number) =>
  and(eq(bids.id, id), eq(bids.carrierAccountId, caller.account.id));

/** The load of one of the caller's bids, read without a lock (to lock the load first). */
export async function loadIdOfOwnBid(tx: DbOrTx, caller: Caller, id: number): Promise<number> {
  const rows = await tx.select({ loadId: bids.loadId }).from(bids).where(ownBid(caller, id));
  return firstOrNotFound(rows, 'Bid not found').loadId;
}

export async function lockOwnBid(tx: DbOrTx, caller: Caller, id: number): Promise<BidRow> {
  const rows = await tx.select().from(bids).where(ownBid(caller, id)).for('update');
  return firstOrNotFound(rows, 'Bid not found');
}

export async function editBid(
  ctx: AppContext,
  caller: Caller,
  id: number,
  data: BidUpdateData,
): Promise<BidResponse> {
  const { db } = ctx;
  requireCarrier(caller);
  await db.transaction(async (tx) => {
    // One lock order for every writer: the load, then the bid.
    const load = await lockVisibleLoad(tx, caller, await loadIdOfOwnBid(tx, caller, id));
    const current = await lockOwnBid(tx, caller, id);
    if (data.load_id && data.load_id !== current.loadId)
      throw validation('load_id', 'A bid cannot move to another load');
    assertBiddable(load, caller);
    if (current.isAccepted)
      throw conflict('InvalidTransition', 'An accepted bid can no longer be changed');
    assertDatesForShipment(load, data);
    // An edited bid is new to the shipper again (pending, also after a withdrawal); the
    // carrier's new terms answer any proposal still open.
    await setTerms(tx, id, data, { reopen: true });
    await closeOpenCounters(tx, [id], 'superseded');
    await tellShipperOfBid(ctx, tx, load, id, 'bid_edited', {
      kind: 'bidEdited',
      load,
      params: offer(caller, load, data.amount),
    });
  });
  return getBid(db, caller, id);
}

export async function readBid(db: Db, caller: Caller, id: number) {
  return getBid(db, caller, id);
}

/**
 * The bid becomes the accepted one of its load; the bid accepted before is rejected. Answers
 * that bid (its carrier loses the load), if there was one.
 */
export async function markAccepted(
  tx: DbOrTx,
  loadId: number,
  bidId: number,
): Promise<{ id: number; carrierAccountId: number } | null> {
  const [displaced] = await tx
    .update(bids)
    .set(bidReviewedAs('rejected'))
    .where(and(eq(bids.loadId, loadId), eq(bids.isAccepted, true), ne(bids.id, bidId)))
    .returning({ id: bids.id, carrierAccountId: bids.carrierAccountId });
  await tx.update(bids).set(bidReviewedAs('accepted')).where(eq(bids.id, bidId));
  await refreshLoadFacts(tx, loadId);
  return displaced ?? null;
}

/**
 * The amount, dates and notes of a bid (an edit, or a quote confirmed with its dates);
 * `reopen` makes it unreviewed and not rejected again.
 */
export async function setTerms(
  tx: DbOrTx,
  id: number,
  data: BidUpdateData,
  options: { reopen?: boolean } = {},
): Promise<BidRow> {
  const rows = await tx
    .update(bids)
    .set({
      amountCents: data.amount,
      pickupDate: data.pickup_date,
      deliveryDate: data.delivery_date,
      notes: data.notes,
      ...(options.reopen
        ? {
            isRejected: false,
            reviewedAt: null,
            status: 'pending',
            validUntil: data.valid_until ? new Date(data.valid_until) : null,
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(bids.id, id))
    .returning();
  const bid = firstOrNotFound(rows, 'Bid not found');
  await refreshLoadFacts(tx, bid.loadId);
  return bid;
}

/** Marks a bid rejected, or every bid of a load but one (`except`). */
export async function markRejected(
  tx: DbOrTx,
  where: { id: number } | { loadId: number; except: number },
  reviewed = true,
): Promise<void> {
  await tx
    .update(bids)
    .set({
      isRejected: true,
      status: sql`case when ${bids.status} = 'withdrawn' then 'withdrawn' else 'rejected' end`,
      ...(reviewed ? { reviewedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      'id' in where
        ? eq(bids.id, where.id)
        : and(eq(bids.loadId, where.loadId), ne(bids.id, where.except)),
    );
}

/** A bid of the load (a quote the shipper chooses), marked reviewed and not rejected. */
export async function markChosen(
  tx: DbOrTx,
  loadId: number,
  bidId: number,
): Promise<BidRow | null> {
  const [bid] = await tx
    .update(bids)
    .set({
      isRejected: false,
      status: sql`case when ${bids.status} = 'rejected' then 'pending' else ${bids.status} end`,
      reviewedAt: sql`now()`,
    })
    .where(and(eq(bids.id, bidId), eq(bids.loadId, loadId)))
    .returning();
  return bid ?? null;
}

function offer(caller: Caller, load: LoadRow, amount: number) {
  return { company: caller.account.companyName, amount, isQuoteRequest: load.identifier === null };
}

/** Locks the bid's load first (one lock order for every writer), then the bid. */
async function lockShipperBid(tx: DbOrTx, caller: Caller, id: number) {
  const [target] = await tx
    .select({ loadId: bids.loadId })
    .from(bids)
    .innerJoin(loads, eq(loads.id, bids.loadId))
    .where(and(eq(bids.id, id), eq(loads.accountId, caller.account.id)));
  if (!target) throw notFound('Bid not found');
  const load = await lockLoadRow(tx, target.loadId);
  const locked = await tx.select().from(bids).where(eq(bids.id, id)).for('update');
  return { load, bid: firstOrNotFound(locked, 'Bid not found') };
}

/**
 * A shipper's review of a bid (accept or reject): needs bid_accept, runs under the load's row
 * lock, never on a cancelled load, and answers the bid as it stands after.
 */
async function reviewBid(
  ctx: AppContext,
  caller: Caller,
  id: number,
  review: (tx: DbOrTx, load: LoadRow, bid: BidRow) => Promise<void>,
): Promise<BidResponse> {
  if (!effectivePermissions(caller.user).bid_accept) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    const { load, bid } = await lockShipperBid(tx, caller, id);
    if (load.status.startsWith('cancelled')) throw loadCancelled();
    await review(tx, load, bid);
  });
  return getBid(ctx.db, caller, id);
}

/** The load may go to a carrier: not cancelled, a shipment, not covered by the shipper's fleet. */
function refuseUnawardable(load: LoadRow): void {
  if (load.status.startsWith('cancelled')) throw loadCancelled();
  if (load.identifier === null)
    throw invalidTransition('a quote request', 'assigned by a bid: choose a quote instead');
  if (load.fleetDriverId !== null)
    throw invalidTransition('covered by your fleet', 'assigned to a carrier: release it first');
}

/**
 * The load goes to `carrier`, under the load's row lock held by the caller: assigned (with a
 * rate confirmation), every other pending bid closed by a job enqueued in the same transaction,
 * and the audience's lists told. The common end of every award (bid, counter, tender).
 */
async function assignToCarrier(
  tx: DbOrTx,
  load: LoadRow,
  carrier: { accountId: number; userId: number | null; rateCents?: number },
  byUserId: number | null,
): Promise<LoadRow> {
  const assigned = await assignLoad(tx, load, carrier, byUserId);
  await closeOtherBidsJob.enqueue(tx, { loadId: load.id });
  await announceToAudience(tx, load, 'assigned');
  return assigned;
}

/**
 * PRODUCT.md 8: a carrier accepts a routing-guide tender. The same award path as a bid's:
 * under the load's row lock held by the caller, only an open load (409 AlreadyAssigned when
 * another carrier or the fleet covers it), then `assignToCarrier`.
 */
export async function awardTender(
  tx: DbOrTx,
  load: LoadRow,
  carrier: { accountId: number; userId: number; rateCents: number | null },
): Promise<LoadRow> {
  refuseUnawardable(load);
  if (!canTransition(load.status, 'assigned', 'system'))
    throw conflict('AlreadyAssigned', 'AlreadyAssigned');
  return assignToCarrier(
    tx,
    load,
    {
      accountId: carrier.accountId,
      userId: carrier.userId,
      rateCents: carrier.rateCents ?? undefined,
    },
    carrier.userId,
  );
}

/**
 * THE award path (PRODUCT.md 4 and 9): the bid becomes the accepted one and the load is
 * assigned to its carrier, under the load's row lock held by the caller, in one transaction.
 * A shipper's accept, the deadline's automatic award and an accepted counter-offer (`terms`)
 * all come here (and a tender, through awardTender and assignToCarrier): whatever the
 * concurrency, one accepted bid per load. Every other pending bid is rejected (and its carrier
 * told) by a job enqueued in the same transaction.
 */
export async function awardBid(
  ctx: AppContext,
  tx: DbOrTx,
  load: LoadRow,
  bid: BidRow,
  by: { userId: number | null; shipperCompany: string; reassign?: boolean },
  terms?: { amount: number; pickup_date: string | null; delivery_date: string | null },
): Promise<LoadRow> {
  refuseUnawardable(load);
  if (bid.isAccepted) throw nothingChanges('This bid is already accepted');
  const status = statusOf(bid);
  if (status === 'withdrawn')
    throw conflict('InvalidTransition', 'This bid was withdrawn by its carrier');
  if (status === 'expired') throw bidExpired();
  const reassigning = load.status === 'assigned' || load.status === 'scheduled';
  if (!reassigning && !canTransition(load.status, 'assigned', 'system'))
    throw invalidTransition(load.status, 'assigned');
  // PRODUCT.md 4: taking the load from the carrier that holds it is deliberate. Under the
  // load's row lock, of parallel accepts only the first finds the load open; the others
  // find it held and are refused here, so one load gets one assignment and one "accepted".
  const holder = load.assignedAccountId;
  if (reassigning && holder !== null && holder !== bid.carrierAccountId && !by.reassign) {
    throw conflict(
      'AlreadyAssigned',
      `This load is assigned to ${await companyOf(tx, holder)}: accept with reassign to take it from them`,
    );
  }
  if (terms) {
    await tx
      .update(bids)
      .set({
        amountCents: terms.amount,
        pickupDate: terms.pickup_date,
        deliveryDate: terms.delivery_date,
        updatedAt: sql`now()`,
      })
      .where(eq(bids.id, bid.id));
  }
  const displaced = await markAccepted(tx, load.id, bid.id);
  const assigned = await assignToCarrier(
    tx,
    load,
    { accountId: bid.carrierAccountId, userId: bid.carrierUserId },
    by.userId,
  );
  const payload = { load_id: load.id, bid_id: bid.id };
  if (holder !== null && holder !== bid.carrierAccountId) {
    // The carrier that loses the load hears it once, about its own bid (a tender's holder
    // has none), never about the bid that took its place.
    const lost = { load_id: load.id, bid_id: displaced?.id ?? null };
    await tellBidRejected(ctx, tx, holder, lost, assigned, true);
  }
  await publishEvent(tx, { accountId: load.accountId, type: 'bid_accepted', payload });
  await tell(
    ctx,
    tx,
    { accountId: bid.carrierAccountId },
    { type: 'bid_accepted', payload },
    { kind: 'bidAccepted', load: assigned, params: { shipperCompany: by.shipperCompany } },
  );
  return assigned;
}

/** A carrier hears its bid was rejected; `anotherCarrierChosen` when the load went to another. */
async function tellBidRejected(
  ctx: AppContext,
  tx: DbOrTx,
  carrierAccountId: number,
  payload: { load_id: number; bid_id: number | null },
  load: LoadRow,
  anotherCarrierChosen: boolean,
): Promise<void> {
  await tell(
    ctx,
    tx,
    { accountId: carrierAccountId },
    { type: 'bid_rejected', payload },
    { kind: 'bidRejected', load, params: { anotherCarrierChosen } },
  );
}

/**
 * The shipper accepts a bid: the load is assigned to its carrier (the award path). A load
 * another carrier holds moves only with `reassign` (PRODUCT.md 4).
 */
export async function acceptBid(
  ctx: AppContext,
  caller: Caller,
  id: number,
  options: AcceptBidData = { reassign: false, override_reason: null },
): Promise<BidResponse> {
  return reviewBid(ctx, caller, id, async (tx, load, bid) => {
    await awardBid(ctx, tx, load, bid, {
      userId: caller.user.id,
      shipperCompany: caller.account.companyName,
      reassign: options.reassign,
    });
  });
}

/** Rejecting the accepted bid unassigns the load and reopens bidding. */
export async function rejectBid(ctx: AppContext, caller: Caller, id: number): Promise<BidResponse> {
  return reviewBid(ctx, caller, id, async (tx, load, bid) => {
    if (bid.isRejected && !bid.isAccepted) throw nothingChanges('This bid is already rejected');
    if (bid.status === 'withdrawn')
      throw conflict('InvalidTransition', 'This bid was withdrawn by its carrier');
    if (bid.isAccepted && !canTransition(load.status, 'unassigned', 'system')) {
      throw invalidTransition(load.status, 'unassigned');
    }
    await tx.update(bids).set(bidReviewedAs('rejected')).where(eq(bids.id, id));
    await closeOpenCounters(tx, [id], 'superseded');
    const after = bid.isAccepted ? await releaseLoad(tx, load, caller.user.id) : load;
    const payload = { load_id: load.id, bid_id: bid.id };
    await publishEvent(tx, { accountId: load.accountId, type: 'bid_rejected', payload });
    if (bid.isAccepted) await announceToAudience(tx, load, 'unassigned');
    await tellBidRejected(ctx, tx, bid.carrierAccountId, payload, after, false);
  });
}

// ---- PRODUCT.md 9: withdrawal, counter-offers, the deadline and no bid left in limbo ----

/** Ends the open proposal of each bid (the bid was answered another way). */
async function closeOpenCounters(
  tx: DbOrTx,
  bidIds: number[],
  status: 'superseded' | 'declined',
): Promise<void> {
  if (bidIds.length === 0) return;
  await tx
    .update(bidCounters)
    .set({ status, answeredAt: sql`now()` })
    .where(and(inArray(bidCounters.bidId, bidIds), eq(bidCounters.status, 'open')));
}

/** The carrier withdraws its pending bid (DELETE /api/bids/{id}). */
export async function withdrawBid(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  requireCarrier(caller);
  await ctx.db.transaction(async (tx) => {
    const load = await lockLoadRow(tx, await loadIdOfOwnBid(tx, caller, id));
    const bid = await lockOwnBid(tx, caller, id);
    if (bid.status !== 'pending')
      throw conflict('InvalidTransition', `A bid that is ${statusOf(bid)} cannot be withdrawn`);
    await tx
      .update(bids)
      .set({ status: 'withdrawn', updatedAt: sql`now()` })
      .where(eq(bids.id, id));
    await refreshLoadFacts(tx, load.id);
    await closeOpenCounters(tx, [id], 'superseded');
    await tellShipperOfBid(ctx, tx, load, id, 'bid_withdrawn', {
      kind: 'bidWithdrawn',
      load,
      params: { company: caller.account.companyName },
    });
  });
}

const sideOf = (caller: Caller): Side =>
  caller.account.type === 'carrier' ? 'carrier' : 'shipper';

/** The bid (with its load, locked in the one order: the load, then the bid) a side may act on. */
async function lockBidForSide(tx: DbOrTx, caller: Caller, id: number) {
  if (sideOf(caller) === 'shipper') {
    if (!effectivePermissions(caller.user).bid_accept) throw forbidden();
    return lockShipperBid(tx, caller, id);
  }
  const load = await lockLoadRow(tx, await loadIdOfOwnBid(tx, caller, id));
  return { load, bid: await lockOwnBid(tx, caller, id) };
}

async function countersOfBid(
  tx: DbOrTx,
  bidId: number,
): Promise<Array<CounterRow & { by: Side; status: CounterStatus }>> {
  const rows = await tx
    .select()
    .from(bidCounters)
    .where(eq(bidCounters.bidId, bidId))
    .orderBy(asc(bidCounters.id));
  return rows.map((row) => ({ ...row, by: row.by as Side, status: row.status as CounterStatus }));
}

function refuse(refusal: CounterRefusal | null): void {
  if (!refusal) return;
  if (refusal.code === 'Forbidden') throw forbidden(refusal.message);
  throw conflict(refusal.code, refusal.message);
}

/** A bid still open to negotiation: pending, on an open shipment, before the deadline. */
function assertNegotiable(load: LoadRow, bid: BidRow): void {
  if (load.status.startsWith('cancelled')) throw loadCancelled();
  if (load.identifier === null)
    throw invalidTransition('a quote request', 'countered: choose a quote instead');
  if (load.status !== 'unscheduled' && load.status !== 'unassigned') throw alreadyAssigned();
  const status = statusOf(bid);
  if (status === 'expired') throw bidExpired();
  if (status !== 'pending')
    throw conflict('InvalidTransition', `A bid that is ${status} takes no proposal`);
}

async function companyOf(tx: DbOrTx, accountId: number): Promise<string> {
  const [row] = await tx
    .select({ name: accounts.companyName })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

/** Either side proposes new terms on a pending bid (POST /api/bids/{id}/counter). */
export async function proposeCounter(
  ctx: AppContext,
  caller: Caller,
  id: number,
  data: CounterData,
): Promise<CounterResponse> {
  const side = sideOf(caller);
  const created = await ctx.db.transaction(async (tx) => {
    const { load, bid } = await lockBidForSide(tx, caller, id);
    assertNegotiable(load, bid);
    if (biddingClosed(load.bidDeadline)) throw biddingClosedError();
    assertDatesForShipment(load, data);
    refuse(mayPropose(await countersOfBid(tx, id), side, data.reply_to));
    await closeOpenCounters(tx, [id], 'superseded');
    const [row] = await tx
      .insert(bidCounters)
      .values({
        bidId: id,
        by: side,
        byUserId: caller.user.id,
        amountCents: data.amount,
        pickupDate: data.pickup_date,
        deliveryDate: data.delivery_date,
        note: data.note,
      })
      .returning();
    if (!row) throw new Error('counter insert returned nothing');
    // PRODUCT.md "Shapes of round 2": every counter is a line of the load's history.
    await recordHistory(tx, load.id, `counter_proposed_by_${side}`, caller.user.id);
    const to = side === 'shipper' ? bid.carrierAccountId : load.accountId;
    await tell(
      ctx,
      tx,
      { accountId: to },
      { type: 'counter', payload: { load_id: load.id, bid_id: id, counter_id: row.id } },
      {
        kind: 'counterProposed',
        load,
        params: { from: caller.account.companyName, amount: data.amount },
      },
    );
    return row;
  });
  return toCounter(created);
}

/** The counter, its bid and load, where the caller is the shipper of the load or the bid's carrier. */
async function counterTarget(tx: DbOrTx, caller: Caller, counterId: number) {
  const scope =
    sideOf(caller) === 'carrier'
      ? eq(bids.carrierAccountId, caller.account.id)
      : eq(loads.accountId, caller.account.id);
  const [row] = await tx
    .select({ bidId: bidCounters.bidId })
    .from(bidCounters)
    .innerJoin(bids, eq(bids.id, bidCounters.bidId))
    .innerJoin(loads, eq(loads.id, bids.loadId))
    .where(and(eq(bidCounters.id, counterId), scope));
  if (!row) throw notFound('Proposal not found');
  return row.bidId;
}

/**
 * The first steps of answering a proposal, the same for Accept and Decline: find it within the
 * caller's reach, lock its load and bid, check it is the caller's turn on the latest proposal
 * (an acceptance also needs the bid still negotiable), and mark it answered.
 */
async function answerCounter(
  tx: DbOrTx,
  caller: Caller,
  counterId: number,
  answer: 'accepted' | 'declined',
) {
  const bidId = await counterTarget(tx, caller, counterId);
  const { load, bid } = await lockBidForSide(tx, caller, bidId);
  const counters = await countersOfBid(tx, bidId);
  refuse(mayAnswer(counters, sideOf(caller), counterId));
  if (answer === 'accepted') assertNegotiable(load, bid);
  await tx
    .update(bidCounters)
    .set({ status: answer, answeredAt: sql`now()` })
    .where(eq(bidCounters.id, counterId));
  await recordHistory(tx, load.id, `counter_${answer}`, caller.user.id);
  const counter = counters.find((entry) => entry.id === counterId) as CounterRow;
  return { bidId, load, bid, counter };
}

/**
 * The other side accepts a proposal: the load is awarded at its terms through the award
 * path, atomically (POST /api/counters/{id}/accept). Answers the bid.
 */
export async function acceptCounter(
  ctx: AppContext,
  caller: Caller,
  counterId: number,
): Promise<BidResponse> {
  const side = sideOf(caller);
  const bidId = await ctx.db.transaction(async (tx) => {
    const { bidId, load, bid, counter } = await answerCounter(tx, caller, counterId, 'accepted');
    const shipperCompany =
      side === 'shipper' ? caller.account.companyName : await companyOf(tx, load.accountId);
    const assigned = await awardBid(
      ctx,
      tx,
      load,
      bid,
      { userId: caller.user.id, shipperCompany },
      {
        amount: counter.amountCents,
        pickup_date: counter.pickupDate,
        delivery_date: counter.deliveryDate,
      },
    );
    if (side === 'carrier') {
      await tell(
        ctx,
        tx,
        { accountId: load.accountId },
        { type: 'counter', payload: { load_id: load.id, bid_id: bidId, counter_id: counterId } },
        {
          kind: 'counterAccepted',
          load: assigned,
          params: { company: caller.account.companyName, amount: counter.amountCents },
        },
      );
    }
    return bidId;
  });
  return getBid(ctx.db, caller, bidId);
}

/** The other side declines a proposal; the bid stands at its previous terms. */
export async function declineCounter(
  ctx: AppContext,
  caller: Caller,
  counterId: number,
): Promise<BidResponse> {
  const side = sideOf(caller);
  const bidId = await ctx.db.transaction(async (tx) => {
    const { bidId, load, bid } = await answerCounter(tx, caller, counterId, 'declined');
    const to = side === 'shipper' ? bid.carrierAccountId : load.accountId;
    await tell(
      ctx,
      tx,
      { accountId: to },
      { type: 'counter', payload: { load_id: load.id, bid_id: bidId, counter_id: counterId } },
      { kind: 'counterDeclined', load, params: { from: caller.account.companyName } },
    );
    return bidId;
  });
  return getBid(ctx.db, caller, bidId);
}

/**
 * The job at a load's bid deadline: with an automatic rule the best eligible bid is awarded
 * through the award path; with none eligible (or a manual rule) the load stays open and the
 * shipper is told. A deadline moved later, or a load already awarded, makes it a no-op.
 */
export async function awardAtDeadline(ctx: AppContext, loadId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [load] = await tx.select().from(loads).where(eq(loads.id, loadId)).for('update');
    if (!load?.bidDeadline || !biddingClosed(load.bidDeadline)) return;
    const open = load.status === 'unscheduled' || load.status === 'unassigned';
    if (!open || load.identifier === null || load.fleetDriverId !== null) return;
    const rows = await tx.select().from(bids).where(eq(bids.loadId, load.id)).for('update');
    const rule = load.awardRule as AwardRule;
    const best = bestEligibleBid(
      rows.map((row) => ({
        id: row.id,
        amount: row.amountCents,
        createdAt: row.createdAt,
        status: statusOf(row),
        row,
      })),
      rule,
      load.targetRateCents,
    );
    const payload = { load_id: load.id };
    if (!best) {
      await tell(
        ctx,
        tx,
        { accountId: load.accountId },
        { type: 'load_status', payload },
        { kind: 'deadlineNoAward', load, params: { automatic: rule !== 'manual' } },
      );
      return;
    }
    const shipperCompany = await companyOf(tx, load.accountId);
    const carrierCompany = await companyOf(tx, best.row.carrierAccountId);
    const assigned = await awardBid(ctx, tx, load, best.row, { userId: null, shipperCompany });
    await closeOpenCounters(tx, [best.id], 'superseded');
    await tell(
      ctx,
      tx,
      { accountId: load.accountId },
      { type: 'load_status', payload },
      {
        kind: 'deadlineAwarded',
        load: assigned,
        params: { company: carrierCompany, amount: best.amount },
      },
    );
  });
}

/**
 * No bid left in limbo: once a load is assigned, every other pending bid becomes rejected and
 * its carrier is told (the catalogue never names the load to it). Runs as a job enqueued by
 * the award, at its commit.
 */
export async function closeOtherBids(ctx: AppContext, loadId: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [load] = await tx.select().from(loads).where(eq(loads.id, loadId)).for('update');
    if (!load || load.assignedAccountId === null) return 0;
    const rejected = await tx
      .update(bids)
      .set(bidReviewedAs('rejected'))
      .where(and(eq(bids.loadId, loadId), eq(bids.status, 'pending')))
      .returning({ id: bids.id, carrierAccountId: bids.carrierAccountId });
    await closeOpenCounters(
      tx,
      rejected.map((bid) => bid.id),
      'superseded',
    );
    for (const bid of rejected) {
      const payload = { load_id: loadId, bid_id: bid.id };
      await tellBidRejected(ctx, tx, bid.carrierAccountId, payload, load, true);
    }
    return rejected.length;
  });
}

/** Registers the bidding jobs with the runner. */
export function attachBidding(runner: JobRunner, ctx: AppContext, log: FastifyBaseLogger): void {
  runner
    .handle(awardAtDeadlineJob, ({ loadId }) => awardAtDeadline(ctx, loadId))
    .handle(closeOtherBidsJob, async ({ loadId }) => {
      const closed = await closeOtherBids(ctx, loadId);
      if (closed > 0) log.info({ loadId, closed }, 'bids: other pending bids rejected');
    });
}
