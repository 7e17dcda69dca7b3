import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, setNullRef, timestamps, tz } from './columns.ts';

/**
 * Webhook endpoints of an account (PRODUCT.md 11). `secret` signs every delivery, so it is
 * kept as written (an HMAC key cannot be hashed away). `lease_until`/`lease_by` make one
 * drainer per endpoint at a time (docs/decisions/026-webhooks.md).
 */
export const webhookEndpoints = recordTable(
  'webhook_endpoints',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    url: pg.text('url').notNull(),
    eventTypes: pg.text('event_types').array().notNull(),
    active: pg.boolean('active').notNull().default(true),
    secret: pg.text('secret').notNull(),
    createdBy: setNullRef('created_by', () => users.id),
    leaseUntil: tz('lease_until'),
    leaseBy: pg.text('lease_by'),
    ...timestamps(),
  },
  (t) => [
    // The fan-out in publishEvent: the active endpoints of one account.
    pg.index('webhook_endpoints_account_idx').on(t.accountId).where(sql`${t.active}`),
    pg.check('webhook_endpoints_event_types_check', sql`cardinality(${t.eventTypes}) >= 1`),
  ],
);

/**
 * One delivery of one event to one endpoint, in the order of `id` per endpoint. `body` is
 * the exact JSON sent ({id, type, created_at, data}); `event_id` is null for a test event.
 */
export const webhookDeliveries = pg.pgTable(
  'webhook_deliveries',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: pg
      .integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    // Events are pruned after their replay window; the log keeps the id they had.
    eventId: pg.bigint('event_id', { mode: 'number' }),
    type: pg.text('type').notNull(),
    body: pg.jsonb('body').$type<Record<string, unknown>>().notNull(),
    status: pg.text('status').notNull().default('pending'),
    attempt: pg.integer('attempt').notNull().default(0),
    responseCode: pg.integer('response_code'),
    lastError: pg.text('last_error'),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    // The drainer (the oldest pending delivery of an endpoint) and the sweeper (each head).
    pg
      .index('webhook_deliveries_pending_idx')
      .on(t.endpointId, t.id)
      .where(sql`${t.status} = 'pending'`),
    // The log: an endpoint's newest deliveries.
    pg.index('webhook_deliveries_log_idx').on(t.endpointId, t.id),
    pg.check(
      'webhook_deliveries_status_check',
      sql`${t.status} in ('pending', 'succeeded', 'failed')`,
    ),
    pg.check('webhook_deliveries_attempt_check', sql`${t.attempt} >= 0`),
  ],
);
