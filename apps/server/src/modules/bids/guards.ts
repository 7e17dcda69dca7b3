/**
 * What every writer of bids shares: the refusals (with the codes the web app reads) and the
 * locks, always in one order: the load first, then the bid.
 */
import { biddingClosed, type Side } from '@spotlane/shared/domain/bidding';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bids, loads } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import {
  AppError,
  conflict,
  firstOrNotFound,
  forbidden,
  notFound,
  validation,
} from '../../platform/errors.ts';
import { carrierMaySeeLoad, type LoadRow, lockLoadRow } from '../loads/index.ts';
import type { BidRow } from './read.ts';

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

export function requireCarrier(caller: Caller): void {
  if (caller.account.type !== 'carrier') throw forbidden('Only carriers bid on loads');
}

/** Locks the load a carrier acts on, after checking the carrier may see it. */
export async function lockVisibleLoad(
  tx: DbOrTx,
  caller: Caller,
  loadId: number,
): Promise<LoadRow> {
  // 404 unless the load is (or was) offered to this carrier or is in its history; a load that
  // was offered and has since gone to someone else answers AlreadyAssigned (SPEC 8).
  const visible = (await tx.execute(
    sql`select l.id from loads l where l.id = ${loadId}
      and ${carrierMaySeeLoad(caller.account.id)} for update of l`,
  )) as unknown as { rows: unknown[] };
  if (visible.rows.length === 0) throw notFound('Shipment not found');
  return lockLoadRow(tx, loadId);
}

export function assertBiddable(load: LoadRow, caller: Caller): void {
  if (load.status.startsWith('cancelled')) throw loadCancelled();
  const open = load.status === 'unscheduled' || load.status === 'unassigned';
  if (!open && load.assignedAccountId !== caller.account.id) throw alreadyAssigned();
  if (load.assignedAccountId && load.assignedAccountId !== caller.account.id)
    throw alreadyAssigned();
  if (open && biddingClosed(load.bidDeadline)) throw biddingClosedError();
}

export function assertDatesForShipment(
  load: LoadRow,
  data: { pickup_date: string | null; delivery_date: string | null },
) {
  if (load.identifier === null) return; // an informational quote may come without dates
  if (!data.pickup_date) throw validation('pickup_date', 'Pickup date is required');
  if (!data.delivery_date) throw validation('delivery_date', 'Delivery date is required');
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

export function offer(caller: Caller, load: LoadRow, amount: number) {
  return { company: caller.account.companyName, amount, isQuoteRequest: load.identifier === null };
}

/** Locks the bid's load first (one lock order for every writer), then the bid. */
export async function lockShipperBid(tx: DbOrTx, caller: Caller, id: number) {
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

export const sideOf = (caller: Caller): Side =>
  caller.account.type === 'carrier' ? 'carrier' : 'shipper';
