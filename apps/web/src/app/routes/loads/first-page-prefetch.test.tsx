import { loadList, quotesToBeConfirmed, spotQuoteList } from '@spotlane/shared/schemas/loads';
import { carrierTenderList } from '@spotlane/shared/schemas/tenders';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setFilterPreferences } from '../../../lib/device-storage.ts';
import { loadKeys } from '../../../lib/query-keys.ts';
import { makeLoadCard, makeUser, signIn } from '../../../testing/fixtures.ts';
import { type Route, route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { startPage } from '../../route-guard.ts';
import { preloadPage } from '../../route-registry.ts';
import ShipmentsPage from './shipments-page.tsx';
import SpotQuotesPage from './spot-quotes-page.tsx';

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

interface PrefetchCase {
  path: string;
  shell: 'carrier' | 'shipper';
  userId: number;
  Page: ComponentType;
  /** The list request the prefetch must make: the page asks for exactly this. */
  query: Record<string, string>;
  shown: string;
  listKey: readonly string[];
  /** Answers the page's requests; returns the list route and any checks of the others. */
  serve: () => { list: Route; alsoCheck?: (client: QueryClient) => void };
}

const cases: PrefetchCase[] = [
  {
    path: '/spot-quotes',
    shell: 'carrier',
    userId: 30,
    Page: SpotQuotesPage,
    query: { page: '1', page_size: '21', ordering: 'old', status: 'spot-quotes' },
    shown: 'Prefetched load',
    listKey: loadKeys.spotQuotes,
    serve: () => {
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
      return {
        list,
        alsoCheck: (client) => {
          expect(toConfirm.calls.length).toBeGreaterThanOrEqual(1);
          expect(
            client
              .getQueryCache()
              .find({ queryKey: loadKeys.quotesToConfirm() })
              ?.getObserversCount(),
          ).toBe(1);
        },
      };
    },
  },
  {
    path: '/shipments',
    shell: 'shipper',
    userId: 31,
    Page: ShipmentsPage,
    query: { status: 'all', ordering: 'old', page: '1', page_size: '21' },
    shown: 'Prefetched shipment',
    listKey: loadKeys.all,
    serve: () => ({
      list: route('get', '/api/loads', loadList, {
        results: [makeLoadCard({ id: 8, name: 'Prefetched shipment' })],
        count: 1,
        counts: { all: 1, 'needs-attention': 0, 'in-progress': 0, completed: 0, canceled: 0 },
      }),
    }),
  },
];

// The first-load budget: at start the route registry asks for a landing page's first list with its chunk
// (preloadPage). It must ask for exactly what the page then shows (same query key), or the page
// asks again.
describe('the first page asked for with the chunk', () => {
  beforeEach(() => setFilterPreferences({ cardsPerPage: 21, selectedSortValue: 'old' }));

  for (const { path, shell, userId, Page, query, shown, listKey, serve } of cases) {
    it(`${path}: the page shows the prefetched list and watches the same query`, async () => {
      signIn(makeUser({ id: userId, user_type: shell }));
      const { list, alsoCheck } = serve();
      const client = appClient();

      const chunk = preloadPage(path, client);
      expect(chunk).not.toBeNull();
      await waitFor(() => expect(list.calls).toHaveLength(1));
      expect(list.lastQuery()).toEqual(query);
      renderWithApp(<Page />, { path, shell, client });

      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(listQueries(client, listKey)).toEqual([1]);
      alsoCheck?.(client);
    });
  }
});

describe('the first page of the other role', () => {
  it('a shipper opening /spot-quotes asks for none of its data (the guard sends it home)', async () => {
    const shipper = makeUser({ id: 32, user_type: 'shipper' });
    signIn(shipper);
    const { list } = cases[0]?.serve() ?? { list: null };
    const client = appClient();
    const user = { user_type: 'shipper', email: shipper.email };
    const chunk = startPage('/spot-quotes', client, user, []);
    await chunk;
    expect(list?.calls).toHaveLength(0);
    expect(client.getQueryCache().getAll()).toEqual([]);

    // The carrier's own page still gets its list with the chunk.
    const carrier = { user_type: 'carrier', email: 'c@example.test' };
    startPage('/spot-quotes', client, carrier, []);
    await waitFor(() => expect(list?.calls).toHaveLength(1));
  });
});
