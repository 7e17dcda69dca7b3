import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { bidReviewedAs, bids, loads } from '../../db/schema.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { awardAtDeadlineJob } from '../loads/index.ts';
import { awardAtDeadline, closeOtherBidsJob } from './award.ts';
import { closeOpenCounters } from './counters.ts';
import { tellBidRejected } from './notices.ts';

/** The bidding jobs: the award at the deadline (award.ts) and no bid left in limbo. */

/**
 * No bid left in limbo: once a load is assigned, every other pending bid becomes rejected and
 * its carrier is told (the catalogue never names the load to it). Runs as a job enqueued by
 * the award, at its commit.
 */
export async function closeOtherBids(ctx: AppContext, loadId: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [load] = await tx.select().from(loads).where(eq(loads.id, loadId)).for('update');
    if (!load || load.assignedAccountId === null) return 0;
    const rejected = await tx
      .update(bids)
      .set(bidReviewedAs('rejected'))
      .where(and(eq(bids.loadId, loadId), eq(bids.status, 'pending')))
      .returning({ id: bids.id, carrierAccountId: bids.carrierAccountId });
    await closeOpenCounters(
      tx,
      rejected.map((bid) => bid.id),
      'superseded',
    );
    for (const bid of rejected) {
      const payload = { load_id: loadId, bid_id: bid.id };
      await tellBidRejected(ctx, tx, bid.carrierAccountId, payload, load, true);
    }
    return rejected.length;
  });
}

/** The bids module's jobs: the award at the deadline and no bid left in limbo. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  const { log } = runner;
  runner
    .handle(awardAtDeadlineJob, ({ loadId }) => awardAtDeadline(ctx, loadId))
    .handle(closeOtherBidsJob, async ({ loadId }) => {
      const closed = await closeOtherBids(ctx, loadId);
      if (closed > 0) log.info({ loadId, closed }, 'bids: other pending bids rejected');
    });
}
