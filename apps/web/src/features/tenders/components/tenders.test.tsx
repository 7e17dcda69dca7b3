import { carrierTenderList, tenderList, tenderResponse } from '@spotlane/shared/schemas/tenders';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLoadCard, makeUser, signIn } from '../../../testing/fixtures.ts';
import { apiError, route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { OpenOffers } from './open-offers.tsx';
import { TendersTable } from './tenders-table.tsx';

const inTwoHours = () => new Date(Date.now() + 2 * 3600_000 + 30_000).toISOString();

function tender(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    load_id: 42,
    carrier: { id: 9, company_name: 'First Freight' },
    rate: 180_000,
    position: 1,
    status: 'offered' as const,
    offered_at: new Date().toISOString(),
    expires_at: inTwoHours(),
    decided_at: null,
    ...overrides,
  };
}

const offer = (overrides: Record<string, unknown> = {}) => ({
  ...tender(overrides),
  load: makeLoadCard({ id: 42, name: null, identifier: null }),
});

describe('routing-guide tenders (PRODUCT.md 8)', () => {
  it("shows the carrier's open offer with its rate and deadline, and accepts it", async () => {
    signIn(makeUser({ id: 30, user_type: 'carrier' }));
    let answered = false;
    route('get', '/api/tenders', carrierTenderList, () => ({
      results: answered ? [] : [offer()],
      count: answered ? 0 : 1,
    }));
    const accept = route('post', '/api/tenders/:id/accept', tenderResponse, () => {
      answered = true;
      return tender({ status: 'accepted', decided_at: new Date().toISOString() });
    });
    const { user } = renderWithApp(<OpenOffers enabled />, { path: '/spot-quotes' });

    const card = await screen.findByTestId('tender-offer');
    expect(within(card).getByText('Springfield, IL → Denver, CO')).toBeInTheDocument();
    expect(within(card).getByLabelText('Offered rate')).toHaveTextContent('$1,800.00');
    expect(within(card).getByText(/^Answer within 2h 0m$/)).toBeInTheDocument();
    // SPEC 9: the deadline reads MM-DD-YYYY h:mm am with its zone, as every date does.
    expect(
      within(card).getByText(/^Deadline \d{2}-\d{2}-\d{4} \d{1,2}:\d{2} (am|pm) \S+$/),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/spot-quotes/42',
    );
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    // Accepting is confirmed first, as declining is.
    const ask = await screen.findByRole('dialog', { name: 'Accept this offer?' });
    expect(ask).toHaveTextContent('The load is assigned to you at $1,800.00');
    expect(accept.calls).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(accept.calls).toHaveLength(1));
    expect(accept.calls[0]?.params.id).toBe('5');
    await waitFor(() => expect(screen.queryByTestId('tender-offer')).not.toBeInTheDocument());
  });

  it('asks before declining and shows why an answer failed', async () => {
    signIn(makeUser({ id: 30, user_type: 'carrier' }));
    route('get', '/api/tenders', carrierTenderList, { results: [offer()], count: 1 });
    const decline = route('post', '/api/tenders/:id/decline', tenderResponse, () =>
      apiError(409, 'TenderExpired', 'This offer has expired'),
    );
    const { user } = renderWithApp(<OpenOffers enabled />, { path: '/spot-quotes' });

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/offers the load to its next carrier/)).toBeInTheDocument();
    expect(decline.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(decline.calls).toHaveLength(1));
    expect(await within(dialog).findByText('This offer has expired')).toBeInTheDocument();
  });

  it('shows nothing without offers, and nothing to a shipper', async () => {
    signIn(makeUser({ id: 30, user_type: 'carrier' }));
    const list = route('get', '/api/tenders', carrierTenderList, { results: [], count: 0 });
    const { unmount } = renderWithApp(<OpenOffers enabled />, { path: '/spot-quotes' });
    await waitFor(() => expect(list.calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Offers for you' })).not.toBeInTheDocument();
    unmount();
    renderWithApp(<OpenOffers enabled={false} />, { path: '/spot-quotes' });
    expect(list.calls).toHaveLength(1);
  });

  it("lists the load's waterfall for the shipper", async () => {
    route('get', '/api/loads/:id/tenders', tenderList, {
      results: [
        tender({ id: 5, status: 'declined', decided_at: new Date().toISOString() }),
        tender({ id: 6, position: 2, carrier: { id: 10, company_name: 'Second Freight' } }),
      ],
      count: 2,
    });
    renderWithApp(<TendersTable loadId={42} />, { path: '/shipment-detail/42/1' });
    const rows = await screen.findAllByTestId('tender-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('First Freight')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Declined')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Second Freight')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Offered')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('$1,800.00')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getAllByText(/^\d{2}-\d{2}-\d{4} \d{1,2}:\d{2} (am|pm) \S+$/)
        .length,
    ).toBeGreaterThan(0);
  });
});
