import { bidList, bidResponse } from '@spotlane/shared/schemas/bids';
import { loadDetail } from '@spotlane/shared/schemas/loads';
import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeBid, makeLoad, makeUser, signIn } from '../../../testing/fixtures.ts';
import { apiError, route } from '../../../testing/msw.ts';
import { currentLocation, renderWithApp } from '../../../testing/render.tsx';
import BidFormPage from './bid-form-page.tsx';

/** Dates the form accepts whenever the test runs (it refuses past days). */
const daysFromNow = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');
const soon = daysFromNow(10);
const later = daysFromNow(12);

const savedBid = () => makeBid({ pickup_date: soon, delivery_date: later });

function carrier() {
  signIn(makeUser({ id: 30, user_type: 'carrier', email: 'cara@freight.test' }));
}

/** The edit page of the saved bid, for a signed-in carrier. */
function openEdit() {
  carrier();
  route('get', '/api/loads/:id', loadDetail, makeLoad());
  route('get', '/api/bids', bidList, { results: [savedBid()], count: 1 });
  return renderWithApp(<BidFormPage />, {
    path: '/spot-quotes/bid-placed/42/edit',
    route: '/spot-quotes/bid-placed/:id/edit',
  });
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
      results: [
        makeBid({ amount: 125000, notes: 'Team drivers', pickup_date: soon, delivery_date: later }),
      ],
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
    await user.type(rate, '1300.5');
    expect(rate).toHaveValue('1300.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(put.calls).toHaveLength(1));
    expect(put.calls[0]?.url.pathname).toBe('/api/bids/7');
    expect(put.lastBody()).toEqual({
      id: 7,
      load_id: 42,
      amount: 130050,
      pickup_date: soon,
      delivery_date: later,
      notes: 'Team drivers',
    });
    await waitFor(() => expect(currentLocation()).toBe('/spot-quotes'));
  });

  it('shows the blocking modal when someone else got the load first', async () => {
    route('put', '/api/bids/:id', bidResponse, () => apiError(409, 'Conflict', 'AlreadyAssigned'));
    const { user } = openEdit();
    await waitFor(() => expect(screen.getByLabelText(/All-in Rate/)).toHaveValue('1250'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByRole('dialog', { name: 'Shipment Already Assigned' }),
    ).toBeInTheDocument();
  });

  it("says the server's reason when bidding closed while the form was open", async () => {
    route('put', '/api/bids/:id', bidResponse, () =>
      apiError(409, 'BiddingClosed', 'Bidding on this load has closed'),
    );
    const { user } = openEdit();
    await waitFor(() => expect(screen.getByLabelText(/All-in Rate/)).toHaveValue('1250'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const told = await screen.findByRole('dialog', { name: 'Bid not saved' });
    expect(told).toHaveTextContent('Bidding on this load has closed');
    expect(screen.queryByText('There was an error placing the bid.')).toBeNull();
  });

  it('shows only "Shipment no longer available" when the save finds the load cancelled', async () => {
    route('put', '/api/bids/:id', bidResponse, () =>
      apiError(409, 'LoadCancelled', 'This shipment has been canceled'),
    );
    const { user } = openEdit();
    await waitFor(() => expect(screen.getByLabelText(/All-in Rate/)).toHaveValue('1250'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByRole('dialog', { name: 'Shipment no longer available' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('offers no Save past the deadline or for a decided bid, and "Bid again" for a withdrawn one', async () => {
    carrier();
    const past = dayjs().subtract(1, 'hour').toISOString();
    route('get', '/api/loads/:id', loadDetail, makeLoad({ bid_deadline: past }));
    route('get', '/api/bids', bidList, { results: [savedBid()], count: 1 });
    const closed = renderWithApp(<BidFormPage />, {
      path: '/spot-quotes/bid-placed/42/edit',
      route: '/spot-quotes/bid-placed/:id/edit',
    });
    expect(await screen.findByText('Bidding on this load has closed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    closed.unmount();

    carrier();
    route('get', '/api/loads/:id', loadDetail, makeLoad());
    route('get', '/api/bids', bidList, {
      results: [{ ...savedBid(), status: 'withdrawn' }],
      count: 1,
    });
    const put = route('put', '/api/bids/:id', bidResponse, savedBid());
    const { user } = renderWithApp(<BidFormPage />, {
      path: '/spot-quotes/bid-placed/42/edit',
      route: '/spot-quotes/bid-placed/:id/edit',
    });
    const again = await screen.findByRole('button', { name: 'Bid again' });
    await waitFor(() => expect(screen.getByLabelText(/All-in Rate/)).toHaveValue('1250'));
    await user.click(again);
    await waitFor(() => expect(put.calls).toHaveLength(1));
  });

  it('says the bid failed in a modal, not a browser alert', async () => {
    route('put', '/api/bids/:id', bidResponse, () => apiError(500, 'Internal', 'Boom'));
    const { user } = openEdit();
    await waitFor(() => expect(screen.getByLabelText(/All-in Rate/)).toHaveValue('1250'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('There was an error placing the bid.')).toBeInTheDocument();
  });
});

describe('the bid form tells what is wrong, where it is wrong', () => {
  it('puts the server field errors on their fields, without the generic alert', async () => {
    const put = route('put', '/api/bids/:id', bidResponse, () =>
      HttpResponse.json(
        {
          errors: [
            {
              code: 'ValidationError',
              message: 'Delivery date must be on or after the pickup date',
              field: 'delivery_date',
            },
            { code: 'ValidationError', message: 'The rate is too large', field: 'amount' },
          ],
        },
        { status: 400 },
      ),
    );
    const { user } = openEdit();
    await waitFor(() => expect(screen.getByLabelText(/All-in Rate/)).toHaveValue('1250'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(put.calls).toHaveLength(1));
    expect(
      await screen.findByText('Delivery date must be on or after the pickup date'),
    ).toBeInTheDocument();
    expect(screen.getByText('The rate is too large')).toBeInTheDocument();
    expect(screen.getByLabelText(/All-in Rate/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('There was an error placing the bid.')).toBeNull();
    expect(currentLocation()).toBe('/spot-quotes/bid-placed/42/edit');
  });

  it('takes only digits and a point (SPEC 5), and says so when another key is refused', async () => {
    const { user } = openEdit();
    const rate = await screen.findByLabelText(/All-in Rate/);
    await waitFor(() => expect(rate).toHaveValue('1250'));
    await user.clear(rate);
    await user.type(rate, '12a');
    expect(rate).toHaveValue('12');
    expect(
      screen.getByText('Use digits and one decimal point only, such as 1250.50'),
    ).toBeVisible();
    await user.type(rate, '-e.5');
    expect(rate).toHaveValue('12.5');
  });

  it('refuses "1.2.3" and "12.345" visibly and never rewrites them', async () => {
    const put = route('put', '/api/bids/:id', bidResponse, makeBid());
    const { user } = openEdit();
    const rate = await screen.findByLabelText(/All-in Rate/);
    await waitFor(() => expect(rate).toHaveValue('1250'));
    const cases = [
      ['1.2.3', 'Use digits and one decimal point only, such as 1250.50'],
      ['12.345', 'Use at most two decimals (cents)'],
      ['200000000', 'The rate is too large: at most $100,000,000.00'],
    ] as const;
    for (const [typed, message] of cases) {
      await user.clear(rate);
      await user.type(rate, typed);
      expect(rate).toHaveValue(typed);
      expect(screen.getByText(message)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(rate).toHaveValue(typed);
    }
    expect(put.calls).toHaveLength(0);
  });

  it('checks in the browser that the delivery is not before the pickup', async () => {
    carrier();
    route('get', '/api/loads/:id', loadDetail, makeLoad());
    route('get', '/api/bids', bidList, {
      results: [makeBid({ pickup_date: later, delivery_date: soon })],
      count: 1,
    });
    const put = route('put', '/api/bids/:id', bidResponse, makeBid());
    const { user } = renderWithApp(<BidFormPage />, {
      path: '/spot-quotes/bid-placed/42/edit',
      route: '/spot-quotes/bid-placed/:id/edit',
    });
    await waitFor(() => expect(screen.getByLabelText(/All-in Rate/)).toHaveValue('1250'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Delivery date must be on or after the pickup date'),
    ).toBeInTheDocument();
    expect(put.calls).toHaveLength(0);
  });

  it('says the bid was saved in a toast', async () => {
    route('put', '/api/bids/:id', bidResponse, savedBid());
    const { user } = openEdit();
    await waitFor(() => expect(screen.getByLabelText(/All-in Rate/)).toHaveValue('1250'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bid saved')).toBeInTheDocument();
    expect(screen.getByText('The shipper sees your new terms.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/spot-quotes'));
  });
});
