import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectErrorShape, fileTestContext, signUp } from '../../test/harness.ts';
import { isDatabaseUnavailable, isOutOfRangeInput } from './hardening.ts';

const ctx = fileTestContext();

const count = async (table: string) =>
  Number(
    (
      (await ctx.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table}`),
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]?.n,
  );

describe('ids (PRODUCT.md 14)', () => {
  it('answers 404 for a path id that is not 1..2^31-1 in decimal digits, and touches nothing', async () => {
    const { client } = await signUp(ctx);
    const created = await client.post('/api/carriers', {
      email: 'someone@example.com',
      company_name: 'Someone',
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect(id).toBe(1);
    for (const bad of [
      '0x1',
      '%201',
      '1e3',
      '2147483648',
      '99999999999',
      '0',
      '-1',
      '1.0',
      '+1',
      'abc',
    ]) {
      for (const [method, url] of [
        ['DELETE', `/api/carriers/${bad}`],
        ['GET', `/api/carriers/${bad}`],
        ['PUT', `/api/users/${bad}`],
        ['GET', `/api/loads/${bad}`],
        ['POST', `/api/bids/${bad}/accept`],
      ] as const) {
        const response = await client.request(
          method,
          url,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expectErrorShape(response.body, 'NotFound');
      }
    }
    expect((await client.get(`/api/carriers/${id}`)).statusCode).toBe(200);
    expect((await client.get('/api/carriers/0001')).statusCode).toBe(200);
  });

  it('answers 404 with the error body for a NUL byte, a malformed escape or an over-long value in a path id', async () => {
    const { client } = await signUp(ctx);
    const long = '1'.repeat(101);
    const longer = `${'9'.repeat(5000)}`;
    for (const [method, url] of [
      ['GET', '/api/loads/1%00'],
      ['GET', '/api/loads/%00'],
      ['DELETE', '/api/carriers/1%00'],
      ['POST', '/api/bids/1%00/accept'],
      ['GET', '/api/track/abc%00def'],
      ['GET', '/api/loads/%zz'],
      ['GET', '/api/loads/1%E0%A4%A'],
      ['GET', `/api/loads/${long}`],
      ['GET', `/api/loads/${longer}`],
      ['PUT', `/api/users/${long}`],
      ['POST', `/api/bids/${long}/accept`],
    ] as const) {
      const response = await client.request(method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expectErrorShape(response.body, 'NotFound');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(String(response.headers['x-request-id']), url).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(response.body), url).not.toContain('999');
    }
  });

  it('answers 404 for a bad path id on every route with an id, whatever its module', async () => {
    const { client } = await signUp(ctx);
    const spec = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths)
      .filter(([path]) => path.includes('{id}'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => [method.toUpperCase(), path] as const),
      );
    // The quote routes of the quotes module are among them.
    expect(routes).toContainEqual(['DELETE', '/api/bids/{id}/reject_quote']);
    expect(routes).toContainEqual(['POST', '/api/loads/{id}/choose_quote']);
    for (const [method, path] of routes) {
      for (const bad of ['0x1', '1e3', '2147483648']) {
        const url = path.replace('{id}', bad);
        const response = await client.request(
          method as 'GET' | 'POST' | 'PUT' | 'DELETE',
          url,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expectErrorShape(response.body, 'NotFound');
      }
    }
  });

  it('answers 400 ValidationError for a body id out of range', async () => {
    const { client } = await signUp(ctx);
    for (const ids of [[2_147_483_648], [99_999_999_999], [0], [1.5]]) {
      const response = await client.post('/api/notifications/read', { ids });
      expect(response.statusCode, JSON.stringify(ids)).toBe(400);
      expectErrorShape(response.body, 'ValidationError');
    }
    expect(
      (await client.post('/api/notifications/read', { ids: [2_147_483_647] })).statusCode,
    ).toBeLessThan(300);
  });

  it('maps PostgreSQL out-of-range and bad-format errors to 400, not 500', () => {
    expect(isOutOfRangeInput({ cause: { code: '22003' } })).toBe(true);
    expect(isOutOfRangeInput({ code: '22P02' })).toBe(true);
    expect(isOutOfRangeInput({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable({ cause: { code: 'ECONNREFUSED' } })).toBe(true);
    expect(isDatabaseUnavailable({ message: 'Connection terminated unexpectedly' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '22003' })).toBe(false);
  });
});

describe('Cache-Control (PRODUCT.md 14)', () => {
  it('puts no-store on every /api answer, errors included', async () => {
    const client = ctx.client();
    for (const [method, url, status] of [
      ['GET', '/api/auth/me', 401],
      ['GET', '/api/nothing-here', 404],
      ['POST', '/api/auth/login', 400],
      ['GET', '/api/carriers/0x1', 404],
    ] as const) {
      const response = await client.request(method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const { client: signedIn } = await signUp(ctx);
    const me = await signedIn.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
  });
});

describe('XSRF (decoded route)', () => {
  it('refuses an unsafe request without the XSRF header whatever the spelling of /api', async () => {
    const { client } = await signUp(ctx);
    const before = await count('shipper_carriers');
    for (const url of [
      '/api/carriers',
      '/%61pi/carriers',
      '/%61%70%69/carriers',
      '/api/%63arriers',
    ]) {
      const response = await client.request(
        'POST',
        url,
        { email: `x${Math.random()}@example.com`, company_name: 'X' },
        { 'x-xsrf-token': '' },
      );
      expect(response.statusCode, url).toBe(403);
      expectErrorShape(response.body, 'Forbidden');
    }
    expect(await count('shipper_carriers')).toBe(before);
  });
});
