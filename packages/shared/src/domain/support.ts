/**
 * PRODUCT.md 13: the support area's API paths and live event types, without zod, so the
 * signed-in shell (help button, live stream) can name them without loading the schemas.
 */
export const supportApi = {
  conversation: '/api/support/conversation',
  read: '/api/support/conversation/read',
  messages: '/api/support/messages',
  contact: '/api/support/contact',
  contactForm: '/api/support/contact/form',
  conversations: '/api/support/conversations',
  conversationPattern: '/api/support/conversations/:id',
  conversationMessagesPattern: '/api/support/conversations/:id/messages',
  assignPattern: '/api/support/conversations/:id/assign',
  closePattern: '/api/support/conversations/:id/close',
  one: (id: number) => `/api/support/conversations/${id}`,
  reply: (id: number) => `/api/support/conversations/${id}/messages`,
  assign: (id: number) => `/api/support/conversations/${id}/assign`,
  close: (id: number) => `/api/support/conversations/${id}/close`,
} as const;

/** Live events of the support chat: per user (the user, every agent), never to a webhook. */
export const SUPPORT_EVENT_TYPES = ['support_message', 'support_conversation'] as const;
export type SupportEventType = (typeof SUPPORT_EVENT_TYPES)[number];
