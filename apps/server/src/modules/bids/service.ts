import { canTransition } from '@spotlane/shared/domain/load-status';
import { formatCents } from '@spotlane/shared/domain/money';
import type { BidData, BidResponse, BidUpdateData } from '@spotlane/shared/schemas/bids';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, bids, loadStatusHistory, loads, users } from '../../db/schema.ts';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import { AppError, conflict, forbidden, notFound, validation } from '../../platform/errors.ts';
import { publishEvent } from '../../platform/events.ts';
import { announceToAudience, carrierLink, shipperLink, tell } from '../loads/activity.ts';
import { carrierMaySee, inAudience } from '../loads/carrier-view.ts';
import { invalidTransition, nextIdentifier } from '../loads/service.ts';

type BidRow = typeof bids.$inferSelect;
type LoadRow = typeof loads.$inferSelect;

/** SPEC 8: the bid form reads errors[0].message === 'AlreadyAssigned'. */
export const alreadyAssigned = () => AppError.of(409, 'AlreadyAssigned', 'AlreadyAssigned');
export const loadCancelled = () =>
  AppError.of(409, 'LoadCancelled', 'This shipment has been canceled');

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

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

async function getBid(db: DbOrTx, caller: Caller, id: number): Promise<BidResponse> {
  const scope =
    caller.account.type === 'carrier'
      ? eq(bids.carrierAccountId, caller.account.id)
      : eq(loads.accountId, caller.account.id);
  const [bid] = await bidResponses(db, and(eq(bids.id, id), scope));
  if (!bid) throw notFound('Bid not found');
  return bid;
}

function requireCarrier(caller: Caller): void {
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
  const [load] = await tx.select().from(loads).where(eq(loads.id, loadId));
  if (!load) throw notFound('Shipment not found');
  return load;
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
  db: Db,
  caller: Caller,
  data: BidData,
  appUrl = '',
): Promise<BidResponse> {
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
        tx,
        appUrl,
        load.accountId,
        { type: 'bid_placed', payload: { load_id: load.id, bid_id: bid?.id } },
        appUrl
          ? {
              event: 'bid',
              title: `New ${load.identifier ? 'bid' : 'quote'} on "${load.name}"`,
              body: `${caller.account.companyName} offers ${formatCents(data.amount)}.`,
              link: shipperLink(load.id),
            }
          : undefined,
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

/** The load of one of the caller's bids, read without a lock (to lock the load first). */
async function loadIdOfOwnBid(tx: DbOrTx, caller: Caller, id: number): Promise<number> {
  const [row] = await tx
    .select({ loadId: bids.loadId })
    .from(bids)
    .where(and(eq(bids.id, id), eq(bids.carrierAccountId, caller.account.id)));
  if (!row) throw notFound('Bid not found');
  return row.loadId;
}

async function lockOwnBid(tx: DbOrTx, caller: Caller, id: number): Promise<BidRow> {
  const [bid] = await tx
    .select()
    .from(bids)
    .where(and(eq(bids.id, id), eq(bids.carrierAccountId, caller.account.id)))
    .for('update');
  if (!bid) throw notFound('Bid not found');
  return bid;
}

export async function editBid(
  db: Db,
  caller: Caller,
  id: number,
  data: BidUpdateData,
  appUrl = '',
): Promise<BidResponse> {
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
    await tx
      .update(bids)
      .set({
        amountCents: data.amount,
        pickupDate: data.pickup_date,
        deliveryDate: data.delivery_date,
        notes: data.notes,
        // An edited bid is new to the shipper again.
        isRejected: false,
        reviewedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(bids.id, id));
    await tell(
      tx,
      appUrl,
      load.accountId,
      { type: 'bid_edited', payload: { load_id: load.id, bid_id: id } },
      appUrl
        ? {
            event: 'bid',
            title: `${caller.account.companyName} changed its ${load.identifier ? 'bid' : 'quote'} on "${load.name}"`,
            body: `The new amount is ${formatCents(data.amount)}.`,
            link: shipperLink(load.id),
          }
        : undefined,
    );
  });
  return getBid(db, caller, id);
}

