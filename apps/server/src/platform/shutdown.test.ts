import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestContext } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { defineJob } from './jobs.ts';

/** A job whose handler runs until the test lets it go. */
const heldJob = defineJob<{ label: string }>('test_held_by_shutdown', { maxAttempts: 3 });

async function jobRow(ctx: TestContext, label: string) {
  const result = (await ctx.database.db.execute(
    sql`select status, locked_by from jobs where name = ${heldJob.name} and payload->>'label' = ${label}`,
  )) as unknown as { rows: Array<{ status: string; locked_by: string | null }> };
  return result.rows[0];
}

/** A second app on the test's database, listening on a port, with its own job runner. */
async function listeningApp(ctx: TestContext, onJob: (label: string) => Promise<void>) {
  const built = await buildApp({ ...ctx.config, SHUTDOWN_DRAIN_MS: 300 }, ctx.database);
  built.jobs.handle(heldJob, ({ label }) => onJob(label));
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  built.jobs.start();
  const base = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  return { built, base };
}

// PRODUCT.md 22: SIGTERM drains the process (main.ts calls shutdown.begin()).
describe('shutdown', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers 503 on /readyz at once, ends open live streams, turns new ones away, lets a job in hand finish, and closes', async () => {
    let started!: () => void;
    const jobStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const { built, base } = await listeningApp(ctx, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 800));
    });
    const { client } = await signUp(ctx);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const stream = await fetch(`${base}/api/events`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await reader.read(); // the retry line
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    await heldJob.enqueue(ctx.database.db, { label: 'finishes' });
    built.jobs.nudge();
    await jobStarted;

    const began = Date.now();
    const closed = built.shutdown.begin();
    const readiness = await fetch(`${base}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'shutting down' });
    const ended = await Promise.race([
      reader.read().then((read) => read.done),
      new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 2000)),
    ]);
    expect(ended).toBe(true);
    const again = await fetch(`${base}/api/events`, { headers: { cookie } });
    expect(again.status).toBe(503);
    expect(again.headers.get('retry-after')).toBe('1');
    // PRODUCT.md 14: the live-event stream's refusal is an /api answer too, never cached.
    expect(again.headers.get('cache-control')).toBe('no-store');
    // Other requests are still served while a proxy moves away.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    expect(await closed).toEqual({ jobsReleased: 0 });
    expect(Date.now() - began).toBeLessThan(10_000);
    expect((await jobRow(ctx, 'finishes'))?.status).toBe('done');
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('releases a job that does not finish in time, so another process takes it at once', async () => {
    let started!: () => void;
    const jobStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const { built } = await listeningApp(ctx, async () => {
      started();
      await held;
    });
    await heldJob.enqueue(ctx.database.db, { label: 'released' });
    built.jobs.nudge();
    await jobStarted;
    expect((await jobRow(ctx, 'released'))?.locked_by).toMatch(
      new RegExp(`^${built.jobs.runnerId}:`),
    );

    const began = Date.now();
    expect(await built.shutdown.begin()).toEqual({ jobsReleased: 1 });
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(await jobRow(ctx, 'released')).toEqual({ status: 'pending', locked_by: null });
    letGo();
  }, 20_000);
});
