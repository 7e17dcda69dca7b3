import type { ScheduleEntry } from '@spotlane/shared/domain/hours';
import { contractInForce } from '@spotlane/shared/domain/lane-match';
import { tenderExpiry } from '@spotlane/shared/domain/tender-clock';
import { audienceLabels } from '@spotlane/shared/schemas/loads';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  deliveryLocations,
  laneCarriers,
  lanes,
  loadStatusHistory,
  loads,
  locationSchedules,
  shipperCarriers,
  tenders,
} from '../../db/schema.ts';
import { publishEvent } from '../../platform/events.ts';
import { defineJob } from '../../platform/jobs.ts';
import { blockedAmong } from '../compliance/index.ts';
import {
  announceSpotQuote,
  type LoadRow,
  offerLoadTo,
  openToFallback,
  recordHistory,
} from '../loads/index.ts';
import { tell } from '../notifications/index.ts';

/** At a tender's expires_at: an offer still open expires and the next carrier gets the load. */
export const expireTenderJob = defineJob<{ tenderId: number }>('tenders.expire', {
  maxAttempts: 10,
  backoffSeconds: (attempt) => Math.min(30, 2 * attempt),
});

/**
 * PRODUCT.md 8: the tender waterfall. A load published with audience `lane` is offered to the
 * carriers of its lane's routing guide one at a time; each step (offer, expiry) is a job of
 * the runner (declared in loads/jobs.ts and tenders/service.ts, handled in tenders/jobs.ts), so it survives a restart and runs once across processes:
 *  - every writer takes the load's row lock first (one lock order: the load, then its tender),
 *  - a tender changes status only `where status = 'offered'`,
 *  - the next offer is one job per (load, number of offers made), under a unique key, and does
 *    nothing when that offer already exists.
 */

type TenderRow = typeof tenders.$inferSelect;

/** History lines of the waterfall, in the load's status_history. */
export const HISTORY = {
  offered: 'tender_offered',
  accepted: 'tender_accepted',
  declined: 'tender_declined',
  expired: 'tender_expired',
  cancelled: 'tender_cancelled',
  fallback: 'tender_fallback',
  exhausted: 'tender_guide_ended',
  // PRODUCT.md 15: a carrier the shipper's policy blocks is passed over, the reason written.
  skipped: 'tender_skipped',
} as const;

export const OPEN_STATUSES = ['unscheduled', 'unassigned'];

/** The waterfall still runs for this load: open, with its lane, offered to one carrier at a time. */
export const waterfallRuns = (load: LoadRow) =>
  load.laneId !== null && load.audienceType === 'carriers' && OPEN_STATUSES.includes(load.status);

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** "Mon, Nov 30, 2026, 3:30 PM UTC": a deadline in a notice or mail. */
export function deadlineText(at: Date): string {
  return `${at.toLocaleString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })} UTC`;
}

/** The origin dock's shipping hours and time zone, which the acceptance window counts in. */
export async function originHours(
  tx: DbOrTx,
  locationId: number | null,
): Promise<{ schedule: ScheduleEntry[]; timeZone: string | null }> {
  if (locationId === null) return { schedule: [], timeZone: null };
  const [location] = await tx
    .select({ timezone: deliveryLocations.timezone })
    .from(deliveryLocations)
    .where(eq(deliveryLocations.id, locationId));
  const rows = await tx
    .select()
    .from(locationSchedules)
    .where(eq(locationSchedules.locationId, locationId));
  return {
    timeZone: location?.timezone ?? null,
    schedule: rows.map((row) => ({
      schedule_type: 'weekday',
      weekday: row.weekday,
      is_holiday: row.isHoliday,
      intervals: [{ start_time: row.startTime, end_time: row.endTime }],
    })),
  };
}

/** The carrier's name as the shipper knows it (its network row), else its own. */
export async function companyName(tx: DbOrTx, tender: TenderRow): Promise<string> {
  const [row] = rowsOf<{ name: string }>(
    await tx.execute(sql`select coalesce(nullif(sc.company_name, ''), a.company_name) as name
      from accounts a left join shipper_carriers sc on sc.id = ${tender.shipperCarrierId}
      where a.id = ${tender.carrierAccountId}`),
  );
  return row?.name ?? '';
}

export async function tellShipperOfTender(tx: DbOrTx, load: LoadRow, tender: TenderRow) {
  await publishEvent(tx, {
    accountId: load.accountId,
    type: 'tender',
    payload: { load_id: load.id, tender_id: tender.id, status: tender.status },
  });
}

export async function tellCarrierOfTender(tx: DbOrTx, tender: TenderRow) {
  await publishEvent(tx, {
    accountId: tender.carrierAccountId,
    type: 'tender',
    payload: { load_id: tender.loadId, tender_id: tender.id, status: tender.status },
  });
}

/**
 * The step after `after` offers: the next carrier of the guide that has not had this load
 * gets the offer; after the last, the lane's fallback audience. Nothing when that step is
 * done already or the waterfall has stopped (the load was covered, cancelled or re-audienced).
 */
