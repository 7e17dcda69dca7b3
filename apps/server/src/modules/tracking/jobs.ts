/** The tracking module's jobs (PRODUCT.md 18): ELD polls, held check calls, housekeeping. */
import { POSITIONS_KEPT_DAYS } from '@spotlane/shared/domain/tracking';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { defineJob, type JobRunner } from '../../platform/jobs.ts';
import { heldCheckCallJob, sendHeldCheckCall } from './check-calls.ts';
import { eldPollJob, enqueueEldPolls, pollEld } from './eld.ts';

/** Positions older than 30 days go (PRODUCT.md 18), a batch at a time through the `at` index. */
export const prunePositionsJob = defineJob<Record<string, never>>('tracking.prune-positions', {
  maxAttempts: 3,
});

export async function prunePositions(db: Db): Promise<number> {
  let removed = 0;
  for (;;) {
    const result = (await db.execute(sql`delete from load_positions where id in (
        select id from load_positions where at < now() - make_interval(days => ${POSITIONS_KEPT_DAYS})
        limit 5000)`)) as unknown as { affectedRows?: number; rowCount?: number };
    const count = result.rowCount ?? result.affectedRows ?? 0;
    removed += count;
    if (count < 5000) return removed;
  }
}

/** The tracking jobs: ELD polls, held check calls, and the position housekeeping. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  const { log } = runner;
  const every = ctx.config.ELD_POLL_SECONDS;
  runner
    .handle(eldPollJob, async ({ loadId }) => {
      await pollEld(ctx, loadId);
    })
    .periodic('tracking.eld-polls', every, () => enqueueEldPolls(ctx, every))
    .handle(heldCheckCallJob, ({ requestId }) => sendHeldCheckCall(ctx, requestId))
    .handle(prunePositionsJob, async () => {
      const removed = await prunePositions(ctx.db);
      if (removed) log.info({ removed }, 'tracking: positions older than 30 days removed');
    })
    .every(prunePositionsJob, 3600, {});
}
