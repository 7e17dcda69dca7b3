import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { OneRoundAtATime } from './rounds.ts';

/** NOTIFY channel: an enqueue wakes every runner at commit instead of at its next poll. */
export const JOBS_CHANNEL = 'spotlane_jobs';

export interface JobOptions {
  /** Runs in all, the first included; then the job is recorded as failed. */
  maxAttempts?: number;
  /** Seconds to wait before the next try after failed attempt number `attempt` (1, 2, ...). */
  backoffSeconds?: (attempt: number) => number;
}

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** An idempotency key: a second enqueue with the same key does nothing (answers false). */
  key?: string;
}

/** A kind of job: its name, its payload type and its retry policy. */
export interface JobType<P> {
  readonly name: string;
  readonly maxAttempts: number;
  backoffSeconds(attempt: number): number;
  /** Writes the job in the caller's transaction, so it exists exactly when the change does. */
  enqueue(db: DbOrTx, payload: P, options?: EnqueueOptions): Promise<boolean>;
  /** Writes many jobs of this kind in one statement (a fan-out); answers how many were new. */
  enqueueMany(db: DbOrTx, items: { payload: P; options?: EnqueueOptions }[]): Promise<number>;
  /** Only for typing: `typeof job.payloadType`. */
  readonly payloadType?: P;
}

/** The default backoff: 5 s, 10 s, 20 s ... at most an hour. */
export function exponentialBackoff(baseSeconds = 5, maxSeconds = 3600) {
  return (attempt: number) => Math.min(maxSeconds, baseSeconds * 2 ** (attempt - 1));
}

export function defineJob<P extends Record<string, unknown>>(
  name: string,
  options: JobOptions = {},
): JobType<P> {
  const enqueueMany: JobType<P>['enqueueMany'] = async (db, items) => {
    if (items.length === 0) return 0;
    const inserted = await db
      .insert(jobs)
      .values(
        items.map(({ payload, options: enqueueOptions = {} }) => ({
          name,
          payload,
          maxAttempts: options.maxAttempts ?? 5,
          runAt: enqueueOptions.runAt ?? sql`now()`,
          uniqueKey: enqueueOptions.key ?? null,
        })),
      )
      .onConflictDoNothing({ target: jobs.uniqueKey })
      .returning({ id: jobs.id });
    if (inserted.length > 0) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
    return inserted.length;
  };
  return {
    name,
    maxAttempts: options.maxAttempts ?? 5,
    backoffSeconds: options.backoffSeconds ?? exponentialBackoff(),
    enqueueMany,
    async enqueue(db, payload, enqueueOptions = {}) {
      return (await enqueueMany(db, [{ payload, options: enqueueOptions }])) > 0;
    },
  };
}

export interface JobInfo {
  id: number;
  name: string;
  /** 1 for the first run. */
  attempt: number;
}

type Handler = (payload: never, job: JobInfo) => Promise<void>;

interface ClaimedRow {
  id: string | number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface RunnerOptions {
  /** How often the queue is polled (enqueues also wake the runner through NOTIFY). */
  pollMs: number;
  /** How long a claimed job stays with this runner; renewed while the handler runs. */
  leaseSeconds: number;
  /** Jobs claimed and run at once. */
  batch?: number;
}

/**
 * Runs the jobs of the `jobs` table. Jobs are claimed with FOR UPDATE SKIP LOCKED and a lease
 * (locked_until, locked_by): any number of runners in any number of processes share the table,
 * and a job runs in one of them at a time. A runner renews the lease while a handler runs; a
 * runner that dies stops renewing and another claims the job once the lease has expired.
 * Recurring jobs are enqueued once per schedule slot under a unique key, so several processes
 * scheduling the same job create one row per slot.
 */
export class JobRunner {
  readonly runnerId = randomUUID();
  private readonly handlers = new Map<string, { type: JobType<unknown>; handler: Handler }>();
  private readonly schedules: Array<{
    type: JobType<unknown>;
    everySeconds: number;
    payload: unknown;
    lastSlot: number;
  }> = [];
  private readonly periodics: Array<{
    name: string;
    everyMs: number;
    task: () => Promise<unknown>;
    last: number;
  }> = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly rounds = new OneRoundAtATime(
    async () => {
      if (!this.stopped) await this.runDue();
    },
    (error) => this.log.error({ err: error }, 'job round failed'),
  );
  private stopped = true;
  private unlisten: Promise<(() => Promise<void>) | null> = Promise.resolve(null);

  constructor(
    private readonly database: Pick<Database, 'db'> & Partial<Pick<Database, 'listen'>>,
    readonly log: FastifyBaseLogger,
    private readonly options: RunnerOptions,
  ) {}

  /** Registers the handler of a kind of job; only registered kinds are claimed by this runner. */
  handle<P>(type: JobType<P>, handler: (payload: P, job: JobInfo) => Promise<void>): this {
    this.handlers.set(type.name, {
      type: type as JobType<unknown>,
      handler: handler as unknown as Handler,
    });
    return this;
  }

  /** Runs a registered job every `everySeconds`, once per slot across every process. */
  every<P>(type: JobType<P>, everySeconds: number, payload: P): this {
    this.schedules.push({ type: type as JobType<unknown>, everySeconds, payload, lastSlot: -1 });
    return this;
  }

