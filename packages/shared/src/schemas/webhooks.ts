import { z } from 'zod';
import { listOf } from './lists.ts';

/**
 * PRODUCT.md 11: webhooks. The event types an endpoint can choose are those of the live
 * stream that concern a whole account (a per-user `notification` is never sent to a URL).
 * The server's live event types and the web app's stream listeners are derived from this list,
 * so a new live event cannot be published without being listened to and offered here.
 */
export const WEBHOOK_EVENT_TYPES = [
  'bid_placed',
  'bid_edited',
  'bid_accepted',
  'bid_rejected',
  'bid_withdrawn',
  'counter',
  'chat_message',
  'comment',
  'load_status',
  'spot_quote',
  'quote_chosen',
  'quote_confirmed',
  'quote_declined',
  'tender',
  // PRODUCT.md 15
  'carrier_compliance_changed',
  'accessorial',
  'invoice',
  // PRODUCT.md 17: a dock appointment booked, changed or cancelled.
  'appointment',
  'rating',
  'claim',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** `event_types: ["*"]`: every event type, those added later included. */
export const WEBHOOK_ALL_EVENTS = '*';
/** The type of the delivery POST /api/webhooks/{id}/test queues. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Spotlane-Signature';
export const WEBHOOK_URL_MAX = 2000;
/** How many endpoints one account may hold. */
export const WEBHOOKS_PER_ACCOUNT = 20;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  bid_placed: 'Bid placed',
  bid_edited: 'Bid edited',
  bid_accepted: 'Bid accepted',
  bid_rejected: 'Bid rejected',
  bid_withdrawn: 'Bid withdrawn',
  counter: 'Counter-offer',
  chat_message: 'Chat message',
  comment: 'Load comment',
  load_status: 'Load status',
  spot_quote: 'Spot quote',
  quote_chosen: 'Quote chosen',
  quote_confirmed: 'Quote confirmed',
  quote_declined: 'Quote declined',
  tender: 'Routing guide tender',
  carrier_compliance_changed: 'Carrier compliance changed',
  accessorial: 'Accessorial line',
  invoice: 'Invoice',
  appointment: 'Dock appointment',
  rating: 'Rating',
  claim: 'Claim',
};

const eventTypes = z
  .array(z.enum([WEBHOOK_ALL_EVENTS, ...WEBHOOK_EVENT_TYPES], { error: 'Unknown event type' }), {
    error: 'Choose the event types',
  })
  .min(1, 'Choose at least one event type')
  .refine((types) => new Set(types).size === types.length, {
    message: 'An event type is listed twice',
  })
  .refine((types) => !types.includes(WEBHOOK_ALL_EVENTS) || types.length === 1, {
    message: '"*" (all events) stands alone',
  });

/** The body of POST and PUT /api/webhooks; whether the host may be reached is the server's check. */
export const webhookRequest = z.object({
  url: z
    .string({ error: 'Enter the URL of the endpoint' })
    .trim()
    .min(1, 'Enter the URL of the endpoint')
    .max(WEBHOOK_URL_MAX, `A URL can be at most ${WEBHOOK_URL_MAX} characters`)
    .refine((value) => URL.canParse(value) && /^https?:\/\//i.test(value), {
      message: 'Enter a full https:// URL',
    }),
  event_types: eventTypes,
  active: z.boolean({ error: 'Active is true or false' }).default(true),
});
export type WebhookRequest = z.infer<typeof webhookRequest>;
export type WebhookRequestInput = z.input<typeof webhookRequest>;

export const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  event_types: z.array(z.string()),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** The answer of POST /api/webhooks: the only time the signing secret is shown. */
export const createdWebhookEndpoint = webhookEndpoint.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpoint>;

export const webhookList = listOf(webhookEndpoint);
export type WebhookList = z.infer<typeof webhookList>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDelivery = z.object({
  id: z.number().int(),
  event_id: z.number().int().nullable(),
  type: z.string(),
  attempt: z.number().int(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  response_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** How many deliveries the log shows (the newest). */
export const WEBHOOK_LOG_SIZE = 50;

export const webhookDeliveryList = listOf(webhookDelivery);
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryList>;

export const webhookTestQueued = z.object({ delivery_id: z.number().int() });
