/**
 * A cached chat with a message pushed by a live event appended to its `field` list, once: a
 * replayed event (the same id) or a chat not in the cache leaves the chat as it is.
 */
export function withPushedOnce<
  K extends string,
  M extends { id: number },
  T extends Record<K, M[]>,
>(chat: T | undefined, field: K, message: M): T | undefined {
  if (!chat || chat[field].some((entry) => entry.id === message.id)) return chat;
  return { ...chat, [field]: [...chat[field], message] };
}
