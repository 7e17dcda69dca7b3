import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTestContext, signUp } from '../../test/harness.ts';
import { buildApp } from '../app.ts';

const ctx = fileTestContext();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id (PRODUCT.md 22)', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it("echoes the client's id when it is valid, on answers and errors alike", async () => {
    for (const id of ['abc', 'a1B2.c3_d4-e5', '0123456789abcdef', 'x'.repeat(128)]) {
      for (const url of ['/healthz', '/api/auth/me', '/api/nothing-here', '/api/carriers/0x1']) {
        const response = await get(url, { 'x-request-id': id });
        expect(response.headers['x-request-id'], `${url} ${id}`).toBe(id);
      }
    }
  });

  it('gives a new id to a request that sent none or an invalid one', async () => {
    const seen = new Set<string>();
    for (const id of [
      undefined,
      '',
      'x'.repeat(129),
      'has space',
      'semi;colon',
      'quote"d',
      'ünïcode',
      '../../etc',
    ]) {
      const response = await get('/api/auth/me', id === undefined ? {} : { 'x-request-id': id });
      const answered = String(response.headers['x-request-id']);
      expect(answered, String(id)).toMatch(UUID);
      seen.add(answered);
    }
    expect(seen.size).toBe(8);
  });

  it('is the reference a 500 names', async () => {
    const { app } = await buildApp(ctx.config, ctx.database);
    app.get('/api/test/boom', async () => {
      throw new Error('kaboom');
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/test/boom',
        headers: { 'x-request-id': 'trace-500' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.headers['x-request-id']).toBe('trace-500');
      expect(response.json().errors[0].message).toContain('Reference: trace-500');
    } finally {
      await app.close();
    }
  });

  it('is on the live-event stream too', async () => {
    const { client } = await signUp(ctx);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const controller = new AbortController();
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`http://127.0.0.1:${port}/api/events`, {
      headers: { cookie, 'x-request-id': 'stream-1' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('stream-1');
    controller.abort();
  });
});

describe('LOG_REQUESTS: the access log of a production server', () => {
  let logging: FastifyInstance;
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  beforeAll(async () => {
    const config = { ...ctx.config, NODE_ENV: 'production' as const, LOG_LEVEL: 'info' as const };
    logging = (
      await buildApp({ ...config, LOG_REQUESTS: true }, ctx.database, {
        logStream: {
          write: (line) => {
            raw.push(line);
            lines.push(JSON.parse(line));
          },
        },
      })
    ).app;
    await logging.ready();
  });
  afterAll(async () => {
    await logging?.close();
  });

  it('writes one line per request: method, route, status, duration and request id; no body, token or query', async () => {
    const before = lines.length;
    const requests = [
      {
        method: 'GET' as const,
        url: '/api/loads/424242?signature=query-secret',
        headers: { cookie: 'sid=cookie-secret', 'x-request-id': 'req-1' },
      },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        headers: { 'x-request-id': 'req-2', 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'ann@example.com', password: 'body-secret-123' }),
      },
      {
        method: 'GET' as const,
        url: '/api/loads',
        headers: { authorization: 'Bearer token-secret', 'x-request-id': 'req-3' },
      },
      { method: 'GET' as const, url: '/healthz', headers: { 'x-request-id': 'req-4' } },
    ];
    const statuses: number[] = [];
    for (const request of requests) statuses.push((await logging.inject(request)).statusCode);
    const written = lines.slice(before);
    expect(
      written.map(({ reqId, method, route, status, msg }) => ({
        reqId,
        method,
        route,
        status,
        msg,
      })),
    ).toEqual([
      {
        reqId: 'req-1',
        method: 'GET',
        route: '/api/loads/:id',
        status: statuses[0],
        msg: 'request',
      },
      {
        reqId: 'req-2',
        method: 'POST',
        route: '/api/auth/login',
        status: statuses[1],
        msg: 'request',
      },
      { reqId: 'req-3', method: 'GET', route: '/api/loads', status: 401, msg: 'request' },
      { reqId: 'req-4', method: 'GET', route: '/healthz', status: 200, msg: 'request' },
    ]);
    for (const line of written) expect(typeof line.durationMs).toBe('number');
    const text = raw.slice(before).join('');
    for (const secret of [
      'query-secret',
      'cookie-secret',
      'body-secret',
      'token-secret',
      'ann@example.com',
      '424242',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
