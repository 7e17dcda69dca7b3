import { bidList, bidResponse } from '@spotlane/shared/schemas/bids';
import { loadDetail } from '@spotlane/shared/schemas/loads';
import { configure, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeBid, makeLoad, makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { currentLocation, renderWithApp } from '../../../testing/render.tsx';
import QuoteFormPage from './quote-form-page.tsx';

// A loaded machine can take more than a second to render a page: wait longer, check the same.
configure({ asyncUtilTimeout: 5000 });

const daysFromNow = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');
const ALREADY = 'This quote has already been assigned to a carrier';

/** A quote request (no identifier) with dates the form accepts whenever the test runs. */
const request = (overrides: Parameters<typeof makeLoad>[0] = {}) =>
  makeLoad({
    identifier: null,
    is_quote: true,
    date_to_leave: daysFromNow(10),
    expected_delivery_date: daysFromNow(12),
    ...overrides,
  });

function open() {
  signIn(makeUser({ id: 30, user_type: 'carrier', email: 'cara@freight.test' }));
  return renderWithApp(<QuoteFormPage />, {
    path: '/spot-quotes/42/quote',
    route: '/spot-quotes/:id/quote',
  });
}

describe('the quote form (SPEC 2.9, 5)', () => {
  it('confirms a chosen quote without the "already assigned" alert when the load reloads', async () => {
    let confirmed = false;
    const loads = route('get', '/api/loads/:id', loadDetail, () =>
      confirmed
        ? request({
            identifier: 'SH-000003',
            status: 'assigned',
            assigned_to: { id: 30, company_name: 'Fast Freight' },
          })
        : request({ chosen_quote: 30 }),
    );
    route('get', '/api/bids', bidList, {
      results: [
        makeBid({ amount: 90000, is_chosen: true, pickup_date: null, delivery_date: null }),
      ],
      count: 1,
    });
    const confirm = route('post', '/api/bids/:id/confirm_quote', bidResponse, () => {
      confirmed = true;
      return makeBid({ amount: 90000, is_accepted: true, is_chosen: true });
    });
    const { user } = open();

    expect(await screen.findByRole('heading', { name: 'Confirm Quote' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/All-in Rate/)).toHaveValue('900'));
    await user.click(screen.getByRole('button', { name: 'Confirm Quote' }));

    await waitFor(() => expect(confirm.calls).toHaveLength(1));
    expect(confirm.lastBody()).toMatchObject({
      amount: 90000,
      pickup_date: daysFromNow(10),
      delivery_date: daysFromNow(12),
    });
    expect(await screen.findByText('Quote confirmed')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/spot-quotes'));
    // The load was fetched again after the confirmation, with its new identifier...
    await waitFor(() => expect(loads.calls.length).toBeGreaterThan(1));
    // ...and still no alert.
    expect(screen.queryByText(ALREADY)).toBeNull();
  });

  it('alerts when the form is opened on a quote already assigned', async () => {
    route('get', '/api/loads/:id', loadDetail, request({ identifier: 'SH-000009' }));
    route('get', '/api/bids', bidList, { results: [], count: 0 });
    open();
    expect(await screen.findByText(ALREADY)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/spot-quotes'));
  });

  it('sends a quote with a toast, and keeps a server field error on its field', async () => {
    route('get', '/api/loads/:id', loadDetail, request());
    route('get', '/api/bids', bidList, { results: [], count: 0 });
    let refuse = true;
    const post = route('post', '/api/bids', bidResponse, () =>
      refuse
        ? HttpResponse.json(
            {
              errors: [
                { code: 'ValidationError', message: 'The rate is too large', field: 'amount' },
              ],
            },
            { status: 400 },
          )
        : makeBid({ amount: 90000, pickup_date: null, delivery_date: null }),
    );
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'Quote Form' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    const rate = await screen.findByLabelText(/All-in Rate/);
    await user.type(rate, '900');
    await user.click(screen.getByRole('button', { name: 'Send Quote' }));
    expect(await screen.findByText('The rate is too large')).toBeInTheDocument();
    expect(currentLocation()).toBe('/spot-quotes/42/quote');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Send Quote' }));
    await waitFor(() => expect(post.calls).toHaveLength(2));
    expect(post.lastBody()).toEqual({
      load_id: 42,
      amount: 90000,
      // SPEC 5: the form's dates default to the load's.
      pickup_date: daysFromNow(10),
      delivery_date: daysFromNow(12),
      notes: null,
    });
    expect(await screen.findByText('Quote sent')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/spot-quotes'));
  });
});
