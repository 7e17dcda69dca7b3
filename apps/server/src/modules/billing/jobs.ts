import type { AppContext } from '../../context.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { autoApprove, autoApproveJob } from './accessorials.ts';

/** The billing module's jobs: the automatic approval of accessorial lines (PRODUCT.md 19). */
export function attach(runner: JobRunner, ctx: AppContext): void {
  runner.handle(autoApproveJob, async ({ accessorialId }) => {
    await autoApprove(ctx, accessorialId);
  });
}
