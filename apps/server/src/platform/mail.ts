import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative; the plain text is always sent too. */
  html?: string;
}

/**
 * Writes a mail to the outbox. Call it with the transaction that makes the change the mail
 * tells about, so the mail exists exactly when the change does.
 */
export async function enqueueMail(db: DbOrTx, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html ?? null,
  });
  // Delivered at commit: every worker listening wakes up at once instead of at its next poll.
  await db.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
}

export const MAIL_CHANNEL = 'spotlane_mail';

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attempts: number;
}

const MAX_ATTEMPTS = 8;

/**
 * Sends what the outbox holds. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease
 * (locked_until), so any number of workers can run; a worker that dies mid-send leaves the
 * lease to expire and another sends the row. The Message-ID is derived from the row id, so a
 * resend after such a crash is recognisable as the same message by the receiving side.
 */
export class MailWorker {
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: {
      smtpUrl?: string;
      from: string;
      pollMs: number;
      appUrl: string;
      /** How long a claimed mail stays with its worker before another may take it. */
      leaseSeconds?: number;
      listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
    },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  private unlisten: Promise<(() => Promise<void>) | null> = Promise.resolve(null);

  start(): void {
    this.stopped = false;
    if (this.options.listen) {
      this.unlisten = this.options
        .listen(MAIL_CHANNEL, () => this.nudge())
        .catch((error) => {
          this.log.warn({ err: error }, 'mail outbox cannot LISTEN; polling only');
          return null;
        });
    }
    const tick = () => {
      if (this.stopped) return;
      this.nudge();
      this.timer = setTimeout(tick, this.options.pollMs);
      this.timer.unref();
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await (await this.unlisten)?.();
    await this.running;
    this.transport?.close();
  }

  /** Ask for a delivery round now (after a commit that enqueued mail). */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error) => this.log.error({ err: error }, 'mail outbox round failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const claimed = await this.db.execute(sql`
        update mail_outbox set locked_until = now() + (${this.options.leaseSeconds ?? 120} || ' seconds')::interval, attempts = attempts + 1
        where id in (
          select id from mail_outbox
          where sent_at is null and attempts < ${MAX_ATTEMPTS}
            and (locked_until is null or locked_until < now())
          order by id limit 20 for update skip locked)
        returning id, to_address, subject, body_text, body_html, attempts`);
      const rows = (claimed as unknown as { rows: OutboxRow[] }).rows;
      if (rows.length === 0) return;
      for (const row of rows) await this.deliver(row);
      if (this.stopped) return;
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      if (this.transport) {
        const host = new URL(this.options.appUrl).hostname || 'spotlane.local';
        await this.transport.sendMail({
          from: this.options.from,
          to: row.to_address,
          subject: row.subject,
          text: row.body_text,
          ...(row.body_html ? { html: row.body_html } : {}),
          messageId: `<outbox-${row.id}@${host}>`,
        });
        this.log.info({ mailId: row.id }, 'mail sent');
      } else {
        // No SMTP server configured (development): the log is the mailbox.
        this.log.info(
          { mailId: row.id, to: row.to_address, subject: row.subject },
          `mail (not sent, SMTP_URL is unset):\n${row.body_text}`,
        );
      }
      await this.db
        .update(mailOutbox)
        .set({ sentAt: new Date(), lockedUntil: null })
        .where(sql`id = ${row.id}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn(
        { mailId: row.id, attempt: row.attempts, err: message },
        'mail delivery failed',
      );
      // Back off: try again after a delay that grows with each attempt.
      await this.db
        .update(mailOutbox)
        .set({
          lastError: message.slice(0, 500),
          lockedUntil: sql`now() + (${row.attempts * 15} || ' seconds')::interval`,
        })
        .where(sql`id = ${row.id}`);
    }
  }
}
