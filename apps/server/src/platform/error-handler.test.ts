import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectEachAnswer,
  expectErrorShape,
  fileTestContext,
  shipperRegistration,
  signUp,
  type TestResponse,
} from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { AppError } from './errors.ts';

const ctx = fileTestContext();

function expectJson(headers: Record<string, unknown>) {
  expect(String(headers['content-type'])).toMatch(/^application\/json/);
}

/** Posts a raw body to the login route with the given content type. */
const login = (body: string, type = 'application/json') =>
  ctx.client().request('POST', '/api/auth/login', body, { 'content-type': type });

describe('unknown paths', () => {
  it('answers an unknown API route with 404 NotFound as JSON', async () => {
    const response = await ctx.client().get('/api/nope');
    expect(response.statusCode).toBe(404);
    expectJson(response.headers);
    expect(response.body).toEqual({ errors: [{ code: 'NotFound', message: 'Not found' }] });
  });

  /** A JSON 404 NotFound with the error body of PRODUCT.md 6. */
  const expectNotFound = (response: TestResponse) => {
    expectJson(response.headers);
    expectErrorShape(response.body, 'NotFound');
  };

  it('answers other methods and nested unknown API paths the same way', async () => {
    const calls = [
      ['DELETE', '/api/auth/login'],
      ['PATCH', '/api/auth/me'],
      ['GET', '/api/auth/login'],
      ['POST', '/api/nope/deeper?x=1'],
      ['GET', '/api'],
      ['GET', '/api/'],
    ] as const;
    await expectEachAnswer(ctx.client(), calls, 404, expectNotFound);
  });

  it('answers paths that look like the health checks with 404 NotFound', async () => {
    const urls = ['/healthzz', '/healthz/extra', '/readyz/', '/readyz/x', '/health', '/x'];
    const calls = urls.map((url) => ['GET', url] as const);
    await expectEachAnswer(ctx.client(), calls, 404, expectNotFound);
  });
});

describe('bad request bodies', () => {
  it('refuses malformed JSON with 400 ValidationError', async () => {
    const response = await login('{"email": "a@example.com", "password": ');
    expect(response.statusCode).toBe(400);
    expectJson(response.headers);
    expect(expectErrorShape(response.body, 'ValidationError')[0]?.message).toBe(
      'The request body is not valid JSON',
    );
  });

  it('refuses an empty JSON body with 400 ValidationError', async () => {
    const response = await login('');
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.body, 'ValidationError');
  });

  it('refuses a JSON body that tries to set __proto__ with 400, not 500', async () => {
    const response = await login(
      '{"email":"a@example.com","password":"x-password-1","__proto__":{"admin":true}}',
    );
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.body, 'ValidationError');
  });

  it('refuses a wrong content type (text/plain) with 400 ValidationError', async () => {
    // Even a JSON text is not taken as JSON when it is labelled text/plain (the content type
    // a cross-site form can send without a preflight).
    const response = await login(
      JSON.stringify({ email: 'a@example.com', password: 'x-password-1' }),
      'text/plain',
    );
    expect(response.statusCode).toBe(400);
    expectJson(response.headers);
    const [error, ...rest] = expectErrorShape(response.body, 'ValidationError');
    expect(rest).toEqual([]);
    expect(error?.field).toBeUndefined();
  });

  it('refuses a content type it does not read at all with 400 and says what to send', async () => {
    const client = ctx.client();
    for (const type of ['application/x-www-form-urlencoded', 'application/xml', 'image/png']) {
      const response = await client.request('POST', '/api/auth/login', 'email=a@example.com', {
        'content-type': type,
      });
      expect(response.statusCode, type).toBe(400);
      expectJson(response.headers);
      expect(expectErrorShape(response.body, 'ValidationError')[0]?.message).toBe(
        'Send the body as application/json',
      );
    }
  });

  it('refuses a body over 1 MiB with 413 PayloadTooLarge', async () => {
    const payload = JSON.stringify({
      email: 'big@example.com',
      password: 'x'.repeat(1024 * 1024 + 1),
    });
    const response = await login(payload);
    expect(response.statusCode).toBe(413);
    expectJson(response.headers);
    expectErrorShape(response.body, 'PayloadTooLarge');
  });

  it('accepts a body just under the limit as far as the schema allows (400, not 413)', async () => {
    const payload = JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(1000 * 1000) });
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.body, 'ValidationError', 'password');
  });

  it('gives one ValidationError entry per bad field, each naming its field', async () => {
    const client = ctx.client();
    const response = await client.post('/api/auth/register', {
      ...shipperRegistration(),
      email: 'not-an-email',
      phone: 'call me',
      first_name: '   ',
      company_name: 'x'.repeat(201),
      accept_terms: false,
    });
    expect(response.statusCode).toBe(400);
    const errors = expectErrorShape(response.body);
    for (const error of errors) expect(error.code).toBe('ValidationError');
    const fields = errors.map((error) => error.field);
    expect([...fields].sort()).toEqual(
      ['accept_terms', 'company_name', 'email', 'first_name', 'phone'].sort(),
    );
    expect(new Set(fields).size).toBe(fields.length);
    expect(errors).toContainEqual({
      code: 'ValidationError',
      field: 'email',
      message: 'Enter a valid e-mail address',
    });
    expect(errors).toContainEqual({
      code: 'ValidationError',
      field: 'company_name',
      message: 'Company name must be at most 200 characters',
    });
  });

  it('names every missing field of an empty body', async () => {
    const response = await ctx.client().post('/api/auth/login', {});
    expect(response.statusCode).toBe(400);
    const errors = expectErrorShape(response.body, 'ValidationError');
    expect(errors.map((error) => error.field).sort()).toEqual(['email', 'password']);
  });

  it('refuses a body that is not an object at all with 400', async () => {
    const client = ctx.client();
    for (const payload of ['[]', '"text"', '42', 'null', 'true']) {
      const response = await client.request('POST', '/api/auth/login', payload, {
        'content-type': 'application/json',
      });
      expect(response.statusCode, payload).toBe(400);
      expectErrorShape(response.body, 'ValidationError');
    }
  });

  it('refuses an unknown user_type with one entry on that field', async () => {
    const response = await ctx
      .client()
      .post('/api/auth/register', { ...shipperRegistration(), user_type: 'broker' });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.body, 'ValidationError', 'user_type');
  });
});

