import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { until } from '../../test/wait.ts';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import { defineJob, JobRunner } from './jobs.ts';

const log = pino({ level: 'silent' });

interface JobRow {
  id: string | number;
  status: string;
  attempts: number;
  last_error: string | null;
  finished_at: Date | null;
  unique_key: string | null;
}

async function jobRows(db: Db, name: string): Promise<JobRow[]> {
  const result = await db.execute(
    sql`select id, status, attempts, last_error, finished_at, unique_key from jobs
      where name = ${name} order by id`,
  );
  return (result as unknown as { rows: JobRow[] }).rows;
}

describe('job runner', () => {
  let ctx: TestContext;
  const opened: Database[] = [];
  const runners: JobRunner[] = [];
  const dirs: string[] = [];

  /** Another connection pool on this file's PostgreSQL database, or the same embedded one. */
  function secondDatabase(): Database {
    if (!ctx.databaseUrl) return ctx.database;
    const database = openDatabase({ url: ctx.databaseUrl });
    opened.push(database);
    return database;
  }

  function runner(database: Database, leaseSeconds = 5): JobRunner {
    const created = new JobRunner(database, log, { pollMs: 50, leaseSeconds, batch: 5 });
    runners.push(created);
    return created;
  }

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    for (const created of runners) await created.stop();
    for (const database of opened) await database.close();
    await ctx?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a job enqueued before a restart runs after it', async () => {
    const job = defineJob<{ n: number }>('test.restart');
    // A database that outlives its process: a directory for the embedded one, the URL for PostgreSQL.
    const dir = mkdtempSync(join(tmpdir(), 'spotlane-jobs-'));
    dirs.push(dir);
    const open = () =>
      ctx.databaseUrl ? openDatabase({ url: ctx.databaseUrl }) : openDatabase({ dataDir: dir });
    const first = open();
    await first.migrate();
    await first.db.transaction(async (tx) => {
      await job.enqueue(tx, { n: 42 });
    });
    await first.close(); // the process ends before any runner took the job

    const second = open();
    opened.push(second);
    const seen: number[] = [];
    runner(second)
      .handle(job, async ({ n }) => {
        seen.push(n);
      })
      .start();
    await until(async () => (await jobRows(second.db, job.name))[0]?.status === 'done');
    expect(seen).toEqual([42]);
    expect((await jobRows(second.db, job.name))[0]?.attempts).toBe(1);
  }, 120_000); // migrating a fresh on-disk database is the slow part, not the job

  it('a job whose runner died is run by another once the lease has expired', async () => {
    const job = defineJob<{ n: number }>('test.orphan');
    await job.enqueue(ctx.database.db, { n: 1 });
    // A runner claimed it and died: its lease runs for another second and is never renewed.
    await ctx.database.db.execute(sql`update jobs
      set attempts = 1, locked_by = 'dead-runner', locked_until = now() + interval '1 second'
      where name = ${job.name}`);
    const started = Date.now();
    let ranAt = 0;
    runner(ctx.database)
      .handle(job, async () => {
        ranAt = Date.now();
      })
      .start();
    await until(async () => (await jobRows(ctx.database.db, job.name))[0]?.status === 'done');
    expect(ranAt - started).toBeGreaterThanOrEqual(800);
    expect((await jobRows(ctx.database.db, job.name))[0]?.attempts).toBe(2);
  });

  it('two runners on two connection pools never run one job twice, also a recurring one', async () => {
    const job = defineJob<{ n: number }>('test.shared');
    const tick = defineJob<Record<string, never>>('test.tick');
    const runs: number[] = [];
    const ticks: string[] = [];
    const active = new Set<number>();
    let overlaps = 0;
    const byRunner = [0, 0];
    const handler = (which: 0 | 1) => async (_payload: { n: number }, info: { id: number }) => {
      if (active.has(info.id)) overlaps += 1;
      active.add(info.id);
      byRunner[which] = (byRunner[which] ?? 0) + 1;
      runs.push(info.id);
      await new Promise((resolve) => setTimeout(resolve, 15));
      active.delete(info.id);
    };
    const onTick = async (_payload: Record<string, never>, info: { id: number }) => {
      ticks.push(String(info.id));
    };
    const a = runner(ctx.database).handle(job, handler(0)).handle(tick, onTick).every(tick, 1, {});
    const b = runner(secondDatabase())
      .handle(job, handler(1))
      .handle(tick, onTick)
      .every(tick, 1, {});
    for (let n = 0; n < 40; n++) await job.enqueue(ctx.database.db, { n });
    a.start();
    b.start();
    await until(() => runs.length >= 40);
    // Both keep polling while two tick slots pass: nothing runs a second time meanwhile.
    await until(
      async () =>
        (await jobRows(ctx.database.db, tick.name)).filter((row) => row.status === 'done').length >=
        2,
    );
    await a.stop();
    await b.stop();

    expect(runs).toHaveLength(40);
    expect(new Set(runs).size).toBe(40);
    expect(overlaps).toBe(0);
    const rows = await jobRows(ctx.database.db, job.name);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
    if (ctx.databaseUrl) expect(Math.min(...byRunner)).toBeGreaterThan(0);

    const tickRows = await jobRows(ctx.database.db, tick.name);
    expect(tickRows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tickRows.map((row) => row.unique_key)).size).toBe(tickRows.length);
    // One run per slot, whichever runner scheduled or claimed it.
    expect(ticks.length).toBe(tickRows.filter((row) => row.status === 'done').length);
    expect(new Set(ticks).size).toBe(ticks.length);
  }, 30_000);

  it('retries a failing job with a growing delay until it succeeds', async () => {
    const job = defineJob<Record<string, never>>('test.retry', {
      maxAttempts: 5,
      backoffSeconds: (attempt) => attempt * 0.4,
    });
    const times: number[] = [];
    runner(ctx.database)
      .handle(job, async (_payload, info) => {
        times.push(Date.now());
        if (info.attempt < 3) throw new Error(`not yet (${info.attempt})`);
      })
      .start();
    await job.enqueue(ctx.database.db, {});
    await until(async () => (await jobRows(ctx.database.db, job.name))[0]?.status === 'done');
    expect(times).toHaveLength(3);
    const [t1 = 0, t2 = 0, t3 = 0] = times;
    expect(t2 - t1).toBeGreaterThanOrEqual(350);
    expect(t3 - t2).toBeGreaterThanOrEqual(750);
    const [row] = await jobRows(ctx.database.db, job.name);
    expect(row?.attempts).toBe(3);
    expect(row?.last_error).toBeNull();
  });

  it('records a job that keeps failing as failed, with its error, and stops trying', async () => {
    const job = defineJob<Record<string, never>>('test.fail', {
      maxAttempts: 2,
      backoffSeconds: () => 0.05,
    });
    let runs = 0;
    const worker = runner(ctx.database).handle(job, async () => {
      runs += 1;
      throw new Error('the receiver said no');
    });
    worker.start();
    await job.enqueue(ctx.database.db, {});
    await until(async () => (await jobRows(ctx.database.db, job.name))[0]?.status === 'failed');
    // Once stopped, the runner has finished every round it began: no run is left in flight.
    await worker.stop();
    await worker.runDue();
    expect(runs).toBe(2);
    const [row] = await jobRows(ctx.database.db, job.name);
    expect(row?.attempts).toBe(2);
    expect(row?.last_error).toBe('the receiver said no');
    expect(row?.finished_at).not.toBeNull();
  });

  it('an enqueue with a key that exists already does nothing', async () => {
    const job = defineJob<{ n: number }>('test.keyed');
    expect(await job.enqueue(ctx.database.db, { n: 1 }, { key: 'slot-1' })).toBe(true);
    expect(await job.enqueue(ctx.database.db, { n: 2 }, { key: 'slot-1' })).toBe(false);
    expect(await jobRows(ctx.database.db, job.name)).toHaveLength(1);
  });

  it('a fan-out enqueues its jobs in one insert and skips the keys that exist already', async () => {
    const job = defineJob<{ n: number }>('test.fan-out');
    expect(await job.enqueue(ctx.database.db, { n: 0 }, { key: 'fan-0' })).toBe(true);
    const items = [0, 1, 2].map((n) => ({ payload: { n }, options: { key: `fan-${n}` } }));
    expect(await job.enqueueMany(ctx.database.db, items)).toBe(2);
    expect(await job.enqueueMany(ctx.database.db, [])).toBe(0);
    const rows = await jobRows(ctx.database.db, job.name);
    expect(rows.map((row) => row.unique_key)).toEqual(['fan-0', 'fan-1', 'fan-2']);
  });

  it('a periodic task runs once per interval in its rounds and writes no job row', async () => {
    let runs = 0;
    const created = runner(ctx.database).periodic('test.periodic', 3600, async () => {
      runs += 1;
      if (runs === 1) throw new Error('a failing task does not stop the round');
    });
    const before = await rows(ctx.database.db);
    await created.runDue();
    await created.runDue();
    expect(runs).toBe(1);
    expect(await rows(ctx.database.db)).toBe(before);
  });
});

async function rows(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from jobs`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}
