import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestContext } from '../../test/harness.ts';
import { runNode } from '../../test/run-node.ts';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { mailOutbox } from '../db/schema.ts';
import { MailSender } from './mail.ts';

/** A production configuration that starts; each refusal below takes one piece away. */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-long-enough',
  APP_URL: 'https://spotlane.example',
} as const;

describe('production configuration (PRODUCT.md 14, 22)', () => {
  it('refuses to start without SMTP_URL unless MAIL_TRANSPORT=log is set on purpose', () => {
    expect(() => loadConfig({ ...production })).toThrow(/SMTP_URL/);
    expect(loadConfig({ ...production, MAIL_TRANSPORT: 'log' }).NODE_ENV).toBe('production');
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example:25' }).SMTP_URL).toBe(
      'smtp://mail.example:25',
    );
    expect(() => loadConfig({})).not.toThrow();
  });

  it('refuses to start without SESSION_SECRET, or with one shorter than 16 characters', () => {
    const { SESSION_SECRET: _secret, ...withoutSecret } = production;
    expect(() => loadConfig({ ...withoutSecret, MAIL_TRANSPORT: 'log' })).toThrow(
      new ConfigError(
        'NODE_ENV=production needs SESSION_SECRET (16 characters or more, the same for every process)',
      ),
    );
    expect(() =>
      loadConfig({ ...production, MAIL_TRANSPORT: 'log', SESSION_SECRET: 'short' }),
    ).toThrow(/^SESSION_SECRET: /);
    // Development and tests still start without one.
    expect(loadConfig({ NODE_ENV: 'development' }).SESSION_SECRET).toBeUndefined();
  });

  it('refuses an APP_URL that is not https: unless ALLOW_HTTP=true', () => {
    const env = { ...production, MAIL_TRANSPORT: 'log' };
    expect(() => loadConfig({ ...env, APP_URL: 'http://spotlane.example' })).toThrow(
      /^NODE_ENV=production needs an https: APP_URL \(got http:\/\/spotlane\.example; ALLOW_HTTP=true/,
    );
    const { APP_URL: _url, ...withoutUrl } = env;
    expect(() => loadConfig(withoutUrl)).toThrow(/needs an https: APP_URL \(got none/);
    const allowed = loadConfig({ ...env, APP_URL: 'http://spotlane.example', ALLOW_HTTP: 'true' });
    expect(allowed.secureCookies).toBe(false);
    expect(loadConfig(env).secureCookies).toBe(true);
  });

  it('refuses uploads under DATA_DIR with DATABASE_URL unless ALLOW_LOCAL_UPLOADS=true or S3_* is set', () => {
    const env = { ...production, MAIL_TRANSPORT: 'log', DATABASE_URL: 'postgres://db/spotlane' };
    expect(() => loadConfig(env)).toThrow(
      /^NODE_ENV=production with DATABASE_URL needs S3_\* storage for uploads \(or ALLOW_LOCAL_UPLOADS=true/,
    );
    expect(loadConfig({ ...env, ALLOW_LOCAL_UPLOADS: 'true' }).ALLOW_LOCAL_UPLOADS).toBe(true);
    const s3 = {
      S3_ENDPOINT: 'https://s3.example',
      S3_BUCKET: 'uploads',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ ...env, ...s3 }).S3_BUCKET).toBe('uploads');
    // The embedded database is one process by nature: its uploads stay local.
    const { DATABASE_URL: _db, ...embedded } = env;
    expect(loadConfig(embedded).ALLOW_LOCAL_UPLOADS).toBe(false);
  });

  it('names the setting of every refusal, in one line (PRODUCT.md 22)', () => {
    const { SESSION_SECRET: _secret, ...withoutSecret } = production;
    const { APP_URL: _url, ...withoutUrl } = production;
    const log = { MAIL_TRANSPORT: 'log' } as const;
    const s3 = { S3_BUCKET: 'uploads' } as const;
    for (const [env, setting] of [
      [{ ...production }, 'SMTP_URL'],
      [{ ...withoutSecret, ...log }, 'SESSION_SECRET'],
      [{ ...production, ...log, SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
      [{ ...withoutUrl, ...log }, 'APP_URL'],
      [{ ...production, ...log, APP_URL: 'http://spotlane.example' }, 'APP_URL'],
      [{ ...production, ...log, DATABASE_URL: 'postgres://db/spotlane' }, 'ALLOW_LOCAL_UPLOADS'],
      [{ ...production, ...log, ...s3 }, 'S3_ENDPOINT'],
    ] as const) {
      let message = '';
      try {
        loadConfig(env);
      } catch (error) {
        expect(error, setting).toBeInstanceOf(ConfigError);
        message = (error as ConfigError).message;
      }
      expect(message, setting).toContain(setting);
      expect(message, setting).not.toContain('\n');
    }
  });

  it('the server process says a refusal in one line naming the setting, and exits with status 1', async () => {
    const { SESSION_SECRET: _secret, ...withoutSecret } = production;
    const result = await runNode(['--import', 'tsx', 'src/main.ts'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { PATH: process.env.PATH, ...withoutSecret, MAIL_TRANSPORT: 'log' },
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Spotlane cannot start: NODE_ENV=production needs SESSION_SECRET (16 characters or more, the same for every process)',
    ]);
    // The same for a refusal of another setting: one line, a status that is not 0.
    const insecure = await runNode(['--import', 'tsx', 'src/main.ts'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: {
        PATH: process.env.PATH,
        ...production,
        MAIL_TRANSPORT: 'log',
        APP_URL: 'http://spotlane.example',
      },
      timeout: 60_000,
    });
    expect(insecure.status).toBe(1);
    expect(insecure.stderr.trim().split('\n')).toEqual([
      'Spotlane cannot start: NODE_ENV=production needs an https: APP_URL (got http://spotlane.example; ALLOW_HTTP=true allows http: on purpose)',
    ]);
  }, 150_000);
});

describe('a production server: source maps and request logs', () => {
  const web = mkdtempSync(join(tmpdir(), 'spotlane-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Spotlane</title>');
  writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1);');
  writeFileSync(join(web, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  let production: TestContext;
  let development: TestContext;
  // The list speed budget: a production app on the same database whose log the test reads.
  let logging: FastifyInstance;
  const lines: Array<{ level: number; msg?: string }> = [];
  // Built before the tests (the hook timeout, not the test timeout, covers two migrations).
  beforeAll(async () => {
    production = await createTestContext({ NODE_ENV: 'production', WEB_DIST: web });
    development = await createTestContext({ NODE_ENV: 'development', WEB_DIST: web });
    logging = (
      await buildApp({ ...production.config, LOG_LEVEL: 'info' }, production.database, {
        logStream: { write: (line) => lines.push(JSON.parse(line)) },
      })
    ).app;
    logging.get('/api/test/boom', async () => {
      throw new Error('kaboom');
    });
    await logging.ready();
  }, 240_000);
  afterAll(async () => {
    await logging?.close();
    await production?.close();
    await development?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('logs no line per request (an API call, a page, a health check, an unknown path), but logs an error', async () => {
    const before = lines.length;
    for (const url of ['/api/auth/me', '/shipments', '/healthz', '/api/nothing']) {
      expect((await logging.inject({ method: 'GET', url })).statusCode).toBeLessThan(500);
    }
    expect(lines.slice(before)).toEqual([]);
    expect((await logging.inject({ method: 'GET', url: '/api/test/boom' })).statusCode).toBe(500);
    expect(lines.slice(before).map((line) => [line.level, line.msg])).toEqual([
      [50, 'unexpected error'],
    ]);
  });

  it('serves no *.map in production, and still serves the bundles', async () => {
    const map = await production.app.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    expect((await production.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(
      200,
    );
    const missing = await production.app.inject({ method: 'GET', url: '/assets/other.js.map' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves them in development', async () => {
    const map = await development.app.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(200);
  });
});

describe('the mail outbox keeps no secret', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('clears the body of a mail once it is sent', async () => {
    const { email } = await signUp(ctx);
    expect((await ctx.client().post('/api/auth/password/forgot', { email })).statusCode).toBe(200);
    const mail = await ctx.mailbox.waitFor(email, /Reset your Spotlane password/);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] as string;
    expect(token).toBeTruthy();
    let rows: Array<{ body_text: string; body_html: string | null; sent_at: unknown }> = [];
    for (let i = 0; i < 100; i++) {
      rows = (
        (await ctx.database.db.execute(
          sql`select body_text, body_html, sent_at from mail_outbox where to_address = ${email}`,
        )) as unknown as { rows: typeof rows }
      ).rows;
      if (rows.every((row) => row.sent_at)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sent_at).toBeTruthy();
      expect(row.body_text).not.toContain(token);
      expect(row.body_html ?? '').not.toContain(token);
    }
  });

  it('never logs a mail body when told not to (production with MAIL_TRANSPORT=log)', async () => {
    const lines: string[] = [];
    const record = (...args: unknown[]) => {
      lines.push(JSON.stringify(args));
    };
    const log = {
      info: record,
      warn: record,
      error: record,
      debug: record,
      trace: record,
      fatal: record,
      child: () => log,
      level: 'info',
      silent: () => {},
    } as unknown as FastifyBaseLogger;
    // No SMTP_URL: the sender writes to the log, as with MAIL_TRANSPORT=log.
    const sender = new MailSender(ctx.database.db, log, {
      from: 'x@example.com',
      appUrl: 'http://localhost',
      logBodies: false,
    });
    // A row without a delivery job: only this sender takes it, not the context's runner.
    const [row] = await ctx.database.db
      .insert(mailOutbox)
      .values({
        toAddress: 'log-only@example.com',
        subject: 'Your Spotlane sign-in code',
        bodyText: 'Your code is 918273',
      })
      .returning({ id: mailOutbox.id });
    await sender.deliver(row?.id as number);
    sender.close();
    expect(lines.some((line) => line.includes('log-only@example.com'))).toBe(true);
    expect(lines.join('\n')).not.toContain('918273');
  });
});
