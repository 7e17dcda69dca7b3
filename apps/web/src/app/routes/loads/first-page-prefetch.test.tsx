import { loadList, quotesToBeConfirmed, spotQuoteList } from '@spotlane/shared/schemas/loads';
import { carrierTenderList } from '@spotlane/shared/schemas/tenders';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setFilterPreferences } from '../../../lib/device-storage.ts';
import { loadKeys } from '../../../lib/query-keys.ts';
import { makeLoadCard, makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import ShipmentsPage, { prefetch as prefetchShipments } from './shipments-page.tsx';
import SpotQuotesPage, { prefetch as prefetchSpotQuotes } from './spot-quotes-page.tsx';

const appClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * The list queries in the cache and how many components watch each. A page that asked for
 * another key than the prefetch would leave two (the prefetched one unwatched). Counting
 * requests instead would depend on the machine's speed: an answer older than LIST_FRESH_MS is
 * asked for again on mount, as it should be.
 */
const listQueries = (client: QueryClient, prefix: readonly string[]) =>
  client
    .getQueryCache()
    .findAll({ queryKey: [...prefix, 'list'] })
    .map((query) => query.getObserversCount());

// Issue 11: the route registry calls a page's `prefetch` when its chunk arrives at start. It must
// ask for exactly what the page then shows (same query key), or the page asks again.
describe('the first page asked for with the chunk', () => {
  beforeEach(() => setFilterPreferences({ cardsPerPage: 21, selectedSortValue: 'old' }));

  it('/spot-quotes: the page shows the prefetched list and watches the same query', async () => {
    signIn(makeUser({ id: 30, user_type: 'carrier' }));
    const toConfirm = route('get', '/api/loads/quotes_to_be_confirmed', quotesToBeConfirmed, {
      results: [],
    });
    route('get', '/api/tenders', carrierTenderList, { results: [], count: 0 });
    const list = route('get', '/api/loads/custom_pagination_spotquotes', spotQuoteList, {
      all_spotquotes: 1,
      bids_placed: 0,
      assigned: 0,
      delivered: 0,
      in_transit: 0,
      cancelled: 0,
      results: { shipments: [makeLoadCard({ id: 7, name: 'Prefetched load' })], count: 1 },
    });
    const client = appClient();

    prefetchSpotQuotes(client);
    await waitFor(() => expect(list.calls).toHaveLength(1));
    expect(list.lastQuery()).toEqual({
      page: '1',
      page_size: '21',
      ordering: 'old',
      status: 'spot-quotes',
    });
    renderWithApp(<SpotQuotesPage />, { path: '/spot-quotes', shell: 'carrier', client });

    expect(await screen.findByText('Prefetched load')).toBeInTheDocument();
    expect(listQueries(client, loadKeys.spotQuotes)).toEqual([1]);
    expect(toConfirm.calls.length).toBeGreaterThanOrEqual(1);
    expect(
      client.getQueryCache().find({ queryKey: loadKeys.quotesToConfirm() })?.getObserversCount(),
    ).toBe(1);
  });

  it('/shipments: the page shows the prefetched list and watches the same query', async () => {
    signIn(makeUser({ id: 31, user_type: 'shipper' }));
    const list = route('get', '/api/loads', loadList, {
      results: [makeLoadCard({ id: 8, name: 'Prefetched shipment' })],
      count: 1,
      counts: { all: 1, 'needs-attention': 0, 'in-progress': 0, completed: 0, canceled: 0 },
    });
    const client = appClient();

    prefetchShipments(client);
    await waitFor(() => expect(list.calls).toHaveLength(1));
    expect(list.lastQuery()).toEqual({
      status: 'all',
      ordering: 'old',
      page: '1',
      page_size: '21',
    });
    renderWithApp(<ShipmentsPage />, { path: '/shipments', shell: 'shipper', client });

    expect(await screen.findByText('Prefetched shipment')).toBeInTheDocument();
    expect(listQueries(client, loadKeys.all)).toEqual([1]);
  });
});
