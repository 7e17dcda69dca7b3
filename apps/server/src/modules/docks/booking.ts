import {
  beforeCutoff,
  type LoadingType,
  REFUSAL_MESSAGES,
  refusalOf,
  wallClockOf,
} from '@spotlane/shared/domain/dock-slots';
import type { AppointmentStop } from '@spotlane/shared/schemas/docks';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { dockAppointments } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { causes } from '../../platform/hardening.ts';
import { setStopAppointment } from '../loads/index.ts';
import { announceAppointment } from './announce.ts';
import { queueReminder } from './jobs.ts';
import { nextFree, slotInput, slotsOn } from './slots.ts';
import { appointmentStopOf, requireAwarded, type StopScope, stopForCaller } from './stops.ts';

const MINUTE = 60_000;
type AppointmentRow = typeof dockAppointments.$inferSelect;

const isOverlap = (error: unknown) => [...causes(error)].some(({ code }) => code === '23P01');

export const slotTaken = (nextFreeStart: string | null) =>
  new AppError(409, [
    {
      code: 'SlotTaken',
      message: nextFreeStart
        ? 'That slot was just taken: the next free slot is offered'
        : 'That slot was just taken and no later slot is free within the horizon',
      next_free: nextFreeStart,
    },
  ]);

export const pastCutoff = (hours: number) =>
  AppError.of(
    409,
    'PastCutoff',
    `Appointments change or cancel at least ${hours} hours before their start`,
  );

async function currentAppointment(tx: DbOrTx, stopId: number): Promise<AppointmentRow | null> {
  const [row] = await tx
    .select()
    .from(dockAppointments)
    .where(eq(dockAppointments.stopId, stopId))
    .for('update');
  return row ?? null;
}

/**
 * Books (or moves) a stop's appointment at `start` (PRODUCT.md 17), under the load's lock:
 * refused with the reason outside the hours, on a closed date, inside the lead time or past
 * the horizon (400), at an `fcfs` location (400), inside the change cutoff (409 PastCutoff).
 * The appointment goes onto the first serving dock free at that time; the exclusion
 * constraint is the judge, so a dock another booking just took is tried no further and,
 * with none left, the answer is 409 SlotTaken with the next free slot. The booked time
 * becomes the stop's appointment and a new rate confirmation version (loads).
 */
export async function bookAppointment(
  ctx: AppContext,
  caller: Caller,
  stopId: number,
  body: { start: string; loading_type: LoadingType },
  mode: 'book' | 'reschedule',
): Promise<AppointmentStop> {
  const now = Date.now();
  const result = await ctx.db.transaction(async (tx) => {
    const scope = await stopForCaller(tx, caller, stopId, { lock: true });
    requireAwarded(scope.load, 'booked');
    if (scope.location.shipmentProcess === 'fcfs')
      throw AppError.of(
        400,
        'ValidationError',
        'This location is first come, first served: it takes no appointments',
        'start',
      );
    // The docks of one location are booked in turn: racing inserts against the overlap
    // constraint wait on each other's savepoints and can deadlock, where the loser must hear
    // SlotTaken with the next free slot. Another location's bookings never wait.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('dock_bookings'), ${scope.location.id})`,
    );
    const existing = await currentAppointment(tx, stopId);
    if (mode === 'reschedule' && !existing) throw notFound('This stop has no appointment');
    const input = await slotInput(
      tx,
      scope.location,
      scope.stop.type,
      scope.load.equipmentType,
      body.loading_type,
      now,
    );
    if (existing && !beforeCutoff(existing.startsAt.getTime(), input.rules, now))
      throw pastCutoff(input.rules.change_cutoff_hours);
    const start = Date.parse(body.start);
    const refusal = refusalOf(start, input);
    if (refusal)
      throw new AppError(400, [
        {
          code: 'ValidationError',
          field: 'start',
          message: REFUSAL_MESSAGES[refusal],
          reasons: [refusal],
        },
      ]);
    if (input.docks.length === 0)
      throw AppError.of(
        400,
        'ValidationError',
        'No active dock of this location serves this stop',
        'start',
      );
    if (existing) await tx.delete(dockAppointments).where(eq(dockAppointments.id, existing.id));
    const date = wallClockOf(start, scope.location.timezone).slice(0, 10);
    const slot = (await slotsOn(tx, input, date, stopId)).find((entry) => entry.start === start);
    const end = start + input.rules.minutes[body.loading_type] * MINUTE;
    const booked = await claimDock(tx, scope, slot?.free_dock_ids ?? [], {
      start,
      end,
      loadingType: body.loading_type,
      userId: caller.user.id,
    });
    if (booked === null) return { taken: await nextFree(tx, input, start, stopId) };
    await queueReminder(tx, booked);
    const appointment = wallClockOf(start, scope.location.timezone);
    await setStopAppointment(tx, scope.load, stopId, appointment, caller.user.id);
    await announceAppointment(
      ctx,
      tx,
      scope,
      caller,
      existing ? 'changed' : 'booked',
      appointment,
      new Date(start),
    );
    return { stop: await appointmentStopOf(tx, scope.load.id, stopId) };
  });
  if ('taken' in result) throw slotTaken(result.taken ?? null);
  return result.stop;
}

/**
 * Inserts the appointment on the first of `dockIds` the exclusion constraint lets it onto
 * (each try in its own savepoint); null when every one was taken meanwhile.
 */
async function claimDock(
  tx: DbOrTx,
  scope: StopScope,
  dockIds: readonly number[],
  booking: { start: number; end: number; loadingType: LoadingType; userId: number },
): Promise<AppointmentRow | null> {
  for (const dockId of dockIds) {
    try {
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(dockAppointments)
          .values({
            stopId: scope.stop.id,
            loadId: scope.load.id,
            dockId,
            locationId: scope.location.id,
            shipperAccountId: scope.load.accountId,
            startsAt: new Date(booking.start),
            endsAt: new Date(booking.end),
            loadingType: booking.loadingType,
            bookedByUserId: booking.userId,
          })
          .returning();
        if (!row) throw new Error('the appointment was not saved');
        return row;
      });
    } catch (error) {
      if (!isOverlap(error)) throw error;
    }
  }
  return null;
}

/** DELETE /api/stops/{id}/appointment: before the cutoff, the stop loses its appointment. */
export async function cancelAppointment(
  ctx: AppContext,
  caller: Caller,
  stopId: number,
): Promise<AppointmentStop> {
  const now = Date.now();
  return ctx.db.transaction(async (tx) => {
    const scope = await stopForCaller(tx, caller, stopId, { lock: true });
    requireAwarded(scope.load, 'booked');
    const existing = await currentAppointment(tx, stopId);
    if (!existing) throw notFound('This stop has no appointment');
    const input = await slotInput(
      tx,
      scope.location,
      scope.stop.type,
      scope.load.equipmentType,
      existing.loadingType,
      now,
    );
    if (!beforeCutoff(existing.startsAt.getTime(), input.rules, now))
      throw pastCutoff(input.rules.change_cutoff_hours);
    await tx.delete(dockAppointments).where(eq(dockAppointments.id, existing.id));
    await setStopAppointment(tx, scope.load, stopId, null, caller.user.id);
    await announceAppointment(ctx, tx, scope, caller, 'cancelled', null);
    return appointmentStopOf(tx, scope.load.id, stopId);
  });
}
