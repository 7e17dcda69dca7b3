import { bidResponse } from '@spotlane/shared/schemas/bids';
import { chatResponse } from '@spotlane/shared/schemas/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLiveConnected } from '../../../lib/live-status.ts';
import { makeBid, makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { BidsChatPanel } from './bids-chat-panel.tsx';

// jsdom has no Element.scrollTo; the panel keeps its newest message in view with it.
beforeAll(() => {
  Element.prototype.scrollTo ??= () => {};
});
afterEach(() => {
  setLiveConnected(false);
  vi.useRealTimers();
});

const counter = (
  id: number,
  by: 'shipper' | 'carrier',
  status: 'open' | 'accepted' | 'declined' | 'superseded',
  amount: number,
) => ({
  id,
  bid_id: 7,
  by,
  amount,
  pickup_date: '2026-12-01',
  delivery_date: '2026-12-03',
  note: null,
  status,
  created_at: '2026-11-21T11:00:00.000Z',
});

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

describe('the bids chat panel (no polling while the live stream is open)', () => {
  it('polls every second when there is no live stream', async () => {
    signIn(makeUser({ user_type: 'carrier' }));
    route('get', '/api/bids/:id', bidResponse, makeBid());
    const get = route('get', '/api/bids/:id/chat_messages', chatResponse, chat);
    renderWithApp(<BidsChatPanel bidId={7} onClose={() => {}} />);
    expect(await screen.findByText('Can you do Friday?')).toBeInTheDocument();
    await waitFor(() => expect(get.calls.length).toBeGreaterThanOrEqual(3), { timeout: 6000 });
  });

  it('reads the chat once and then waits for the stream', async () => {
    // The test's clock: three polling intervals are run out by advancing it, not by waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setLiveConnected(true);
    signIn(makeUser({ user_type: 'carrier' }));
    route('get', '/api/bids/:id', bidResponse, makeBid());
    const get = route('get', '/api/bids/:id/chat_messages', chatResponse, chat);
    renderWithApp(<BidsChatPanel bidId={7} onClose={() => {}} />);
    expect(await screen.findByText('Can you do Friday?')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(get.calls).toHaveLength(1);
    // The stream drops: the panel falls back to polling.
    setLiveConnected(false);
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(get.calls.length).toBeGreaterThanOrEqual(2), { timeout: 4000 });
    vi.useRealTimers();
  });
});

describe('counter-offers in the bids chat (PRODUCT.md 9)', () => {
  it("shows every version and lets the carrier accept the shipper's open proposal", async () => {
    setLiveConnected(true);
    signIn(makeUser({ user_type: 'carrier' }));
    route('get', '/api/bids/:id/chat_messages', chatResponse, chat);
    const counters = [
      counter(1, 'shipper', 'superseded', 120_000),
      counter(2, 'carrier', 'superseded', 124_000),
      counter(3, 'shipper', 'open', 122_000),
    ];
    route('get', '/api/bids/:id', bidResponse, makeBid({ counters }));
    const accept = route('post', '/api/counters/:id/accept', bidResponse, () =>
      makeBid({ status: 'accepted', is_accepted: true, amount: 122_000 }),
    );
    renderWithApp(<BidsChatPanel bidId={7} onClose={() => {}} />);
    expect(await screen.findByTestId('counter-3')).toHaveTextContent('$1,220.00');
    // SPEC 9: the proposed dates read MM-DD-YYYY, as everywhere else.
    expect(screen.getByTestId('counter-3')).toHaveTextContent('12-01-2026 → 12-03-2026');
    expect(screen.getByTestId('counter-1')).toHaveTextContent('superseded');
    expect(screen.getByTestId('counter-2')).toHaveTextContent('You');
    // Only the open proposal of the other side has buttons.
    expect(screen.getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Counter' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(accept.calls).toHaveLength(1));
    expect(accept.calls[0]?.params.id).toBe('3');
  });

  it('gives the shipper no button on its own open proposal', async () => {
    setLiveConnected(true);
    signIn(makeUser({ user_type: 'shipper' }));
    route('get', '/api/bids/:id/chat_messages', chatResponse, chat);
    route(
      'get',
      '/api/bids/:id',
      bidResponse,
      makeBid({ counters: [counter(1, 'shipper', 'open', 120_000)] }),
    );
    renderWithApp(<BidsChatPanel bidId={7} onClose={() => {}} />);
    expect(await screen.findByTestId('counter-1')).toHaveTextContent('You');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Counter' })).toBeNull();
  });
});

describe('the blocked-chat notice, for whoever reads it (SPEC 4)', () => {
  it("words it for the carrier that holds the load, and keeps SPEC's words for the shipper", async () => {
    signIn(makeUser({ user_type: 'carrier' }));
    route('get', '/api/bids/:id/chat_messages', chatResponse, { ...chat, assigned: true });
    route('get', '/api/bids/:id', bidResponse, makeBid());
    const carrierView = renderWithApp(<BidsChatPanel bidId={7} onClose={() => {}} />);
    expect(
      await screen.findByText(
        'New messages are now blocked. The load is assigned to you: continue the conversation with the shipper in the "Notes/Comments" section.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/your assigned carrier/)).toBeNull();
    carrierView.unmount();

    signIn(makeUser({ user_type: 'shipper' }));
    renderWithApp(<BidsChatPanel bidId={7} onClose={() => {}} />);
    expect(
      await screen.findByText(
        'New messages are now blocked. Continue the conversation with your assigned carrier in the "Notes/Comments" section.',
      ),
    ).toBeInTheDocument();
  });

  it("says SPEC's rejected-bid notice to the shipper, and its twin to the rejected carrier", async () => {
    signIn(makeUser({ user_type: 'shipper' }));
    route('get', '/api/bids/:id/chat_messages', chatResponse, { ...chat, is_rejected: true });
    route('get', '/api/bids/:id', bidResponse, makeBid());
    const shipperView = renderWithApp(<BidsChatPanel bidId={7} onClose={() => {}} />);
    expect(
      await screen.findByText(
        'This bid was rejected. New messages will be e-mailed to the carrier, who cannot respond in the system because they were not assigned.',
      ),
    ).toBeInTheDocument();
    shipperView.unmount();

    signIn(makeUser({ user_type: 'carrier' }));
    renderWithApp(<BidsChatPanel bidId={7} onClose={() => {}} />);
    expect(
      await screen.findByText(
        'Your bid was rejected. New messages from the shipper will be e-mailed to you; you cannot respond here because the load was not assigned to you.',
      ),
    ).toBeInTheDocument();
  });
});
