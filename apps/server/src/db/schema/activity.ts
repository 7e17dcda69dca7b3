import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, setNullRef, tz } from './columns.ts';
import { bids, loads } from './loads.ts';

/** SPEC 3.7: a message in a bid's chat. */
export const bidComments = recordTable(
  'bid_comments',
  {
    bidId: cascadeRef('bid_id', () => bids.id),
    authorUserId: setNullRef('author_user_id', () => users.id),
    comment: pg.text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('bid_comments_bid_idx').on(t.bidId, t.id)],
);

/** The Notes/Comments of an assigned load, between the shipper and the assigned carrier. */
export const loadComments = recordTable(
  'load_comments',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    authorUserId: setNullRef('author_user_id', () => users.id),
    comment: pg.text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('load_comments_load_idx').on(t.loadId, t.id)],
);

/**
 * Live events for the server-sent stream. A row with no account is for every carrier (a new
 * marketplace spot quote). Rows are kept a day so a reconnecting stream can resume.
 */
export const events = pg.pgTable(
  'events',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: pg.integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    userId: pg.integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    audience: pg.text('audience').notNull().default('account'),
    type: pg.text('type').notNull(),
    payload: pg.jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('events_account_idx').on(t.accountId, t.id),
    pg.index('events_created_idx').on(t.createdAt),
  ],
);

export const notifications = recordTable(
  'notifications',
  {
    userId: cascadeRef('user_id', () => users.id),
    type: pg.text('type').notNull(),
    title: pg.text('title').notNull(),
    body: pg.text('body').notNull().default(''),
    link: pg.text('link'),
    readAt: tz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('notifications_user_idx').on(t.userId, t.id),
    pg.index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

export const notificationSettings = pg.pgTable(
  'notification_settings',
  {
    userId: cascadeRef('user_id', () => users.id),
    eventType: pg.text('event_type').notNull(),
    inApp: pg.boolean('in_app').notNull().default(true),
    email: pg.boolean('email').notNull().default(true),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.eventType] })],
);
