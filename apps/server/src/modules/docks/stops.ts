import type { AppointmentStop } from '@spotlane/shared/schemas/docks';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryLocations, dockAppointments, docks, loadStops, loads } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type LoadRow, lockLoadRow, stopsOf } from '../loads/index.ts';

type StopRow = typeof loadStops.$inferSelect;
type LocationRow = typeof deliveryLocations.$inferSelect;
type DockRow = typeof docks.$inferSelect;

export interface StopScope {
  stop: StopRow;
  load: LoadRow;
  location: LocationRow;
  side: 'shipper' | 'carrier';
}

/** The statuses of a load after the award, before it is done (PRODUCT.md 17: booking is after the award). */
export const AWARDED = ['assigned', 'scheduled', 'in_transit'];

/**
 * A stop of a load the caller may book or check in: the shipper's own, or one its carrier
 * holds. Anything else is 404 (the caller may not learn it exists). With `lock`, the load's
 * row is locked first (one lock order: the load, then its appointments).
 */
export async function stopForCaller(
  tx: DbOrTx,
  caller: Caller,
  stopId: number,
  options: { lock: boolean },
): Promise<StopScope> {
  const [found] = await tx
    .select({ stop: loadStops, load: loads, location: deliveryLocations })
    .from(loadStops)
    .innerJoin(loads, eq(loads.id, loadStops.loadId))
    .innerJoin(deliveryLocations, eq(deliveryLocations.id, loadStops.locationId))
    .where(eq(loadStops.id, stopId));
  if (!found) throw notFound('Stop not found');
  const side =
    found.load.accountId === caller.account.id
      ? 'shipper'
      : found.load.assignedAccountId === caller.account.id
        ? 'carrier'
        : null;
  if (!side) throw notFound('Stop not found');
  const load = options.lock ? await lockLoadRow(tx, found.load.id) : found.load;
  if (side === 'carrier' && load.assignedAccountId !== caller.account.id)
    throw notFound('Stop not found');
  return { ...found, load, side };
}

/** After the award and before delivery, or 409 InvalidTransition. */
export function requireAwarded(load: LoadRow, doing: string): void {
  if (!AWARDED.includes(load.status))
    throw AppError.of(
      409,
      'InvalidTransition',
      `A stop is ${doing} after the award and before delivery (the load is ${load.status})`,
    );
}

/** The docks of a location that can serve a stop: active, of its kind, taking its equipment. */
export function servingDocks(
  all: readonly DockRow[],
  stopType: 'pickup' | 'delivery',
  equipmentType: string | null,
): DockRow[] {
  return all.filter(
    (dock) =>
      dock.active &&
      (dock.kind === 'both' || dock.kind === stopType) &&
      (dock.equipmentTypes.length === 0 ||
        !equipmentType ||
        dock.equipmentTypes.some((type) => type === equipmentType)),
  );
}

/** The stop as the appointment endpoints answer it: the load's stop with its booked dock. */
export async function appointmentStopOf(
  tx: DbOrTx,
  loadId: number,
  stopId: number,
): Promise<AppointmentStop> {
  const stop = (await stopsOf(tx, loadId)).find((entry) => entry.id === stopId);
  if (!stop) throw notFound('Stop not found');
  const [booking] = await tx
    .select({ appointment: dockAppointments, dockName: docks.name })
    .from(dockAppointments)
    .innerJoin(docks, eq(docks.id, dockAppointments.dockId))
    .where(and(eq(dockAppointments.stopId, stopId)));
  return {
    ...stop,
    load_id: loadId,
    booking: booking
      ? {
          dock_id: booking.appointment.dockId,
          dock_name: booking.dockName,
          start: booking.appointment.startsAt.toISOString(),
          end: booking.appointment.endsAt.toISOString(),
          loading_type: booking.appointment.loadingType,
        }
      : null,
  };
}
