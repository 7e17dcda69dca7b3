import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestContext } from '../../test/harness.ts';
import { JobRunner } from './jobs.ts';
import { MailSender } from './mail.ts';

const childScript = fileURLToPath(new URL('../../test/mail-worker-child.ts', import.meta.url));

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!process.env.DATABASE_URL)(
  'mail outbox crash (needs PostgreSQL: the worker runs in another process)',
  () => {
    let ctx: TestContext;
    let child: ChildProcess | null = null;
    beforeAll(async () => {
      ctx = await createTestContext();
    });
    afterAll(async () => {
      child?.kill('SIGKILL');
      await ctx?.close();
    });

    it('a worker killed mid-send leaves the mail to another, which delivers it exactly once', async () => {
      const { email } = await signUp(ctx);
      await ctx.jobs.stop(); // only the child process sends from now on
      ctx.mailbox.hold = true;
      const smtpUrl = ctx.config.SMTP_URL as string;
      child = spawn(process.execPath, ['--import', 'tsx', childScript], {
        env: {
          ...process.env,
          DATABASE_URL: ctx.databaseUrl as string,
          SMTP_URL: smtpUrl,
          JOBS_LEASE_SECONDS: '2',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve) => child?.stdout?.once('data', () => resolve()));

      const client = ctx.client();
      await client.get('/api/auth/me');
      expect((await client.post('/api/auth/password/forgot', { email })).statusCode).toBe(200);
      await until(() => ctx.mailbox.held.length > 0);
      child.kill('SIGKILL');
      await new Promise((resolve) => child?.once('exit', resolve));
      child = null;
      ctx.mailbox.hold = false;
      // The mailbox has seen the killed worker's connection end; the message it held is then
      // dropped, never accepted.
      const held = [...ctx.mailbox.held];
      await until(() => held.every((entry) => ctx.mailbox.closed(entry.sessionId)));
      for (const entry of held) entry.release();
      await until(() => held.every((entry) => ctx.mailbox.dropped.includes(entry.sessionId)));
      expect(ctx.mailbox.to(email)).toHaveLength(0);

      const log = pino({ level: 'silent' });
      const survivor = new JobRunner(ctx.database, log, { pollMs: 100, leaseSeconds: 2 });
      const sender = new MailSender(ctx.database.db, log, {
        smtpUrl,
        from: 'Spotlane <no-reply@spotlane.local>',
        appUrl: ctx.config.APP_URL,
      });
      sender.attach(survivor);
      survivor.start();
      try {
        await ctx.mailbox.waitFor(email, /Reset your Spotlane password/, 15_000);
        // Once the survivor has recorded the send and stopped, no other send can be in flight.
        await until(async () => {
          const [job] = (
            (await ctx.database.db.execute(
              sql`select j.status from jobs j join mail_outbox m
                on j.name = 'mail.send' and (j.payload->>'mailId')::bigint = m.id
                where m.to_address = ${email}`,
            )) as unknown as { rows: Array<{ status: string }> }
          ).rows;
          return job !== undefined && job.status !== 'pending';
        }, 15_000);
        await survivor.stop();
        expect(ctx.mailbox.to(email).filter((mail) => /Reset/.test(mail.subject))).toHaveLength(1);
        const rows = (
          (await ctx.database.db.execute(
            sql`select j.attempts, j.status, m.sent_at from mail_outbox m
              join jobs j on j.name = 'mail.send' and (j.payload->>'mailId')::bigint = m.id
              where m.to_address = ${email}`,
          )) as unknown as {
            rows: Array<{ attempts: number; status: string; sent_at: Date | null }>;
          }
        ).rows;
        expect(rows).toHaveLength(1);
        expect(rows[0]?.sent_at).not.toBeNull();
        expect(rows[0]?.status).toBe('done');
        expect(rows[0]?.attempts).toBe(2);
      } finally {
        await survivor.stop();
        sender.close();
      }
    }, 40_000);
  },
);
