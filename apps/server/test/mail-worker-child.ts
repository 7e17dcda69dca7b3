/**
 * A mail worker in a process of its own, for the outbox crash test: it sends what the outbox
 * holds until the test kills it with SIGKILL.
 */
import pino from 'pino';
import { openDatabase } from '../src/db/client.ts';
import { MailWorker } from '../src/platform/mail.ts';

const database = openDatabase({ url: process.env.DATABASE_URL });
const worker = new MailWorker(database.db, pino({ level: 'silent' }), {
  smtpUrl: process.env.SMTP_URL,
  from: 'Spotlane <no-reply@spotlane.local>',
  pollMs: 100,
  appUrl: 'http://localhost:3999',
  leaseSeconds: Number(process.env.MAIL_LEASE_SECONDS ?? 2),
});
worker.start();
process.stdout.write('ready\n');
