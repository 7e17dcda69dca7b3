import { canTransition, isCancelled } from '@spotlane/shared/domain/load-status';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { drivers, equipment } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import { publishEvent } from '../../platform/events.ts';
import { causes } from '../../platform/hardening.ts';
import { closeBidsForFleet } from '../bids/index.ts';
import {
  announceToAudience,
  coverLoadWithFleet,
  getLoad,
  invalidTransition,
  type LoadRow,
  lockLoad,
  releaseLoadFromFleet,
} from '../loads/index.ts';
import { driverProblem, equipmentProblem } from './service.ts';

/**
 * PRODUCT.md 7, a load covered by the shipper's own driver and unit: the loads module locks and
 * writes the load, the bids module closes its pending bids; this file holds the order of steps.
 */

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
      await closeBidsForFleet(ctx, tx, id, covered);
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

/**
 * Runs under the load's row lock inside the assignment: the driver and unit must be the
 * caller's (404 otherwise) and able to drive (409 FleetUnavailable). Overlap is the database's
 * job (an exclusion constraint). The driver's and the unit's row locks (FOR UPDATE, the driver
 * first, as everywhere) keep them from being archived or switched off until the assignment
 * commits, and make two assignments of one driver or unit take turns: under FOR SHARE both
 * reached the constraint at once, each waited for the other's uncommitted booking, and
 * PostgreSQL broke the deadlock with an error (409 ConcurrentUpdate instead of FleetBusy).
 */
async function checkFleet(
  tx: Tx,
  caller: Caller,
  ids: { driverId: number; equipmentId: number },
  load: LoadRow,
): Promise<void> {
  const [driver] = await tx
    .select()
    .from(drivers)
    .where(and(eq(drivers.id, ids.driverId), eq(drivers.accountId, caller.account.id)))
    .for('update');
  if (!driver) throw AppError.of(404, 'NotFound', 'Driver not found', 'driver_id');
  const [unit] = await tx
    .select()
    .from(equipment)
    .where(and(eq(equipment.id, ids.equipmentId), eq(equipment.accountId, caller.account.id)))
    .for('update');
  if (!unit) throw AppError.of(404, 'NotFound', 'Unit not found', 'equipment_id');
  const driverReason = driverProblem(driver, load);
  if (driverReason) throw conflict('FleetUnavailable', driverReason, 'driver_id');
  const unitReason = equipmentProblem(unit);
  if (unitReason) throw conflict('FleetUnavailable', unitReason, 'equipment_id');
}

export async function coverWithFleet(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
  ids: { driverId: number; equipmentId: number },
): Promise<LoadDetail> {
  return assignFleet(ctx, caller, loadId, ids, (tx, load) => checkFleet(tx, caller, ids, load));
}
