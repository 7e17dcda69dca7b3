/**
 * PRODUCT.md 22 and decision 019, tried as an operator would (decision 053): deploy/nginx.conf
 * in front of two built API processes (apps/server/dist/main.js, production settings) started
 * at the same moment on an empty PostgreSQL database. PostgreSQL only (DATABASE_URL), with
 * Debian's nginx (`apt-get install -y nginx`; .ci/run installs it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierRegistration, shipperRegistration, TEST_PASSWORD } from '../test/harness.ts';
import { Mailbox } from '../test/mailbox.ts';
import { adminPool, databaseUrlFor } from '../test/pg-admin.ts';
import { runNode } from '../test/run-node.ts';
import { shipmentBody } from '../test/shipment-body.ts';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers something truthy, or fails naming `what`. */
async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** A browser's cookie jar and XSRF echo, against any base URL (the proxy or one process). */
class Browser {
  readonly cookies = new Map<string, string>();
  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  async call(base: string, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { cookie: this.cookieHeader };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = xsrf;
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = (pair ?? '').indexOf('=');
      const name = (pair ?? '').slice(0, at);
      const value = (pair ?? '').slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: response.status, body: json as any };
  }
}

interface LiveStream {
  ids: number[];
  types: string[];
  ended: Promise<void>;
  isEnded(): boolean;
  close(): void;
}

/** A live-event stream as the browser's EventSource reads it. */
async function openStream(url: string, cookie: string, lastEventId?: number): Promise<LiveStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { cookie, accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const response = await fetch(url, { headers, signal: controller.signal });
  if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const stream: LiveStream = {
    ids: [],
    types: [],
    ended: Promise.resolve(),
    isEnded: () => ended,
    close: () => controller.abort(),
  };
  let ended = false;
  let buffer = '';
  stream.ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const type = /^event: (.+)$/m.exec(block)?.[1];
          if (id && type) {
            stream.ids.push(Number(id));
            stream.types.push(type);
          }
        }
      }
    } catch {
      // aborted by the test
    } finally {
      ended = true;
    }
  })();
  return stream;
}

interface Api {
  name: string;
  base: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; at: number }>;
  output: string[];
}

