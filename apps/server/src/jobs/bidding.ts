import { defineJob } from './runner.ts';

/**
 * PRODUCT.md 9: the jobs of bidding that ends. Defined here (below every module) so that the
 * loads module can schedule the award when it saves a deadline and the bids module, which
 * owns the award path, handles it.
 */

/** At a load's bid deadline: award by its rule, or tell the shipper none is eligible. */
export const awardAtDeadlineJob = defineJob<{ loadId: number; deadline: string }>(
  'bids.award-at-deadline',
  { maxAttempts: 10 },
);

/** Once a load is assigned: every other pending bid becomes rejected, its carrier told. */
export const closeOtherBidsJob = defineJob<{ loadId: number }>('bids.close-others', {
  maxAttempts: 10,
  backoffSeconds: (attempt) => Math.min(30, 2 * attempt),
});
