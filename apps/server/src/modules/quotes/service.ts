import type { BidResponse, BidUpdateData } from '@spotlane/shared/schemas/bids';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { loads } from '../../db/schema.ts';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import { AppError, forbidden, validation } from '../../platform/errors.ts';
import {
  alreadyAssigned,
  getBid,
  loadCancelled,
  loadIdOfOwnBid,
  lockOwnBid,
  markAccepted,
  markChosen,
  markRejected,
  nothingChanges,
  requireCarrier,
  setTerms,
} from '../bids/index.ts';
import { assignLoad, lockLoadRow, promoteToShipment, setChosenQuote } from '../loads/index.ts';
import { tell, tellShipperOfBid } from '../notifications/index.ts';

/**
 * Quote requests (PRODUCT.md 4): the shipper chooses a quote, the carrier confirms it with its
 * dates (the request becomes an assigned shipment) or declines it. The load's side is written
 * by the loads module, the bids' side by the bids module; this module holds the rules.
 */

/** The shipper chooses a quote (sets chosen_quote) or withdraws the choice (bidId null). */
export async function chooseQuote(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
  bidId: number | null,
): Promise<void> {
  if (!effectivePermissions(caller.user).bid_accept) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    const load = await lockLoadRow(tx, loadId, eq(loads.accountId, caller.account.id));
    if (load.status.startsWith('cancelled')) throw loadCancelled();
    if (load.identifier !== null) throw alreadyAssigned();
    if (bidId === null) {
      if (load.chosenQuoteUserId === null) throw nothingChanges('No quote is chosen');
      await setChosenQuote(tx, loadId, null);
      return;
    }
    const bid = await markChosen(tx, loadId, bidId);
    if (!bid) throw validation('bid_id', 'Choose one of the quotes of this request');
    // The transaction rolls markChosen back with the 409.
    if (load.chosenQuoteUserId !== null && load.chosenQuoteUserId === bid.carrierUserId)
      throw nothingChanges('This quote is already the chosen one');
    await setChosenQuote(tx, loadId, bid.carrierUserId);
    await tell(
      ctx,
      tx,
      { accountId: bid.carrierAccountId, userId: bid.carrierUserId },
      { type: 'quote_chosen', payload: { load_id: loadId, bid_id: bidId } },
      { kind: 'quoteChosen', load, params: {} },
    );
  });
}

/** The carrier confirms its chosen quote; the request becomes an assigned shipment. */
export async function confirmQuote(
  ctx: AppContext,
  caller: Caller,
  id: number,
  data: BidUpdateData,
): Promise<BidResponse> {
  requireCarrier(caller);
  await ctx.db.transaction(async (tx) => {
    // The load first, then the bid: the order every writer takes.
    const load = await lockLoadRow(tx, await loadIdOfOwnBid(tx, caller, id));
    const own = await lockOwnBid(tx, caller, id);
    if (load.status.startsWith('cancelled')) throw loadCancelled();
    if (load.identifier !== null) throw alreadyAssigned();
    if (load.chosenQuoteUserId === null || load.chosenQuoteUserId !== own.carrierUserId) {
      throw AppError.of(409, 'InvalidTransition', 'This quote has not been chosen by the shipper');
    }
    const bid = await setTerms(tx, id, data);
    const shipment = await promoteToShipment(tx, load);
    // Every other quote is now not chosen.
    await markRejected(tx, { loadId: load.id, except: id });
    await markAccepted(tx, load.id, id);
    await assignLoad(
      tx,
      shipment,
      { accountId: bid.carrierAccountId, userId: bid.carrierUserId },
      caller.user.id,
    );
    await tellShipperOfBid(ctx, tx, load, id, 'quote_confirmed', {
      kind: 'quoteConfirmed',
      load: shipment,
      params: { company: caller.account.companyName },
    });
  });
  return getBid(ctx.db, caller, id);
}

/** The carrier declines the choice: the shipper may choose another quote. */
export async function rejectQuote(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  requireCarrier(caller);
  await ctx.db.transaction(async (tx) => {
    // The load first, then the bid: the order every writer takes.
    const load = await lockLoadRow(tx, await loadIdOfOwnBid(tx, caller, id));
    const own = await lockOwnBid(tx, caller, id);
    if (load.identifier !== null) throw alreadyAssigned();
    if (load.chosenQuoteUserId === null || load.chosenQuoteUserId !== own.carrierUserId)
      throw nothingChanges('Your quote is not the chosen one: there is nothing to decline');
    await setChosenQuote(tx, load.id, null);
    await markRejected(tx, { id }, false);
    await tellShipperOfBid(ctx, tx, load, id, 'quote_declined', {
      kind: 'quoteDeclined',
      load,
      params: { company: caller.account.companyName },
    });
  });
}

/** The carrier's quotes the shipper chose and that wait for its confirmation (SPEC 2.7 prompt). */
export async function quotesToBeConfirmed(db: Db, caller: Caller) {
  const result = await db.execute(sql`select l.id, l.name, b.id as bid_id from loads l
      join bids b on b.load_id = l.id and b.carrier_account_id = ${caller.account.id}
      where l.chosen_quote_user_id = ${caller.user.id} and l.identifier is null
        and l.status in ('unscheduled', 'unassigned')
      order by l.id`);
  const rows = (result as unknown as { rows: Array<{ id: number; name: string; bid_id: number }> })
    .rows;
  return { results: rows.map((row) => ({ id: row.id, name: row.name, bid_id: row.bid_id })) };
}
