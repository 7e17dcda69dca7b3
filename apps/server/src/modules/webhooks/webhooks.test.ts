import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carrierRegistration,
  createTestContext,
  expectErrorShape,
  type TestClient,
  type TestContext,
} from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import {
  createLoad,
  linkCarrier,
  type Member,
  quoteRequestBody,
  register,
  rows,
  teammate,
} from '../../../test/market.ts';
import { until } from '../../../test/wait.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { WebhookDeliverer } from './delivery.ts';

const log = pino({ level: 'silent' });

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { id: string; type: string; created_at: string; data: Record<string, unknown> };
}

/** A real HTTP receiver on 127.0.0.1: records every request; `answer` decides each reply. */
class Receiver {
  readonly received: Received[] = [];
  connections = 0;
  /** A status code, or 'hang' to keep the request open until release(). */
  answer: (request: Received, index: number) => number | 'hang' = () => 200;
  private readonly hanging: Array<() => void> = [];
  private server: Server | null = null;
  url = '';
  port = 0;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let raw = '';
      request.setEncoding('utf8');
      request.on('data', (chunk) => {
        raw += chunk;
      });
      request.on('end', () => {
        const entry: Received = { headers: request.headers, raw, body: JSON.parse(raw) };
        this.received.push(entry);
        const answer = this.answer(entry, this.received.length - 1);
        if (answer === 'hang') this.hanging.push(() => response.writeHead(200).end('late'));
        else response.writeHead(answer).end();
      });
    });
    this.server.on('connection', () => {
      this.connections++;
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}/hook`;
    return this.url;
  }

  ids(): string[] {
    return this.received.map((entry) => entry.body.id);
  }

  release(): void {
    for (const answer of this.hanging.splice(0)) answer();
  }

  async stop(): Promise<void> {
    this.release();
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

interface DeliveryDto {
  id: number;
  event_id: number | null;
  type: string;
  attempt: number;
  status: string;
  response_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
}

async function deliveries(client: TestClient, endpointId: number): Promise<DeliveryDto[]> {
  const response = await client.get(`/api/webhooks/${endpointId}/deliveries`);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return (response.body.results as DeliveryDto[]).slice().reverse(); // oldest first
}

async function createEndpoint(client: TestClient, url: string, event_types = ['*']) {
  const response = await client.post('/api/webhooks', { url, event_types });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; secret: string; url: string };
}

async function sendTest(client: TestClient, endpointId: number): Promise<number> {
  const response = await client.post(`/api/webhooks/${endpointId}/test`);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(202);
  return response.body.delivery_id as number;
}

/** Makes a waiting retry due now (the clock skipping its backoff). */
async function retryNow(ctx: TestContext, deliveryId: number) {
  await ctx.database.db.execute(
    sql`update webhook_deliveries set next_attempt_at = now() where id = ${deliveryId}`,
  );
}

describe('webhooks (PRODUCT.md 11), with WEBHOOKS_ALLOW_PRIVATE=true', () => {
  let ctx: TestContext;
  let owner: Member;
  let receiver: Receiver;
  /** Starts drains of due endpoints, as the periodic sweep does. */
  let sweeper: WebhookDeliverer;
  const opened: Database[] = [];
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: 'true', WEBHOOKS_ALLOW_PRIVATE: 'true' });
    owner = await register(ctx);
    sweeper = new WebhookDeliverer(ctx.database.db, log, { allowPrivate: true });
  });
  afterAll(async () => {
    await receiver?.stop();
    for (const runner of runners) await runner.stop();
    for (const database of opened) await database.close();
    await ctx?.close();
  });

  async function freshReceiver(): Promise<Receiver> {
    await receiver?.stop();
    receiver = new Receiver();
    await receiver.start();
    return receiver;
  }

  it('signs each delivery with the endpoint secret; the secret is shown once', async () => {
    await freshReceiver();
    const endpoint = await createEndpoint(owner.client, receiver.url);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await owner.client.get('/api/webhooks');
    expect(listed.body.results[0]).toMatchObject({
      id: endpoint.id,
      url: receiver.url,
      event_types: ['*'],
      active: true,
    });
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret);
    expect(
      JSON.stringify((await owner.client.get(`/api/webhooks/${endpoint.id}`)).body),
    ).not.toContain(endpoint.secret);

    await sendTest(owner.client, endpoint.id);
    await until(() => receiver.received.length === 1);
    const [request] = receiver.received;
    if (!request) throw new Error('nothing received');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toMatch(/^Spotlane/);
    const signature = String(request.headers['spotlane-signature']);
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature);
    expect(match, signature).not.toBeNull();
    const [, t, v1] = match as RegExpExecArray;
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac('sha256', endpoint.secret)
      .update(`${t}.${request.raw}`)
      .digest('hex');
    expect(v1).toBe(expected);
    const wrong = createHmac('sha256', 'whsec_other').update(`${t}.${request.raw}`).digest('hex');
    expect(v1).not.toBe(wrong);
    expect(Object.keys(request.body)).toEqual(['id', 'type', 'created_at', 'data']);
    expect(request.body.type).toBe('webhook.test');

    await until(
      async () => (await deliveries(owner.client, endpoint.id))[0]?.status === 'succeeded',
    );
    const [logged] = await deliveries(owner.client, endpoint.id);
    expect(logged).toMatchObject({
      type: 'webhook.test',
      event_id: null,
      attempt: 1,
      response_code: 200,
    });
    expect((await owner.client.delete(`/api/webhooks/${endpoint.id}`)).statusCode).toBe(204);
  });

  it("delivers the live events an endpoint chose, with the live stream's payload", async () => {
    await freshReceiver();
    const carrier = await register(ctx, carrierRegistration({ company_name: 'Hooked Freight' }));
    const chosen = await createEndpoint(carrier.client, receiver.url, ['spot_quote']);
    const other = await createEndpoint(carrier.client, `${receiver.url}/other`, ['bid_accepted']);
    const shipper = await register(ctx);
    await linkCarrier(shipper, carrier);
    const load = await createLoad(shipper.client, quoteRequestBody());

    await until(() => receiver.received.some((entry) => entry.body.type === 'spot_quote'));
    const entry = receiver.received.find((candidate) => candidate.body.type === 'spot_quote');
    // The live stream's payload, with its mark of an audience-wide event.
    expect(entry?.body.data).toEqual({ load_id: load.id, broadcast: true });
    expect(entry?.body.id).toMatch(/^evt_\d+$/);
    const [event] = await rows<{ payload: unknown }>(
      ctx,
      sql`select payload from events where id = ${Number(entry?.body.id.slice(4))}`,
    );
    expect(event?.payload).toEqual(entry?.body.data);
    const [logged] = await deliveries(carrier.client, chosen.id);
    expect(logged).toMatchObject({ type: 'spot_quote', event_id: Number(entry?.body.id.slice(4)) });
    expect(await deliveries(carrier.client, other.id)).toEqual([]);
    // The shipper's own endpoints never see what was sent to the carrier.
    expect((await owner.client.get(`/api/webhooks/${chosen.id}/deliveries`)).statusCode).toBe(404);
  });

  it('retries a delivery the receiver refused, and the log shows the attempts', async () => {
    await freshReceiver();
    receiver.answer = (_request, index) => (index === 0 ? 500 : 200);
    const endpoint = await createEndpoint(owner.client, receiver.url);
    const deliveryId = await sendTest(owner.client, endpoint.id);

    await until(async () => (await deliveries(owner.client, endpoint.id))[0]?.attempt === 1);
    const [failed] = await deliveries(owner.client, endpoint.id);
    expect(failed).toMatchObject({ status: 'pending', attempt: 1, response_code: 500 });
    expect(failed?.last_error).toContain('500');
    // PRODUCT.md 14: the first retry comes within 60 seconds.
    const wait = Date.parse(String(failed?.next_attempt_at)) - Date.now();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);

    await retryNow(ctx, deliveryId);
    await sweeper.queueDue();
    await until(
      async () => (await deliveries(owner.client, endpoint.id))[0]?.status === 'succeeded',
    );
    const [done] = await deliveries(owner.client, endpoint.id);
    expect(done).toMatchObject({ status: 'succeeded', attempt: 2, response_code: 200 });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.ids()[0]).toBe(receiver.ids()[1]);
  });

  it('keeps the order per endpoint: nothing is sent past a delivery that failed', async () => {
    await freshReceiver();
    let failing = true;
    receiver.answer = () => (failing ? 503 : 200);
    const endpoint = await createEndpoint(owner.client, receiver.url);
    const first = await sendTest(owner.client, endpoint.id);
    await until(async () => (await deliveries(owner.client, endpoint.id))[0]?.attempt === 1);
    const second = await sendTest(owner.client, endpoint.id);
    await sweeper.queueDue();
    // Every drain that is due has run: the second delivery still waits behind the first.
    await settleJobs(ctx);
    expect(receiver.received).toHaveLength(1);
    const waiting = await deliveries(owner.client, endpoint.id);
    expect(waiting.map((delivery) => [delivery.id, delivery.status, delivery.attempt])).toEqual([
      [first, 'pending', 1],
      [second, 'pending', 0],
    ]);

    failing = false;
    await retryNow(ctx, first);
    await sweeper.queueDue();
    await until(async () =>
      (await deliveries(owner.client, endpoint.id)).every((d) => d.status === 'succeeded'),
    );
    const [a, b, c] = receiver.ids();
    expect(receiver.received).toHaveLength(3);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    const sentIds = (
      await rows<{ id: number; body: { id: string } }>(
        ctx,
        sql`select id, body from webhook_deliveries where endpoint_id = ${endpoint.id} order by id`,
      )
    ).map((row) => row.body.id);
    expect(sentIds).toEqual([a, c]);
  });

  it('loses nothing and keeps the order when the drainer dies mid-delivery', async () => {
    await freshReceiver();
    receiver.answer = (_request, index) => (index === 0 ? 'hang' : 200);
    // A second runner (another server process): the one stuck on the hung request cannot help.
    const second = ctx.databaseUrl ? openDatabase({ url: ctx.databaseUrl }) : ctx.database;
    if (second !== ctx.database) opened.push(second);
    const runner = new JobRunner(second, log, { pollMs: 50, leaseSeconds: 5 });
    runners.push(runner);
    new WebhookDeliverer(second.db, log, { allowPrivate: true }).attach(runner);
    runner.start();

    const endpoint = await createEndpoint(owner.client, receiver.url);
    const first = await sendTest(owner.client, endpoint.id);
    await until(() => receiver.received.length === 1);
    const second2 = await sendTest(owner.client, endpoint.id);
    // A drain queued and run now finds the endpoint held by the hung drainer.
    await sweeper.queueDue();
    await ctx.jobs.runDue();
    expect(receiver.received).toHaveLength(1); // the second waits behind the first

    // The drainer holding the endpoint is cut off: its process stops renewing the lease,
    // which runs out; the sweep finds the endpoint due and another drainer takes over.
    await ctx.database.db.execute(
      sql`update webhook_endpoints set lease_until = now() - interval '1 second' where id = ${endpoint.id}`,
    );
    await sweeper.queueDue();
    await until(async () =>
      (await deliveries(owner.client, endpoint.id)).every((d) => d.status === 'succeeded'),
    );
    const [hung, again, next] = receiver.received.map((entry) => entry.body.id);
    expect(receiver.received).toHaveLength(3);
    expect(again).toBe(hung);
    expect(next).not.toBe(hung);

    // The cut-off drainer comes back late: it records nothing and sends nothing more.
    receiver.release();
    await until(async () => {
      const running = await rows<{ n: number }>(
        ctx,
        sql`select count(*)::int as n from jobs where name = 'webhooks.drain'
          and status = 'pending' and locked_by is not null and locked_until > now()`,
      );
      return running[0]?.n === 0;
    });
    await settleJobs(ctx);
    expect(receiver.received).toHaveLength(3);
    const logged = await deliveries(owner.client, endpoint.id);
    expect(logged.map((d) => [d.id, d.status, d.attempt, d.response_code])).toEqual([
      [first, 'succeeded', 1, 200],
      [second2, 'succeeded', 1, 200],
    ]);
  });

  it('refuses bad input with the error shape and stores nothing', async () => {
    const before = (await owner.client.get('/api/webhooks')).body.count;
    const cases: Array<[unknown, string]> = [
      [{ url: 'not a url', event_types: ['*'] }, 'url'],
      [{ url: 'ftp://example.com/hook', event_types: ['*'] }, 'url'],
      [{ url: '', event_types: ['*'] }, 'url'],
      [{ url: `https://example.com/${'x'.repeat(2001)}`, event_types: ['*'] }, 'url'],
      [{ url: 'https://example.com/hook', event_types: [] }, 'event_types'],
      [{ url: 'https://example.com/hook', event_types: ['no_such_event'] }, 'event_types'],
      [{ url: 'https://example.com/hook', event_types: ['notification'] }, 'event_types'],
      [{ url: 'https://example.com/hook', event_types: ['*', 'bid_placed'] }, 'event_types'],
      [
        { url: 'https://example.com/hook', event_types: ['bid_placed', 'bid_placed'] },
        'event_types',
      ],
      [{ url: 'https://example.com/hook', event_types: ['*'], active: 'yes' }, 'active'],
      [{ event_types: ['*'] }, 'url'],
    ];
    for (const [body, field] of cases) {
      const response = await owner.client.post('/api/webhooks', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const errors = expectErrorShape(response.body, 'ValidationError');
      expect(
        errors.some((error) => error.field?.startsWith(field)),
        JSON.stringify(errors),
      ).toBe(true);
    }
    expect((await owner.client.get('/api/webhooks')).body.count).toBe(before);
  });

  it("answers 404 for another account's endpoint and 403 without user_manage", async () => {
    const endpoint = await createEndpoint(owner.client, 'https://example.com/hook');
    const stranger = await register(ctx);
    const base = `/api/webhooks/${endpoint.id}`;
    const attempts = [
      stranger.client.get(base),
      stranger.client.put(base, { url: 'https://example.com/mine', event_types: ['*'] }),
      stranger.client.get(`${base}/deliveries`),
      stranger.client.post(`${base}/test`),
      stranger.client.delete(base),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.body, 'NotFound');
    }
    expect((await stranger.client.get('/api/webhooks')).body.count).toBe(0);
    expect((await owner.client.get(base)).body.url).toBe('https://example.com/hook');

    const plain = await teammate(ctx, owner.client, {});
    for (const response of [
      await plain.client.get('/api/webhooks'),
      await plain.client.post('/api/webhooks', {
        url: 'https://example.com/x',
        event_types: ['*'],
      }),
      await plain.client.get(base),
    ]) {
      expect(response.statusCode).toBe(403);
      expectErrorShape(response.body, 'Forbidden');
    }
    const manager = await teammate(ctx, owner.client, { user_manage: true });
    expect((await manager.client.get(base)).statusCode).toBe(200);
    const edited = await manager.client.put(base, {
      url: 'https://example.com/edited',
      event_types: ['bid_placed', 'bid_accepted'],
      active: false,
    });
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      event_types: ['bid_placed', 'bid_accepted'],
      active: false,
    });
    expect(edited.body.secret).toBeUndefined();
  });
});