export async function readBid(db: Db, caller: Caller, id: number) {
  return getBid(db, caller, id);
}

async function assign(tx: DbOrTx, load: LoadRow, bid: BidRow, byUserId: number): Promise<void> {
  const status = load.appointmentPickup && load.appointmentDelivery ? 'scheduled' : 'assigned';
  await tx
    .update(bids)
    .set({ isAccepted: false, isRejected: true, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(bids.loadId, load.id), eq(bids.isAccepted, true), ne(bids.id, bid.id)));
  await tx
    .update(bids)
    .set({ isAccepted: true, isRejected: false, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(bids.id, bid.id));
  await tx
    .update(loads)
    .set({
      status,
      assignedAccountId: bid.carrierAccountId,
      assignedUserId: bid.carrierUserId,
      updatedAt: sql`now()`,
    })
    .where(eq(loads.id, load.id));
  if (status !== load.status) {
    await tx
      .insert(loadStatusHistory)
      .values({ loadId: load.id, status, changedByUserId: byUserId });
  }
}

/** Locks the bid's load first (one lock order for every writer), then the bid. */
async function lockShipperBid(tx: DbOrTx, caller: Caller, id: number) {
  const [target] = await tx
    .select({ loadId: bids.loadId })
    .from(bids)
    .innerJoin(loads, eq(loads.id, bids.loadId))
    .where(and(eq(bids.id, id), eq(loads.accountId, caller.account.id)));
  if (!target) throw notFound('Bid not found');
  const [load] = await tx.select().from(loads).where(eq(loads.id, target.loadId)).for('update');
  const [bid] = await tx.select().from(bids).where(eq(bids.id, id)).for('update');
  if (!load || !bid) throw notFound('Bid not found');
  return { load, bid };
}

/**
 * Accepting assigns the load to the bid's carrier and rejects the bid accepted before, in one
 * transaction under the load's row lock: whatever the concurrency, one accepted bid per load.
 */
export async function acceptBid(
  db: Db,
  caller: Caller,
  id: number,
  appUrl = '',
): Promise<BidResponse> {
  if (!effectivePermissions(caller.user).bid_accept) throw forbidden();
  await db.transaction(async (tx) => {
    const { load, bid } = await lockShipperBid(tx, caller, id);
    if (load.status.startsWith('cancelled')) throw loadCancelled();
    if (load.identifier === null)
      throw invalidTransition('a quote request', 'assigned by a bid: choose a quote instead');
    if (load.fleetDriverId !== null)
      throw invalidTransition('covered by your fleet', 'assigned to a carrier: release it first');
    if (bid.isAccepted) return;
    const reassigning = load.status === 'assigned' || load.status === 'scheduled';
    if (!reassigning && !canTransition(load.status, 'assigned', 'system'))
      throw invalidTransition(load.status, 'assigned');
    await assign(tx, load, bid, caller.user.id);
    const payload = { load_id: load.id, bid_id: bid.id };
    if (load.assignedAccountId && load.assignedAccountId !== bid.carrierAccountId) {
      await tell(
        tx,
        appUrl,
        load.assignedAccountId,
        { type: 'bid_rejected', payload },
        appUrl
          ? {
              event: 'bid_decision',
              title: `Your bid on "${load.name}" was rejected`,
              body: 'The shipper chose another carrier.',
              link: carrierLink(load.id),
            }
          : undefined,
      );
    }
    await publishEvent(tx, { accountId: load.accountId, type: 'bid_accepted', payload });
    await announceToAudience(tx, load, 'assigned');
    await tell(
      tx,
      appUrl,
      bid.carrierAccountId,
      { type: 'bid_accepted', payload },
      appUrl
        ? {
            event: 'bid_decision',
            title: `Your bid on "${load.name}" was accepted`,
            body: `${caller.account.companyName} assigned the load ${load.identifier ?? ''} to you.`,
            link: `/spot-quotes/assigned/${load.id}`,
          }
        : undefined,
    );
  });
  return getBid(db, caller, id);
}

/** Rejecting the accepted bid unassigns the load and reopens bidding. */
export async function rejectBid(
  db: Db,
  caller: Caller,
  id: number,
  appUrl = '',
): Promise<BidResponse> {
  if (!effectivePermissions(caller.user).bid_accept) throw forbidden();
  await db.transaction(async (tx) => {
    const { load, bid } = await lockShipperBid(tx, caller, id);
    if (load.status.startsWith('cancelled')) throw loadCancelled();
    if (bid.isAccepted && !canTransition(load.status, 'unassigned', 'system')) {
      throw invalidTransition(load.status, 'unassigned');
    }
    await tx
      .update(bids)
      .set({ isAccepted: false, isRejected: true, reviewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(bids.id, id));
    if (bid.isAccepted) {
      await tx
        .update(loads)
        .set({
          status: 'unassigned',
          assignedAccountId: null,
          assignedUserId: null,
          updatedAt: sql`now()`,
        })
        .where(eq(loads.id, load.id));
      await tx
        .insert(loadStatusHistory)
        .values({ loadId: load.id, status: 'unassigned', changedByUserId: caller.user.id });
    }
    const payload = { load_id: load.id, bid_id: bid.id };
    await publishEvent(tx, { accountId: load.accountId, type: 'bid_rejected', payload });
    if (bid.isAccepted) await announceToAudience(tx, load, 'unassigned');
    await tell(
      tx,
      appUrl,
      bid.carrierAccountId,
      { type: 'bid_rejected', payload },
      appUrl
        ? {
            event: 'bid_decision',
            title: `Your bid on "${load.name}" was rejected`,
            body: 'The shipper did not choose your bid.',
            link: carrierLink(load.id),
          }
        : undefined,
    );
  });
  return getBid(db, caller, id);
}

/** PRODUCT.md 4: the carrier confirms its chosen quote; the request becomes an assigned shipment. */
export async function confirmQuote(
  db: Db,
  caller: Caller,
  id: number,
  data: BidUpdateData,
  appUrl = '',
): Promise<BidResponse> {
  requireCarrier(caller);
  await db.transaction(async (tx) => {
    // The load first, then the bid: the order every writer takes.
    const loadId = await loadIdOfOwnBid(tx, caller, id);
    const [load] = await tx.select().from(loads).where(eq(loads.id, loadId)).for('update');
    const own = await lockOwnBid(tx, caller, id);
    if (!load) throw notFound('Shipment not found');
    if (load.status.startsWith('cancelled')) throw loadCancelled();
    if (load.identifier !== null) throw alreadyAssigned();
    if (load.chosenQuoteUserId === null || load.chosenQuoteUserId !== own.carrierUserId) {
      throw AppError.of(409, 'InvalidTransition', 'This quote has not been chosen by the shipper');
    }
    await tx
      .update(bids)
      .set({
        amountCents: data.amount,
        pickupDate: data.pickup_date,
        deliveryDate: data.delivery_date,
        notes: data.notes,
        updatedAt: sql`now()`,
      })
      .where(eq(bids.id, id));
    const identifier = await nextIdentifier(tx, load.accountId);
    await tx
      .update(loads)
      .set({
        identifier,
        searchText: sql`${identifier.toLowerCase()} || ' ' || ${loads.searchText}`,
      })
      .where(eq(loads.id, load.id));
    // Every other quote is now not chosen.
    await tx
      .update(bids)
      .set({ isRejected: true, reviewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(bids.loadId, load.id), ne(bids.id, id)));
    const [fresh] = await tx.select().from(bids).where(eq(bids.id, id));
    await assign(tx, { ...load, identifier }, fresh as BidRow, caller.user.id);
    await tell(
      tx,
      appUrl,
      load.accountId,
      { type: 'quote_confirmed', payload: { load_id: load.id, bid_id: id } },
      appUrl
        ? {
            event: 'quote_decision',
            title: `${caller.account.companyName} confirmed its quote for "${load.name}"`,
            body: `The request is now shipment ${identifier}, assigned to ${caller.account.companyName}.`,
            link: shipperLink(load.id),
          }
        : undefined,
    );
  });
  return getBid(db, caller, id);
}

/** The carrier declines the choice: the shipper may choose another quote. */
export async function rejectQuote(db: Db, caller: Caller, id: number, appUrl = ''): Promise<void> {
  requireCarrier(caller);
  await db.transaction(async (tx) => {
    // The load first, then the bid: the order every writer takes.
    const loadId = await loadIdOfOwnBid(tx, caller, id);
    const [load] = await tx.select().from(loads).where(eq(loads.id, loadId)).for('update');
    const own = await lockOwnBid(tx, caller, id);
    if (!load) throw notFound('Shipment not found');
    if (load.identifier !== null) throw alreadyAssigned();
    if (load.chosenQuoteUserId === own.carrierUserId) {
      await tx
        .update(loads)
        .set({ chosenQuoteUserId: null, updatedAt: sql`now()` })
        .where(eq(loads.id, load.id));
    }
    await tx.update(bids).set({ isRejected: true, updatedAt: sql`now()` }).where(eq(bids.id, id));
    await tell(
      tx,
      appUrl,
      load.accountId,
      { type: 'quote_declined', payload: { load_id: load.id, bid_id: id } },
      appUrl
        ? {
            event: 'quote_decision',
            title: `${caller.account.companyName} declined your choice for "${load.name}"`,
            body: 'You may choose another quote.',
            link: shipperLink(load.id),
          }
        : undefined,
    );
  });
}

/** The shipper chooses a quote (sets chosen_quote) or withdraws the choice (bid_id of the chosen one again is idempotent). */
export async function chooseQuote(
  db: Db,
  caller: Caller,
  loadId: number,
  bidId: number | null,
  appUrl = '',
) {
  if (!effectivePermissions(caller.user).bid_accept) throw forbidden();
  await db.transaction(async (tx) => {
    const [load] = await tx
      .select()
      .from(loads)
      .where(and(eq(loads.id, loadId), eq(loads.accountId, caller.account.id)))
      .for('update');
    if (!load) throw notFound('Shipment not found');
    if (load.status.startsWith('cancelled')) throw loadCancelled();
    if (load.identifier !== null) throw alreadyAssigned();
    if (bidId === null) {
      await tx
        .update(loads)
        .set({ chosenQuoteUserId: null, updatedAt: sql`now()` })
        .where(eq(loads.id, loadId));
      return;
    }
    const [bid] = await tx
      .select()
      .from(bids)
      .where(and(eq(bids.id, bidId), eq(bids.loadId, loadId)));
    if (!bid) throw validation('bid_id', 'Choose one of the quotes of this request');
    await tx
      .update(loads)
      .set({ chosenQuoteUserId: bid.carrierUserId, updatedAt: sql`now()` })
      .where(eq(loads.id, loadId));
    await tx
      .update(bids)
      .set({ isRejected: false, reviewedAt: sql`now()` })
      .where(eq(bids.id, bidId));
    await tell(
      tx,
      appUrl,
      bid.carrierAccountId,
      { type: 'quote_chosen', payload: { load_id: loadId, bid_id: bidId } },
      appUrl
        ? {
            event: 'quote_chosen',
            title: `Your quote for "${load.name}" was chosen`,
            body: 'Confirm it with your pickup and delivery dates to get the load.',
            link: `/spot-quotes/${loadId}/quote`,
          }
        : undefined,
      bid.carrierUserId,
    );
  });
}
