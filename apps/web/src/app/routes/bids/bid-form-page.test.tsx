import { bidList, bidResponse } from '@spotlane/shared/schemas/bids';
import { loadDetail } from '@spotlane/shared/schemas/loads';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBid, makeLoad, makeUser, signIn } from '../../../testing/fixtures.ts';
import { apiError, route } from '../../../testing/msw.ts';
import { currentLocation, renderWithApp } from '../../../testing/render.tsx';
import BidFormPage from './bid-form-page.tsx';

function carrier() {
  signIn(makeUser({ id: 30, user_type: 'carrier', email: 'cara@freight.test' }));
}

describe('the bid form (SPEC 2.8, 5)', () => {
  it('names what is missing and sends nothing until the rate and both dates are there', async () => {
    carrier();
    route('get', '/api/loads/:id', loadDetail, makeLoad());
    route('get', '/api/bids', bidList, { results: [], count: 0 });
    const post = route('post', '/api/bids', bidResponse, makeBid());
    const { user } = renderWithApp(<BidFormPage />, {
      path: '/spot-quotes/42/bid',
      route: '/spot-quotes/:id/bid',
    });

    expect(await screen.findByText('Acme Foods')).toBeInTheDocument();
    expect(screen.getByText(/Springfield, IL/)).toHaveTextContent('Denver, CO');
    await user.click(screen.getByRole('button', { name: 'Bid' }));

    expect(await screen.findByText('Please enter a valid rate')).toBeInTheDocument();
    expect(screen.getByText('Pickup date is required')).toBeInTheDocument();
    expect(screen.getByText('Delivery date is required')).toBeInTheDocument();
    expect(post.calls).toHaveLength(0);
  });

  it('edits a saved bid: prefilled, and the rate goes out as cents in the PUT body', async () => {
    carrier();
    route('get', '/api/loads/:id', loadDetail, makeLoad());
    route('get', '/api/bids', bidList, {
      results: [makeBid({ amount: 125000, notes: 'Team drivers' })],
      count: 1,
    });
    const put = route('put', '/api/bids/:id', bidResponse, makeBid());
    const { user } = renderWithApp(<BidFormPage />, {
      path: '/spot-quotes/bid-placed/42/edit',
      route: '/spot-quotes/bid-placed/:id/edit',
    });

    const rate = await screen.findByLabelText(/All-in Rate/);
    await waitFor(() => expect(rate).toHaveValue('1250'));
    expect(screen.getByLabelText('Notes')).toHaveValue('Team drivers');
    await user.clear(rate);
    await user.type(rate, '1,300.5x');
    expect(rate).toHaveValue('1300.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(put.calls).toHaveLength(1));
    expect(put.calls[0]?.url.pathname).toBe('/api/bids/7');
    expect(put.lastBody()).toEqual({
      id: 7,
      load_id: 42,
      amount: 130050,
      pickup_date: '2026-12-01',
      delivery_date: '2026-12-03',
      notes: 'Team drivers',
    });
    await waitFor(() => expect(currentLocation()).toBe('/spot-quotes'));
  });

  it('shows the blocking modal when someone else got the load first', async () => {
    carrier();
    route('get', '/api/loads/:id', loadDetail, makeLoad());
    route('get', '/api/bids', bidList, { results: [makeBid()], count: 1 });
    route('put', '/api/bids/:id', bidResponse, () => apiError(409, 'Conflict', 'AlreadyAssigned'));
    const { user } = renderWithApp(<BidFormPage />, {
      path: '/spot-quotes/bid-placed/42/edit',
      route: '/spot-quotes/bid-placed/:id/edit',
    });
    await waitFor(() => expect(screen.getByLabelText(/All-in Rate/)).toHaveValue('1250'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByRole('dialog', { name: 'Shipment Already Assigned' }),
    ).toBeInTheDocument();
  });

  it('says the bid failed in a modal, not a browser alert', async () => {
    carrier();
    route('get', '/api/loads/:id', loadDetail, makeLoad());
    route('get', '/api/bids', bidList, { results: [makeBid()], count: 1 });
    route('put', '/api/bids/:id', bidResponse, () => apiError(500, 'Internal', 'Boom'));
    const { user } = renderWithApp(<BidFormPage />, {
      path: '/spot-quotes/bid-placed/42/edit',
      route: '/spot-quotes/bid-placed/:id/edit',
    });
    await waitFor(() => expect(screen.getByLabelText(/All-in Rate/)).toHaveValue('1250'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('There was an error placing the bid.')).toBeInTheDocument();
  });
});
