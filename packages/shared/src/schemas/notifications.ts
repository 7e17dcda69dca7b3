import { z } from 'zod';
import { type NotificationEvent, notificationEvents } from '../domain/vocabulary.ts';
import { rowId } from './ids.ts';
import { listOf } from './lists.ts';

export {
  type NotificationEvent,
  notificationEventLabels,
  notificationEvents,
} from '../domain/vocabulary.ts';

/** Which events concern which side. */
export const eventsFor: Record<'shipper' | 'carrier', NotificationEvent[]> = {
  shipper: [
    'bid',
    'quote_decision',
    'chat_message',
    'load_status',
    'load_cancelled',
    'carrier_compliance_changed',
    'accessorial',
    'invoice',
    'appointment_changed',
    'rating',
    'claim',
  ],
  carrier: [
    'spot_quote',
    'bid_decision',
    'quote_chosen',
    'chat_message',
    'load_status',
    'load_cancelled',
    'carrier_compliance_changed',
    'load_match',
    'accessorial',
    'invoice',
    'appointment_changed',
    'rating',
    'claim',
  ],
};

export const notificationSetting = z.object({
  event: z.enum(notificationEvents),
  in_app: z.boolean(),
  email: z.boolean(),
});
export const notificationSettingsResponse = z.object({ results: z.array(notificationSetting) });
export const notificationSettingsRequest = z.object({
  settings: z.array(notificationSetting).min(1).max(20),
});

export const notificationItem = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;
export const notificationList = z.object({
  results: z.array(notificationItem),
  count: z.number().int(),
  unread: z.number().int(),
});
export const markReadRequest = z.object({
  ids: z.array(rowId).max(500).optional(),
});

export const chatComment = z.object({
  id: z.number().int(),
  comment: z.string(),
  created_by: z.object({
    id: z.number().int().nullable(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  created_at: z.string(),
});
export type ChatComment = z.infer<typeof chatComment>;
export const chatResponse = z.object({
  id: z.number().int(),
  company_to: z.string(),
  assigned: z.boolean(),
  is_rejected: z.boolean(),
  bid_comments: z.array(chatComment),
});
export type ChatResponse = z.infer<typeof chatResponse>;
export const CHAT_BLOCKED_NOTICE =
  'New messages are now blocked. Continue the conversation with your assigned carrier in the "Notes/Comments" section.';
export const commentRequest = z.object({
  comment: z
    .string({ error: 'Write a message first' })
    .trim()
    .min(1, 'Write a message first')
    .max(2000, 'A message can be at most 2000 characters'),
});
export const commentList = listOf(chatComment);
