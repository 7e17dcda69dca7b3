import { API_TOKEN_REQUESTS_PER_MINUTE } from '@spotlane/shared/schemas/api-tokens';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  expectErrorShape,
  expectRateLimited,
  type TestClient,
  type TestContext,
} from '../../../test/harness.ts';
import { type Member, register, rows, teammate } from '../../../test/market.ts';

describe('API tokens and bearer authentication (PRODUCT.md 11)', () => {
  let ctx: TestContext;
  let owner: Member;
  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: 'true' });
    owner = await register(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A caller with no cookies at all: only its bearer token speaks for it. */
  const bearer = (token: string) => ({
    get: (url: string) =>
      ctx.client().request('GET', url, undefined, { authorization: `Bearer ${token}` }),
    send: (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      ctx.client().request(method, url, body ?? {}, { authorization: `Bearer ${token}` }),
  });

  async function create(client: TestClient, name = 'Nightly sync', expires_at?: string | null) {
    const response = await client.post('/api/api_tokens', { name, expires_at });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: number; token: string; name: string };
  }

  it('shows the secret once, keeps only its hash, and lets it act as its user without XSRF', async () => {
    const created = await create(owner.client);
    expect(created.token).toMatch(/^spl_[A-Za-z0-9_-]{32}$/);
    expect(created).toMatchObject({ name: 'Nightly sync', last_used_at: null, expires_at: null });

    const listed = await owner.client.get('/api/api_tokens');
    expect(listed.body.count).toBe(1);
    expect(listed.body.results[0]).toMatchObject({ id: created.id, name: 'Nightly sync' });
    expect(JSON.stringify(listed.body)).not.toContain(created.token);
    const stored = await rows<{ token_hash: string }>(
      ctx,
      sql`select token_hash from api_tokens where id = ${created.id}`,
    );
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.token_hash).not.toContain(created.token);

    const me = await bearer(created.token).get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.body.user.email).toBe(owner.email);
    // An unsafe request with no cookie and no X-XSRF-TOKEN header: the token is enough.
    const company = await bearer(created.token).send('POST', '/api/companies', {
      name: 'Made by a script',
      locations: [
        {
          name: 'Dock',
          address: { address1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701' },
        },
      ],
    });
    expect(company.statusCode, JSON.stringify(company.body)).toBe(201);
    const used = await owner.client.get('/api/api_tokens');
    expect(used.body.results[0].last_used_at).not.toBeNull();
  });

  it("carries the user's permissions, not more", async () => {
    const mate = await teammate(ctx, owner.client, {});
    const token = (await create(mate.client, 'Read only')).token;
    const invite = await bearer(token).send('POST', '/api/users', {
      email: 'nobody@example.com',
      first_name: 'No',
      last_name: 'Body',
      permissions: {},
    });
    expectErrorShape(invite.body, 'Forbidden');
    expect(invite.statusCode).toBe(403);
  });

  it('stops working at once when revoked; another user cannot revoke it', async () => {
    const created = await create(owner.client, 'To revoke');
    const stranger = await register(ctx);
    const theirs = await stranger.client.delete(`/api/api_tokens/${created.id}`);
    expect(theirs.statusCode).toBe(404);
    expect((await bearer(created.token).get('/api/auth/me')).statusCode).toBe(200);

    expect((await owner.client.delete(`/api/api_tokens/${created.id}`)).statusCode).toBe(204);
    const after = await bearer(created.token).get('/api/auth/me');
    expect(after.statusCode).toBe(401);
    expectErrorShape(after.body, 'Unauthenticated');
    const listed = await owner.client.get('/api/api_tokens');
    expect(listed.body.results.map((token: { id: number }) => token.id)).not.toContain(created.id);
    expect((await owner.client.delete(`/api/api_tokens/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses an expired token, a bad header and an unknown token', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const created = await create(owner.client, 'Short lived', tomorrow);
    expect(created).toMatchObject({ expires_at: tomorrow });
    expect((await bearer(created.token).get('/api/auth/me')).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${created.id}`,
    );
    expect((await bearer(created.token).get('/api/auth/me')).statusCode).toBe(401);

    for (const authorization of ['Bearer', 'Basic abc:def', 'Bearer spl_unknown']) {
      const response = await ctx
        .client()
        .request('GET', '/api/auth/me', undefined, { authorization });
      expect(response.statusCode, authorization).toBe(401);
      expectErrorShape(response.body, 'Unauthenticated');
    }
  });

  it('rejects bad input and stores nothing', async () => {
    const before = await owner.client.get('/api/api_tokens');
    const cases: Array<[unknown, string]> = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'Past', expires_at: '2020-01-01T00:00:00Z' }, 'expires_at'],
      [{ name: 'Garbage', expires_at: 'next tuesday' }, 'expires_at'],
    ];
    for (const [body, field] of cases) {
      const response = await owner.client.post('/api/api_tokens', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expectErrorShape(response.body, 'ValidationError', field);
    }
    expect((await owner.client.get('/api/api_tokens')).body.count).toBe(before.body.count);
  });

  it('limits the requests of one token per minute', async () => {
    const created = await create(owner.client, 'Busy');
    const minute = 60_000;
    const now = Date.now();
    // Fill this minute's window (and the next, should the clock turn over mid-test).
    for (const start of [now, now + minute]) {
      const windowStart = new Date(Math.floor(start / minute) * minute);
      await ctx.database.db.execute(sql`insert into rate_limit_hits (key, window_start, count)
        values (${`api-token:${created.id}`}, ${windowStart.toISOString()}, ${API_TOKEN_REQUESTS_PER_MINUTE})`);
    }
    const limited = await bearer(created.token).get('/api/auth/me');
    expectRateLimited(limited, { max: API_TOKEN_REQUESTS_PER_MINUTE, windowSeconds: 60 });
    // Only that token: the same user's session is not limited.
    expect((await owner.client.get('/api/auth/me')).statusCode).toBe(200);
  });
});
