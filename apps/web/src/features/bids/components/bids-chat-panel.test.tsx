import { chatResponse } from '@spotlane/shared/schemas/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLiveConnected } from '../../../lib/live-status.ts';
import { makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { BidsChatPanel } from './bids-chat-panel.tsx';

// jsdom has no Element.scrollTo; the panel keeps its newest message in view with it.
beforeAll(() => {
  Element.prototype.scrollTo ??= () => {};
});
afterEach(() => setLiveConnected(false));

const chat = {
  id: 7,
  company_to: 'Acme Shipping',
  assigned: false,
  is_rejected: false,
  bid_comments: [
    {
      id: 1,
      comment: 'Can you do Friday?',
      created_by: { id: 2, first_name: 'Sam', last_name: 'Shipper' },
      created_at: '2026-11-23T10:00:00.000Z',
    },
  ],
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the bids chat panel (issue 11: no polling while the live stream is open)', () => {
  it('polls every second when there is no live stream', async () => {
    signIn(makeUser({ user_type: 'carrier' }));
    const get = route('get', '/api/bids/:id/chat_messages', chatResponse, chat);
    renderWithApp(<BidsChatPanel bidId={7} onClose={() => {}} />);
    expect(await screen.findByText('Can you do Friday?')).toBeInTheDocument();
    await waitFor(() => expect(get.calls.length).toBeGreaterThanOrEqual(3), { timeout: 6000 });
  });

  it('reads the chat once and then waits for the stream', async () => {
    setLiveConnected(true);
    signIn(makeUser({ user_type: 'carrier' }));
    const get = route('get', '/api/bids/:id/chat_messages', chatResponse, chat);
    renderWithApp(<BidsChatPanel bidId={7} onClose={() => {}} />);
    expect(await screen.findByText('Can you do Friday?')).toBeInTheDocument();
    await pause(2500);
    expect(get.calls).toHaveLength(1);
    // The stream drops: the panel falls back to polling.
    setLiveConnected(false);
    await waitFor(() => expect(get.calls.length).toBeGreaterThanOrEqual(2), { timeout: 4000 });
  });
});
