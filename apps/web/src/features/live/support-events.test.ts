import { describe, expect, it } from 'vitest';
import { supportMessageOf, withMyMessage, withSupportMessage } from './support-events.ts';

const message = {
  id: 7,
  conversation_id: 3,
  body: 'Open Settings',
  from_agent: true,
  author_name: 'Alex Agent',
  created_at: '2026-11-23T10:00:00.000Z',
};
const mine = { id: 3, status: 'open' as const, unread: 0, messages: [], agent: false };

describe('support events', () => {
  it('reads the message of a support_message event, and nothing from a malformed one', () => {
    expect(supportMessageOf(JSON.stringify({ conversation_id: 3, message }))).toEqual(message);
    expect(supportMessageOf(JSON.stringify({ message: { ...message, id: 'x' } }))).toBeNull();
    expect(supportMessageOf('nope')).toBeNull();
  });

  it("appends an agent's answer to the user's own chat once, counted unread", () => {
    const once = withMyMessage(mine, message);
    expect(once).toMatchObject({ unread: 1, messages: [message] });
    expect(withMyMessage(once, message)).toBe(once);
  });

  it("leaves another conversation's message and a chat not started alone", () => {
    expect(withMyMessage({ ...mine, id: 4 }, message)).toEqual({ ...mine, id: 4 });
    expect(withMyMessage({ ...mine, id: null }, message)).toEqual({ ...mine, id: null });
    expect(withSupportMessage(undefined, message)).toBeUndefined();
  });
});
