import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads the mails that scripts/e2e.mjs's SMTP server wrote to E2E_MAIL_DIR. The server sends
 * plain text with an HTML alternative; a small parser (headers, the text/plain part,
 * quoted-printable or base64 body) is enough.
 */

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Journeys that read mail run under scripts/e2e.mjs; anywhere else they fail, saying why. */
export function requireMailbox() {
  if (!process.env.E2E_MAIL_DIR) {
    throw new Error(
      'E2E_MAIL_DIR is unset: run the journeys with npm run test:e2e (scripts/e2e.mjs)',
    );
  }
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset, kind, data) => {
    if (kind.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
    return decodeQuotedPrintable(data.replace(/_/g, ' '));
  });
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined[i] as string;
    const hex = joined.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The plain text of an entity: decoded, and for a multipart mail its text/plain part. */
function plainText(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => splitEntity(part.replace(/^\r?\n/, '')));
    const text =
      parts.find((part) => /^text\/plain/i.test(part.headers.get('content-type') ?? '')) ??
      parts[0];
    return text ? plainText(text.headers, text.body) : '';
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export function parseMail(raw: string): Mail {
  const { headers, body } = splitEntity(raw);
  return {
    to: `${headers.get('x-envelope-to') ?? ''} ${headers.get('to') ?? ''}`.toLowerCase(),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: plainText(headers, body).replace(/\r\n/g, '\n'),
  };
}

function readAll(): Mail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseMail(readFileSync(join(dir, name), 'utf8')));
}

/** Waits for the newest mail to `to` whose subject matches, skipping the first `skip` ones. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  options: { skip?: number; timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const matching = readAll().filter(
      (mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject),
    );
    const found = matching[options.skip ?? 0];
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`no mail to ${to} matching ${subject} (have ${matching.length})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function countMail(to: string, subject: RegExp): number {
  return readAll().filter(
    (mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject),
  ).length;
}

export function codeFrom(mail: Mail): string {
  const match = /Your code is (\d{6})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
}

/** The /setPassword link of a reset or invitation mail, as a path for page.goto. */
export function setPasswordPathFrom(mail: Mail): string {
  const match = /https?:\/\/\S+\/setPassword\?token=\S+/.exec(mail.text);
  if (!match) throw new Error(`no /setPassword link in mail: ${mail.text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
