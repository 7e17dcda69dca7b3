import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CONTACT_HONEYPOT,
  CONTACT_MIN_FILL_SECONDS,
  CONTACT_THANKS,
  type contactRequest,
} from '@spotlane/shared/schemas/support';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { supportConversations, supportMessages } from '../../db/schema.ts';
import { supportContactMail } from '../../mail-templates/support.tsx';
import { validation } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
import { toMessage } from './read.ts';
import { statusPayload, tellEveryone } from './service.ts';

/** The visitors' contact form: a signed token, a honeypot and rate limits, then a conversation. */

/** The form key; without SESSION_SECRET one per process (a token then works on that process). */
const processKey = randomBytes(32).toString('hex');
const sign = (ctx: AppContext, text: string) =>
  createHmac('sha256', ctx.config.SESSION_SECRET ?? processKey)
    .update(`support-contact:${text}`)
    .digest('hex');

/** A signed token that says when the form was shown: the fill time is checked against it. */
export function contactFormToken(ctx: AppContext, now = Date.now()): { token: string } {
  return { token: `${now}.${sign(ctx, String(now))}` };
}

/** How old a shown form may be (a day): an older one asks for a reload. */
const FORM_TOKEN_MAX_AGE_MS = 24 * 3600 * 1000;

/** Milliseconds since the form was shown, or null for a missing, forged or stale token. */
function formAge(ctx: AppContext, token: string): number | null {
  const [issued, signature] = token.split('.');
  if (!issued || !signature || !/^\d{1,15}$/.test(issued)) return null;
  const expected = Buffer.from(sign(ctx, issued));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = Date.now() - Number(issued);
  return age < 0 || age > FORM_TOKEN_MAX_AGE_MS ? null : age;
}

export const CONTACT_PER_IP_PER_HOUR = 5;
export const CONTACT_PER_EMAIL_PER_HOUR = 3;

/**
 * POST /api/support/contact: a visitor's message opens a conversation in the inbox and gets a
 * confirmation mail. Rate limited per address and per e-mail. A filled honeypot or a form
 * sent faster than people type is answered the same 202 and dropped (a robot learns nothing).
 */
export async function submitContact(
  ctx: AppContext,
  ip: string,
  input: z.output<typeof contactRequest>,
): Promise<{ detail: string }> {
  const { db, config } = ctx;
  await hitRateLimits(db, [
    {
      key: `support-contact:ip:${ip}`,
      max: CONTACT_PER_IP_PER_HOUR * config.RATE_LIMIT_IP_FACTOR,
      windowSeconds: 3600,
    },
    {
      key: `support-contact:email:${input.email.toLowerCase()}`,
      max: CONTACT_PER_EMAIL_PER_HOUR,
      windowSeconds: 3600,
    },
  ]);
  const age = formAge(ctx, input.form_token);
  if (age === null) throw validation('form_token', 'Reload the page and try again');
  const honeypot = input[CONTACT_HONEYPOT];
  if ((honeypot ?? '').trim() !== '' || age < CONTACT_MIN_FILL_SECONDS * 1000)
    return { detail: CONTACT_THANKS };
  await db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(supportConversations)
      .values({ visitorName: input.name, visitorEmail: input.email, agentUnread: 1 })
      .returning();
    if (!conversation) throw new Error('the conversation was not created');
    const [saved] = await tx
      .insert(supportMessages)
      .values({ conversationId: conversation.id, body: input.message })
      .returning();
    if (!saved) throw new Error('the support message was not saved');
    await tx
      .update(supportConversations)
      .set({ lastMessageAt: saved.createdAt })
      .where(eq(supportConversations.id, conversation.id));
    await tellEveryone(ctx, tx, conversation, 'support_message', {
      ...statusPayload(conversation),
      message: toMessage(saved, input.name),
    });
    const mail = await supportContactMail({ name: input.name, body: input.message });
    await enqueueMail(tx, { to: input.email, ...mail });
  });
  ctx.mailWritten();
  return { detail: CONTACT_THANKS };
}
