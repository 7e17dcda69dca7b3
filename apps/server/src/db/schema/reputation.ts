import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, setNullRef, timestamps, tz } from './columns.ts';
import { loads } from './loads.ts';

/**
 * PRODUCT.md 21, reputation both ways and claims (migration 0037, decisions 079 and 080):
 * ratings after delivery, the scores kept from them by deltas, and loss and damage claims
 * with their clocks.
 */
export const ratings = recordTable(
  'ratings',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    /** The side that rates: `carrier` or `shipper`. */
    bySide: pg.text('by_side').notNull(),
    authorAccountId: cascadeRef('author_account_id', () => accounts.id),
    authorUserId: setNullRef('author_user_id', () => users.id),
    subject: pg.text('subject').notNull(),
    /** An account id for a carrier or a shipper, a location id for a facility. */
    subjectId: pg.integer('subject_id').notNull(),
    /** The account that is rated (a facility's owner), who sees a low rating first and replies. */
    ratedAccountId: cascadeRef('rated_account_id', () => accounts.id),
    stars: pg.integer('stars').notNull(),
    tags: pg.text('tags').array().notNull().default(sql`'{}'`),
    comment: pg.text('comment'),
    reply: pg.text('reply'),
    repliedAt: tz('replied_at'),
    repliedByUserId: setNullRef('replied_by_user_id', () => users.id),
    visibleFrom: tz('visible_from').notNull(),
    /** Whether its stars are in the subject's kept score (a low rating joins when it shows). */
    counted: pg.boolean('counted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('ratings_once').on(t.loadId, t.authorAccountId, t.subject, t.subjectId),
    pg.index('ratings_subject_idx').on(t.subject, t.subjectId, t.id),
    pg.index('ratings_rated_idx').on(t.ratedAccountId, t.id),
    pg.check('ratings_stars_check', sql`${t.stars} between 1 and 5`),
    pg.check('ratings_subject_check', sql`${t.subject} in ('carrier', 'shipper', 'location')`),
    pg.check('ratings_by_side_check', sql`${t.bySide} in ('carrier', 'shipper')`),
  ],
);

/** A subject's score: running sums updated with each counted rating (never a recount). */
export const reputationScores = pg.pgTable(
  'reputation_scores',
  {
    subject: pg.text('subject').notNull(),
    subjectId: pg.integer('subject_id').notNull(),
    starsSum: pg.integer('stars_sum').notNull().default(0),
    ratingCount: pg.integer('rating_count').notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.subject, t.subjectId] })],
);

export const claims = recordTable(
  'claims',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    shipperAccountId: cascadeRef('shipper_account_id', () => accounts.id),
    carrierAccountId: cascadeRef('carrier_account_id', () => accounts.id),
    filedByUserId: setNullRef('filed_by_user_id', () => users.id),
    type: pg.text('type').notNull(),
    amountCents: pg.bigint('amount_cents', { mode: 'number' }).notNull(),
    description: pg.text('description').notNull(),
    documentIds: pg.integer('document_ids').array().notNull().default(sql`'{}'`),
    status: pg.text('status').notNull().default('filed'),
    filedAt: tz('filed_at').notNull().defaultNow(),
    acknowledgeBy: pg.date('acknowledge_by', { mode: 'string' }).notNull(),
    remindOn: pg.date('remind_on', { mode: 'string' }).notNull(),
    decideBy: pg.date('decide_by', { mode: 'string' }).notNull(),
    /** The delivery location's time zone the clocks' dates are in. */
    timeZone: pg.text('time_zone').notNull(),
    acknowledgedAt: tz('acknowledged_at'),
    decision: pg.text('decision'),
    decisionAmountCents: pg.bigint('decision_amount_cents', { mode: 'number' }),
    decisionReason: pg.text('decision_reason'),
    decidedAt: tz('decided_at'),
    decidedByUserId: setNullRef('decided_by_user_id', () => users.id),
    overdue: pg.boolean('overdue').notNull().default(false),
    remindedAt: tz('reminded_at'),
    /** The agreed amount deducted on the load's invoice (cents), once. */
    deductedCents: pg.bigint('deducted_cents', { mode: 'number' }),
    ...timestamps(),
  },
  (t) => [
    pg.index('claims_shipper_idx').on(t.shipperAccountId, t.id),
    pg.index('claims_carrier_idx').on(t.carrierAccountId, t.id),
    pg.index('claims_load_idx').on(t.loadId),
    pg
      .index('claims_open_clock_idx')
      .on(t.acknowledgeBy, t.decideBy)
      .where(sql`${t.status} in ('filed', 'acknowledged')`),
    pg.check('claims_type_check', sql`${t.type} in ('loss', 'damage', 'shortage', 'delay')`),
    pg.check(
      'claims_status_check',
      sql`${t.status} in ('filed', 'acknowledged', 'paid', 'declined', 'partial', 'closed')`,
    ),
    pg.check('claims_amount_check', sql`${t.amountCents} >= 0`),
    pg.check(
      'claims_decision_check',
      sql`${t.decision} is null or ${t.decision} in ('pay', 'decline', 'partial')`,
    ),
  ],
);
