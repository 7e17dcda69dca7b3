import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, tz } from './columns.ts';

/** Personal API tokens (PRODUCT.md 11): only a hash of the secret is kept. */
export const apiTokens = recordTable(
  'api_tokens',
  {
    userId: cascadeRef('user_id', () => users.id),
    name: pg.text('name').notNull(),
    tokenHash: pg.text('token_hash').notNull(),
    prefix: pg.text('prefix').notNull(),
    expiresAt: tz('expires_at'),
    lastUsedAt: tz('last_used_at'),
    revokedAt: tz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('api_tokens_token_hash_unique').on(t.tokenHash),
    pg.index('api_tokens_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
    pg.check('api_tokens_name_check', sql`length(trim(${t.name})) between 1 and 100`),
  ],
);
