/**
 * How a tender's offer ends (PRODUCT.md 8): the tender locked after its load, its status moved
 * only from `offered`, the load moved on to the next carrier; and the expiry at its deadline.
 */
import type { TenderStatus } from '@spotlane/shared/schemas/tenders';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tenders } from '../../db/schema.ts';
import { firstOrNotFound, notFound } from '../../platform/errors.ts';
import {
  type LoadRow,
  lockLoadRow,
  nextTenderKey,
  offerLoadTo,
  offerNextTenderJob,
  recordHistory,
} from '../loads/index.ts';
import { tell } from '../notifications/index.ts';
import { companyName, expireTenderJob, HISTORY, waterfallRuns } from './service.ts';

type TenderRow = typeof tenders.$inferSelect;

/** The tender and its load, both locked (the load first); 404 unless `mine` says it is the caller's. */
export async function lockTender(
  tx: DbOrTx,
  id: number,
  mine: (tender: TenderRow) => boolean,
): Promise<{ load: LoadRow; tender: TenderRow }> {
  const [target] = await tx.select().from(tenders).where(eq(tenders.id, id));
  if (!target || !mine(target)) throw notFound('Tender not found');
  const load = await lockLoadRow(tx, target.loadId);
  const tender = firstOrNotFound(
    await tx.select().from(tenders).where(eq(tenders.id, id)).for('update'),
    'Tender not found',
  );
  return { load, tender };
}

/** Moves an open tender to `status` (only from `offered`); answers the row, or null when it was not open. */
export async function decide(
  tx: DbOrTx,
  tender: TenderRow,
  status: Exclude<TenderStatus, 'offered'>,
  now: Date,
): Promise<TenderRow | null> {
  const [row] = await tx
    .update(tenders)
    .set({ status, decidedAt: now })
    .where(and(eq(tenders.id, tender.id), eq(tenders.status, 'offered')))
    .returning();
  return row ?? null;
}

/** The load is taken from the carrier whose offer ended, and the next step is enqueued. */
export async function moveOn(tx: DbOrTx, tender: TenderRow) {
  await offerLoadTo(tx, tender.loadId, null);
  await offerNextTenderJob.enqueue(
    tx,
    { loadId: tender.loadId, after: tender.position },
    { key: nextTenderKey(tender.loadId, tender.position) },
  );
}

/**
 * The expiry job: an offer still open at its expires_at expires, both sides are told, and the
 * next carrier gets the load. On a load that left the waterfall the offer is cancelled instead.
 */
export async function expireTender(
  ctx: AppContext,
  tenderId: number,
  now: Date = new Date(),
): Promise<TenderStatus | null> {
  return ctx.db.transaction(async (tx) => {
    const [target] = await tx.select().from(tenders).where(eq(tenders.id, tenderId));
    if (target?.status !== 'offered') return null;
    const { load, tender } = await lockTender(tx, tenderId, () => true);
    if (tender.status !== 'offered') return null;
    if (!waterfallRuns(load)) {
      const cancelled = await decide(tx, tender, 'cancelled', now);
      if (cancelled) await recordHistory(tx, load.id, HISTORY.cancelled, null);
      return cancelled ? 'cancelled' : null;
    }
    // Not yet due (the job ran early, or the clock of this process is behind): run again then.
    if (tender.expiresAt.getTime() > now.getTime()) {
      await expireTenderJob.enqueue(
        tx,
        { tenderId },
        { runAt: tender.expiresAt, key: `tenders.expire@${tender.id}@${now.getTime()}` },
      );
      return null;
    }
    const expired = await decide(tx, tender, 'expired', now);
    if (!expired) return null;
    await recordHistory(tx, load.id, HISTORY.expired, null);
    await moveOn(tx, expired);
    const payload = { load_id: load.id, tender_id: tender.id, status: 'expired' };
    await tell(
      ctx,
      tx,
      { accountId: tender.carrierAccountId },
      { type: 'tender', payload },
      { kind: 'tenderExpired', load, params: {} },
    );
    await tell(
      ctx,
      tx,
      { accountId: load.accountId },
      { type: 'tender', payload },
      {
        kind: 'tenderAnswered',
        load,
        params: { company: await companyName(tx, tender), answer: 'expired' },
      },
    );
    return 'expired';
  });
}
