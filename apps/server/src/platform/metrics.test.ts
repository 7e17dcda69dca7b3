import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectErrorShape, fileTestContext, signUp } from '../../test/harness.ts';
import { until } from '../../test/wait.ts';
import { buildApp } from '../app.ts';

const METRICS_TOKEN = 'metrics-token-of-the-test';

const ctx = fileTestContext({ METRICS_TOKEN, WEBHOOKS_ALLOW_PRIVATE: 'true' });

async function scrape(): Promise<string> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** The value of one sample, e.g. `spotlane_jobs{state="due"}`; 0 when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics (PRODUCT.md 22)', () => {
  it('answers 401 with the error body without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token', METRICS_TOKEN]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expectErrorShape(response.json(), 'Unauthenticated');
    }
  });

  it('answers 404 with the error body when METRICS_TOKEN is not set', async () => {
    const { app } = await buildApp({ ...ctx.config, METRICS_TOKEN: undefined }, ctx.database);
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.json(), 'NotFound');
    } finally {
      await app.close();
    }
  });

  it('answers the Prometheus text format', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'spotlane_jobs',
      'spotlane_job_failures',
      'spotlane_webhook_deliveries_total',
      'spotlane_webhook_deliveries_pending',
      'spotlane_sse_streams',
      'spotlane_db_pool',
      'process_cpu_seconds_total',
    ]) {
      expect(response.body, name).toContain(`# TYPE ${name} `);
    }
  });

  it('counts requests by method, route pattern and status, never by URL, and times them', async () => {
    const { client } = await signUp(ctx);
    const route = { method: 'GET', route: '/api/loads/:id', status: '404' };
    const before = await scrape();
    for (const id of [123456, 123457, 123458]) {
      expect((await client.get(`/api/loads/${id}?search=secret-in-query`)).statusCode).toBe(404);
    }
    expect((await client.get('/api/nothing-here/42')).statusCode).toBe(404);
    const after = await scrape();
    expect(sample(after, 'http_requests_total', route)).toBe(
      sample(before, 'http_requests_total', route) + 3,
    );
    const timed = { method: 'GET', route: '/api/loads/:id' };
    expect(sample(after, 'http_request_duration_seconds_count', timed)).toBe(
      sample(before, 'http_request_duration_seconds_count', timed) + 3,
    );
    expect(
      sample(after, 'http_request_duration_seconds_bucket', { ...timed, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(3);
    expect(sample(after, 'http_requests_total', { route: 'unmatched', status: '404' })).toBe(
      sample(before, 'http_requests_total', { route: 'unmatched', status: '404' }) + 1,
    );
    // The rule is about the labels: a sample's value (process_virtual_memory_bytes) may hold
    // any run of digits, the id's among them.
    const labels = [...after.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]).join('\n');
    expect(labels).toContain('route="/api/loads/:id"');
    for (const url of ['123456', '123457', '123458', 'secret-in-query', 'nothing-here']) {
      expect(labels).not.toContain(url);
    }
    expect(after).not.toContain('secret-in-query');
    expect(after).not.toContain('nothing-here');
  });

  it('reads the job backlog by state and the recent failures by kind from the jobs table', async () => {
    const kind = `test.metrics-${Date.now()}`;
    const before = await scrape();
    // A kind no runner handles stays where it is put.
    await ctx.database.db.execute(sql`insert into jobs (name, run_at, locked_until, status, finished_at)
      values (${kind}, now() - interval '1 minute', null, 'pending', null),
        (${kind}, now() - interval '1 minute', null, 'pending', null),
        (${kind}, now() + interval '1 hour', null, 'pending', null),
        (${kind}, now() - interval '1 minute', now() + interval '1 minute', 'pending', null),
        (${kind}, now() - interval '1 hour', null, 'failed', now() - interval '1 hour'),
        (${kind}, now() - interval '3 days', null, 'failed', now() - interval '2 days'),
        (${kind}, now() - interval '1 hour', null, 'done', now() - interval '1 hour')`);
    const after = await scrape();
    const delta = (state: string) =>
      sample(after, 'spotlane_jobs', { state }) - sample(before, 'spotlane_jobs', { state });
    expect({ due: delta('due'), scheduled: delta('scheduled'), running: delta('running') }).toEqual(
      { due: 2, scheduled: 1, running: 1 },
    );
    expect(sample(before, 'spotlane_job_failures', { kind })).toBe(0);
    expect(sample(after, 'spotlane_job_failures', { kind })).toBe(1);
    await ctx.database.db.execute(sql`delete from jobs where name = ${kind}`);
  });

  it('counts webhook deliveries by outcome and the ones waiting', async () => {
    const receiver = await startReceiver();
    try {
      const { client } = await signUp(ctx);
      const endpoint = async (path: string) => {
        const response = await client.post('/api/webhooks', {
          url: `${receiver.url}${path}`,
          event_types: ['*'],
        });
        expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
        return response.body.id as number;
      };
      const good = await endpoint('/ok');
      const bad = await endpoint('/fail');
      const before = await scrape();
      for (const id of [good, bad]) {
        expect((await client.post(`/api/webhooks/${id}/test`)).statusCode).toBe(202);
      }
      await until(() => receiver.paths.includes('/ok') && receiver.paths.includes('/fail'));
      await until(async () => {
        const text = await scrape();
        return (
          sample(text, 'spotlane_webhook_deliveries_total', { outcome: 'retrying' }) >
          sample(before, 'spotlane_webhook_deliveries_total', { outcome: 'retrying' })
        );
      });
      const after = await scrape();
      const delta = (outcome: string) =>
        sample(after, 'spotlane_webhook_deliveries_total', { outcome }) -
        sample(before, 'spotlane_webhook_deliveries_total', { outcome });
      expect({
        succeeded: delta('succeeded'),
        retrying: delta('retrying'),
        failed: delta('failed'),
      }).toEqual({ succeeded: 1, retrying: 1, failed: 0 });
      // The failed one waits for its retry.
      expect(sample(after, 'spotlane_webhook_deliveries_pending')).toBe(
        sample(before, 'spotlane_webhook_deliveries_pending') + 1,
      );
    } finally {
      await receiver.stop();
    }
  });

  it('counts the open live-event streams, and each stream as a request once it ends', async () => {
    const { client } = await signUp(ctx);
    const app: FastifyInstance = ctx.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const stream = { method: 'GET', route: '/api/events', status: '200' };
    const before = await scrape();
    const controllers = [new AbortController(), new AbortController()];
    for (const controller of controllers) {
      const response = await fetch(`${baseUrl}/api/events`, {
        headers: { cookie },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
    }
    await until(
      async () =>
        sample(await scrape(), 'spotlane_sse_streams') ===
        sample(before, 'spotlane_sse_streams') + 2,
    );
    for (const controller of controllers) controller.abort();
    await until(
      async () =>
        sample(await scrape(), 'spotlane_sse_streams') === sample(before, 'spotlane_sse_streams'),
    );
    await until(
      async () =>
        sample(await scrape(), 'http_requests_total', stream) ===
        sample(before, 'http_requests_total', stream) + 2,
    );
    // How long a stream stayed open is no answer time.
    expect(
      sample(await scrape(), 'http_request_duration_seconds_count', { route: '/api/events' }),
    ).toBe(0);
  });

  it('tells the database pool: total, idle and waiting on PostgreSQL, one connection embedded', async () => {
    const text = await scrape();
    if (ctx.databaseUrl) {
      expect(sample(text, 'spotlane_db_pool', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/^spotlane_db_pool\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^spotlane_db_pool\{state="waiting"\} \d+$/m);
    } else {
      expect(sample(text, 'spotlane_db_pool', { state: 'total' })).toBe(1);
    }
  });
});

/** A webhook receiver on 127.0.0.1: `/ok` answers 200, anything else 500. */
async function startReceiver() {
  const paths: string[] = [];
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      paths.push(request.url ?? '');
      response.writeHead(request.url === '/ok' ? 200 : 500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
