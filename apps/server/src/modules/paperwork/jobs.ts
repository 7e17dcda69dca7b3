import type { AppContext } from '../../context.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { rateConfirmationJob } from '../loads/index.ts';
import { deliverRateConfirmation } from './rate-confirmations.ts';
import { atRiskSweepJob, hasUntoldAtRisk, sweepAtRisk } from './tracking.ts';

/** How often loads in transit are checked for the at-risk rule (PRODUCT.md 12). */
const AT_RISK_SWEEP_SECONDS = 5 * 60;

/** The paperwork module's jobs: the at-risk sweep and check, and rate confirmation delivery. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  const { log } = runner;
  runner
    .handle(atRiskSweepJob, async () => {
      const told = await sweepAtRisk(ctx);
      if (told) log.info({ told }, 'tracking: shippers told about loads at risk');
    })
    // A check in this process, without a queue row per slot: the job is enqueued only when a
    // load waits to be told about.
    .periodic('tracking.at-risk-check', AT_RISK_SWEEP_SECONDS, async () => {
      if (await hasUntoldAtRisk(ctx.db)) await atRiskSweepJob.enqueue(ctx.db, {});
    })
    .handle(rateConfirmationJob, ({ confirmationId }) =>
      deliverRateConfirmation(ctx, confirmationId),
    );
}
