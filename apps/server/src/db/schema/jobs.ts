import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tz } from './columns.ts';

/**
 * The job runner's queue (src/jobs): everything timed or retried. A row is claimed with
 * FOR UPDATE SKIP LOCKED and a lease (locked_until, locked_by), so several server processes
 * share the queue and never run one job twice at once. unique_key makes an enqueue idempotent
 * (a recurring job's schedule slot, e.g. `prune@1795300000`).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    runAt: tz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: tz('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    uniqueKey: text('unique_key'),
    createdAt: createdAt(),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.status} = 'pending'`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.status} <> 'pending'`),
    uniqueIndex('jobs_unique_key_unique').on(t.uniqueKey),
    check('jobs_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
