import { bidList } from '@spotlane/shared/schemas/bids';
import { loadDetail } from '@spotlane/shared/schemas/loads';
import { chatResponse, commentList } from '@spotlane/shared/schemas/notifications';
import { timeline } from '@spotlane/shared/schemas/paperwork';
import { trackingMap } from '@spotlane/shared/schemas/tracking';
import { shipperResponse } from '@spotlane/shared/schemas/uploads';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBid, makeLoad, makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { currentLocation, renderWithApp } from '../../../testing/render.tsx';
import ShipmentDetailPage from './spot-quote-detail-page.tsx';

// A loaded machine can take more than a second to render a page: wait longer, check the same.
configure({ asyncUtilTimeout: 5000 });

const me = 30;

// jsdom has no Element.scrollTo; the chat panel keeps its newest message in view with it.
beforeAll(() => {
  Element.prototype.scrollTo ??= () => {};
});

function carrier() {
  signIn(makeUser({ id: me, user_type: 'carrier', email: 'cara@freight.test' }));
  // The shipper's logo beside its name (GET /api/shippers/{id}): this one has none.
  return route('get', '/api/shippers/:id', shipperResponse, (call) => ({
    id: Number(call.params.id),
    company_name: 'Acme Foods',
    logo: null,
    logo_expires_at: null,
  }));
}