  /**
   * Runs an idempotent check in this process every `everySeconds`, at the start of a round,
   * without a row in the queue: for sweeps that enqueue jobs only when there is work (the
   * webhook sweep), which would otherwise add a row per slot whether or not there was any.
   */
  periodic(name: string, everySeconds: number, task: () => Promise<unknown>): this {
    this.periodics.push({ name, everyMs: everySeconds * 1000, task, last: -Infinity });
    return this;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.database.listen) {
      this.unlisten = this.database
        .listen(JOBS_CHANNEL, () => this.nudge())
        .catch((error) => {
          this.log.warn({ err: error }, 'job runner cannot LISTEN; polling only');
          return null;
        });
    }
    const tick = () => {
      if (this.stopped) return;
      this.nudge();
      this.timer = setTimeout(tick, this.options.pollMs);
      this.timer.unref();
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await (await this.unlisten)?.();
    this.unlisten = Promise.resolve(null);
    await this.rounds.settled();
  }

  /**
   * Gives back the jobs this runner still holds (a shutdown that cannot wait for them): their
   * leases end now, so another process claims them at once instead of when they expire.
   * Answers how many were released.
   */
  async release(): Promise<number> {
    const result = (await this.database.db.execute(sql`update jobs
      set locked_until = null, locked_by = null
      where status = 'pending' and locked_by like ${`${this.runnerId}:%`}
      returning id`)) as unknown as { rows: unknown[] };
    return result.rows.length;
  }

  /** Asks for a round now (after a commit that enqueued a job). */
  nudge(): void {
    if (this.stopped) return;
    this.rounds.nudge();
  }

  /** One round: schedules the current slots, then runs what is due. Answers how many ran. */
  async runDue(): Promise<number> {
    await this.schedule();
    await this.runPeriodic();
    await this.failExhausted();
    let ran = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.rows.length === 0) return ran;
      await Promise.all(claimed.rows.map((row) => this.run(row, claimed.token)));
      ran += claimed.rows.length;
      if (this.stopped) return ran;
    }
  }

  private async schedule(): Promise<void> {
    const nowSeconds = Math.floor(Date.now() / 1000);
    for (const entry of this.schedules) {
      const slot = Math.floor(nowSeconds / entry.everySeconds) * entry.everySeconds;
      if (slot === entry.lastSlot) continue;
      await entry.type.enqueue(this.database.db, entry.payload, {
        key: `${entry.type.name}@${slot}`,
        runAt: new Date(slot * 1000),
      });
      entry.lastSlot = slot;
    }
  }

  private async runPeriodic(): Promise<void> {
    for (const entry of this.periodics) {
      if (Date.now() - entry.last < entry.everyMs) continue;
      entry.last = Date.now();
      try {
        await entry.task();
      } catch (error) {
        this.log.warn({ err: error, task: entry.name }, 'periodic task failed');
      }
    }
  }

  /** A job whose last allowed run died with its runner (lease expired) is recorded as failed. */
  private async failExhausted(): Promise<void> {
    await this.database.db.execute(sql`
      update jobs set status = 'failed', finished_at = now(), locked_by = null,
        last_error = coalesce(last_error, 'the runner stopped during the last attempt')
      where status = 'pending' and attempts >= max_attempts and locked_until < now()`);
  }

  private async claim(): Promise<{ token: string; rows: ClaimedRow[] }> {
    const names = [...this.handlers.keys()];
    if (names.length === 0) return { token: '', rows: [] };
    const token = `${this.runnerId}:${randomUUID()}`;
    const result = await this.database.db.execute(sql`
      update jobs
      set locked_until = now() + make_interval(secs => ${this.options.leaseSeconds}),
        locked_by = ${token}, attempts = attempts + 1
      where id in (
        select id from jobs
        where status = 'pending' and run_at <= now() and attempts < max_attempts
          and (locked_until is null or locked_until < now())
          and name in (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )})
        order by run_at, id
        limit ${this.options.batch ?? 10}
        for update skip locked)
      returning id, name, payload, attempts`);
    return { token, rows: (result as unknown as { rows: ClaimedRow[] }).rows };
  }

  private async run(row: ClaimedRow, token: string): Promise<void> {
    const id = Number(row.id);
    const entry = this.handlers.get(row.name);
    if (!entry) return;
    const db = this.database.db;
    // Keeps the lease while the handler runs, so no other runner takes the job meanwhile.
    const renew = setInterval(
      () => {
        db.execute(sql`update jobs
            set locked_until = now() + make_interval(secs => ${this.options.leaseSeconds})
            where id = ${id} and locked_by = ${token}`).catch((error) =>
          this.log.warn({ err: error, jobId: id }, 'job lease renewal failed'),
        );
      },
      Math.max(50, (this.options.leaseSeconds * 1000) / 3),
    );
    renew.unref();
    try {
      await entry.handler(row.payload as never, { id, name: row.name, attempt: row.attempts });
      clearInterval(renew);
      await db.execute(sql`update jobs
        set status = 'done', finished_at = now(), locked_until = null, last_error = null
        where id = ${id} and locked_by = ${token}`);
    } catch (error) {
      clearInterval(renew);
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const exhausted = row.attempts >= entry.type.maxAttempts;
      this.log.warn(
        { jobId: id, job: row.name, attempt: row.attempts, err: message },
        exhausted ? 'job failed for good' : 'job failed; it will be retried',
      );
      const delay = entry.type.backoffSeconds(row.attempts);
      await db.execute(sql`update jobs
        set status = case when attempts >= max_attempts then 'failed' else 'pending' end,
          finished_at = case when attempts >= max_attempts then now() end,
          run_at = case when attempts >= max_attempts then run_at
            else now() + make_interval(secs => ${delay}) end,
          locked_until = null, locked_by = null, last_error = ${message}
        where id = ${id} and locked_by = ${token}`);
    }
  }
}
