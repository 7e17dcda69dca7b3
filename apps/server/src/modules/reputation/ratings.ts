import {
  isLowRating,
  isRatingVisible,
  isWithinRatingWindow,
  RATING_WINDOW_DAYS,
  type RatingSubject,
  subjectsRatedBy,
  unknownTags,
  visibleFrom,
} from '@spotlane/shared/domain/reputation';
import type * as schemas from '@spotlane/shared/schemas/reputation';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, deliveryLocations, loads, ratings } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { conflict, forbidden, notFound, validation } from '../../platform/errors.ts';
import { defineJob } from '../../platform/jobs.ts';
import { tell } from '../notifications/index.ts';
import { deliveredAt, facilitiesOf, type LoadRow, sideOf, visibleLoad } from './load-access.ts';
import { countRating } from './scores.ts';

/** PRODUCT.md 21: a low rating joins its subject's score when its 7 pending days are over. */
export const publishRatingJob = defineJob<{ ratingId: number }>('reputation.publish-rating');

type Row = typeof ratings.$inferSelect;
const DAY = 86_400_000;

async function subjectNames(db: DbOrTx, rows: Row[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const accountIds = rows.filter((r) => r.subject !== 'location').map((r) => r.subjectId);
  const locationIds = rows.filter((r) => r.subject === 'location').map((r) => r.subjectId);
  if (accountIds.length)
    for (const a of await db
      .select({ id: accounts.id, name: accounts.companyName })
      .from(accounts)
      .where(inArray(accounts.id, accountIds)))
      names.set(`account:${a.id}`, a.name);
  if (locationIds.length)
    for (const l of await db
      .select({ id: deliveryLocations.id, name: deliveryLocations.name })
      .from(deliveryLocations)
      .where(inArray(deliveryLocations.id, locationIds)))
      names.set(`location:${l.id}`, l.name);
  return names;
}

export async function answer(db: DbOrTx, rows: Row[], caller: Caller): Promise<schemas.Rating[]> {
  const names = await subjectNames(db, rows);
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    load_id: row.loadId,
    by: row.bySide as 'carrier' | 'shipper',
    subject: row.subject as RatingSubject,
    subject_id: row.subjectId,
    subject_name:
      names.get(`${row.subject === 'location' ? 'location' : 'account'}:${row.subjectId}`) ?? '',
    stars: row.stars,
    tags: row.tags,
    comment: row.comment,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    visible_from: row.visibleFrom.toISOString(),
    pending: row.visibleFrom.getTime() > now,
    can_reply: row.ratedAccountId === caller.account.id && row.reply === null,
    created_at: row.createdAt.toISOString(),
  }));
}

/** What a party may still rate on a delivered load: subject, id and name. */
async function rateableOf(db: DbOrTx, load: LoadRow, side: 'shipper' | 'carrier') {
  const out: z.infer<typeof schemas.rateableSubject>[] = [];
  for (const subject of subjectsRatedBy(side)) {
    if (subject === 'location') {
      for (const facility of await facilitiesOf(db, load))
        out.push({
          subject,
          subject_id: facility.id,
          location_id: facility.id,
          name: facility.name,
        });
    } else {
      const id = subject === 'carrier' ? load.assignedAccountId : load.accountId;
      if (id === null) continue;
      const [a] = await db
        .select({ name: accounts.companyName })
        .from(accounts)
        .where(eq(accounts.id, id));
      out.push({ subject, subject_id: id, location_id: null, name: a?.name ?? '' });
    }
  }
  return out;
}

/**
 * POST /api/loads/{id}/ratings: a party rates the other party (or a facility, for the carrier)
 * after delivery, within 14 days, once per subject (PRODUCT.md 21). 404 for a caller who cannot
 * see the load, 403 for anyone else or before delivery, 409 AlreadyRated.
 */
