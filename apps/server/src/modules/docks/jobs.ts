import { formatAtLocation } from '@spotlane/shared/domain/dock-slots';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryLocations, dockAppointments, loads } from '../../db/schema.ts';
import { defineJob, type JobRunner } from '../../platform/jobs.ts';
import { notify } from '../notifications/index.ts';

const REMINDER_HOURS = 24;

/** PRODUCT.md 17: the carrier's reminder of an appointment, 24 hours before it. */
export const appointmentReminderJob = defineJob<{ appointmentId: number; startsAt: string }>(
  'docks.appointment-reminder',
  { maxAttempts: 5 },
);

/**
 * Queues the reminder of a booked appointment, once per appointment row (its unique key): a
 * reschedule makes a new row and so a new reminder, and the old one finds its row gone.
 */
export async function queueReminder(
  tx: DbOrTx,
  appointment: { id: number; startsAt: Date },
): Promise<void> {
  const runAt = new Date(
    Math.max(Date.now(), appointment.startsAt.getTime() - REMINDER_HOURS * 3_600_000),
  );
  await appointmentReminderJob.enqueue(
    tx,
    { appointmentId: appointment.id, startsAt: appointment.startsAt.toISOString() },
    { key: `appointment-reminder:${appointment.id}`, runAt },
  );
}

/** Sends the reminder when the appointment still stands as booked (its notification settings apply). */
export async function remind(
  ctx: AppContext,
  payload: { appointmentId: number; startsAt: string },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ appointment: dockAppointments, load: loads, location: deliveryLocations })
      .from(dockAppointments)
      .innerJoin(loads, eq(loads.id, dockAppointments.loadId))
      .innerJoin(deliveryLocations, eq(deliveryLocations.id, dockAppointments.locationId))
      .where(eq(dockAppointments.id, payload.appointmentId));
    if (!found || found.appointment.startsAt.toISOString() !== payload.startsAt) return false;
    if (found.appointment.startsAt.getTime() < Date.now()) return false;
    const carrier = found.load.assignedAccountId;
    if (carrier === null) return false;
    await notify(ctx, tx, { accountId: carrier }, 'appointment', found.load, {
      what: 'reminder',
      stop: found.location.name,
      when: formatAtLocation(found.appointment.startsAt.getTime(), found.location.timezone),
    });
    return true;
  });
}

/** The docks module's jobs: the appointment reminders. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  runner.handle(appointmentReminderJob, async (payload) => {
    await remind(ctx, payload);
  });
}
