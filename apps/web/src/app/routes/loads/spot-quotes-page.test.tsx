import { quotesToBeConfirmed, spotQuoteList } from '@spotlane/shared/schemas/loads';
import { scoreList } from '@spotlane/shared/schemas/reputation';
import { carrierTenderList } from '@spotlane/shared/schemas/tenders';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLoadCard, makeUser, signIn } from '../../../testing/fixtures.ts';
import { type RecordedCall, route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import SpotQuotesPage from './spot-quotes-page.tsx';

const COUNTS = {
  all_spotquotes: 30,
  bids_placed: 1,
  assigned: 2,
  delivered: 3,
  in_transit: 4,
  cancelled: 5,
};

/** The list answers with the cards of the category asked for. */
function spotQuotes() {
  return route(
    'get',
    '/api/loads/custom_pagination_spotquotes',
    spotQuoteList,
    (call: RecordedCall) => {
      const status = call.url.searchParams.get('status');
      const page = Number(call.url.searchParams.get('page'));
      const shipments =
        status === 'bid-placed'
          ? [makeLoadCard({ id: 43, name: 'Bid on this one' })]
          : status === 'search'
            ? []
            : [makeLoadCard({ id: 42 + page * 100, name: `Page ${page} load` })];
      return {
        ...COUNTS,
        results: { shipments, count: status === 'spot-quotes' ? 30 : shipments.length },
      };
    },
  );
}

/**
 * A carrier signed in, with no quote to confirm, no tender offered and no shipper scored yet:
 * only the list varies.
 */
function signInCarrier() {
  signIn(makeUser({ id: 30, user_type: 'carrier', email: 'cara@freight.test' }));
  route('get', '/api/loads/quotes_to_be_confirmed', quotesToBeConfirmed, { results: [] });
  route('get', '/api/tenders', carrierTenderList, { results: [], count: 0 });
  route('get', '/api/ratings/scores', scoreList, { results: [] });
}

function setUp() {
  signInCarrier();
  return spotQuotes();
}

describe('the spot-quote list (SPEC 2.7, 4, 9)', () => {
  it('shows the tiles and the cards of the chosen category, asked with sort and page size', async () => {
    const list = setUp();
    const { user } = renderWithApp(<SpotQuotesPage />, { path: '/spot-quotes', shell: 'carrier' });

    await waitFor(() =>
      expect(screen.getByTestId('tile-count-spot-quotes')).toHaveTextContent('30'),
    );
    expect(screen.getByTestId('tile-count-canceled')).toHaveTextContent('5');
    expect(screen.getByRole('heading', { name: 'Spot Quotes Needed' })).toBeInTheDocument();
    expect(await screen.findByText('Page 1 load')).toBeInTheDocument();
    expect(list.lastQuery()).toEqual({
      page: '1',
      page_size: '12',
      ordering: 'new',
      status: 'spot-quotes',
    });

    await user.click(screen.getByRole('button', { name: /^Bids Placed/ }));
    expect(await screen.findByText('Bid on this one')).toBeInTheDocument();
    expect(list.lastQuery().status).toBe('bid-placed');
    expect(screen.getByRole('button', { name: /^Bids Placed/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const card = screen.getByTestId('spot-quote-card');
    expect(within(card).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/spot-quotes/bid-placed/43',
    );
  });

  it("puts each shipper's kept score on its card, asked once for the page (PRODUCT.md 21)", async () => {
    setUp();
    const scores = route('get', '/api/ratings/scores', scoreList, {
      results: [{ subject_id: 1, stars: 4, count: 2, dwell_minutes: null, days_to_pay: 25 }],
    });
    renderWithApp(<SpotQuotesPage />, { path: '/spot-quotes', shell: 'carrier' });

    const card = await screen.findByTestId('spot-quote-card');
    await waitFor(() =>
      expect(within(card).getByTestId('score-line')).toHaveTextContent(
        '★ 4.0 (2) · pays in 25 days',
      ),
    );
    expect(scores.calls).toHaveLength(1);
    expect(scores.lastQuery()).toEqual({ subject: 'shipper', ids: '1' });
  });

  it('pages with Mantine Pagination and remembers the page size on the device', async () => {
    const list = setUp();
    const { user } = renderWithApp(<SpotQuotesPage />, { path: '/spot-quotes', shell: 'carrier' });
    expect(await screen.findByText('Page 1 load')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Page 3 load')).toBeInTheDocument();
    expect(list.lastQuery().page).toBe('3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '21');
    await waitFor(() => expect(list.lastQuery().page_size).toBe('21'));
    expect(list.lastQuery().page).toBe('1');
    expect(JSON.parse(localStorage.getItem('filterPreferences') ?? '{}')).toEqual({
      cardsPerPage: 21,
      selectedSortValue: 'new',
    });
  });

  it('searches once typing has settled, and says when nothing matches', async () => {
    const list = setUp();
    const { user } = renderWithApp(<SpotQuotesPage />, { path: '/spot-quotes', shell: 'carrier' });
    expect(await screen.findByText('Page 1 load')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search shipments' }), 'Denver');
    expect(list.calls.some((call) => call.url.searchParams.get('search'))).toBe(false);

    expect(
      await screen.findByRole('heading', { name: 'Search Results' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(list.lastQuery()).toMatchObject({ status: 'search', search: 'Denver', page: '1' }),
    );
    expect(await screen.findByText('Nothing matches your search.')).toBeInTheDocument();
  });
});

const REJECTED_COUNTS = { ...COUNTS, all_spotquotes: 3, rejected: 2 };

describe('the spot-quote list: a cleared search goes back', () => {
  afterEach(() => vi.useRealTimers());

  it('goes back to the category the search came from when the box is cleared, without a refetch', async () => {
    // The test's clock: the search debounce is run out by advancing it, not by waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInCarrier();
    const list = route('get', '/api/loads/custom_pagination_spotquotes', spotQuoteList, (call) => {
      const status = call.url.searchParams.get('status');
      const shipments =
        status === 'rejected'
          ? [makeLoadCard({ id: 1 }), makeLoadCard({ id: 2 })]
          : status === 'search'
            ? [makeLoadCard({ id: 3 })]
            : [];
      return { ...REJECTED_COUNTS, results: { shipments, count: shipments.length } };
    });
    const { user } = renderWithApp(<SpotQuotesPage />, { path: '/spot-quotes', shell: 'carrier' });

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
    // SPEC 4: clearing the search does not ask the server again, once every timer the clear
    // started (the search debounce, a refetch) has run.
    await vi.runOnlyPendingTimersAsync();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(list.calls.length).toBe(before);
    vi.useRealTimers();
  }, 20_000);
});

describe('the spot-quote list: categories and the search box', () => {
  it('clears the search box when a category is chosen, and names what an empty category lacks', async () => {
    signInCarrier();
    const list = route('get', '/api/loads/custom_pagination_spotquotes', spotQuoteList, (call) => {
      const status = call.url.searchParams.get('status');
      const shipments =
        status === 'search' || status === 'spot-quotes' ? [makeLoadCard({ id: 3 })] : [];
      return { ...COUNTS, cancelled: 0, results: { shipments, count: shipments.length } };
    });
    const { user } = renderWithApp(<SpotQuotesPage />, { path: '/spot-quotes', shell: 'carrier' });
    const box = await screen.findByRole('textbox', { name: 'Search shipments' });

    await user.type(box, 'steel dallas');
    expect(
      await screen.findByRole('heading', { name: 'Search Results' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(list.lastQuery()).toMatchObject({ status: 'search', search: 'steel dallas' }),
    );

    await user.click(screen.getByRole('button', { name: /^Canceled/ }));
    expect(await screen.findByRole('heading', { name: 'Canceled' })).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(await screen.findByText('No canceled shipments')).toBeInTheDocument();
    expect(list.lastQuery()).toMatchObject({ status: 'canceled' });
    expect(list.lastQuery().search).toBeUndefined();
  }, 20_000);
});
