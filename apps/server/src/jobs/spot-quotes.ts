import { defineJob } from './runner.ts';

/**
 * PRODUCT.md 5: telling the marketplace of a new spot quote. Defined here (below every module)
 * so that the loads module can enqueue it when a load goes out and the notifications module,
 * which owns notifications and their settings, handles it.
 */

/** A load offered to the whole marketplace: every carrier hears of it, by its settings. */
export const marketplaceSpotQuoteJob = defineJob<{ loadId: number }>(
  'notifications.marketplace-spot-quote',
  { maxAttempts: 10 },
);

/** One mail per carrier user and digest period, listing the period's marketplace loads. */
export const spotQuoteDigestJob = defineJob<{ userId: number; periodStart: string }>(
  'notifications.spot-quote-digest',
  { maxAttempts: 10 },
);
