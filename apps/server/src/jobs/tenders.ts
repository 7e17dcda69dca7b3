import { defineJob } from './runner.ts';

/**
 * PRODUCT.md 8: the timed steps of the tender waterfall. Defined here (below every module) so
 * that the loads module can start a waterfall when it publishes a load with audience `lane`,
 * and the tenders module, which owns the tenders, handles them.
 */

/**
 * Offers the load to the next carrier of its lane's guide (or opens it to the lane's fallback
 * audience after the last). `after` is the number of offers already made: enqueued under the
 * key `tenders.next@<load>@<after>`, so each step exists once whoever enqueues it.
 */
export const offerNextTenderJob = defineJob<{ loadId: number; after: number }>('tenders.next', {
  maxAttempts: 10,
  backoffSeconds: (attempt) => Math.min(30, 2 * attempt),
});

/** At a tender's expires_at: an offer still open expires and the next carrier gets the load. */
export const expireTenderJob = defineJob<{ tenderId: number }>('tenders.expire', {
  maxAttempts: 10,
  backoffSeconds: (attempt) => Math.min(30, 2 * attempt),
});

export const nextTenderKey = (loadId: number, after: number) => `tenders.next@${loadId}@${after}`;