export async function rateLoad(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
  body: z.output<typeof schemas.ratingRequest>,
): Promise<schemas.Rating> {
  return ctx.db.transaction(async (tx) => {
    const load = await visibleLoad(tx, caller, loadId);
    const side = sideOf(load, caller);
    if (!side) throw forbidden('Only the shipper and the carrier of this load can rate it');
    const delivered = await deliveredAt(tx, load);
    if (!delivered) throw forbidden('This load can be rated once it is delivered');
    const now = new Date();
    if (!isWithinRatingWindow(delivered, now))
      throw forbidden(`Ratings are open for ${RATING_WINDOW_DAYS} days after delivery`);
    const subjects = await rateableOf(tx, load, side);
    if (!subjects.some((s) => s.subject === body.subject))
      throw validation('subject', `The ${side} of a load cannot rate a ${body.subject}`);
    const target =
      body.subject === 'location'
        ? subjects.find((s) => s.subject === 'location' && s.location_id === body.location_id)
        : subjects.find((s) => s.subject === body.subject);
    if (!target) throw validation('location_id', 'Choose one of the facilities this load visited');
    const unknown = unknownTags(body.subject, body.tags);
    if (unknown.length) throw validation('tags', `Unknown tags: ${unknown.join(', ')}`);
    const ratedAccountId =
      body.subject === 'location'
        ? ((await facilitiesOf(tx, load)).find((f) => f.id === target.subject_id)?.accountId ??
          load.accountId)
        : target.subject_id;
    const [row] = await tx
      .insert(ratings)
      .values({
        loadId,
        bySide: side,
        authorAccountId: caller.account.id,
        authorUserId: caller.user.id,
        subject: body.subject,
        subjectId: target.subject_id,
        ratedAccountId,
        stars: body.stars,
        tags: [...new Set(body.tags)],
        comment: body.comment,
        visibleFrom: visibleFrom(body.stars, now),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('AlreadyRated', 'You have already rated this on this load');
    if (isLowRating(row.stars))
      await publishRatingJob.enqueue(
        tx,
        { ratingId: row.id },
        { runAt: row.visibleFrom, key: `rating-publish:${row.id}` },
      );
    else await countRating(tx, row.id);
    await tell(
      ctx,
      tx,
      { accountId: ratedAccountId },
      { type: 'rating', payload: { load_id: loadId, rating_id: row.id } },
      { kind: 'rating', load, params: { what: 'received', stars: row.stars, about: target.name } },
    );
    return (await answer(tx, [row], caller))[0] as schemas.Rating;
  });
}

/** The job: a low rating's pending week is over; its stars join the score, once. */
export async function publishRating(ctx: AppContext, ratingId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ visibleFrom: ratings.visibleFrom })
      .from(ratings)
      .where(eq(ratings.id, ratingId));
    if (row && row.visibleFrom.getTime() <= Date.now()) await countRating(tx, ratingId);
  });
}

/** POST /api/ratings/{id}/reply: the rated party answers once (409 AlreadyReplied). */
export async function replyToRating(
  ctx: AppContext,
  caller: Caller,
  ratingId: number,
  comment: string,
): Promise<schemas.Rating> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(ratings)
      .where(and(eq(ratings.id, ratingId), eq(ratings.ratedAccountId, caller.account.id)))
      .for('update');
    if (!row) throw notFound('Rating not found');
    if (row.reply !== null) throw conflict('AlreadyReplied', 'This rating has a reply already');
    const [updated] = await tx
      .update(ratings)
      .set({ reply: comment, repliedAt: new Date(), repliedByUserId: caller.user.id })
      .where(eq(ratings.id, ratingId))
      .returning();
    const [load] = await tx.select().from(loads).where(eq(loads.id, row.loadId));
    if (load) {
      const [me] = await tx
        .select({ name: accounts.companyName })
        .from(accounts)
        .where(eq(accounts.id, caller.account.id));
      await tell(
        ctx,
        tx,
        { accountId: row.authorAccountId },
        { type: 'rating', payload: { load_id: row.loadId, rating_id: row.id } },
        {
          kind: 'rating',
          load,
          params: { what: 'replied', stars: row.stars, about: me?.name ?? '' },
        },
      );
    }
    return (await answer(tx, [updated as Row], caller))[0] as schemas.Rating;
  });
}

/** GET /api/loads/{id}/ratings: what the caller gave, received and may still rate on a load. */
export async function ratingsOfLoad(
  db: DbOrTx,
  caller: Caller,
  loadId: number,
): Promise<schemas.LoadRatings> {
  const load = await visibleLoad(db, caller, loadId);
  const side = sideOf(load, caller);
  if (!side) throw forbidden('Only the shipper and the carrier of this load see its ratings');
  const rows = await db.select().from(ratings).where(eq(ratings.loadId, loadId));
  const now = new Date();
  const given = rows.filter((r) => r.authorAccountId === caller.account.id);
  const received = rows.filter(
    (r) =>
      r.ratedAccountId === caller.account.id &&
      isRatingVisible(
        { visible_from: r.visibleFrom },
        { isRatedParty: true, isAuthor: false },
        now,
      ),
  );
  const delivered = await deliveredAt(db, load);
  const open = delivered !== null && isWithinRatingWindow(delivered, now);
  const done = new Set(given.map((r) => `${r.subject}:${r.subjectId}`));
  const toRate = open
    ? (await rateableOf(db, load, side)).filter((s) => !done.has(`${s.subject}:${s.subject_id}`))
    : [];
  return {
    load_id: loadId,
    rate_until: delivered
      ? new Date(delivered.getTime() + RATING_WINDOW_DAYS * DAY).toISOString()
      : null,
    to_rate: toRate,
    given: await answer(db, given, caller),
    received: await answer(db, received, caller),
  };
}