describe.skipIf(!process.env.DATABASE_URL)('two API processes behind nginx (PostgreSQL)', () => {
  const url = process.env.DATABASE_URL as string;
  const scratch = mkdtempSync(join(tmpdir(), 'spotlane-multi-'));
  const databaseName = `spotlane_multi_${randomBytes(4).toString('hex')}`;
  const admin = adminPool(url);
  const mailbox = new Mailbox();
  let sql: pg.Pool;
  let nginx: ChildProcess | undefined;
  let nginxLog = '';
  let proxy = '';
  const apis: Api[] = [];

  beforeAll(async () => {
    if (!NGINX) throw new Error('nginx is missing: apt-get install -y nginx (.ci/run does)');
    // The built server, as production runs it.
    const build = await runNode(['scripts/build.mjs'], { cwd: serverRoot });
    if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}`);
    await admin.query(`create database ${databaseName}`);
    const databaseUrl = databaseUrlFor(url, databaseName);
    sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // An idle connection the server ends must fail a query, not the worker (pg's pool emits it).
    sql.on('error', () => {});
    admin.on('error', () => {});
    const smtpUrl = await mailbox.start();
    const [portA, portB, portProxy] = [await freePort(), await freePort(), await freePort()];
    proxy = `http://127.0.0.1:${portProxy}`;

    // deploy/nginx.conf itself, with ports and system paths moved into the scratch folder.
    const prefix = join(scratch, 'nginx');
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      mkdirSync(join(prefix, dir), { recursive: true, mode: 0o777 });
    const config = readFileSync(join(repoRoot, 'deploy/nginx.conf'), 'utf8')
      .replace('listen 80;', `listen 127.0.0.1:${portProxy};`)
      .replace('127.0.0.1:3001', `127.0.0.1:${portA}`)
      .replace('127.0.0.1:3002', `127.0.0.1:${portB}`)
      .replace('/run/nginx.pid', join(prefix, 'nginx.pid'))
      .replaceAll('/var/log/nginx/', `${prefix}/`)
      .replaceAll('/var/lib/nginx/', `${prefix}/`)
      // Workers of a root master run as www-data, which the scratch folder would not admit.
      .replace('user www-data;', process.getuid?.() === 0 ? 'user root;' : '');
    const directives = config.replace(/#.*$/gm, '');
    expect(directives).not.toMatch(/:300[12]\b|\/var\/|\/run\//);
    writeFileSync(join(prefix, 'nginx.conf'), config);
    nginx = spawn(
      NGINX,
      ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    nginx.stderr?.on('data', (chunk) => {
      nginxLog += chunk;
    });

    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      APP_URL: proxy,
      ALLOW_HTTP: 'true',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      SMTP_URL: smtpUrl,
      TRUST_PROXY: '1',
      ALLOW_LOCAL_UPLOADS: 'true',
      DATA_DIR: join(scratch, 'data'),
      WEB_DIST: join(scratch, 'no-web'),
      JOBS_POLL_MS: '200',
      SHUTDOWN_DRAIN_MS: '1500',
      LOG_LEVEL: 'warn',
    };
    // Both at the same moment, on the empty database: the migrations run under the lock.
    for (const [name, port] of [
      ['A', portA],
      ['B', portB],
    ] as const) {
      const child = spawn(process.execPath, [join(serverRoot, 'dist/main.js')], {
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output: string[] = [];
      child.stdout?.on('data', (chunk) => output.push(String(chunk)));
      child.stderr?.on('data', (chunk) => output.push(String(chunk)));
      const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
        child.once('exit', (code) => resolve({ code, at: Date.now() })),
      );
      apis.push({ name, base: `http://127.0.0.1:${port}`, child, exited, output });
    }
  }, 120_000);

  afterAll(async () => {
    for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
    await Promise.all(apis.map((api) => api.exited));
    nginx?.kill('SIGQUIT');
    await sql?.end();
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => {});
    await admin.end();
    await mailbox.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  const processA = () => apis[0] as Api;
  const processB = () => apis[1] as Api;
  const users = {} as Record<'shipper' | 'carrier' | 'second', { browser: Browser; email: string }>;
  let shipperAccount = 0;
  let bidId = 0;

  it('both processes come up on the empty database, migrated once, and answer through nginx', async () => {
    for (const api of apis)
      await until(
        `process ${api.name} ready (${api.output.join('')})`,
        async () => (await fetch(`${api.base}/readyz`)).status === 200,
        100_000,
      );
    await until(`nginx (${nginxLog})`, async () => (await fetch(`${proxy}/healthz`)).ok, 10_000);
    const journal = JSON.parse(
      readFileSync(join(serverRoot, 'src/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const { rows } = await sql.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0].n).toBe(journal.entries.length);
  });

  it('a sign-in on one process is valid on the other', async () => {
    for (const [key, registration] of [
      ['shipper', shipperRegistration()],
      ['carrier', carrierRegistration({ company_name: 'First Freight' })],
      ['second', carrierRegistration({ company_name: 'Second Freight' })],
    ] as const) {
      const browser = new Browser();
      await browser.call(proxy, 'GET', '/api/auth/me');
      const registered = await browser.call(proxy, 'POST', '/api/auth/register', registration);
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
      users[key] = { browser, email: registration.email };
    }
    const browser = new Browser();
    await browser.call(processA().base, 'GET', '/api/auth/me');
    const signIn = await browser.call(processA().base, 'POST', '/api/auth/login', {
      email: users.shipper.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const me = await browser.call(processB().base, 'GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(users.shipper.email);
    const { rows } = await sql.query('select account_id from users where email = $1', [
      users.shipper.email,
    ]);
    shipperAccount = rows[0].account_id;
    users.shipper.browser = browser;
  });

  it('a chat message written through process A reaches a stream held on process B within a second', async () => {
    const shipper = users.shipper.browser;
    const carrier = users.carrier.browser;
    const location = async (name: string, city: string, state: string, zipcode: string) => {
      const created = await shipper.call(proxy, 'POST', '/api/companies', {
        name,
        locations: [
          { name: `${name} dock`, address: { address1: '1 Main St', city, state, zipcode } },
        ],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.locations[0].id as number;
    };
    const origin = await location('Acme Plant', 'Chicago', 'IL', '60601');
    const destination = await location('Beta Store', 'Dallas', 'TX', '75201');
    const carrierIds: number[] = [];
    for (const key of ['carrier', 'second'] as const) {
      const linked = await shipper.call(proxy, 'POST', '/api/carriers', {
        email: users[key].email,
      });
      expect(linked.status, JSON.stringify(linked.body)).toBe(201);
      carrierIds.push(linked.body.id);
    }
    const load = await shipper.call(proxy, 'POST', '/api/loads', shipmentBody(origin, destination));
    expect(load.status, JSON.stringify(load.body)).toBe(201);
    const bid = await carrier.call(proxy, 'POST', '/api/bids', {
      load_id: load.body.id,
      amount: 150_000,
      pickup_date: load.body.date_to_leave,
      delivery_date: load.body.expected_delivery_date,
      notes: 'Team drivers',
    });
    expect(bid.status, JSON.stringify(bid.body)).toBe(201);
    bidId = bid.body.id;

    const stream = await openStream(`${processB().base}/api/events`, shipper.cookieHeader);
    const seen = stream.ids.length;
    const sent = Date.now();
    const posted = await carrier.call(
      processA().base,
      'POST',
      `/api/bids/${bidId}/create_bid_comment`,
      {
        comment: 'Can load at 6 am',
      },
    );
    expect(posted.status).toBe(201);
    await until(
      'the chat message on B',
      async () => stream.types.slice(seen).includes('chat_message'),
      1000,
    );
    expect(Date.now() - sent).toBeLessThan(1000);
    stream.close();

    // Kept for the tender test: a lane whose guide offers the load to both carriers in turn.
    const lane = await shipper.call(proxy, 'POST', '/api/lanes', {
      name: 'Chicago to Dallas',
      origin: { city: 'Chicago', state: 'IL' },
      destination: { city: 'Dallas', state: 'TX' },
      equipment_type: 'dry_van',
      carrier_ids: carrierIds,
      target_rate: 150_000,
      contract: { rate: 180_000, valid_from: '2020-01-01', valid_to: '2999-12-31' },
    });
    expect(lane.status, JSON.stringify(lane.body)).toBe(201);
    const tendered = await shipper.call(
      proxy,
      'POST',
      '/api/loads',
      shipmentBody(origin, destination, {
        name: 'Tendered peas',
        equipment_type: 'dry_van',
        audience: { type: 'lane', lane_id: lane.body.id },
      }),
    );
    expect(tendered.status, JSON.stringify(tendered.body)).toBe(201);
    tenderedLoad = tendered.body.id;
  });
  let tenderedLoad = 0;

  it('a tender expiry fires once with both runners polling', async () => {
    const shipper = users.shipper.browser;
    const waterfall = async () =>
      (await shipper.call(proxy, 'GET', `/api/loads/${tenderedLoad}/tenders`)).body
        .results as Array<{
        id: number;
        status: string;
      }>;
    const [offer] = await until('the first offer', async () => {
      const steps = await waterfall();
      return steps.length > 0 ? steps : undefined;
    });
    // The clock reaches the deadline: both runners see the expiry due at once.
    await sql.query(`update tenders set expires_at = now() - interval '1 second' where id = $1`, [
      offer?.id,
    ]);
    await sql.query(
      `update jobs set run_at = now() where name = 'tenders.expire' and (payload->>'tenderId')::int = $1`,
      [offer?.id],
    );
    const steps = await until('the expiry and the next offer', async () => {
      const now = await waterfall();
      return now.length === 2 ? now : undefined;
    });
    expect(steps.map((step) => step.status).sort()).toEqual(['expired', 'offered']);
    // Nothing more happens: drain the queue of both runners, then look.
    await until('an empty job queue', async () => {
      const { rows } = await sql.query(
        `select count(*)::int as n from jobs where status = 'pending' and run_at <= now()`,
      );
      return rows[0].n === 0;
    });
    expect(await waterfall()).toHaveLength(2);
    const { rows } = await sql.query(
      `select count(*)::int as n from load_status_history where load_id = $1 and status = 'tender_expired'`,
      [tenderedLoad],
    );
    expect(rows[0].n).toBe(1);
  });

  it('each mail is sent exactly once with both runners polling', async () => {
    for (const key of ['shipper', 'carrier', 'second'] as const) {
      const browser = new Browser();
      await browser.call(proxy, 'GET', '/api/auth/me');
      const forgot = await browser.call(proxy, 'POST', '/api/auth/password/forgot', {
        email: users[key].email,
      });
      expect(forgot.status).toBe(200);
    }
    await until('every mail sent', async () => {
      const { rows } = await sql.query(
        `select count(*) filter (where sent_at is null)::int as unsent, count(*)::int as n from mail_outbox`,
      );
      return rows[0].unsent === 0 && mailbox.mails.length >= rows[0].n;
    });
    const { rows } = await sql.query('select count(*)::int as n from mail_outbox');
    expect(mailbox.mails).toHaveLength(rows[0].n);
    for (const key of ['shipper', 'carrier', 'second'] as const) {
      const resets = mailbox.mails.filter(
        (mail) =>
          mail.to.includes(users[key].email) && /Reset your Spotlane password/.test(mail.subject),
      );
      expect(resets, key).toHaveLength(1);
    }
  });

  it('the sign-in rate limit is shared by the processes', async () => {
    const email = users.second.email;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const api = attempt % 2 === 0 ? processA() : processB();
      const browser = new Browser();
      await browser.call(api.base, 'GET', '/api/auth/me');
      statuses.push(
        (
          await browser.call(api.base, 'POST', '/api/auth/login', {
            email,
            password: 'wrong-password-42',
          })
        ).status,
      );
    }
    // Ten failures in all (five on each) reach the limit of ten per e-mail and address.
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('SIGTERM: /readyz 503 while draining, its streams end and resume through nginx with nothing lost, exit within 10 s', async () => {
    const shipper = users.shipper.browser;
    const carrier = users.carrier.browser;
    const comment = (text: string, base = proxy) =>
      carrier.call(base, 'POST', `/api/bids/${bidId}/create_bid_comment`, { comment: text });
    // Six streams through nginx: each of its workers sends its requests to both in turn.
    const streams: LiveStream[] = [];
    for (let i = 0; i < 6; i++)
      streams.push(await openStream(`${proxy}/api/events`, shipper.cookieHeader));
    expect((await comment('Before the restart')).status).toBe(201);
    await until('the first message on every stream', async () =>
      streams.every((stream) => stream.types.includes('chat_message')),
    );
    const firstId = Math.min(...streams.map((stream) => stream.ids.at(-1) as number));

    const signalled = Date.now();
    processA().child.kill('SIGTERM');
    // The signal arrives asynchronously; from then on A's readiness is 503 while it drains.
    await until(
      '503 on the readiness of A',
      async () => (await fetch(`${processA().base}/readyz`)).status === 503,
      1000,
    );
    // Written while A drains, on B: the streams that A ended must still get them.
    for (const text of ['During the drain 1', 'During the drain 2'])
      expect((await comment(text, processB().base)).status).toBe(201);
    await until('the streams held by A to end', async () =>
      streams.some((stream) => stream.isEnded()),
    );
    // A browser's EventSource reconnects to the same address with the last id it saw.
    const logical = await Promise.all(
      streams.map(async (stream) => {
        if (!stream.isEnded()) return { parts: [stream], moved: false };
        await stream.ended;
        const resumed = await openStream(
          `${proxy}/api/events`,
          shipper.cookieHeader,
          stream.ids.at(-1),
        );
        return { parts: [stream, resumed], moved: true };
      }),
    );
    expect(logical.filter((entry) => entry.moved).length).toBeGreaterThan(0);
    expect((await comment('After the move')).status).toBe(201);

    const expected = async () => {
      const { rows } = await sql.query(
        `select id from events where id > $1 and account_id = $2 order by id`,
        [firstId, shipperAccount],
      );
      return rows.map((row: { id: string | number }) => Number(row.id));
    };
    await until('every event on every stream', async () => {
      const ids = await expected();
      return logical.every((entry) => {
        const seen = entry.parts.flatMap((part) => part.ids).filter((id) => id > firstId);
        return ids.every((id) => seen.includes(id));
      });
    });
    const ids = await expected();
    expect(ids.length).toBeGreaterThanOrEqual(3);
    for (const entry of logical) {
      const seen = entry.parts.flatMap((part) => part.ids).filter((id) => id > firstId);
      expect(seen).toEqual(ids);
    }
    const exit = await processA().exited;
    expect(exit.code).toBe(0);
    expect(exit.at - signalled).toBeLessThan(10_000);
    for (const entry of logical) for (const part of entry.parts) part.close();
    // The survivor still serves everything through nginx.
    expect((await fetch(`${proxy}/readyz`)).status).toBe(200);
    expect((await shipper.call(proxy, 'GET', '/api/auth/me')).status).toBe(200);
  });
});
