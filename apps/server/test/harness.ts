import { randomBytes } from 'node:crypto';
import type {
  RegisterCarrierRequest,
  RegisterShipperRequest,
  User,
} from '@spotlane/shared/schemas/auth';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type AppContext, createContext } from '../src/context.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import type { JobRunner } from '../src/platform/jobs.ts';
import { Mailbox } from './mailbox.ts';
import { adminPool, databaseUrlFor } from './pg-admin.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** The app's job runner (mail, housekeeping), started. */
  jobs: JobRunner;
  mailbox: Mailbox;
  config: Config;
  /** The PostgreSQL URL of this file's database (null on the embedded one). */
  databaseUrl: string | null;
  client(): TestClient;
  close(): Promise<void>;
}

let fileCounter = 0;

/** A database of the test file's own: a copy of the migrated template, or an in-memory PGlite. */
async function openTestDatabase(): Promise<{
  database: Database;
  url: string | null;
  drop: () => Promise<void>;
}> {
  const template = inject('templateDatabase');
  const url = process.env.DATABASE_URL;
  if (!template || !url) {
    const database = openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return { database, url: null, drop: async () => {} };
  }
  const name = `${template}_f${process.pid}_${fileCounter++}_${randomBytes(3).toString('hex')}`;
  const admin = adminPool(url);
  await admin.query(`create database ${name} template ${template}`);
  const database = openDatabase({ url: databaseUrlFor(url, name) });
  return {
    database,
    url: databaseUrlFor(url, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const mailbox = new Mailbox();
  const smtpUrl = await mailbox.start();
  const { database, url: databaseUrl, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SMTP_URL: smtpUrl,
    APP_URL: 'http://localhost:3999',
    // The tests' production apps run on plain http (PRODUCT.md 22 asks for it on purpose).
    ALLOW_HTTP: 'true',
    SESSION_SECRET: 'test-secret-that-is-long-enough',
    JOBS_POLL_MS: '100',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const { app, jobs } = await buildApp(config, database);
  await app.ready();
  jobs.start();
  return {
    app,
    database,
    jobs,
    mailbox,
    config,
    databaseUrl,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await mailbox.stop();
    },
  };
}

/**
 * The test file's context, opened before its tests and closed after them. The answer stands
 * for the context from the first test on (it forwards to the one beforeAll opens).
 */
export function fileTestContext(env: Record<string, string> = {}): TestContext {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestContext(env);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestContext, {
    get(_target, key) {
      if (!current) throw new Error('the test context is opened in beforeAll: use it in a test');
      const value = Reflect.get(current, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

/**
 * The module-level context over a file's test context, for suites that call a module's
 * functions beside its routes: filled in before the first test, on the same database.
 */
export function fileAppContext(ctx: TestContext): AppContext {
  const app = {} as AppContext;
  beforeAll(() => {
    Object.assign(app, createContext({ config: ctx.config, db: ctx.database.db }));
  });
  return app;
}

interface CookieValue {
  value: string;
  maxAge?: number;
  expires?: string;
  path: string;
  httpOnly: boolean;
}

export interface TestResponse<T = unknown> {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
  setCookies: Record<string, CookieValue>;
}

/** A browser-like caller: keeps cookies and echoes the XSRF cookie on unsafe requests. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  xsrf = true;

  constructor(private readonly app: FastifyInstance) {}

  async request<T = any>(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const cookieHeader = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const allHeaders: Record<string, string> = { ...headers };
    if (cookieHeader) allHeaders.cookie = cookieHeader;
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(String(method).toUpperCase());
    if (unsafe && this.xsrf && this.cookies.has('XSRF-TOKEN') && !('x-xsrf-token' in allHeaders)) {
      allHeaders['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') as string;
    }
    const response = await this.app.inject({
      method,
      url,
      headers: allHeaders,
      ...(payload === undefined
        ? {}
        : typeof payload === 'string'
          ? { payload }
          : { payload: payload as object }),
    });
    const setCookies: Record<string, CookieValue> = {};
    for (const cookie of response.cookies as Array<Record<string, unknown>>) {
      const name = String(cookie.name);
      const value = String(cookie.value);
      setCookies[name] = {
        value,
        maxAge: cookie.maxAge as number | undefined,
        expires: cookie.expires ? String(cookie.expires) : undefined,
        path: String(cookie.path ?? '/'),
        httpOnly: Boolean(cookie.httpOnly),
      };
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires && new Date(String(cookie.expires)).getTime() < Date.now());
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    let body: unknown = response.body;
    if (String(response.headers['content-type'] ?? '').includes('application/json'))
      body = response.json();
    return {
      statusCode: response.statusCode,
      headers: response.headers,
      body: body as T,
      setCookies,
    };
  }

  get<T = any>(url: string) {
    return this.request<T>('GET', url);
  }
  post<T = any>(url: string, payload?: unknown) {
    return this.request<T>('POST', url, payload ?? {});
  }
  put<T = any>(url: string, payload?: unknown) {
    return this.request<T>('PUT', url, payload ?? {});
  }
  delete<T = any>(url: string) {
    return this.request<T>('DELETE', url);
  }
}

export const TEST_PASSWORD = 'correct-horse-battery-9';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export function shipperRegistration(
  overrides: Partial<RegisterShipperRequest> = {},
): RegisterShipperRequest {
  return {
    user_type: 'shipper',
    company_name: 'Acme Test Shipping',
    first_name: 'Ann',
    last_name: 'Shipper',
    email: uniqueEmail('shipper'),
    phone: '+1 312 555 0199',
    password: TEST_PASSWORD,
    accept_terms: true,
    ...overrides,
  };
}

export function carrierRegistration(
  overrides: Partial<RegisterCarrierRequest> = {},
): RegisterCarrierRequest {
  return {
    user_type: 'carrier',
    company_name: 'Fast Test Freight',
    first_name: 'Carl',
    last_name: 'Carrier',
    email: uniqueEmail('carrier'),
    phone: '+1 773 555 0142',
    password: TEST_PASSWORD,
    accept_terms: true,
    mc_number: '123456',
    dot_number: '',
    cargo_insurance_limit: '250k',
    equipment_types: ['dry_van'],
    ...overrides,
  };
}

/** Registers through the API and answers a signed-in client. */
export async function signUp(
  ctx: TestContext,
  registration: RegisterShipperRequest | RegisterCarrierRequest = shipperRegistration(),
): Promise<{ client: TestClient; user: User; email: string; password: string }> {
  const client = ctx.client();
  await client.get('/api/auth/me'); // picks up the XSRF cookie, as the web app does on load
  const response = await client.post<{ user: User }>('/api/auth/register', registration);
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${JSON.stringify(response.body)}`);
  return {
    client,
    user: response.body.user,
    email: registration.email,
    password: registration.password,
  };
}

/** A request a test makes: method, URL and body. */
export type RouteCall = readonly [method: InjectOptions['method'], url: string, body?: unknown];

/** Each request answers `status`, and `expectBody` passes on each answer. */
export async function expectEachAnswer(
  client: TestClient,
  calls: readonly RouteCall[],
  status: number,
  expectBody: (response: TestResponse) => void,
) {
  for (const [method, url, body] of calls) {
    const response = await client.request(method, url, body);
    expect(response.statusCode, `${method} ${url}`).toBe(status);
    expectBody(response);
  }
}

/** Each request answers 401 to a caller without a session, with the Unauthenticated error body. */
export function expectSignInRequired(
  ctx: TestContext,
  calls: readonly RouteCall[],
  expectBody = (response: TestResponse) => {
    expectErrorShape(response.body, 'Unauthenticated');
  },
) {
  return expectEachAnswer(ctx.client(), calls, 401, expectBody);
}

/** A caller who may read but not change: each GET answers 200, any other request 403 Forbidden. */
export async function expectReadOnly(client: TestClient, calls: readonly RouteCall[]) {
  for (const [method, url, body] of calls) {
    const response = await client.request(method, url, body);
    const status = method === 'GET' ? 200 : 403;
    expect(response.statusCode, `${method} ${url}`).toBe(status);
    if (status === 403) expectErrorShape(response.body, 'Forbidden');
  }
}

/** What must never reach a client: stack frames, file paths, SQL or driver messages. */
const LEAK =
  /\bat [^\s]+ \(|\.(?:ts|js|mjs):\d+|node_modules|stack|\bselect\s.+\sfrom\s|insert into|delete from|duplicate key|violates|relation "|syntax error at/i;

/**
 * Checks the error body of PRODUCT.md 6 exactly: {"errors":[{code, message, field?}, ...]}
 * with nothing else in it and nothing that leaks internals. Answers the entries.
 */
export function expectErrorShape(
  body: unknown,
  code?: string,
  field?: string,
): Array<{ code: string; message: string; field?: string }> {
  const text = JSON.stringify(body);
  expect(body, `error body ${text}`).toEqual({ errors: expect.any(Array) });
  const errors = (body as { errors: Array<Record<string, unknown>> }).errors;
  expect(errors.length, text).toBeGreaterThan(0);
  for (const item of errors) {
    // PRODUCT.md 15: CarrierBlocked also names the blocking rules; PRODUCT.md 17: a refused
    // booking time names its reason, SlotTaken the next free slot.
    const allowed = [
      'code',
      'message',
      'field',
      ...(item.code === 'CarrierBlocked' || item.code === 'ValidationError' ? ['reasons'] : []),
      ...(item.code === 'SlotTaken' ? ['next_free'] : []),
    ];
    expect(Object.keys(item).filter((key) => !allowed.includes(key))).toEqual([]);
    expect(typeof item.code, text).toBe('string');
    expect(typeof item.message, text).toBe('string');
    expect((item.message as string).length, text).toBeGreaterThan(0);
    if ('field' in item) expect(typeof item.field, text).toBe('string');
  }
  expect(text).not.toMatch(LEAK);
  if (code) expect(errors[0]?.code, text).toBe(code);
  if (field) expect(errors[0]?.field, text).toBe(field);
  return errors as Array<{ code: string; message: string; field?: string }>;
}

/**
 * A 429 as PRODUCT.md 22 has it: the RateLimited body, `RateLimit-Limit` naming the limit,
 * nothing remaining, and `Retry-After` equal to `RateLimit-Reset`, whole seconds within the window.
 */
export function expectRateLimited(
  response: TestResponse,
  limit: { max: number; windowSeconds: number },
): void {
  expect(response.statusCode).toBe(429);
  expectErrorShape(response.body, 'RateLimited');
  const { headers } = response;
  expect(headers['ratelimit-limit']).toBe(String(limit.max));
  expect(headers['ratelimit-remaining']).toBe('0');
  const reset = String(headers['ratelimit-reset']);
  expect(reset).toMatch(/^[1-9][0-9]*$/);
  expect(Number(reset)).toBeLessThanOrEqual(limit.windowSeconds);
  expect(headers['retry-after']).toBe(reset);
  // PRODUCT.md 14: a refusal is an /api answer like any other, never cached.
  expect(headers['cache-control']).toBe('no-store');
}
