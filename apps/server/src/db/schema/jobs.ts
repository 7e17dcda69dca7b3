import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, tz } from './columns.ts';

/**
 * The job runner's queue (platform/jobs.ts): everything timed or retried. A row is claimed with
 * FOR UPDATE SKIP LOCKED and a lease (locked_until, locked_by), so several server processes
 * share the queue and never run one job twice at once. unique_key makes an enqueue idempotent
 * (a recurring job's schedule slot, e.g. `prune@1795300000`).
 */
export const jobs = pg.pgTable(
  'jobs',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    name: pg.text('name').notNull(),
    payload: pg.jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: pg.text('status').notNull().default('pending'),
    runAt: tz('run_at').notNull().defaultNow(),
    attempts: pg.integer('attempts').notNull().default(0),
    maxAttempts: pg.integer('max_attempts').notNull().default(5),
    lockedUntil: tz('locked_until'),
    lockedBy: pg.text('locked_by'),
    lastError: pg.text('last_error'),
    uniqueKey: pg.text('unique_key'),
    createdAt: createdAt(),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    pg.index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.status} = 'pending'`),
    pg.index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.status} <> 'pending'`),
    pg.uniqueIndex('jobs_unique_key_unique').on(t.uniqueKey),
    pg.check('jobs_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
    pg.check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
