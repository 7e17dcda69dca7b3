import type { AppContext } from '../../context.ts';
import { defineJob, type JobRunner } from '../../platform/jobs.ts';
import { invoiceIssuedJob } from '../billing/index.ts';
import { sweepClaimClocks } from './claim-clock-sweep.ts';
import { deductDecidedClaims } from './claim-late-deductions.ts';
import { publishRating, publishRatingJob } from './ratings.ts';

/** The claims' clocks (reminder on day 25, overdue), swept once an hour across processes. */
export const claimClocksJob = defineJob<Record<string, never>>('reputation.claim-clocks');
const CLAIM_CLOCKS_EVERY_SECONDS = 60 * 60;

/**
 * The reputation module's jobs (PRODUCT.md 21): publishing low ratings, the claims' clocks, and
 * the deduction of claims decided before their load's invoice was issued.
 */
export function attach(runner: JobRunner, ctx: AppContext): void {
  runner
    .handle(publishRatingJob, async ({ ratingId }) => {
      await publishRating(ctx, ratingId);
    })
    .handle(claimClocksJob, async () => {
      const { reminded, overdue } = await sweepClaimClocks(ctx);
      if (reminded || overdue) runner.log.info({ reminded, overdue }, 'reputation: claim clocks');
    })
    .handle(invoiceIssuedJob, async ({ loadId }) => {
      const deducted = await deductDecidedClaims(ctx, loadId);
      if (deducted) runner.log.info({ loadId, deducted }, 'reputation: claims deducted');
    })
    .every(claimClocksJob, CLAIM_CLOCKS_EVERY_SECONDS, {});
}
