import type { BidData, BidResponse, BidUpdateData } from '@spotlane/shared/schemas/bids';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { bids } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { conflict, validation } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/hardening.ts';
import { refreshLoadFacts } from '../analytics/index.ts';
import { lockLoadRow, offeredToCarrier } from '../loads/index.ts';
import { tellShipperOfBid } from '../notifications/index.ts';
import { closeOpenCounters } from './counters.ts';
import {
  assertBiddable,
  assertDatesForShipment,
  loadIdOfOwnBid,
  lockOwnBid,
  lockVisibleLoad,
  offer,
  requireCarrier,
} from './guards.ts';
import { getBid, statusOf } from './read.ts';
import { setTerms } from './terms.ts';

/** A carrier's own bid: placed, edited and withdrawn (PRODUCT.md 9). */

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
