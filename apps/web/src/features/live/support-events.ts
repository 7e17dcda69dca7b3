import {
  type MyConversation,
  type SupportMessage,
  supportMessage,
} from '@spotlane/shared/schemas/support';

/** The message a support_message event carries, or null. */
export function supportMessageOf(text: string): SupportMessage | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const parsed = supportMessage.safeParse((value as Record<string, unknown>).message);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A pushed message added once to a cached chat (a replayed event adds nothing). */
export function withSupportMessage<T extends { messages: SupportMessage[] }>(
  chat: T | undefined,
  message: SupportMessage,
): T | undefined {
  if (!chat || chat.messages.some((entry) => entry.id === message.id)) return chat;
  return { ...chat, messages: [...chat.messages, message] };
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
