/**
 * The single owner of "one accepted bid per load" (docs/rules.md, the award path): a shipper's
 * accept and reject, an accepted counter-offer, a routing-guide tender and the bid deadline all
 * award the load here, under the load's row lock held by the caller, in one transaction.
 */
import { type AwardRule, bestEligibleBid, biddingClosed } from '@spotlane/shared/domain/bidding';
import { canTransition } from '@spotlane/shared/domain/load-status';
import type { AcceptBidData, BidResponse } from '@spotlane/shared/schemas/bids';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, bidReviewedAs, bids, loads } from '../../db/schema.ts';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import { publishEvent } from '../../platform/events.ts';
import { defineJob } from '../../platform/jobs.ts';
import { refreshLoadFacts } from '../analytics/index.ts';
import { authorizeAward, blockedAmong, refuseBlockedCarrier } from '../compliance/index.ts';
import {
  announceToAudience,
  assignLoad,
  invalidTransition,
  type LoadRow,
  recordHistory,
  releaseLoad,
} from '../loads/index.ts';
import { tell } from '../notifications/index.ts';
import { answerCounter, closeOpenCounters } from './counters.ts';
import { bidExpired, loadCancelled, lockShipperBid, nothingChanges, sideOf } from './guards.ts';
import { tellBidRejected } from './notices.ts';
import { type BidRow, getBid, statusOf } from './read.ts';

/** No bid left in limbo (the job is jobs.ts's): once a load is assigned: every other pending bid becomes rejected, its carrier told. */
export const closeOtherBidsJob = defineJob<{ loadId: number }>('bids.close-others', {
  maxAttempts: 10,
  backoffSeconds: (attempt) => Math.min(30, 2 * attempt),
});

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
    // PRODUCT.md 15: a carrier the policy blocks only with compliance_override and a reason.
    const override = await authorizeAward(
      tx,
      caller,
      bid.carrierAccountId,
      options.override_reason,
    );
    await awardBid(ctx, tx, load, bid, {
      userId: caller.user.id,
      shipperCompany: caller.account.companyName,
      reassign: options.reassign,
    });
    if (override) await recordHistory(tx, load.id, OVERRIDE_HISTORY, caller.user.id, override);
  });
}

/** The load's history entry of an award over the carrier policy (with who and why). */
const OVERRIDE_HISTORY = 'compliance_override';

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

export async function companyOf(tx: DbOrTx, accountId: number): Promise<string> {
  const [row] = await tx
    .select({ name: accounts.companyName })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

/**
 * The other side accepts a proposal: the load is awarded at its terms through the award
 * path, atomically (POST /api/counters/{id}/accept). Answers the bid.
 */
export async function acceptCounter(
  ctx: AppContext,
  caller: Caller,
  counterId: number,
  options: { override_reason: string | null } = { override_reason: null },
): Promise<BidResponse> {
  const side = sideOf(caller);
  const bidId = await ctx.db.transaction(async (tx) => {
    const { bidId, load, bid, counter } = await answerCounter(tx, caller, counterId, 'accepted');
    // PRODUCT.md 15: the shipper overrides its policy with a reason; a blocked carrier cannot
    // take the load by accepting the shipper's counter.
    let override: string | null = null;
    if (side === 'shipper')
      override = await authorizeAward(tx, caller, bid.carrierAccountId, options.override_reason);
    else await refuseBlockedCarrier(tx, load.accountId, bid.carrierAccountId);
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
    if (override) await recordHistory(tx, load.id, OVERRIDE_HISTORY, caller.user.id, override);
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
    const all = await tx.select().from(bids).where(eq(bids.loadId, load.id)).for('update');
    // PRODUCT.md 15: the award rule never picks a carrier the shipper's policy blocks.
    const blocked = await blockedAmong(
      tx,
      load.accountId,
      all.map((row) => row.carrierAccountId),
    );
    const rows = all.filter((row) => !blocked.has(row.carrierAccountId));
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
 * PRODUCT.md 7: the shipper's own fleet covers the load (the fleet module asks, under the load's
 * row lock it holds): every pending bid is rejected and its carrier told. SPEC 2.7: the
 * catalogue never names the load to a carrier that never held it.
 */
export async function closeBidsForFleet(
  ctx: AppContext,
  tx: DbOrTx,
  loadId: number,
  covered: LoadRow,
): Promise<void> {
  const rejected = await tx
    .update(bids)
    .set(bidReviewedAs('rejected'))
    .where(and(eq(bids.loadId, loadId), eq(bids.status, 'pending')))
    .returning({ id: bids.id, carrierAccountId: bids.carrierAccountId });
  for (const bid of rejected) {
    await tell(
      ctx,
      tx,
      { accountId: bid.carrierAccountId },
      { type: 'bid_rejected', payload: { load_id: loadId, bid_id: bid.id } },
      { kind: 'bidCoveredByFleet', load: covered, params: {} },
    );
  }
}
