import { specFromStops } from '@spotlane/shared/domain/stops';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loadStops, loads } from '../../db/schema.ts';
import { type LoadRow, recordHistory, reviseRateConfirmation } from './status.ts';

/**
 * PRODUCT.md 17: a booked (or cancelled) dock appointment becomes the stop's appointment
 * (16), the load's SPEC appointment fields follow its stops (decision 069), an assigned load
 * with both ends booked becomes scheduled, and the changed terms make a new rate confirmation
 * version. Runs in the caller's transaction, under the load's row lock (the docks module's
 * booking takes it first). Answers the load after the change.
 */
export async function setStopAppointment(
  tx: DbOrTx,
  load: LoadRow,
  stopId: number,
  appointment: string | null,
  byUserId: number,
): Promise<LoadRow> {
  await tx
    .update(loadStops)
    .set({ appointment, updatedAt: sql`now()` })
    .where(eq(loadStops.id, stopId));
  const stops = await tx
    .select()
    .from(loadStops)
    .where(eq(loadStops.loadId, load.id))
    .orderBy(asc(loadStops.position));
  const spec = specFromStops(
    stops.map((stop) => ({
      type: stop.type,
      location_id: stop.locationId,
      date: stop.date,
      appointment: stop.appointment,
    })),
  );
  const both = Boolean(spec.appointment_pickup && spec.appointment_delivery);
  const status =
    load.status === 'assigned' && both
      ? 'scheduled'
      : load.status === 'scheduled' && !both
        ? 'assigned'
        : load.status;
  const [after] = await tx
    .update(loads)
    .set({
      appointmentPickup: spec.appointment_pickup,
      extraAppointmentPickup: spec.extra_appointment_pickup,
      extraAppointmentDelivery: spec.extra_appointment_delivery,
      appointmentDelivery: spec.appointment_delivery,
      status,
      updatedAt: sql`now()`,
    })
    .where(eq(loads.id, load.id))
    .returning();
  if (!after) throw new Error('the load was not updated');
  if (status !== load.status) await recordHistory(tx, load.id, status, byUserId);
  await reviseRateConfirmation(tx, after, byUserId);
  return after;
}
