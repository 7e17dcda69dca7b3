import type { MyConversation, SupportMessage } from '@spotlane/shared/schemas/support';
import { withPushedOnce } from './pushed-message.ts';

/**
 * The message a support_message event carries, or null. Checked by hand (like the error body
 * in api-client.ts) so the live stream loads no schema into the signed-in shell.
 */
export function supportMessageOf(text: string): SupportMessage | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const message = (value as Record<string, unknown>).message;
    if (!message || typeof message !== 'object') return null;
    const m = message as Record<string, unknown>;
    const int = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
    if (!int(m.id) || !int(m.conversation_id) || typeof m.from_agent !== 'boolean') return null;
    if (typeof m.body !== 'string' || typeof m.author_name !== 'string') return null;
    if (typeof m.created_at !== 'string') return null;
    return {
      id: m.id as number,
      conversation_id: m.conversation_id as number,
      body: m.body,
      from_agent: m.from_agent,
      author_name: m.author_name,
      created_at: m.created_at,
    };
  } catch {
    return null;
  }
}

/** A pushed message added once to a cached chat (a replayed event adds nothing). */
export function withSupportMessage<T extends { messages: SupportMessage[] }>(
  chat: T | undefined,
  message: SupportMessage,
): T | undefined {
  return withPushedOnce(chat, 'messages', message);
}

/** The user's own chat with a pushed message: appended once, an agent's counted unread. */
export function withMyMessage(
  chat: MyConversation | undefined,
  message: SupportMessage,
): MyConversation | undefined {
  // An agent hears every conversation's messages: only the caller's own chat takes one (a
  // chat not started yet has no id, and no agent can have answered it).
  if (!chat || chat.id !== message.conversation_id) return chat;
  const next = withSupportMessage(chat, message);
  if (!next || next === chat) return chat;
  return { ...next, unread: message.from_agent ? next.unread + 1 : next.unread };
}
