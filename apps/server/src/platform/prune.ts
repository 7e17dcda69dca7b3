import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { EVENT_REPLAY_HOURS } from './events.ts';
import { pruneIdempotencyKeys } from './idempotency.ts';
import { defineJob, type JobRunner } from './jobs.ts';

/**
 * A grace period after expiry or use before a row goes: long enough for every rule that still
 * reads it (the hourly budget of wrong one-time codes counts across a user's codes; the
 * longest rate-limit window is well under it) and for support to look at a recent sign-in.
 */
const GRACE = sql`interval '1 day'`;

/** What housekeeping removes (PRODUCT 14), one statement per kind. */
export const pruneSteps = {
  sessions: sql`delete from sessions where expires_at < now() - ${GRACE}`,
  oneTimeCodes: sql`delete from one_time_codes
    where expires_at < now() - ${GRACE} or used_at < now() - ${GRACE}`,
  passwordLinks: sql`delete from password_tokens
    where expires_at < now() - ${GRACE} or used_at < now() - ${GRACE}`,
  trustedDevices: sql`delete from trusted_devices where expires_at < now() - ${GRACE}`,
  rateLimits: sql`delete from rate_limit_hits where window_start < now() - ${GRACE}`,
  events: sql`delete from events
    where created_at < now() - make_interval(hours => ${EVENT_REPLAY_HOURS})`,
  sentMail: sql`delete from mail_outbox where sent_at < now() - interval '7 days'`,
  finishedJobs: sql`delete from jobs where status <> 'pending' and finished_at < now() - interval '7 days'`,
  idempotencyKeys: pruneIdempotencyKeys,
} satisfies Record<string, SQL>;

export type PruneKind = keyof typeof pruneSteps;

/** Runs every step; answers the rows removed per kind. */
export async function pruneExpired(db: Db): Promise<Record<PruneKind, number>> {
  const removed = {} as Record<PruneKind, number>;
  for (const [kind, statement] of Object.entries(pruneSteps) as Array<[PruneKind, SQL]>) {
    const result = (await db.execute(statement)) as unknown as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    removed[kind] = result.rowCount ?? result.affectedRows ?? 0;
  }
  return removed;
}

export const pruneJob = defineJob<Record<string, never>>('housekeeping.prune', {
  maxAttempts: 3,
});

/** Housekeeping on the runner: once per `everySeconds` slot across every server process. */
export function schedulePruning(
  runner: JobRunner,
  db: Db,
  log: FastifyBaseLogger,
  everySeconds: number,
): void {
  runner
    .handle(pruneJob, async () => {
      log.info({ removed: await pruneExpired(db) }, 'housekeeping: expired rows pruned');
    })
    .every(pruneJob, everySeconds, {});
}
