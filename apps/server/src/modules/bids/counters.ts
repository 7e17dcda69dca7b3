/**
 * PRODUCT.md 9, counter-offers: either side proposes new terms on a pending bid, the other
 * declines (here) or accepts (award.ts: an accepted proposal awards the load).
 */

import {
  biddingClosed,
  type CounterRefusal,
  type CounterStatus,
  mayAnswer,
  mayPropose,
  type Side,
} from '@spotlane/shared/domain/bidding';
import type { BidResponse, CounterData, CounterResponse } from '@spotlane/shared/schemas/bids';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bidCounters, bids, loads } from '../../db/schema.ts';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { invalidTransition, type LoadRow, lockLoadRow, recordHistory } from '../loads/index.ts';
import { tell } from '../notifications/index.ts';
import {
  alreadyAssigned,
  assertDatesForShipment,
  biddingClosedError,
  bidExpired,
  loadCancelled,
  loadIdOfOwnBid,
  lockOwnBid,
  lockShipperBid,
  sideOf,
} from './guards.ts';
import { type BidRow, type CounterRow, getBid, statusOf, toCounter } from './read.ts';

/** Ends the open proposal of each bid (the bid was answered another way). */
export async function closeOpenCounters(
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

/** The bid (with its load, locked in the one order: the load, then the bid) a side may act on. */
export async function lockBidForSide(tx: DbOrTx, caller: Caller, id: number) {
  if (sideOf(caller) === 'shipper') {
    if (!effectivePermissions(caller.user).bid_accept) throw forbidden();
    return lockShipperBid(tx, caller, id);
  }
  const load = await lockLoadRow(tx, await loadIdOfOwnBid(tx, caller, id));
  return { load, bid: await lockOwnBid(tx, caller, id) };
}

export async function countersOfBid(
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
export function assertNegotiable(load: LoadRow, bid: BidRow): void {
  if (load.status.startsWith('cancelled')) throw loadCancelled();
  if (load.identifier === null)
    throw invalidTransition('a quote request', 'countered: choose a quote instead');
  if (load.status !== 'unscheduled' && load.status !== 'unassigned') throw alreadyAssigned();
  const status = statusOf(bid);
  if (status === 'expired') throw bidExpired();
  if (status !== 'pending')
    throw conflict('InvalidTransition', `A bid that is ${status} takes no proposal`);
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
export async function answerCounter(
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
