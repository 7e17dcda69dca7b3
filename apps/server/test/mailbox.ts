import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments: Array<{ filename: string | null; mimeType: string; content: Uint8Array }>;
}

/** A real SMTP server on a free local port; the app under test sends its mail here. */
export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  private waiters: Array<() => void> = [];
  private server: SMTPServer;
  /** While true, a message is held before the server answers its DATA (for crash tests). */
  hold = false;
  readonly held: Array<{ sessionId: string; release: () => void }> = [];
  private readonly closedSessions = new Set<string>();
  /** Sessions whose held message was dropped because the client went away before the answer. */
  readonly dropped: string[] = [];
  /** Socket errors of clients that went away (a killed process's pooled connection). */
  readonly connectionErrors: Error[] = [];

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onClose: (session) => {
        this.closedSessions.add(session.id);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          if (this.hold) {
            await new Promise<void>((release) =>
              this.held.push({ sessionId: session.id, release }),
            );
            // A client that went away before the answer never had its message accepted.
            if (this.closedSessions.has(session.id)) {
              this.dropped.push(session.id);
              return;
            }
          }
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          this.mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? '',
            messageId: parsed.messageId ?? '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename,
              mimeType: file.mimeType,
              content:
                typeof file.content === 'string'
                  ? new TextEncoder().encode(file.content)
                  : new Uint8Array(file.content),
            })),
          });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
    // smtp-server emits a client's socket error on the server; without a listener an app
    // process killed mid-conversation would crash the test run instead of ending one session.
    this.server.on('error', (error) => this.connectionErrors.push(error));
  }

  /** Whether the client of this session has gone away. */
  closed(sessionId: string): boolean {
    return this.closedSessions.has(sessionId);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for a mail to `to` whose subject matches; fails after the timeout. */
  async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find(
        (mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject),
      );
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  to(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  }
}
