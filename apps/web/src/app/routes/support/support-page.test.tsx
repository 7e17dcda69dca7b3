import {
  CONTACT_THANKS,
  contactAccepted,
  contactFormToken,
  type MyConversation,
  myConversation,
  type SupportConversationDetail,
  supportConversationDetail,
  supportConversationList,
} from '@spotlane/shared/schemas/support';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import SupportPage from './support-page.tsx';

configure({ asyncUtilTimeout: 5000 });

const message = (id: number, body: string, fromAgent: boolean) => ({
  id,
  conversation_id: 5,
  body,
  from_agent: fromAgent,
  author_name: fromAgent ? 'Alex Agent' : 'Carl Carrier',
  created_at: '2026-11-23T10:00:00.000Z',
});

const conversation: SupportConversationDetail = {
  id: 5,
  status: 'open',
  name: 'Carl Carrier',
  email: 'carl@example.com',
  company_name: 'Rapid Haul',
  visitor: false,
  assigned_to: null,
  last_message: 'Where is my load?',
  last_message_at: '2026-11-23T10:00:00.000Z',
  unread: 1,
  created_at: '2026-11-23T10:00:00.000Z',
  messages: [message(1, 'Where is my load?', false)],
};

describe('/support (PRODUCT.md 13)', () => {
  it('gives a visitor the contact form and its confirmation', async () => {
    route('get', '/api/support/contact/form', contactFormToken, { token: '1.abc' });
    const sent = route('post', '/api/support/contact', contactAccepted, {
      detail: CONTACT_THANKS,
    });
    const { user } = renderWithApp(<SupportPage />);
    expect(await screen.findByRole('heading', { name: 'Contact Spotlane support' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(sent.calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Name/), 'Vera Visitor');
    await user.type(screen.getByLabelText(/^E-mail/), 'vera@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'Do you cover Alaska?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT_THANKS)).toBeVisible();
    expect(sent.lastBody()).toMatchObject({
      name: 'Vera Visitor',
      email: 'vera@example.com',
      message: 'Do you cover Alaska?',
      form_token: '1.abc',
    });
  }, 60_000);

  it('shows a signed-in user their chat and sends a message', async () => {
    signIn(makeUser({ user_type: 'carrier' }));
    let chat: MyConversation = {
      id: 5,
      status: 'waiting',
      unread: 0,
      messages: [message(1, 'Where is my load?', false), message(2, 'On its way.', true)],
      agent: false,
    };
    route('get', '/api/support/conversation', myConversation, () => chat);
    const post = route('post', '/api/support/messages', myConversation, (call) => {
      const body = (call.body as { body: string }).body;
      chat = { ...chat, status: 'open', messages: [...chat.messages, message(3, body, false)] };
      return chat;
    });
    const { user } = renderWithApp(<SupportPage />, { shell: 'carrier' });
    expect(await screen.findByText('On its way.')).toBeVisible();
    expect(screen.getByText('Alex Agent · Spotlane support')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thanks!')).toBeVisible();
    expect(post.lastBody()).toEqual({ body: 'Thanks!' });
  }, 30_000);

  it('shows an agent the inbox: tabs with counts, a conversation, assign to me', async () => {
    const agent = signIn(makeUser({ user_type: 'shipper', first_name: 'Alex' }));
    route('get', '/api/support/conversation', myConversation, {
      id: null,
      status: 'open',
      unread: 0,
      messages: [],
      agent: true,
    });
    const { messages: _messages, ...summary } = conversation;
    const list = route('get', '/api/support/conversations', supportConversationList, {
      results: [summary],
      count: 1,
      counts: { open: 1, waiting: 2, closed: 3 },
    });
    route('get', '/api/support/conversations/5', supportConversationDetail, conversation);
    const assign = route('post', '/api/support/conversations/5/assign', supportConversationDetail, {
      ...conversation,
      assigned_to: { id: agent.id, first_name: 'Alex', last_name: 'Agent' },
    });
    const { user } = renderWithApp(<SupportPage />, { shell: 'shipper' });
    expect(await screen.findByRole('heading', { name: 'Support inbox' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Waiting (2)' })).toBeVisible();
    expect(list.lastQuery()).toMatchObject({ status: 'open', page: '1' });
    await user.click(await screen.findByText('Carl Carrier · Rapid Haul'));
    const view = await screen.findByLabelText('Conversation with Carl Carrier');
    expect(within(view).getByText('Where is my load?')).toBeVisible();
    await user.click(within(view).getByRole('button', { name: 'Assign to me' }));
    expect(await within(view).findByText('Assigned to Alex Agent')).toBeVisible();
    expect(assign.calls).toHaveLength(1);
  }, 30_000);
});
