import { sql } from 'drizzle-orm';
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
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key: limit.key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + 1` },
      })
      .returning({ count: rateLimitHits.count });
    if ((row?.count ?? 0) > limit.max) throw rateLimited();
  }
}
