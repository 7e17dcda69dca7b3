import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, setNullRef, tz } from './columns.ts';
import { bids, loads } from './loads.ts';

/** SPEC 3.7: a message in a bid's chat. */
export const bidComments = recordTable(
  'bid_comments',
  {
    bidId: cascadeRef('bid_id', () => bids.id),
    authorUserId: setNullRef('author_user_id', () => users.id),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bid_comments_bid_idx').on(t.bidId, t.id)],
);

/** The Notes/Comments of an assigned load, between the shipper and the assigned carrier. */
export const loadComments = recordTable(
  'load_comments',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    authorUserId: setNullRef('author_user_id', () => users.id),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('load_comments_load_idx').on(t.loadId, t.id)],
);

/**
 * Live events for the server-sent stream. A row with no account is for every carrier (a new
 * marketplace spot quote). Rows are kept a day so a reconnecting stream can resume.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    audience: text('audience').notNull().default('account'),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_account_idx').on(t.accountId, t.id),
    index('events_created_idx').on(t.createdAt),
  ],
);

export const notifications = recordTable(
  'notifications',
  {
    userId: cascadeRef('user_id', () => users.id),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: tz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: cascadeRef('user_id', () => users.id),
    eventType: text('event_type').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventType] })],
);
