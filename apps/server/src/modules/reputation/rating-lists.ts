import { RATING_WINDOW_DAYS, type RatingSubject } from '@spotlane/shared/domain/reputation';
import type * as schemas from '@spotlane/shared/schemas/reputation';
import { and, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, deliveryLocations, loadStatusHistory, loads, ratings } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { answer, ratingsOfLoad } from './ratings.ts';
import { summaryOf } from './scores.ts';

/** PRODUCT.md 21, the reads of ratings: a subject's list and score, the reminder, the scores of many. */

const DAY = 86_400_000;

/**
 * Who may read a subject's ratings: the subject itself, the other side of the market (carriers
 * read shippers and facilities, shippers read carriers); a same-side stranger gets 404.
 */
export async function mayRead(
  db: DbOrTx,
  caller: Caller,
  subject: RatingSubject,
  subjectId: number,
) {
  const me = caller.account;
  if (subject === 'location') {
    const [location] = await db
      .select({ accountId: deliveryLocations.accountId })
      .from(deliveryLocations)
      .where(eq(deliveryLocations.id, subjectId));
    return !!location && (location.accountId === me.id || me.type === 'carrier');
  }
  const [account] = await db
    .select({ type: accounts.type })
    .from(accounts)
    .where(eq(accounts.id, subjectId));
  if (!account || account.type !== subject) return false;
  return subjectId === me.id || me.type !== subject;
}

/** GET /api/ratings?subject&subject_id: the visible ratings, newest first, and the kept score. */
export async function listRatings(
  db: DbOrTx,
  caller: Caller,
  query: z.output<typeof schemas.ratingsQuery>,
): Promise<schemas.RatingList> {
  if (!(await mayRead(db, caller, query.subject, query.subject_id))) throw notFound('Not found');
  const page = query.page ?? 1;
  const size = query.page_size ?? 20;
  const where = and(
    eq(ratings.subject, query.subject),
    eq(ratings.subjectId, query.subject_id),
    or(
      lte(ratings.visibleFrom, sql`now()`),
      eq(ratings.ratedAccountId, caller.account.id),
      eq(ratings.authorAccountId, caller.account.id),
    ),
  );
  const [rows, [total], summary] = await Promise.all([
    db
      .select()
      .from(ratings)
      .where(where)
      .orderBy(desc(ratings.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(ratings).where(where),
    summaryOf(db, query.subject, query.subject_id),
  ]);
  return { results: await answer(db, rows, caller), count: total?.n ?? 0, summary };
}

/**
 * GET /api/ratings/to_rate: the caller's delivered loads still open to rate (14 days), with what
 * is left to rate on each: the "to rate" reminder. Bounded by the 14-day window of deliveries.
 */
export async function toRate(db: DbOrTx, caller: Caller) {
  const me = caller.account.id;
  const since = new Date(Date.now() - RATING_WINDOW_DAYS * DAY);
  const recent = await db
    .selectDistinct({ load: loads })
    .from(loadStatusHistory)
    .innerJoin(loads, eq(loads.id, loadStatusHistory.loadId))
    .where(
      and(
        eq(loadStatusHistory.status, 'delivered'),
        sql`${loadStatusHistory.createdAt} >= ${since.toISOString()}`,
        eq(loads.status, 'delivered'),
        or(eq(loads.accountId, me), eq(loads.assignedAccountId, me)),
      ),
    )
    .limit(50);
  const results: z.infer<typeof schemas.toRateItem>[] = [];
  for (const { load } of recent) {
    const mine = await ratingsOfLoad(db, caller, load.id);
    if (mine.to_rate.length === 0 || !mine.rate_until) continue;
    results.push({
      load_id: load.id,
      load_name: load.name,
      identifier: load.identifier,
      rate_until: mine.rate_until,
      subjects: mine.to_rate,
    });
  }
  results.sort((a, b) => a.rate_until.localeCompare(b.rate_until));
  return { results, count: results.length };
}

/**
 * GET /api/ratings/scores: the kept scores of several subjects for cards and bid lists; ids the
 * caller may not read are left out (never an error that would tell them apart).
 */
export async function scoresOf(
  db: DbOrTx,
  caller: Caller,
  query: z.output<typeof schemas.scoresQuery>,
): Promise<schemas.ScoreList> {
  const results: schemas.SubjectScore[] = [];
  for (const id of query.ids) {
    if (!(await mayRead(db, caller, query.subject, id))) continue;
    results.push({ subject_id: id, ...(await summaryOf(db, query.subject, id)) });
  }
  return { results };
}

/** GET /api/ratings/received: the ratings of the caller's account and facilities, and its score. */
export async function receivedRatings(
  db: DbOrTx,
  caller: Caller,
  query: { page?: number; page_size?: number },
): Promise<schemas.RatingList> {
  const page = query.page ?? 1;
  const size = query.page_size ?? 20;
  const where = eq(ratings.ratedAccountId, caller.account.id);
  const [rows, [total], summary] = await Promise.all([
    db
      .select()
      .from(ratings)
      .where(where)
      .orderBy(desc(ratings.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(ratings).where(where),
    summaryOf(db, caller.account.type === 'carrier' ? 'carrier' : 'shipper', caller.account.id),
  ]);
  return { results: await answer(db, rows, caller), count: total?.n ?? 0, summary };
}
