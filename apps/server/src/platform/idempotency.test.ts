import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  carrierRegistration,
  expectErrorShape,
  fileTestContext,
  type TestClient,
  type TestResponse,
} from '../../test/harness.ts';
import {
  register,
  rows,
  type Shipper,
  shipmentBody,
  shipperWithLocations,
} from '../../test/market.ts';
import { buildApp } from '../app.ts';
import { pruneExpired } from './prune.ts';

const ctx = fileTestContext({ TRUST_PROXY: 'true' });

let keyCounter = 0;
const newKey = () => `key-${process.pid}-${Date.now()}-${keyCounter++}`;

const post = (client: TestClient, url: string, body: unknown, key?: string) =>
  client.request('POST', url, body, key === undefined ? {} : { 'idempotency-key': key });

async function loadCount(shipper: Shipper): Promise<number> {
  const [row] = await rows<{ n: number }>(
    ctx,
    sql`select count(*)::int as n from loads where account_id = (
      select account_id from users where id = ${shipper.user.id})`,
  );
  return Number(row?.n);
}

function expectSameAnswer(first: TestResponse, again: TestResponse) {
  expect(again.statusCode).toBe(first.statusCode);
  expect(again.body).toEqual(first.body);
  expect(again.headers['content-type']).toBe(first.headers['content-type']);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
}

