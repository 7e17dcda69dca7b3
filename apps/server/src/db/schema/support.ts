import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, setNullRef, tz } from './columns.ts';

/**
 * PRODUCT.md 13: the support chat. One conversation per signed-in user (user_id set), or one
 * per visitor's contact-form message (visitor_name/visitor_email set, no user). `status`:
 * open (waiting for an agent's answer), waiting (an agent answered, waiting for the user),
 * closed. The two unread counters are the messages the other side has not read yet.
 */
export const supportConversations = recordTable(
  'support_conversations',
  {
    userId: pg.integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorName: pg.text('visitor_name'),
    visitorEmail: pg.text('visitor_email'),
    status: pg.text('status').notNull().default('open'),
    assignedUserId: setNullRef('assigned_user_id', () => users.id),
    lastMessageAt: tz('last_message_at').notNull().defaultNow(),
    /** Agent messages the user has not read. */
    userUnread: pg.integer('user_unread').notNull().default(0),
    /** User (or visitor) messages no agent has read. */
    agentUnread: pg.integer('agent_unread').notNull().default(0),
    /** When the user last opened the chat (read it). */
    userReadAt: tz('user_read_at'),
    /** When the user was last told by mail of an agent's reply they had not read. */
    awayMailedAt: tz('away_mailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('support_conversations_user_unique').on(t.userId),
    pg.index('support_conversations_status_last_idx').on(t.status, t.lastMessageAt),
    pg.check(
      'support_conversations_status_check',
      sql`${t.status} in ('open', 'waiting', 'closed')`,
    ),
    pg.check(
      'support_conversations_owner_check',
      sql`${t.userId} is not null or ${t.visitorEmail} is not null`,
    ),
  ],
);

export const supportMessages = recordTable(
  'support_messages',
  {
    conversationId: cascadeRef('conversation_id', () => supportConversations.id),
    /** The author: the user, an agent, or null for a visitor's contact-form message. */
    authorUserId: setNullRef('author_user_id', () => users.id),
    fromAgent: pg.boolean('from_agent').notNull().default(false),
    body: pg.text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('support_messages_conversation_idx').on(t.conversationId, t.id)],
);
