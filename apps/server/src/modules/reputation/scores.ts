import {
  DWELL_WINDOW_DAYS,
  meanStars,
  type RatingSubject,
} from '@spotlane/shared/domain/reputation';
import type { RatingSummary } from '@spotlane/shared/schemas/reputation';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ratings, reputationScores } from '../../db/schema.ts';
import { shipperDaysToPay } from '../billing/index.ts';

/**
 * PRODUCT.md 21, the kept scores (decision 079): a rating adds its stars to its subject's
 * running sums in the transaction that stores or publishes it, once (the rating's `counted`
 * flag flips under the same statement), so reading a score is one row whatever the history.
 */
export async function countRating(tx: DbOrTx, ratingId: number): Promise<boolean> {
  const [row] = await tx
    .update(ratings)
    .set({ counted: true })
    .where(and(eq(ratings.id, ratingId), eq(ratings.counted, false)))
    .returning({ subject: ratings.subject, subjectId: ratings.subjectId, stars: ratings.stars });
  if (!row) return false;
  await tx
    .insert(reputationScores)
    .values({ subject: row.subject, subjectId: row.subjectId, starsSum: row.stars, ratingCount: 1 })
    .onConflictDoUpdate({
      target: [reputationScores.subject, reputationScores.subjectId],
      set: {
        starsSum: sql`${reputationScores.starsSum} + ${row.stars}`,
        ratingCount: sql`${reputationScores.ratingCount} + 1`,
      },
    });
  return true;
}

/** Stars and count of many subjects of one kind, for cards and lists (one indexed read). */
export async function starsOf(
  db: DbOrTx,
  subject: RatingSubject,
  subjectIds: number[],
): Promise<Map<number, { stars: number | null; count: number }>> {
  const out = new Map<number, { stars: number | null; count: number }>();
  if (subjectIds.length === 0) return out;
  const rows = await db
    .select()
    .from(reputationScores)
    .where(
      and(eq(reputationScores.subject, subject), inArray(reputationScores.subjectId, subjectIds)),
    );
  for (const row of rows)
    out.set(row.subjectId, {
      stars: meanStars({ stars_sum: row.starsSum, count: row.ratingCount }),
      count: row.ratingCount,
    });
  return out;
}

/**
 * A facility's measured dwell: the mean of departure - arrival of its stops over the last 90
 * days. Read through the stops' (location_id, date) index, bounded to one location and 90 days
 * of stop dates, so it costs the same whatever the rest of the history (decision 079).
 */
export async function dwellMinutes(db: DbOrTx, locationId: number): Promise<number | null> {
  const result = await db.execute(sql`
    select round(avg(extract(epoch from (departed_at - arrived_at)) / 60))::int as minutes
      from load_stops
     where location_id = ${locationId}
       and date >= (current_date - ${DWELL_WINDOW_DAYS}::int)
       and arrived_at is not null and departed_at is not null
       and departed_at >= arrived_at
       and departed_at >= now() - make_interval(days => ${DWELL_WINDOW_DAYS}::int)`);
  const [row] = (result as unknown as { rows: { minutes: number | null }[] }).rows;
  return row?.minutes ?? null;
}

export async function summaryOf(
  db: DbOrTx,
  subject: RatingSubject,
  subjectId: number,
): Promise<RatingSummary> {
  const score = (await starsOf(db, subject, [subjectId])).get(subjectId);
  const days = subject === 'shipper' ? await shipperDaysToPay(db, subjectId) : null;
  return {
    stars: score?.stars ?? null,
    count: score?.count ?? 0,
    dwell_minutes: subject === 'location' ? await dwellMinutes(db, subjectId) : null,
    days_to_pay: days?.average_days ?? null,
  };
}
