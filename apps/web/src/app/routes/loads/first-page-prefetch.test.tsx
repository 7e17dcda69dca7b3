import { userResponse } from '@spotlane/shared/schemas/auth';
import { loadList, quotesToBeConfirmed, spotQuoteList } from '@spotlane/shared/schemas/loads';
import { scoreList } from '@spotlane/shared/schemas/reputation';
import { carrierTenderList } from '@spotlane/shared/schemas/tenders';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadKeys } from '../../../features/loads/api/keys.ts';
import { reputationKeys } from '../../../features/reputation/api/keys.ts';
import { setFilterPreferences } from '../../../lib/device-storage.ts';
import { makeLoadCard, makeUser, signIn } from '../../../testing/fixtures.ts';
import { type Route, route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { runLoader } from '../../../testing/route-loader.ts';
import type { RouteLoader } from '../../route-module.ts';
import { loader as shipmentsLoader } from './shipments-loader.ts';
import ShipmentsPage from './shipments-page.tsx';
import { loader as spotQuotesLoader } from './spot-quotes-loader.ts';
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
  loader: RouteLoader;
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
    loader: spotQuotesLoader,
    query: { page: '1', page_size: '21', ordering: 'old', status: 'spot-quotes' },
    shown: 'Prefetched load',
    listKey: loadKeys.spotQuotes,
    serve: () => {
      const toConfirm = route('get', '/api/loads/quotes_to_be_confirmed', quotesToBeConfirmed, {
        results: [],
      });
      route('get', '/api/tenders', carrierTenderList, { results: [], count: 0 });
      const scores = route('get', '/api/ratings/scores', scoreList, { results: [] });
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
          // The cards' score lines read the scores the loader asked for, not a query of their own.
          expect(scores.calls).toHaveLength(1);
          expect(
            client
              .getQueryCache()
              .find({ queryKey: reputationKeys.scores('shipper', [1]) })
              ?.getObserversCount(),
          ).toBe(1);
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
    loader: shipmentsLoader,
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

// A landing page's loader asks for its first list before the page renders. It must ask for
// exactly what the page then shows (same query key), or the page asks again.

describe('the first page asked for with the chunk', () => {
  beforeEach(() => setFilterPreferences({ cardsPerPage: 21, selectedSortValue: 'old' }));

  for (const { path, shell, userId, Page, loader, query, shown, listKey, serve } of cases) {
    it(`${path}: the page shows the prefetched list and watches the same query`, async () => {
      signIn(makeUser({ id: userId, user_type: shell }));
      const { list, alsoCheck } = serve();
      const client = appClient();

      await runLoader(loader, client, path);
      await waitFor(() => expect(list.calls).toHaveLength(1));
      expect(list.lastQuery()).toEqual(query);
      renderWithApp(<Page />, { path, shell, client });

      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(listQueries(client, listKey)).toEqual([1]);
      alsoCheck?.(client);
    });
  }
});

describe("the spot-quote cards' scores", () => {
  it('leave with the list answer, before the page renders, for the shippers on it', async () => {
    setFilterPreferences({ cardsPerPage: 21, selectedSortValue: 'old' });
    signIn(makeUser({ id: 33, user_type: 'carrier' }));
    route('get', '/api/loads/quotes_to_be_confirmed', quotesToBeConfirmed, { results: [] });
    route('get', '/api/tenders', carrierTenderList, { results: [], count: 0 });
    const scores = route('get', '/api/ratings/scores', scoreList, { results: [] });
    route('get', '/api/loads/custom_pagination_spotquotes', spotQuoteList, {
      all_spotquotes: 3,
      bids_placed: 0,
      assigned: 0,
      delivered: 0,
      in_transit: 0,
      cancelled: 0,
      results: {
        shipments: [
          makeLoadCard({ id: 9, created_by: { id: 12, company_name: 'North Mills' } }),
          makeLoadCard({ id: 10, created_by: { id: 4, company_name: 'Acme Foods' } }),
          makeLoadCard({ id: 11, created_by: { id: 12, company_name: 'North Mills' } }),
        ],
        count: 3,
      },
    });
    const client = appClient();

    await runLoader(spotQuotesLoader, client, '/spot-quotes');

    await waitFor(() => expect(scores.calls).toHaveLength(1));
    expect(scores.lastQuery()).toEqual({ subject: 'shipper', ids: '4,12' });
    expect(client.getQueryData(reputationKeys.scores('shipper', [4, 12]))).toEqual({
      results: [],
    });
  });
});

describe('the first page of the other role', () => {
  it('a shipper opening /spot-quotes asks for none of its data (the guard sends it home)', async () => {
    const shipper = makeUser({ id: 32, user_type: 'shipper' });
    signIn(shipper);
    const { list } = cases[0]?.serve() ?? { list: null };
    const client = appClient();
    route('get', '/api/auth/me', userResponse, { user: shipper });
    await runLoader(spotQuotesLoader, client, '/spot-quotes');
    expect(list?.calls).toHaveLength(0);
    expect(client.getQueryCache().findAll({ queryKey: loadKeys.spotQuotes })).toEqual([]);

    // The carrier's own page still gets its list with the chunk.
    signIn(makeUser({ id: 33, user_type: 'carrier' }));
    await runLoader(spotQuotesLoader, client, '/spot-quotes');
    await waitFor(() => expect(list?.calls).toHaveLength(1));
  });
});