describe('characters that cannot be stored', () => {
  const message = 'This value contains a character that is not allowed';

  it('refuses U+0000 in any text field with 400 on that field, not a database 500', async () => {
    const response = await ctx
      .client()
      .post(
        '/api/auth/register',
        shipperRegistration({ company_name: 'Acme\u0000Freight', last_name: '\u0000' }),
      );
    expect(response.statusCode).toBe(400);
    const errors = expectErrorShape(response.body, 'ValidationError');
    expect(errors.map((error) => error.field).sort()).toEqual(['company_name', 'last_name']);
    for (const error of errors) expect(error.message).toBe(message);
  });

  it('refuses a lone UTF-16 surrogate, which is not text, but takes a proper pair', async () => {
    const client = ctx.client();
    for (const broken of ['\ud800', 'a\udc00b', '\udc00\ud800']) {
      const response = await client.post(
        '/api/auth/register',
        shipperRegistration({ first_name: broken }),
      );
      expect(response.statusCode, JSON.stringify(broken)).toBe(400);
      expectErrorShape(response.body, 'ValidationError', 'first_name');
    }
    const emoji = await client.post(
      '/api/auth/register',
      shipperRegistration({ company_name: 'Fast 🚚 Freight' }),
    );
    expect(emoji.statusCode).toBe(201);
    expect(emoji.body.user.company_name).toBe('Fast 🚚 Freight');
  });

  it('names nested fields and keys, and checks the query string too', async () => {
    const { client, user } = await signUp(ctx);
    const nested = await client.put(`/api/users/${user.id}`, {
      first_name: 'Ann',
      permissions: { 'bid\u0000accept': true },
    });
    expect(nested.statusCode).toBe(400);
    expectErrorShape(nested.body, 'ValidationError', 'permissions');
    const query = await client.get('/api/users?search=%00');
    expect(query.statusCode).toBe(400);
    expectErrorShape(query.body, 'ValidationError', 'search');
    const deep = await client.post('/api/users', { list: [[{ deeper: ['\u0000'] }]] });
    expect(deep.statusCode).toBe(400);
    expect(expectErrorShape(deep.body).map((error) => error.field)).toEqual(['list.0.0.deeper.0']);
  });

  it('copes with a deeply nested body without running out of stack', async () => {
    const depth = 100_000;
    const payload = `${'{"a":'.repeat(depth)}"\u0000"${'}'.repeat(depth)}`;
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.body, 'ValidationError');
  });
});

