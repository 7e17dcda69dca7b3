import { quotesToBeConfirmed, spotQuoteList } from '@spotlane/shared/schemas/loads';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLoadCard, makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { ShellProvider } from '../../../ui/shell-context.tsx';
import SpotQuotesPage from './spot-quotes-page.tsx';

/** The signed-in shell around the page: its header has the search box. */
const carrierShell = {
  role: 'carrier' as const,
  sidebarCollapsed: false,
  toggleSidebar: () => {},
  openAdd: null,
  instructionsOn: false,
};

const counts = {
  all_spotquotes: 3,
  bids_placed: 1,
  rejected: 2,
  assigned: 0,
  delivered: 0,
  in_transit: 0,
  cancelled: 0,
};

describe('the spot-quote list (SPEC 2.7, 4; issue 13)', () => {
  it('goes back to the category the search came from when the box is cleared, without a refetch', async () => {
    signIn(makeUser({ id: 30, user_type: 'carrier', email: 'cara@freight.test' }));
    route('get', '/api/loads/quotes_to_be_confirmed', quotesToBeConfirmed, { results: [] });
    const list = route('get', '/api/loads/custom_pagination_spotquotes', spotQuoteList, (call) => {
      const status = call.url.searchParams.get('status');
      const shipments =
        status === 'rejected'
          ? [makeLoadCard({ id: 1 }), makeLoadCard({ id: 2 })]
          : status === 'search'
            ? [makeLoadCard({ id: 3 })]
            : [];
      return { ...counts, results: { shipments, count: shipments.length } };
    });
    const { user } = renderWithApp(
      <ShellProvider value={carrierShell}>
        <SpotQuotesPage />
      </ShellProvider>,
      { path: '/spot-quotes' },
    );

    await waitFor(() => expect(screen.getByTestId('tile-count-rejected')).toHaveTextContent('2'));
    await user.click(screen.getByRole('button', { name: /^Rejected/ }));
    expect(await screen.findByRole('heading', { name: 'Rejected' })).toBeInTheDocument();
    expect(await screen.findByText('(2)')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search shipments'), 'Denver');
    expect(
      await screen.findByRole('heading', { name: 'Search Results' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(list.lastQuery()).toMatchObject({ status: 'search' }));
    const before = list.calls.length;

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('heading', { name: 'Rejected' })).toBeInTheDocument();
    expect(await screen.findByText('(2)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Rejected/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // SPEC 4: clearing the search does not ask the server again.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(list.calls.length).toBe(before);
  }, 20_000);
});
