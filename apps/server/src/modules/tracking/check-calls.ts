/**
 * Check calls without phone calls (PRODUCT.md 18): the carrier's quiet hours, and the shipper's
 * check-call request, held until they end when the truck reported its position lately.
 */
import {
  DEFAULT_QUIET_HOURS,
  FRESH_POSITION_MINUTES,
  type QuietHours,
  quietHoursEnd,
} from '@spotlane/shared/domain/tracking';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  checkCallRequests,
  loads,
  loadTrackingStates,
  quietHours,
} from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { defineJob } from '../../platform/jobs.ts';
import { lockLoadRow, recordHistory } from '../loads/index.ts';
import { notify } from '../notifications/index.ts';
import { nextStop } from './ingest.ts';
import { MOVING_STATUSES, stopsOfLoad } from './stops.ts';

function requireCarrier(caller: Caller) {
  if (caller.account.type !== 'carrier') throw forbidden('Quiet hours are a carrier setting');
}

async function quietHoursOf(db: DbOrTx, accountId: number): Promise<QuietHours> {
  const [row] = await db.select().from(quietHours).where(eq(quietHours.accountId, accountId));
  return row
    ? { start: row.start, end: row.end, enabled: row.enabled }
    : { ...DEFAULT_QUIET_HOURS };
}

export async function getQuietHours(ctx: AppContext, caller: Caller) {
  requireCarrier(caller);
  return quietHoursOf(ctx.db, caller.account.id);
}

export async function putQuietHours(ctx: AppContext, caller: Caller, input: QuietHours) {
  requireCarrier(caller);
  await ctx.db
    .insert(quietHours)
    .values({ accountId: caller.account.id, ...input })
    .onConflictDoUpdate({
      target: quietHours.accountId,
      set: { ...input, updatedAt: sql`now()` },
    });
  return quietHoursOf(ctx.db, caller.account.id);
}

const timeIn = (at: Date, timeZone: string) =>
  at.toLocaleTimeString('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/**
 * POST /api/loads/{id}/check_call_request (PRODUCT.md 18): the shipper asks the carrier for a
 * check call. Inside the carrier's quiet hours (in the next stop's time zone, the driver's)
 * with a position under 60 minutes old it is held until they end and says why; otherwise it
 * goes out now as a notification and mail to the carrier.
 */
export async function requestCheckCall(ctx: AppContext, caller: Caller, loadId: number) {
  const result = await ctx.db.transaction(async (tx) => {
    const load = await lockLoadRow(tx, loadId);
    if (load.accountId !== caller.account.id) {
      if (load.assignedAccountId === caller.account.id)
        throw forbidden('The shipper requests check calls');
      throw notFound('Shipment not found');
    }
    if (!load.assignedAccountId || !MOVING_STATUSES.includes(load.status))
      throw AppError.of(
        409,
        'InvalidTransition',
        'Only a load a carrier is moving has check calls',
      );
    const stops = await stopsOfLoad(tx, load);
    const quiet = await quietHoursOf(tx, load.assignedAccountId);
    const [state] = await tx
      .select()
      .from(loadTrackingStates)
      .where(eq(loadTrackingStates.loadId, load.id));
    const zone = (nextStop(stops) ?? stops.at(-1))?.location.timezone ?? 'America/Chicago';
    const now = new Date();
    const ends = quietHoursEnd(now, quiet, zone);
    const lastAt = state?.lastAt ?? null;
    const freshMinutes = lastAt ? (now.getTime() - lastAt.getTime()) / 60_000 : null;
    if (ends && freshMinutes !== null && freshMinutes < FRESH_POSITION_MINUTES) {
      const reason = `The carrier's quiet hours (${quiet.start}-${quiet.end}, the driver's time) last until ${timeIn(ends, zone)}, and the truck reported its position ${Math.max(1, Math.round(freshMinutes))} min ago: the request goes out then.`;
      const [row] = await tx
        .insert(checkCallRequests)
        .values({
          loadId: load.id,
          requestedByUserId: caller.user.id,
          status: 'held',
          heldUntil: ends,
          reason,
        })
        .returning({ id: checkCallRequests.id });
      await heldCheckCallJob.enqueue(
        tx,
        { requestId: row?.id ?? 0 },
        { key: `tracking.check-call:${row?.id}`, runAt: ends },
      );
      await recordHistory(tx, load.id, 'check_call_held', caller.user.id);
      return { status: 'held' as const, held_until: ends.toISOString(), reason };
    }
    await tx.insert(checkCallRequests).values({
      loadId: load.id,
      requestedByUserId: caller.user.id,
      status: 'sent',
      sentAt: now,
    });
    await recordHistory(tx, load.id, 'check_call_requested', caller.user.id);
    await notify(ctx, tx, { accountId: load.assignedAccountId }, 'checkCallRequested', load, {
      company: caller.account.companyName,
    });
    return { status: 'sent' as const, sent_at: now.toISOString() };
  });
  if (result.status === 'sent') ctx.mailWritten();
  return result;
}

/** A held check-call request goes out when the quiet hours end (once: its row is marked). */
export const heldCheckCallJob = defineJob<{ requestId: number }>('tracking.check-call-held', {
  maxAttempts: 5,
});

export async function sendHeldCheckCall(ctx: AppContext, requestId: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(checkCallRequests)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(and(eq(checkCallRequests.id, requestId), eq(checkCallRequests.status, 'held')))
      .returning();
    if (!row) return;
    const [load] = await tx.select().from(loads).where(eq(loads.id, row.loadId));
    if (!load?.assignedAccountId || !MOVING_STATUSES.includes(load.status)) return;
    const [shipper] = await tx
      .select({ name: accounts.companyName })
      .from(accounts)
      .where(eq(accounts.id, load.accountId));
    await notify(ctx, tx, { accountId: load.assignedAccountId }, 'checkCallRequested', load, {
      company: shipper?.name ?? '',
    });
  });
  ctx.mailWritten();
}
