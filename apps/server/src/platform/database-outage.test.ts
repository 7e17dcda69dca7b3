import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { until } from '../../test/wait.ts';
import { type BuiltApp, buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { waitForDatabase } from './database-outage.ts';

/** A TCP proxy on 127.0.0.1 in front of PostgreSQL that the test can cut and restore. */
class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = tcpConnect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

const pgUrl = process.env.DATABASE_URL;

describe.skipIf(!pgUrl)('database outages on PostgreSQL (PRODUCT.md 14)', () => {
  let ctx: TestContext;
  let proxy: CuttableProxy;
  let database: Database;
  let built: BuiltApp;
  let proxiedUrl: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const target = new URL(ctx.databaseUrl as string);
    proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
    await proxy.open();
    const proxied = new URL(target);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    proxiedUrl = proxied.toString();
    database = openDatabase({ url: proxiedUrl });
    built = await buildApp(ctx.config, database);
    await built.app.ready();
  });
  afterAll(async () => {
    await built?.app.close();
    await database?.close();
    await proxy?.cut();
    await ctx?.close();
  });

  it('answers 503 with Retry-After while the database is down, and recovers by itself', async () => {
    const login = () =>
      built.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'whatever-password-1' },
      });
    expect((await login()).statusCode).toBe(401);
    expect((await built.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    await proxy.cut();
    const down = await login();
    expect(down.statusCode, down.body).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.json()).toEqual({
      errors: [{ code: 'ServiceUnavailable', message: expect.any(String) }],
    });
    expect((await built.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

    await proxy.open();
    expect((await login()).statusCode).toBe(401);
    expect((await built.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('brings a lost LISTEN connection back by itself', async () => {
    let heard = 0;
    const stop = await database.listen('outage_test', () => {
      heard++;
    });
    try {
      await proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await proxy.open();
      // Back within the backoff; then a NOTIFY from another connection is heard again.
      const deadline = Date.now() + 15_000;
      let before = heard;
      for (;;) {
        before = heard;
        await ctx.database.db.execute(sql`select pg_notify('outage_test', '')`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (heard > before) break;
        if (Date.now() > deadline) throw new Error('LISTEN never came back');
      }
      expect(heard).toBeGreaterThan(before);
    } finally {
      await stop();
    }
  });

  it('waits for an unreachable database at start with one clear line and no stack', async () => {
    await proxy.cut();
    const lines: string[] = [];
    const waiting = openDatabase({ url: proxiedUrl });
    // Each try is one query; the test counts them instead of guessing how many a time allows.
    let tries = 0;
    const execute = waiting.db.execute.bind(waiting.db);
    waiting.db.execute = ((query: Parameters<typeof execute>[0]) => {
      tries++;
      return execute(query);
    }) as typeof waiting.db.execute;
    const started = waitForDatabase(
      waiting,
      { warn: (line) => lines.push(`warn ${line}`), info: (line) => lines.push(`info ${line}`) },
      { firstDelayMs: 100, maxDelayMs: 400 },
    );
    await until(() => tries >= 4);
    expect(lines).toHaveLength(1);
    await proxy.open();
    await started;
    await waiting.close();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^warn database unreachable \(.*ECONNREFUSED.*\); retrying/);
    expect(lines.join('\n')).not.toMatch(/\n\s+at |\.ts:\d+/);
    expect(lines[1]).toMatch(/^info database reachable/);
  });
});
