import type { AppContext } from '../../context.ts';
import { defineJob, type JobRunner } from '../../platform/jobs.ts';
import { foldAttention } from './attention.ts';

/**
 * The loads module's jobs. A job kind is declared by the lower of the module that enqueues it
 * and the module that handles it (the one the other already imports), so both reach it through
 * a public surface without an import cycle (decision 065). Loads enqueues these two when a load
 * goes out; the bids and tenders modules handle them.
 */

/** PRODUCT.md 9, handled by bids: at a load's bid deadline, award by its rule or tell the shipper none is eligible. */
export const awardAtDeadlineJob = defineJob<{ loadId: number; deadline: string }>(
  'bids.award-at-deadline',
  { maxAttempts: 10 },
);

/**
 * PRODUCT.md 8, handled by tenders.
 * Offers the load to the next carrier of its lane's guide (or opens it to the lane's fallback
 * audience after the last). `after` is the number of offers already made: enqueued under the
 * key `tenders.next@<load>@<after>`, so each step exists once whoever enqueues it.
 */
export const offerNextTenderJob = defineJob<{ loadId: number; after: number }>('tenders.next', {
  maxAttempts: 10,
  backoffSeconds: (attempt) => Math.min(30, 2 * attempt),
});

export const nextTenderKey = (loadId: number, after: number) => `tenders.next@${loadId}@${after}`;

// Needs Attention's passed moments folded into one row per shipper (decision 043).
const ATTENTION_FOLD_SECONDS = 10 * 60;

/** The loads module's own job: the Needs Attention fold, in every process. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  runner.periodic('loads.attention-fold', ATTENTION_FOLD_SECONDS, () =>
    foldAttention(ctx.db, runner.log),
  );
}
