/**
 * A job runner delivering mail in a process of its own, for the outbox crash test: it sends
 * what the outbox holds until the test kills it with SIGKILL.
 */
import pino from 'pino';
import { openDatabase } from '../src/db/client.ts';
import { JobRunner } from '../src/platform/jobs.ts';
import { MailSender } from '../src/platform/mail.ts';

const log = pino({ level: 'silent' });
const database = openDatabase({ url: process.env.DATABASE_URL });
const runner = new JobRunner(database, log, {
  pollMs: 100,
  leaseSeconds: Number(process.env.JOBS_LEASE_SECONDS ?? 2),
});
new MailSender(database.db, log, {
  smtpUrl: process.env.SMTP_URL,
  from: 'Spotlane <no-reply@spotlane.local>',
  appUrl: 'http://localhost:3999',
}).attach(runner);
runner.start();
process.stdout.write('ready\n');