describe('unexpected failures', () => {
  let app: FastifyInstance;
  let lastRequestId = '';

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      APP_URL: 'http://localhost:3999',
      SESSION_SECRET: 'test-secret-that-is-long-enough',
      WEB_DIST: '/nonexistent',
    });
    // The same database as the main context; this app's mail worker is never started.
    const built = await buildApp(config, ctx.database);
    app = built.app;
    app.get('/api/test/boom', async (request) => {
      lastRequestId = request.id;
      throw new Error('kaboom: select password_hash from users where id = 1');
    });
    app.get('/api/test/sql', async (request) => {
      lastRequestId = request.id;
      await ctx.database.db.execute(sql`select secret_column from no_such_table`);
      return { ok: true };
    });
    app.get('/api/test/string', async (request) => {
      lastRequestId = request.id;
      throw 'a bare string, not an Error';
    });
    app.get('/api/test/null', async (request) => {
      lastRequestId = request.id;
      throw null;
    });
    app.get('/api/test/undefined', async (request) => {
      lastRequestId = request.id;
      throw undefined;
    });
    app.get('/api/test/status503', async (request) => {
      lastRequestId = request.id;
      throw Object.assign(new Error('upstream exploded at /srv/app/src/x.ts:12:3'), {
        statusCode: 503,
      });
    });
    app.get('/api/test/client-error', async () => {
      throw Object.assign(new Error('insert into users values (secret)'), { statusCode: 400 });
    });
    app.get('/api/test/status429', async () => {
      throw Object.assign(new Error('a plugin refused it'), { statusCode: 429 });
    });
    app.get('/api/test/app-error', async () => {
      throw AppError.of(409, 'InvalidTransition', 'That move is not allowed');
    });
    app.get('/api/test/deadlock', async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    app.get('/api/test/bad-answer', async (request, reply) => {
      lastRequestId = request.id;
      return reply.send(BigInt(1) as never);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function expectInternalError(url: string) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(500);
    expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
    const body = response.json();
    const [error] = expectErrorShape(body, 'InternalError');
    expect(body.errors).toHaveLength(1);
    expect(lastRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(error?.message).toBe(`Something went wrong on our side. Reference: ${lastRequestId}`);
    expect(response.body).not.toMatch(/kaboom|password_hash|no_such_table|secret|exploded|Error:/);
    expect(response.headers['content-security-policy']).toBeDefined();
    return error;
  }

  it('answers a thrown exception with 500 InternalError carrying the request id, no stack', async () => {
    await expectInternalError('/api/test/boom');
  });

  it('gives a 429 of the framework or a plugin the Retry-After and RateLimit headers too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/status429' });
    expect(response.statusCode).toBe(429);
    expectErrorShape(response.json(), 'RateLimited');
    expect(response.headers).toMatchObject({
      'retry-after': '60',
      'ratelimit-limit': '1',
      'ratelimit-remaining': '0',
      'ratelimit-reset': '60',
    });
  });

  it('gives every failure its own reference', async () => {
    const first = await expectInternalError('/api/test/boom');
    const second = await expectInternalError('/api/test/boom');
    expect(first?.message).not.toBe(second?.message);
  });

  it('never shows a database error or its SQL', async () => {
    await expectInternalError('/api/test/sql');
  });

  it('answers a thrown non-Error value with the same 500 body', async () => {
    await expectInternalError('/api/test/string');
    await expectInternalError('/api/test/null');
    await expectInternalError('/api/test/undefined');
  });

  it('answers an error with a 5xx status of its own as 500 InternalError', async () => {
    await expectInternalError('/api/test/status503');
  });

  it('answers an answer that cannot be serialized with 500 InternalError', async () => {
    await expectInternalError('/api/test/bad-answer');
  });

  it('does not echo the message of a client error raised by a library', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/client-error' });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 'ValidationError');
    expect(response.body).not.toMatch(/insert|secret/);
  });

  it('answers a transaction that lost a race (deadlock) with 409 ConcurrentUpdate', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/deadlock' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [
        {
          code: 'ConcurrentUpdate',
          message: 'Someone changed this at the same moment. Please try again.',
        },
      ],
    });
  });

  it('passes an AppError through as it is', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [{ code: 'InvalidTransition', message: 'That move is not allowed' }],
    });
  });
});

describe('security headers', () => {
  function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
    const csp = String(headers['content-security-policy'] ?? '');
    expect(csp, what).toMatch(/(^|;)\s*script-src 'self'(;|$)/);
    expect(csp, what).toMatch(/default-src 'self'/);
    expect(csp, what).toMatch(/object-src 'none'/);
    expect(csp, what).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(String(headers['x-frame-options']), what).toMatch(/^(DENY|SAMEORIGIN)$/);
    expect(headers['x-powered-by'], what).toBeUndefined();
    // Plain HTTP in tests: no HSTS, which only means something over HTTPS.
    expect(headers['strict-transport-security'], what).toBeUndefined();
  }

  it('sends them on answers, errors and the health check alike', async () => {
    const client = ctx.client();
    expectSecurityHeaders((await client.get('/healthz')).headers, '/healthz');
    expectSecurityHeaders((await client.get('/api/nope')).headers, '404');
    expectSecurityHeaders((await client.get('/api/auth/me')).headers, '401');
    expectSecurityHeaders((await client.post('/api/auth/login', {})).headers, '400');
    const { client: signedIn } = await signUp(ctx);
    expectSecurityHeaders((await signedIn.get('/api/auth/me')).headers, '200');
  });
});

describe('health and documentation', () => {
  it('answers /healthz with 200 {status: ok}', async () => {
    const response = await ctx.client().get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 200 while the database is reachable', async () => {
    const response = await ctx.client().get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ status: 'ready' });
  });

  it('serves an OpenAPI document at /api/docs/json listing the auth routes', async () => {
    const response = await ctx.client().get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.body as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Spotlane API');
    expect(doc.paths['/api/auth/login']?.post).toBeDefined();
    expect(doc.paths['/api/auth/register']?.post).toBeDefined();
    expect(doc.paths['/api/users']?.post).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/auth/login'])).toContain('email');
  });

  it('serves the reference page at /api/docs', async () => {
    const response = await ctx.client().get('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(/text\/html/);
  });
});
