import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { hasPgCode } from '../../platform/hardening.ts';

/**
 * Counts kept by triggers (decision 043): the Needs Attention tile sums the rows of shipper_attention_counts
 * whose moment has come. Each passing moment leaves a row behind; folding them into the
 * account's '-infinity' row keeps that sum at a row or two. The tile is exact with or without a
 * fold: folding only moves counts between rows that are already summed.
 */
export async function foldAttentionCounts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // A shipper's transaction that holds one of these rows is never kept waiting by the fold
    // for long, and never deadlocks with it: the fold gives up and folds at its next turn.
    await tx.execute(sql`set local lock_timeout = '200ms'`);
    const result = await tx.execute(sql`select spotlane_fold_attention() as folded`);
    const [row] = (result as unknown as { rows: Array<{ folded: number }> }).rows;
    return row?.folded ?? 0;
  });
}

/** One turn of the fold: a lock held too long by a shipper makes it wait for the next turn. */
export async function foldAttention(db: Db, log: FastifyBaseLogger): Promise<void> {
  try {
    const folded = await foldAttentionCounts(db);
    if (folded > 0) log.debug({ folded }, 'needs attention: passed moments folded');
  } catch (error) {
    // 55P03 lock_not_available: it met a lock for longer than its timeout.
    if (!hasPgCode(error, '55P03')) throw error;
    log.debug('needs attention: fold gave way to a shipper, next turn');
  }
}