describe('Idempotency-Key (PRODUCT.md 22)', () => {
  it('answers a repeated POST /api/loads with the first answer and creates one load', async () => {
    const shipper = await shipperWithLocations(ctx);
    const body = shipmentBody(shipper.origin, shipper.destination);
    const key = newKey();
    const first = await post(shipper.client, '/api/loads', body, key);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(201);
    const again = await post(shipper.client, '/api/loads', body, key);
    expectSameAnswer(first, again);
    // The same body with its fields in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expectSameAnswer(first, await post(shipper.client, '/api/loads', reordered, key));
    expect(await loadCount(shipper)).toBe(1);
    // Without the key, or with another, a POST creates again.
    expect((await post(shipper.client, '/api/loads', body)).statusCode).toBe(201);
    expect((await post(shipper.client, '/api/loads', body, newKey())).statusCode).toBe(201);
    expect(await loadCount(shipper)).toBe(3);
  });

  it('refuses the same key with another body, or on another path, with 409 IdempotencyKeyReused', async () => {
    const shipper = await shipperWithLocations(ctx);
    const key = newKey();
    const body = shipmentBody(shipper.origin, shipper.destination);
    expect((await post(shipper.client, '/api/loads', body, key)).statusCode).toBe(201);
    for (const [url, other] of [
      ['/api/loads', { ...body, name: 'Another load' }],
      ['/api/carriers', { email: 'someone@example.com', company_name: 'Someone' }],
    ] as const) {
      const refused = await post(shipper.client, url, other, key);
      expect(refused.statusCode, url).toBe(409);
      expectErrorShape(refused.body, 'IdempotencyKeyReused', 'Idempotency-Key');
    }
    expect(await loadCount(shipper)).toBe(1);
    const [carriers] = await rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from shipper_carriers where shipper_account_id = (
        select account_id from users where id = ${shipper.user.id})`,
    );
    expect(Number(carriers?.n)).toBe(0);
  });

  it('keeps a key per account: another account with the same key creates its own', async () => {
    const [ann, bob] = [await shipperWithLocations(ctx), await shipperWithLocations(ctx)];
    const key = newKey();
    const annFirst = await post(
      ann.client,
      '/api/loads',
      shipmentBody(ann.origin, ann.destination),
      key,
    );
    const bobFirst = await post(
      bob.client,
      '/api/loads',
      shipmentBody(bob.origin, bob.destination),
      key,
    );
    expect([annFirst.statusCode, bobFirst.statusCode]).toEqual([201, 201]);
    expect(bobFirst.headers['idempotent-replayed']).toBeUndefined();
    expect(bobFirst.body.id).not.toBe(annFirst.body.id);
    expect([await loadCount(ann), await loadCount(bob)]).toEqual([1, 1]);
  });

  it('works on another creating POST (a carrier of the network), also through an API token', async () => {
    const shipper = await shipperWithLocations(ctx);
    const carrier = { email: `c-${newKey()}@example.com`, company_name: 'Keyed Freight' };
    const key = newKey();
    const first = await post(shipper.client, '/api/carriers', carrier, key);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(201);
    expectSameAnswer(first, await post(shipper.client, '/api/carriers', carrier, key));
    // A token of the same account shares the account's keys.
    const token = await shipper.client.post('/api/api_tokens', { name: 'Integration' });
    expect(token.statusCode).toBe(201);
    const viaToken = await ctx.app.inject({
      method: 'POST',
      url: '/api/carriers',
      headers: { authorization: `Bearer ${token.body.token}`, 'idempotency-key': key },
      payload: carrier,
    });
    expect(viaToken.statusCode).toBe(201);
    expect(viaToken.json()).toEqual(first.body);
    expect(viaToken.headers['idempotent-replayed']).toBe('true');
    const [linked] = await rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from shipper_carriers where shipper_account_id = (
        select account_id from users where id = ${shipper.user.id})`,
    );
    expect(Number(linked?.n)).toBe(1);
  });

  it('answers 400 at the header for a key that is empty, too long or not printable, and creates nothing', async () => {
    const shipper = await shipperWithLocations(ctx);
    const body = shipmentBody(shipper.origin, shipper.destination);
    for (const key of ['', 'k'.repeat(256), 'tab\there', 'caf\u00e9']) {
      const response = await post(shipper.client, '/api/loads', body, key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expectErrorShape(response.body, 'ValidationError', 'Idempotency-Key');
    }
    expect(await loadCount(shipper)).toBe(0);
    const longest = await post(shipper.client, '/api/loads', body, 'k'.repeat(255));
    expect(longest.statusCode).toBe(201);
    // The bounds of "1-255 printable characters": one character, and visible ASCII with spaces.
    expect((await post(shipper.client, '/api/loads', body, 'k')).statusCode).toBe(201);
    const printable = await post(shipper.client, '/api/loads', body, 'order 42: ~{a|b}!');
    expect(printable.statusCode).toBe(201);
  });

  it('keeps answers below 500 (a refusal too) and gives the key back after a 500', async () => {
    const carrier = await register(ctx, carrierRegistration());
    const shipper = await shipperWithLocations(ctx);
    const body = shipmentBody(shipper.origin, shipper.destination);
    const key = newKey();
    const refused = await post(carrier.client, '/api/loads', body, key);
    expect(refused.statusCode).toBe(403);
    expectSameAnswer(refused, await post(carrier.client, '/api/loads', body, key));

    // An app on the same database with a route that fails once, then creates.
    const { app } = await buildApp(ctx.config, ctx.database);
    let calls = 0;
    app.post('/api/test/flaky', async (_request, reply) => {
      calls++;
      if (calls === 1) throw new Error('the first try fails');
      return reply.code(201).send({ created: calls });
    });
    try {
      const headers = {
        cookie: [...shipper.client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': shipper.client.cookies.get('XSRF-TOKEN') as string,
        'idempotency-key': key,
      };
      const send = () =>
        app.inject({ method: 'POST', url: '/api/test/flaky', headers, payload: {} });
      expect((await send()).statusCode).toBe(500);
      const second = await send();
      expect([second.statusCode, second.json()]).toEqual([201, { created: 2 }]);
      const third = await send();
      expect([third.statusCode, third.json(), third.headers['idempotent-replayed']]).toEqual([
        201,
        { created: 2 },
        'true',
      ]);
      expect(calls).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('answers again for 24 hours only, and frees a key whose request never answered after 5 minutes', async () => {
    const shipper = await shipperWithLocations(ctx);
    const body = shipmentBody(shipper.origin, shipper.destination);
    const key = newKey();
    expect((await post(shipper.client, '/api/loads', body, key)).statusCode).toBe(201);
    await ctx.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    const later = await post(shipper.client, '/api/loads', body, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await loadCount(shipper)).toBe(2);
    // A key whose request never answered (its process ended) is free again after 5 minutes.
    await ctx.database.db.execute(sql`update idempotency_keys
      set status_code = null, response_body = null, created_at = now() - interval '4 minutes'
      where key = ${key}`);
    const running = await post(shipper.client, '/api/loads', body, key);
    expectErrorShape(running.body, 'IdempotencyKeyInUse', 'Idempotency-Key');
    await ctx.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '6 minutes' where key = ${key}`,
    );
    expect((await post(shipper.client, '/api/loads', body, key)).statusCode).toBe(201);
    expect(await loadCount(shipper)).toBe(3);
  });

  it('is pruned by housekeeping after 24 hours', async () => {
    const shipper = await shipperWithLocations(ctx);
    const [old, fresh] = [newKey(), newKey()];
    for (const key of [old, fresh]) {
      expect(
        (
          await post(
            shipper.client,
            '/api/loads',
            shipmentBody(shipper.origin, shipper.destination),
            key,
          )
        ).statusCode,
      ).toBe(201);
    }
    await ctx.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${old}`,
    );
    await pruneExpired(ctx.database.db);
    const left = await rows<{ key: string }>(
      ctx,
      sql`select key from idempotency_keys where key in (${old}, ${fresh})`,
    );
    expect(left.map((row) => row.key)).toEqual([fresh]);
  });

  it('creates one load for identical requests sent at the same moment; the others wait their turn (409 IdempotencyKeyInUse) or get the first answer', async () => {
    const shipper = await shipperWithLocations(ctx);
    const body = shipmentBody(shipper.origin, shipper.destination);
    for (let round = 0; round < 3; round++) {
      const key = newKey();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => post(shipper.client, '/api/loads', body, key)),
      );
      const created = answers.filter((answer) => answer.statusCode === 201);
      const busy = answers.filter((answer) => answer.statusCode === 409);
      expect(created.length + busy.length, JSON.stringify(answers.map((a) => a.body))).toBe(8);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(created.filter((answer) => !answer.headers['idempotent-replayed'])).toHaveLength(1);
      for (const answer of created) expect(answer.body).toEqual(created[0]?.body);
      for (const answer of busy) {
        expectErrorShape(answer.body, 'IdempotencyKeyInUse', 'Idempotency-Key');
        expect(answer.headers['retry-after']).toBe('1');
      }
      // Trying again once the first has answered gets its answer.
      expectSameAnswer(
        created.find((answer) => !answer.headers['idempotent-replayed']) as TestResponse,
        await post(shipper.client, '/api/loads', body, key),
      );
      expect(await loadCount(shipper)).toBe(round + 1);
    }
  });

  it('is a documented header parameter of the POSTs of a signed-in caller', async () => {
    const doc = (await ctx.client().get('/api/docs/json')).body as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    };
    const header = { in: 'header', name: 'Idempotency-Key' };
    for (const path of ['/api/loads', '/api/carriers', '/api/bids', '/api/loads/{id}/copy']) {
      expect(doc.paths[path]?.post?.parameters, path).toContainEqual(
        expect.objectContaining(header),
      );
    }
    expect(doc.paths['/api/auth/login']?.post?.parameters ?? []).not.toContainEqual(
      expect.objectContaining(header),
    );
    expect(doc.paths['/api/loads']?.get?.parameters ?? []).not.toContainEqual(
      expect.objectContaining(header),
    );
  });
});
