import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../db/client.ts';
import { type MailAttachmentColumn, mailOutbox } from '../db/schema.ts';
import { defineJob, type JobRunner } from './jobs.ts';
import type { Storage } from './storage.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative; the plain text is always sent too. */
  html?: string;
  /** Files of the storage sent with the mail (read when it goes out). */
  attachments?: MailAttachmentColumn[];
}

/** Sends one mail of the outbox; the job runner retries it with a growing delay. */
export const sendMailJob = defineJob<{ mailId: number }>('mail.send', {
  maxAttempts: 8,
  backoffSeconds: (attempt) => attempt * 15,
});
/**
 * Writes a mail to the outbox and its delivery job. Call it with the transaction that makes
 * the change the mail tells about, so the mail exists exactly when the change does.
 */
export async function enqueueMail(db: DbOrTx, mail: Mail): Promise<void> {
  await enqueueMails(db, [mail]);
}

/**
 * Writes many mails and their delivery jobs in two statements, whatever their number (a notice
 * to every carrier of an audience): the same rule as enqueueMail, without a round trip per mail.
 */
export async function enqueueMails(db: DbOrTx, mails: Mail[]): Promise<void> {
  if (mails.length === 0) return;
  const rows = await db
    .insert(mailOutbox)
    .values(
      mails.map((mail) => ({
        toAddress: mail.to,
        subject: mail.subject,
        bodyText: mail.text,
        bodyHtml: mail.html ?? null,
        attachments: mail.attachments?.length ? mail.attachments : null,
      })),
    )
    .returning({ id: mailOutbox.id });
  if (rows.length !== mails.length) throw new Error('the outbox did not take every mail');
  // Delivered at commit: every runner listening wakes up at once instead of at its next poll.
  await sendMailJob.enqueueMany(
    db,
    rows.map((row) => ({ payload: { mailId: row.id } })),
  );
}

/**
 * The memory budget (decision 046): nodemailer (~3 MiB of heap) is loaded only by a server that has an
 * SMTP server to send to; synchronously, as the MailSender is created.
 */
const nodemailer = () =>
  createRequire(import.meta.url)('nodemailer') as typeof import('nodemailer');

/**
 * Delivers the outbox's mail as `mail.send` jobs on the job runner (platform/jobs.ts), which claims
 * them with FOR UPDATE SKIP LOCKED and a lease: any number of processes can run, and a
 * process that dies mid-send leaves the lease to expire so another sends the mail. The
 * Message-ID is derived from the outbox id, so a resend after such a crash is recognisable as
 * the same message by the receiving side; a mail already marked sent is never sent again.
 */
export class MailSender {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: {
      smtpUrl?: string;
      from: string;
      appUrl: string;
      /** Development only: without SMTP the log shows each mail's text. Never in production. */
      logBodies?: boolean;
      /** Where attachments are read from. */
      storage?: Storage;
    },
  ) {
    this.transport = options.smtpUrl ? nodemailer().createTransport(options.smtpUrl) : null;
  }

  /** Registers the `mail.send` handler on a runner. */
  attach(runner: JobRunner): void {
    runner.handle(sendMailJob, ({ mailId }) => this.deliver(mailId));
  }

  close(): void {
    this.transport?.close();
  }

  /** The attachments' bytes; a missing object fails the attempt (the job retries it). */
  private async attachments(list: MailAttachmentColumn[] | null) {
    if (!list?.length) return [];
    const storage = this.options.storage;
    if (!storage) throw new Error('mail attachments need the storage');
    return Promise.all(
      list.map(async (file) => {
        const content = await storage.read(file.objectKey);
        if (!content) throw new Error(`mail attachment ${file.objectKey} is missing`);
        return { filename: file.fileName, contentType: file.contentType, content };
      }),
    );
  }

  async deliver(mailId: number): Promise<void> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    // Sent already: the runner stopped between the send and the job's completion.
    if (!row || row.sentAt) return;
    if (this.transport) {
      const host = new URL(this.options.appUrl).hostname || 'spotlane.local';
      await this.transport.sendMail({
        from: this.options.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.bodyText,
        ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
        attachments: await this.attachments(row.attachments),
        messageId: `<outbox-${row.id}@${host}>`,
      });
      this.log.info({ mailId: row.id }, 'mail sent');
    } else {
      // No SMTP server configured: in development the log is the mailbox; in production
      // (MAIL_TRANSPORT=log) codes and links never reach the log.
      this.log.info(
        { mailId: row.id, to: row.toAddress, subject: row.subject },
        this.options.logBodies
          ? `mail (not sent, SMTP_URL is unset):\n${row.bodyText}`
          : 'mail (not sent, SMTP_URL is unset; body not logged)',
      );
    }
    await this.db
      .update(mailOutbox)
      // PRODUCT.md 14: no one-time code or link stays readable in the outbox once sent.
      .set({ sentAt: new Date(), bodyText: '', bodyHtml: null })
      .where(eq(mailOutbox.id, row.id));
  }
}
