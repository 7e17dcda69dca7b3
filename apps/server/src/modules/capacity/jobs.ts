import type { AppContext } from '../../context.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { matchLoadJob } from '../loads/index.ts';
import { loadMatchDigestJob, matchLoad, sendMatchDigest } from './alerts.ts';

/** Capacity's jobs: match a load that went out, and send an hour's digest of matches. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  runner
    .handle(matchLoadJob, async ({ loadId }) => {
      await matchLoad(ctx, loadId);
    })
    .handle(loadMatchDigestJob, async ({ userId, periodStart }) => {
      await sendMatchDigest(ctx, userId, periodStart);
    });
}