export async function offerNextTender(
  ctx: AppContext,
  loadId: number,
  after: number,
  now: Date = new Date(),
): Promise<TenderRow | null> {
  return ctx.db.transaction(async (tx) => {
    const [load] = await tx.select().from(loads).where(eq(loads.id, loadId)).for('update');
    if (!load || !waterfallRuns(load)) return null;
    const made = await tx
      .select({ position: tenders.position, status: tenders.status })
      .from(tenders)
      .where(eq(tenders.loadId, loadId));
    if (made.length !== after || made.some((row) => row.status === 'offered')) return null;
    const [lane] = load.laneId
      ? await tx.select().from(lanes).where(eq(lanes.id, load.laneId))
      : [];
    const guide = lane
      ? await tx
          .select({ id: shipperCarriers.id, accountId: shipperCarriers.carrierAccountId })
          .from(laneCarriers)
          .innerJoin(shipperCarriers, eq(shipperCarriers.id, laneCarriers.shipperCarrierId))
          .where(eq(laneCarriers.laneId, lane.id))
          .orderBy(asc(laneCarriers.position))
      : [];
    const offeredBefore = new Set(
      (
        await tx
          .select({ accountId: tenders.carrierAccountId })
          .from(tenders)
          .where(eq(tenders.loadId, loadId))
      ).map((row) => row.accountId),
    );
    // PRODUCT.md 15: carriers the shipper's policy blocks are passed over too, and the load's
    // history says why (once per carrier).
    const candidates = guide.filter(
      (entry): entry is { id: number; accountId: number } =>
        entry.accountId !== null && !offeredBefore.has(entry.accountId),
    );
    const blocked = await blockedAmong(
      tx,
      load.accountId,
      candidates.map((entry) => entry.accountId),
    );
    await recordSkips(tx, loadId, candidates, blocked);
    // A carrier invited by e-mail that has not registered yet cannot answer: it is passed over.
    const next = candidates.find((entry) => !blocked.has(entry.accountId));
    if (!lane || !next || next.accountId === null) {
      await endOfGuide(ctx, tx, load, lane ?? null);
      return null;
    }
    const rate = contractInForce(
      lane.contractValidFrom && lane.contractValidTo
        ? { valid_from: lane.contractValidFrom, valid_to: lane.contractValidTo }
        : null,
      load.dateToLeave,
    )
      ? lane.contractRateCents
      : (lane.targetRateCents ?? load.targetRateCents);
    const hours = await originHours(tx, load.originLocationId);
    const expiresAt = tenderExpiry(
      now,
      lane.acceptanceWindowMinutes,
      hours.schedule,
      hours.timeZone,
    );
    const [tender] = await tx
      .insert(tenders)
      .values({
        loadId,
        laneId: lane.id,
        carrierAccountId: next.accountId,
        shipperCarrierId: next.id,
        rateCents: rate ?? null,
        position: after + 1,
        status: 'offered',
        offeredAt: now,
        expiresAt,
      })
      .returning();
    if (!tender) throw new Error('tender insert returned nothing');
    await offerLoadTo(tx, loadId, next.accountId);
    await recordHistory(tx, loadId, HISTORY.offered, null);
    await expireTenderJob.enqueue(
      tx,
      { tenderId: tender.id },
      { runAt: expiresAt, key: `tenders.expire@${tender.id}` },
    );
    await tellShipperOfTender(tx, load, tender);
    await tell(
      ctx,
      tx,
      { accountId: next.accountId },
      {
        type: 'tender',
        payload: { load_id: loadId, tender_id: tender.id, status: 'offered' },
      },
      {
        kind: 'tenderOffered',
        load,
        params: { rate: tender.rateCents, expiresAt: deadlineText(expiresAt) },
      },
    );
    return tender;
  });
}

/** The history's line for each blocked carrier of the guide, written the first time it is passed. */
async function recordSkips(
  tx: DbOrTx,
  loadId: number,
  candidates: { id: number; accountId: number }[],
  blocked: Map<number, string[]>,
) {
  if (blocked.size === 0) return;
  const written = await tx
    .select({ note: loadStatusHistory.note })
    .from(loadStatusHistory)
    .where(
      and(eq(loadStatusHistory.loadId, loadId), eq(loadStatusHistory.status, HISTORY.skipped)),
    );
  const notes = new Set(written.map((row) => row.note));
  // The blocked carriers' names in one read, not one per carrier of the guide.
  const names = new Map(
    (
      await tx
        .select({ id: accounts.id, name: accounts.companyName })
        .from(accounts)
        .where(inArray(accounts.id, [...blocked.keys()]))
    ).map((row) => [row.id, row.name]),
  );
  for (const entry of candidates) {
    const reasons = blocked.get(entry.accountId);
    if (!reasons) continue;
    const note = `${names.get(entry.accountId) ?? 'A carrier'} skipped: blocked by the carrier policy (${reasons.join(', ')})`;
    if (!notes.has(note)) await recordHistory(tx, loadId, HISTORY.skipped, null, note);
  }
}

/** After the guide's last carrier: the lane's fallback audience, or back to the shipper (`none`). */
async function endOfGuide(
  ctx: AppContext,
  tx: DbOrTx,
  load: LoadRow,
  lane: typeof lanes.$inferSelect | null,
) {
  const type = lane?.fallbackType ?? 'none';
  const listId = lane?.fallbackListId ?? null;
  const fallback =
    type === 'all' || type === 'marketplace'
      ? { type: type as 'all' | 'marketplace', listId: null }
      : type === 'list' && listId !== null
        ? { type: 'list' as const, listId }
        : null;
  await offerLoadTo(tx, load.id, null);
  const payload = { load_id: load.id, status: load.status };
  if (fallback === null) {
    await recordHistory(tx, load.id, HISTORY.exhausted, null);
    await tell(
      ctx,
      tx,
      { accountId: load.accountId },
      { type: 'tender', payload },
      { kind: 'tenderGuideEnded', load, params: { audience: null } },
    );
    return;
  }
  const opened = await openToFallback(tx, load, fallback);
  await recordHistory(tx, load.id, HISTORY.fallback, null);
  await tell(
    ctx,
    tx,
    { accountId: load.accountId },
    { type: 'tender', payload },
    { kind: 'tenderGuideEnded', load, params: { audience: audienceLabels[fallback.type] } },
  );
  if (!ctx.silent) await announceSpotQuote(ctx, tx, opened);
}
