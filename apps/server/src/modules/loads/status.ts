import { canTransition, type LoadStatus } from '@spotlane/shared/domain/load-status';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  drivers,
  equipment,
  identifierSequences,
  loadAudienceCarriers,
  loadStatusHistory,
  loads,
} from '../../db/schema.ts';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import { AppError, firstOrNotFound, forbidden } from '../../platform/errors.ts';
import { refreshLoadFacts } from '../analytics/index.ts';
import { announceStatus } from './activity.ts';
import { carrierLoadDetail } from './carrier-view.ts';
import { getLoad } from './lists.ts';
import { issueRateConfirmation } from './rate-terms.ts';

/**
 * The only writers of a load's status, assignment, chosen quote and status history. Bids,
 * quotes (and later tenders and fleet) call these inside their own transaction, after taking
 * the load's row lock with lockLoadRow: one lock order (the load, then its bids) for every
 * writer.
 */

export type LoadRow = typeof loads.$inferSelect;

export const invalidTransition = (from: string, to: string) =>
  AppError.of(
    409,
    'InvalidTransition',
    `A load that is ${from.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}`,
  );

/** Locks a load (FOR UPDATE); `scope` narrows which loads the caller may lock. */
export async function lockLoadRow(
  tx: DbOrTx,
  id: number,
  scope?: ReturnType<typeof eq>,
): Promise<LoadRow> {
  return firstOrNotFound(
    await tx
      .select()
      .from(loads)
      .where(and(eq(loads.id, id), scope))
      .for('update'),
    'Shipment not found',
  );
}

export async function recordHistory(
  tx: DbOrTx,
  loadId: number,
  status: string,
  userId: number | null,
): Promise<void> {
  await tx.insert(loadStatusHistory).values({ loadId, status, changedByUserId: userId });
}

/** Sets the status and records it in the history. */
export async function setStatus(
  tx: DbOrTx,
  loadId: number,
  status: string,
  byUserId: number | null,
): Promise<void> {
  await tx.update(loads).set({ status, updatedAt: sql`now()` }).where(eq(loads.id, loadId));
  await recordHistory(tx, loadId, status, byUserId);
  await refreshLoadFacts(tx, loadId);
}

/**
 * Gives the load to a carrier: assigned, or scheduled when both appointments are set. The
 * history gets a line when the status changes (a reassignment keeps it). Returns the new row.
 */
export async function assignLoad(
  tx: DbOrTx,
  load: LoadRow,
  carrier: { accountId: number; userId: number | null; rateCents?: number },
  byUserId: number | null,
): Promise<LoadRow> {
  const cover = { assignedAccountId: carrier.accountId, assignedUserId: carrier.userId };
  const assigned = await moveLoad(
    tx,
    load,
    coveredStatus(load),
    cover,
    byUserId,
    'when it changes',
  );
  // PRODUCT.md 12: every award path (bid, quote, tender, counter) comes through here, so each
  // award makes a rate confirmation version for the carrier, mailed by its job.
  const version = await issueRateConfirmation(tx, assigned, {
    carrierAccountId: carrier.accountId,
    rateCents: carrier.rateCents,
  });
  if (version !== null) await recordHistory(tx, load.id, `rate_confirmation_v${version}`, byUserId);
  await refreshLoadFacts(tx, load.id);
  return assigned;
}

/**
 * After a change of terms on an awarded load (appointments, rate), a new rate confirmation
 * version when the terms differ from the latest one. Answers the version made, or null.
 */
export async function reviseRateConfirmation(
  tx: DbOrTx,
  load: LoadRow,
  byUserId: number,
  rateCents?: number,
): Promise<number | null> {
  if (load.assignedAccountId === null || !AWARDED.includes(load.status)) return null;
  const version = await issueRateConfirmation(tx, load, {
    carrierAccountId: load.assignedAccountId,
    rateCents,
    onlyIfChanged: true,
  });
  if (version !== null) {
    await recordHistory(tx, load.id, `rate_confirmation_v${version}`, byUserId);
    await refreshLoadFacts(tx, load.id);
  }
  return version;
}

/** The statuses of a load a carrier holds. */
const AWARDED = ['assigned', 'scheduled', 'in_transit'];

/** Covered (by a carrier or the fleet): scheduled when both appointments are set, else assigned. */
const coveredStatus = (load: LoadRow) =>
  load.appointmentPickup && load.appointmentDelivery ? 'scheduled' : 'assigned';

/**
 * Writes the load's status and who covers it (`cover`) at once, with a line in its history
 * (`always`, or only `when it changes`). Answers the new row.
 */
async function moveLoad(
  tx: DbOrTx,
  load: LoadRow,
  status: string,
  cover: Partial<LoadRow>,
  byUserId: number | null,
  history: 'always' | 'when it changes' = 'always',
): Promise<LoadRow> {
  await tx
    .update(loads)
    .set({ status, ...cover, updatedAt: sql`now()` })
    .where(eq(loads.id, load.id));
  if (history === 'always' || status !== load.status)
    await recordHistory(tx, load.id, status, byUserId);
  await refreshLoadFacts(tx, load.id);
  return { ...load, status, ...cover };
}

/** Takes the load back from its carrier: unassigned, open to bids again. */
export function releaseLoad(tx: DbOrTx, load: LoadRow, byUserId: number): Promise<LoadRow> {
  const cover = { assignedAccountId: null, assignedUserId: null };
  return moveLoad(tx, load, 'unassigned', cover, byUserId);
}

