import { z } from 'zod';
import { supportStatuses } from '../domain/vocabulary.ts';
import { emailField } from './auth.ts';
import { listOf } from './lists.ts';
import { requiredText } from './text.ts';

/**
 * PRODUCT.md 13: the support chat. A signed-in user has one conversation with the Spotlane
 * support team; a visitor's contact form opens one too. Agents (users with the platform flag
 * `support_agent`) answer them from the inbox on /support.
 */

export { SUPPORT_EVENT_TYPES, type SupportEventType, supportApi } from '../domain/support.ts';

export {
  type SupportStatus,
  supportStatuses,
  supportStatusLabels,
  supportStatusLabelsForCustomer,
} from '../domain/vocabulary.ts';

export const SUPPORT_MESSAGE_MAX = 2000;
export const SUPPORT_MESSAGE_TOO_LONG = `A message can be at most ${SUPPORT_MESSAGE_MAX} characters`;

export const supportMessageRequest = z.object({
  body: z
    .string({ error: 'Write a message first' })
    .trim()
    .min(1, 'Write a message first')
    .max(SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_TOO_LONG),
});
export type SupportMessageRequest = z.input<typeof supportMessageRequest>;

export const supportMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  body: z.string(),
  from_agent: z.boolean(),
  /** The author's name as the other side sees it ("Spotlane support" for agents, to users). */
  author_name: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

/** GET /api/support/conversation: the caller's own chat (id null before the first message). */
export const myConversation = z.object({
  id: z.number().int().nullable(),
  status: z.enum(supportStatuses),
  /** Agent messages not read yet. */
  unread: z.number().int(),
  messages: z.array(supportMessage),
  /** The caller is a support agent (/support shows them the inbox). */
  agent: z.boolean(),
});
export type MyConversation = z.infer<typeof myConversation>;

const agentRef = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** A conversation as agents see it in the inbox. */
export const supportConversation = z.object({
  id: z.number().int(),
  status: z.enum(supportStatuses),
  /** Who wrote in: the user, or the visitor of the contact form. */
  name: z.string(),
  email: z.string(),
  company_name: z.string().nullable(),
  visitor: z.boolean(),
  assigned_to: agentRef.nullable(),
  last_message: z.string(),
  last_message_at: z.string(),
  /** Messages from the user no agent has read. */
  unread: z.number().int(),
  created_at: z.string(),
});
export type SupportConversation = z.infer<typeof supportConversation>;

export const supportConversationDetail = supportConversation.extend({
  messages: z.array(supportMessage),
});
export type SupportConversationDetail = z.infer<typeof supportConversationDetail>;

export const supportConversationList = listOf(supportConversation).extend({
  /** How many conversations each tab holds (the search applied). */
  counts: z.object({ open: z.number().int(), waiting: z.number().int(), closed: z.number().int() }),
});
export type SupportConversationList = z.infer<typeof supportConversationList>;

export const supportConversationQuery = z.object({
  status: z.enum([...supportStatuses, 'all']).default('open'),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type SupportConversationQuery = z.input<typeof supportConversationQuery>;

/** The live event payloads: the message itself, and the conversation's summary for agents. */
export const supportMessageEvent = z.object({
  conversation_id: z.number().int(),
  message: supportMessage,
});

/** The contact form's fill-time token (GET /api/support/contact/form). */
export const contactFormToken = z.object({ token: z.string() });
/** A form sent sooner than this after it was shown is taken for a robot's. */
export const CONTACT_MIN_FILL_SECONDS = 3;
/** The honeypot: a field people never see (hidden by the page), robots fill. */
export const CONTACT_HONEYPOT = 'website';

export const contactRequest = z.object({
  name: requiredText('Name', 200, 'A name can be at most 200 characters'),
  email: emailField,
  message: requiredText('Message', SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_TOO_LONG),
  form_token: z.string({ error: 'Reload the page and try again' }).max(200).default(''),
  [CONTACT_HONEYPOT]: z.string().max(2000).optional(),
});
export type ContactRequest = z.input<typeof contactRequest>;
export const contactAccepted = z.object({
  detail: z.string(),
});
export const CONTACT_THANKS = 'Thanks! We have received your message and will reply by e-mail.';
