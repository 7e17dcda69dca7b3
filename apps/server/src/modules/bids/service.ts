import { canTransition } from '@spotlane/shared/domain/load-status';
import type { BidData, BidResponse, BidUpdateData } from '@spotlane/shared/schemas/bids';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, bids, loads, users } from '../../db/schema.ts';
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
import {
  announceToAudience,
  assignLoad,
  carrierMaySee,
  inAudience,
  invalidTransition,
  type LoadRow,
  lockLoadRow,
  releaseLoad,
  tell,
} from '../loads/service.ts';

export type BidRow = typeof bids.$inferSelect;

/** SPEC 8: the bid form reads errors[0].message === 'AlreadyAssigned'. */
export const alreadyAssigned = () => AppError.of(409, 'AlreadyAssigned', 'AlreadyAssigned');
/** PRODUCT.md 14: an action that would change nothing answers 409 and sends nothing. */
export const nothingChanges = (message: string) => conflict('InvalidTransition', message);
export const loadCancelled = () =>
  AppError.of(409, 'LoadCancelled', 'This shipment has been canceled');

async function bidResponses(db: DbOrTx, where: ReturnType<typeof and>): Promise<BidResponse[]> {
  const rows = await db
    .select({ bid: bids, account: accounts, user: users, chosen: loads.chosenQuoteUserId })
    .from(bids)
    .innerJoin(accounts, eq(accounts.id, bids.carrierAccountId))
    .innerJoin(loads, eq(loads.id, bids.loadId))
    .leftJoin(users, eq(users.id, bids.carrierUserId))
    .where(where)
    // SPEC 4: accepted bids sort first.
    .orderBy(desc(bids.isAccepted), asc(bids.amountCents), asc(bids.id));
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
  const results = await bidResponses(db, and(scope, loadId ? eq(bids.loadId, loadId) : undefined));
  return { results, count: results.length };
}

export async function getBid(db: DbOrTx, caller: Caller, id: number): Promise<BidResponse> {
  const scope =
    caller.account.type === 'carrier'
      ? eq(bids.carrierAccountId, caller.account.id)
      : eq(loads.accountId, caller.account.id);
  return firstOrNotFound(await bidResponses(db, and(eq(bids.id, id), scope)), 'Bid not found');
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
      and (${carrierMaySee(caller.account.id)} or ${inAudience(caller.account.id)}) for update of l`,
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
        })
        .returning({ id: bids.id });
      await tell(
        ctx,
        tx,
        { accountId: load.accountId },
        { type: 'bid_placed', payload: { load_id: load.id, bid_id: bid?.id } },
        { kind: 'bidPlaced', load, params: offer(caller, load, data.amount) },
      );
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
    // An edited bid is new to the shipper again.
    await setTerms(tx, id, data, { reopen: true });
    await tell(
      ctx,
      tx,
      { accountId: load.accountId },
      { type: 'bid_edited', payload: { load_id: load.id, bid_id: id } },
      { kind: 'bidEdited', load, params: offer(caller, load, data.amount) },
    );
  });
  return getBid(db, caller, id);
}

export async function readBid(db: Db, caller: Caller, id: number) {
  return getBid(db, caller, id);
}

/** The bid becomes the accepted one of its load; the bid accepted before is rejected. */
export async function markAccepted(tx: DbOrTx, loadId: number, bidId: number): Promise<void> {
  await tx
    .update(bids)
    .set({ isAccepted: false, isRejected: true, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(bids.loadId, loadId), eq(bids.isAccepted, true), ne(bids.id, bidId)));
  await tx
    .update(bids)
    .set({ isAccepted: true, isRejected: false, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(bids.id, bidId));
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
      ...(options.reopen ? { isRejected: false, reviewedAt: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(bids.id, id))
    .returning();
  return firstOrNotFound(rows, 'Bid not found');
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
    .set({ isRejected: false, reviewedAt: sql`now()` })
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

/**
 * Accepting assigns the load to the bid's carrier and rejects the bid accepted before, in one
 * transaction under the load's row lock: whatever the concurrency, one accepted bid per load.
 */
export async function acceptBid(ctx: AppContext, caller: Caller, id: number): Promise<BidResponse> {
  return reviewBid(ctx, caller, id, async (tx, load, bid) => {
    if (load.identifier === null)
      throw invalidTransition('a quote request', 'assigned by a bid: choose a quote instead');
    if (load.fleetDriverId !== null)
      throw invalidTransition('covered by your fleet', 'assigned to a carrier: release it first');
    if (bid.isAccepted) throw nothingChanges('This bid is already accepted');
    const reassigning = load.status === 'assigned' || load.status === 'scheduled';
    if (!reassigning && !canTransition(load.status, 'assigned', 'system'))
      throw invalidTransition(load.status, 'assigned');
    await markAccepted(tx, load.id, bid.id);
    const assigned = await assignLoad(
      tx,
      load,
      { accountId: bid.carrierAccountId, userId: bid.carrierUserId },
      caller.user.id,
    );
    const payload = { load_id: load.id, bid_id: bid.id };
    if (load.assignedAccountId && load.assignedAccountId !== bid.carrierAccountId) {
      await tell(
        ctx,
        tx,
        { accountId: load.assignedAccountId },
        { type: 'bid_rejected', payload },
        { kind: 'bidRejected', load: assigned, params: { anotherCarrierChosen: true } },
      );
    }
    await publishEvent(tx, { accountId: load.accountId, type: 'bid_accepted', payload });
    await announceToAudience(tx, load, 'assigned');
    await tell(
      ctx,
      tx,
      { accountId: bid.carrierAccountId },
      { type: 'bid_accepted', payload },
      {
        kind: 'bidAccepted',
        load: assigned,
        params: { shipperCompany: caller.account.companyName },
      },
    );
  });
}

/** Rejecting the accepted bid unassigns the load and reopens bidding. */
export async function rejectBid(ctx: AppContext, caller: Caller, id: number): Promise<BidResponse> {
  return reviewBid(ctx, caller, id, async (tx, load, bid) => {
    if (bid.isRejected && !bid.isAccepted) throw nothingChanges('This bid is already rejected');
    if (bid.isAccepted && !canTransition(load.status, 'unassigned', 'system')) {
      throw invalidTransition(load.status, 'unassigned');
    }
    await tx
      .update(bids)
      .set({ isAccepted: false, isRejected: true, reviewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(bids.id, id));
    const after = bid.isAccepted ? await releaseLoad(tx, load, caller.user.id) : load;
    const payload = { load_id: load.id, bid_id: bid.id };
    await publishEvent(tx, { accountId: load.accountId, type: 'bid_rejected', payload });
    if (bid.isAccepted) await announceToAudience(tx, load, 'unassigned');
    await tell(
      ctx,
      tx,
      { accountId: bid.carrierAccountId },
      { type: 'bid_rejected', payload },
      { kind: 'bidRejected', load: after, params: { anotherCarrierChosen: false } },
    );
  });
}