/** The quote the shipper chose on a quote request (null withdraws the choice). */
export async function setChosenQuote(
  tx: DbOrTx,
  loadId: number,
  carrierUserId: number | null,
): Promise<void> {
  await tx
    .update(loads)
    .set({ chosenQuoteUserId: carrierUserId, updatedAt: sql`now()` })
    .where(eq(loads.id, loadId));
}

/** The next identifier of a shipper, e.g. SH-000042; the upsert takes a row lock, so two
 * shipments created at the same moment never share one. */
export async function nextIdentifier(tx: DbOrTx, accountId: number): Promise<string> {
  const [row] = await tx
    .insert(identifierSequences)
    .values({ accountId, lastValue: 1 })
    .onConflictDoUpdate({
      target: identifierSequences.accountId,
      set: { lastValue: sql`${identifierSequences.lastValue} + 1` },
    })
    .returning({ value: identifierSequences.lastValue });
  return `SH-${String(row?.value ?? 1).padStart(6, '0')}`;
}

/** A confirmed quote request becomes a shipment: it gets its identifier. */
export async function promoteToShipment(tx: DbOrTx, load: LoadRow): Promise<LoadRow> {
  const identifier = await nextIdentifier(tx, load.accountId);
  await tx
    .update(loads)
    .set({
      identifier,
      searchText: sql`${identifier.toLowerCase()} || ' ' || ${loads.searchText}`,
    })
    .where(eq(loads.id, load.id));
  await refreshLoadFacts(tx, load.id);
  return { ...load, identifier };
}

/**
 * The shipper covers the load with its own driver and unit (PRODUCT 7): assigned, or scheduled
 * when both appointments are set, with no carrier. The exclusion constraints on `loads` refuse
 * a driver or unit already on an active load whose dates overlap (23P01). Returns the new row.
 */
export function coverLoadWithFleet(
  tx: DbOrTx,
  load: LoadRow,
  fleet: { driverId: number; equipmentId: number },
  byUserId: number,
): Promise<LoadRow> {
  const cover = {
    fleetDriverId: fleet.driverId,
    fleetEquipmentId: fleet.equipmentId,
    assignedAccountId: null,
    assignedUserId: null,
  };
  return moveLoad(tx, load, coveredStatus(load), cover, byUserId);
}

/**
 * Before a covered load's dates change: its driver's and unit's row locks (FOR UPDATE, the
 * driver first, after the load's, as an assignment takes them), so the edit and an assignment
 * of the same driver or unit take turns and the loser meets a committed booking (23P01,
 * FleetBusy). Without them both can reach the exclusion constraint at once, wait for each
 * other, and PostgreSQL breaks that deadlock with an error.
 */
export async function lockFleetOf(tx: DbOrTx, load: LoadRow): Promise<void> {
  if (load.fleetDriverId !== null)
    await tx
      .select({ id: drivers.id })
      .from(drivers)
      .where(eq(drivers.id, load.fleetDriverId))
      .for('update');
  if (load.fleetEquipmentId !== null)
    await tx
      .select({ id: equipment.id })
      .from(equipment)
      .where(eq(equipment.id, load.fleetEquipmentId))
      .for('update');
}

/** Takes the load back from the shipper's fleet: unassigned, open to bids again. */
export function releaseLoadFromFleet(
  tx: DbOrTx,
  load: LoadRow,
  byUserId: number,
): Promise<LoadRow> {
  const cover = { fleetDriverId: null, fleetEquipmentId: null };
  return moveLoad(tx, load, 'unassigned', cover, byUserId);
}

/**
 * PRODUCT.md 8: while a lane's routing guide tenders a load, its audience is the offered
 * carrier alone (stored as audience `carriers` with one row), or nobody between two offers.
 */
export async function offerLoadTo(
  tx: DbOrTx,
  loadId: number,
  carrierAccountId: number | null,
): Promise<void> {
  await tx.delete(loadAudienceCarriers).where(eq(loadAudienceCarriers.loadId, loadId));
  if (carrierAccountId !== null)
    await tx.insert(loadAudienceCarriers).values({ loadId, carrierAccountId });
}

/** After the last carrier of the guide: the load is a spot quote for the lane's fallback audience. */
export async function openToFallback(
  tx: DbOrTx,
  load: LoadRow,
  audience: { type: 'all' | 'list' | 'marketplace'; listId: number | null },
): Promise<LoadRow> {
  await tx.delete(loadAudienceCarriers).where(eq(loadAudienceCarriers.loadId, load.id));
  const change = { audienceType: audience.type, audienceListId: audience.listId };
  await tx
    .update(loads)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(loads.id, load.id));
  return { ...load, ...change };
}

/** Locks one of the caller's own loads. */
export function lockLoad(tx: DbOrTx, caller: Caller, id: number): Promise<LoadRow> {
  return lockLoadRow(tx, id, eq(loads.accountId, caller.account.id));
}

/** What another module records in the transaction of a status change (its own tables). */
export type StatusFollowUp = (
  tx: DbOrTx,
  change: { loadId: number; status: LoadStatus; byUserId: number },
) => Promise<void>;

/**
 * One status step by the shipper (on its own loads) or by the carrier holding the load (pickup
 * and delivery): checked against the transitions the role may make, recorded, announced.
 */
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
