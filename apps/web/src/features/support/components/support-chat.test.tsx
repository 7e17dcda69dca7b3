import { myConversation } from '@spotlane/shared/schemas/support';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { SupportChat } from './support-chat.tsx';

// jsdom has no Element.scrollTo; the message list keeps its newest message in view with it.
beforeAll(() => {
  Element.prototype.scrollTo ??= () => {};
});

const answered = {
  id: 3,
  status: 'waiting' as const,
  unread: 0,
  agent: false,
  messages: [
    {
      id: 1,
      conversation_id: 3,
      body: 'Where is my load?',
      from_agent: false,
      author_name: 'Cara Carrier',
      created_at: '2026-11-27T10:00:00.000Z',
    },
    {
      id: 2,
      conversation_id: 3,
      body: 'On its way to Dallas.',
      from_agent: true,
      author_name: 'Spotlane support',
      created_at: '2026-11-27T10:05:00.000Z',
    },
  ],
};

describe("the customer's support chat", () => {
  it('says the team answered, not "Waiting", once an agent replied', async () => {
    signIn(makeUser({ user_type: 'carrier' }));
    route('get', '/api/support/conversation', myConversation, answered);
    renderWithApp(<SupportChat />);
    expect(await screen.findByText('On its way to Dallas.')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(screen.queryByText(/^Waiting$/i)).toBeNull();
  });

  it("says it waits for the team while the last word is the customer's", async () => {
    signIn(makeUser({ user_type: 'carrier' }));
    route('get', '/api/support/conversation', myConversation, {
      ...answered,
      status: 'open',
      messages: answered.messages.slice(0, 1),
    });
    renderWithApp(<SupportChat />);
    expect(await screen.findByText('Waiting for our reply')).toBeInTheDocument();
  });
});
