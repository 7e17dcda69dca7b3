import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
import { rateLimited } from './errors.ts';

export interface Limit {
  /** What is counted, e.g. 'login:email:ann@example.com'. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in PostgreSQL, so every API instance sees the same counts.
 * Throws 429 RateLimited once any of the limits is exceeded.
 */
export async function hitRateLimits(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key: limit.key, windowStart: windowOf(limit), count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + 1` },
      })
      .returning({ count: rateLimitHits.count });
    if ((row?.count ?? 0) > limit.max) throw exceeded(limit);
  }
}

const windowOf = (limit: Limit) => {
  const windowMs = limit.windowSeconds * 1000;
  return new Date(Math.floor(Date.now() / windowMs) * windowMs);
};

/** The 429 of a used-up limit: it lets the caller through again when its window ends. */
const exceeded = (limit: Limit) =>
  rateLimited({
    max: limit.max,
    resetSeconds: (windowOf(limit).getTime() + limit.windowSeconds * 1000 - Date.now()) / 1000,
  });

/** Throws 429 when any limit is already used up, without counting this call. */
export async function checkRateLimits(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const [row] = await db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, limit.key), eq(rateLimitHits.windowStart, windowOf(limit))));
    if ((row?.count ?? 0) >= limit.max) throw exceeded(limit);
  }
}

/**
 * Takes back a hit of the current window: a try counted up front (so that simultaneous
 * tries cannot all slip under the limit) that turned out not to be a failure.
 */
export async function refundRateLimits(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    await db
      .update(rateLimitHits)
      .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
      .where(and(eq(rateLimitHits.key, limit.key), eq(rateLimitHits.windowStart, windowOf(limit))));
  }
}