describe('the carrier detail', () => {
  it('has one set of progress controls: the tracking steps, not a second status panel', async () => {
    const shipper = carrier();
    route('get', '/api/loads/:id', loadDetail, () =>
      makeLoad({ status: 'assigned', assigned_to: { id: me, company_name: 'Fast Freight' } }),
    );
    route('get', '/api/loads/:id/comments', commentList, { results: [], count: 0 });
    route('get', '/api/loads/:id/tracking', timeline, {
      results: [],
      count: 0,
      at_risk: false,
      eta: null,
    });
    // PRODUCT.md 18: the load's map (no stops known, no truck yet).
    route('get', '/api/loads/:id/tracking_map', trackingMap, {
      stops: [],
      trail: [],
      truck: null,
      eta: null,
      driver: null,
      eld: null,
      no_position_since: null,
    });
    renderWithApp(<ShipmentDetailPage />, {
      path: '/spot-quotes/assigned/42',
      route: '/spot-quotes/assigned/:id',
    });
    const tracking = await screen.findByTestId('tracking-panel');
    expect(await within(tracking).findByRole('button', { name: 'Dispatched' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: 'Mark picked up' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Mark delivered' })).toHaveLength(1);
    expect(within(tracking).getByRole('button', { name: 'Mark picked up' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Progress' })).toBeNull();
    // The logo is asked for by the shipper's account id (created_by.id), never a user id.
    await waitFor(() => expect(shipper.calls.length).toBeGreaterThan(0));
    expect(shipper.calls[0]?.params.id).toBe(String(makeLoad().created_by.id));
  }, 20_000);

  it('shows a rejected carrier its bid, no Edit Bid, and a notice addressed to it', async () => {
    carrier();
    route('get', '/api/loads/:id', loadDetail, makeLoad({ identifier: null }));
    route('get', '/api/bids', bidList, {
      results: [
        makeBid({
          amount: 230000,
          pickup_date: '2026-11-30',
          delivery_date: '2026-12-02',
          is_rejected: true,
          status: 'rejected',
        }),
      ],
      count: 1,
    });
    route('get', '/api/bids/:id/chat_messages', chatResponse, {
      id: 7,
      company_to: 'Acme Foods',
      assigned: false,
      is_rejected: true,
      bid_comments: [],
    });
    const { user } = renderWithApp(<ShipmentDetailPage />, {
      path: '/spot-quotes/bid-placed/42',
      route: '/spot-quotes/bid-placed/:id',
    });

    expect(await screen.findByTestId('own-bid')).toHaveTextContent(
      /^Your bid: \$2,300 · 11-30 to 12-02$/,
    );
    expect(screen.getByTestId('bid-status')).toHaveTextContent('Rejected');
    expect(screen.queryByRole('button', { name: 'Edit Bid' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    const chat = await screen.findByRole('dialog', { name: 'Bids Chat' });
    expect(
      await within(chat).findByText(
        'Your bid was rejected. New messages from the shipper will be e-mailed to you; you cannot respond here because the load was not assigned to you.',
      ),
    ).toBeInTheDocument();
    expect(within(chat).queryByText(/e-mailed to the carrier/)).toBeNull();
    expect(within(chat).queryByRole('link', { name: 'Edit Bid' })).toBeNull();
    expect(within(chat).getByLabelText('Message')).toBeDisabled();
  });

  it('shows a pending bid with Edit Bid', async () => {
    carrier();
    route('get', '/api/loads/:id', loadDetail, makeLoad({ identifier: null }));
    route('get', '/api/bids', bidList, {
      results: [
        makeBid({ amount: 230000, pickup_date: '2026-11-30', delivery_date: '2026-12-02' }),
      ],
      count: 1,
    });
    renderWithApp(<ShipmentDetailPage />, {
      path: '/spot-quotes/bid-placed/42',
      route: '/spot-quotes/bid-placed/:id',
    });
    // The state is said once, by the badge ("· pending PENDING" no more).
    expect(await screen.findByTestId('own-bid')).toHaveTextContent(
      /^Your bid: \$2,300 · 11-30 to 12-02$/,
    );
    expect(screen.getByTestId('bid-status')).toHaveTextContent('Pending');
    expect(screen.getByRole('button', { name: 'Edit Bid' })).toBeInTheDocument();
  });

  it('reads a withdrawn bid as withdrawn and offers "Bid again", and an accepted one no edit', async () => {
    carrier();
    route('get', '/api/loads/:id', loadDetail, makeLoad({ identifier: null }));
    let status: 'withdrawn' | 'accepted' = 'withdrawn';
    route('get', '/api/bids', bidList, () => ({
      results: [makeBid({ status, is_accepted: status === 'accepted' })],
      count: 1,
    }));
    const withdrawn = renderWithApp(<ShipmentDetailPage />, {
      path: '/spot-quotes/bid-placed/42',
      route: '/spot-quotes/bid-placed/:id',
    });
    expect(await screen.findByTestId('bid-status')).toHaveTextContent('Withdrawn');
    expect(screen.getByTestId('own-bid')).not.toHaveTextContent(/pending/i);
    expect(screen.getByRole('button', { name: 'Bid again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Bid' })).toBeNull();
    withdrawn.unmount();

    status = 'accepted';
    renderWithApp(<ShipmentDetailPage />, {
      path: '/spot-quotes/bid-placed/42',
      route: '/spot-quotes/bid-placed/:id',
    });
    expect(await screen.findByTestId('bid-status')).toHaveTextContent('Accepted');
    expect(screen.queryByRole('button', { name: 'Edit Bid' })).toBeNull();
  });

  it('shows a quote request as a "Quote request", named without its id', async () => {
    carrier();
    route(
      'get',
      '/api/loads/:id',
      loadDetail,
      makeLoad({ id: 6, identifier: null, is_quote: true, name: null }),
    );
    renderWithApp(<ShipmentDetailPage />, {
      path: '/spot-quotes/6',
      route: '/spot-quotes/:id',
    });
    expect(
      await screen.findByRole('heading', { name: 'Quote request from Acme Foods' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Status: Quote request')).toBeInTheDocument();
    expect(screen.queryByLabelText('Status: Unscheduled')).toBeNull();
    expect(screen.queryByText(/#6/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Quote' })).toBeInTheDocument();
  });

  it('tells a carrier whose quote was chosen, on the page, and leads it to confirm', async () => {
    carrier();
    route(
      'get',
      '/api/loads/:id',
      loadDetail,
      makeLoad({ id: 6, identifier: null, is_quote: true, name: null, chosen_quote: me }),
    );
    const { user } = renderWithApp(<ShipmentDetailPage />, {
      path: '/spot-quotes/6',
      route: '/spot-quotes/:id',
    });
    expect(await screen.findByText('The shipper chose your quote')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Quote' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm Quote' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm or decline' }));
    await waitFor(() => expect(currentLocation()).toBe('/spot-quotes/6/quote'));
  });
});
