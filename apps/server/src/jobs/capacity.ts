import { defineJob } from './runner.ts';

/**
 * PRODUCT.md 20: the jobs of carrier capacity. Defined here (below every module) so that the
 * loads module can ask for a new load's matches when it goes out and the capacity module, which
 * owns posts, preferences and matches, handles it.
 */

/** A load went out: find the posts and preferences it fits, and tell their carriers once. */
export const matchLoadJob = defineJob<{ loadId: number }>('capacity.match-load', {
  maxAttempts: 10,
  backoffSeconds: (attempt) => Math.min(30, 2 * attempt),
});

/** The key of a load's match job: once per load, whatever is retried. */
export const matchLoadKey = (loadId: number) => `capacity.match@${loadId}`;

/** A user's digest of the loads that fit its carrier's posts in one hour. */
export const loadMatchDigestJob = defineJob<{ userId: number; periodStart: string }>(
  'capacity.match-digest',
  { maxAttempts: 10 },
);
