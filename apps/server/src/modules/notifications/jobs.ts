import type { AppContext } from '../../context.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import {
  marketplaceSpotQuoteJob,
  sendSpotQuoteDigest,
  spotQuoteDigestJob,
  tellMarketplace,
} from './marketplace.ts';

/** Registers the marketplace jobs with the runner. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  runner
    .handle(marketplaceSpotQuoteJob, async ({ loadId }) => {
      await tellMarketplace(ctx, loadId);
    })
    .handle(spotQuoteDigestJob, async ({ userId, periodStart }) => {
      await sendSpotQuoteDigest(ctx, userId, periodStart);
    });
}
