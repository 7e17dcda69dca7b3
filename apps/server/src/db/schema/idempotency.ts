import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { cascadeRef, createdAt } from './columns.ts';

/**
 * Idempotency keys of an account (PRODUCT.md 22, docs/decisions/055): the row is claimed
 * (inserted under its primary key) before the request runs, so of two requests with one key
 * only one runs; `status_code` stays null while it runs, then the answer is kept for 24 hours.
 */
export const idempotencyKeys = pg.pgTable(
  'idempotency_keys',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    key: pg.text('key').notNull(),
    /** SHA-256 of the method, the URL and the body in canonical JSON. */
    requestHash: pg.text('request_hash').notNull(),
    statusCode: pg.integer('status_code'),
    contentType: pg.text('content_type'),
    responseBody: pg.text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.accountId, t.key] }),
    pg.index('idempotency_keys_created_idx').on(t.createdAt),
    pg.check('idempotency_keys_key_check', sql`length(${t.key}) between 1 and 255`),
  ],
);