describe('webhook targets without WEBHOOKS_ALLOW_PRIVATE', () => {
  let ctx: TestContext;
  let owner: Member;
  const receiver = new Receiver();

  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: 'true' });
    owner = await register(ctx);
    await receiver.start();
  });
  afterAll(async () => {
    await receiver.stop();
    await ctx?.close();
  });

  it('refuses private, loopback and local targets and plain http at save, storing nothing', async () => {
    const cases = [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://172.16.5.4/hook',
      'https://100.64.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://0.0.0.0/hook',
      'https://224.0.0.1/hook',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://2130706433/hook',
      'https://localhost/hook',
      'http://example.com/hook',
    ];
    for (const url of cases) {
      const response = await owner.client.post('/api/webhooks', { url, event_types: ['*'] });
      expect(response.statusCode, url).toBe(400);
      expectErrorShape(response.body, 'ValidationError', 'url');
    }
    const localhost = await owner.client.post('/api/webhooks', {
      url: 'https://localhost/hook',
      event_types: ['*'],
    });
    expect(localhost.body.errors[0].message).toMatch(/localhost resolves to .*loopback/);
    expect((await owner.client.get('/api/webhooks')).body.count).toBe(0);
    const stored = await rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from webhook_endpoints`,
    );
    expect(stored[0]?.n).toBe(0);
  });

  it('checks again at delivery time: a target that became private is not sent to', async () => {
    const [user] = await rows<{ account_id: number }>(
      ctx,
      sql`select account_id from users where email = ${owner.email}`,
    );
    const accountId = Number(user?.account_id);
    // Saved while the name still pointed elsewhere; now it answers 127.0.0.1.
    const [endpoint] = await rows<{ id: number }>(
      ctx,
      sql`insert into webhook_endpoints (account_id, url, event_types, secret)
        values (${accountId}, ${`https://localhost:${receiver.port}/hook`}, array['*'], 'whsec_test')
        returning id`,
    );
    const id = Number(endpoint?.id);
    await sendTest(owner.client, id);
    await until(async () => (await deliveries(owner.client, id))[0]?.attempt === 1);
    const [logged] = await deliveries(owner.client, id);
    expect(logged).toMatchObject({ status: 'pending', attempt: 1, response_code: null });
    expect(logged?.last_error).toMatch(/not sent: .*localhost resolves to .*loopback/);
    expect(receiver.connections).toBe(0);
  });
});
