import type { AppContext } from '../../context.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { removeStaleUploads, staleUploadsJob } from './service.ts';

/** The job that removes never-completed uploads, once per pruning period across processes. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  const { log } = runner;
  runner
    .handle(staleUploadsJob, async () => {
      const removed = await removeStaleUploads(ctx.db, ctx.storage);
      if (removed > 0) log.info({ removed }, 'uploads: never-completed uploads removed');
    })
    .every(staleUploadsJob, ctx.config.PRUNE_EVERY_MINUTES * 60, {});
}
