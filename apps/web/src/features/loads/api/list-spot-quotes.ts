import { filterQuery, filtersFrom } from '@spotlane/shared/domain/board-filters';
import { LIST_FRESH_MS } from '@spotlane/shared/domain/pager';
import type { SpotQuoteCategory, SpotQuoteList } from '@spotlane/shared/schemas/loads';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { getFilterPreferences } from '../../../lib/device-storage.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { readListUrl } from '../../../lib/list-url.ts';
import { spotQuoteCategoryOf } from '../carrier-rules.ts';
import { loadKeys } from './keys.ts';

// The answers' schemas are imported when the first request leaves (api-client starts the import
// with the fetch), not when this module loads: asking for a list never waits for them.
const schemas = () => import('@spotlane/shared/schemas/loads');
const spotQuoteList = () => schemas().then((module) => module.spotQuoteList);
const quotesToBeConfirmed = () => schemas().then((module) => module.quotesToBeConfirmed);

export interface SpotQuoteListParams {
  page: number;
  page_size: number;
  ordering: 'new' | 'old' | 'alphabetical';
  status: SpotQuoteCategory;
  /** Sent only in search mode with text (SPEC 7). */
  search?: string;
  /** PRODUCT.md 20: the load-board filters, with any category. */
  origin_zip?: string;
  origin_radius_mi?: string;
  destination_zip?: string;
  destination_radius_mi?: string;
  equipment_type?: string;
  pickup_from?: string;
  pickup_to?: string;
}

export const spotQuotesQuery = (params: SpotQuoteListParams) => ({
  ...getQuery(
    loadKeys.spotQuoteList(params),
    '/api/loads/custom_pagination_spotquotes',
    spotQuoteList,
    { query: { ...params }, paged: true },
  ),
  staleTime: LIST_FRESH_MS,
});

/**
 * `keepCached`: show what is cached for these parameters without asking the server again
 * (SPEC 4: clearing the search does not refetch, also when it goes back to a category).
 */
export function useSpotQuotes(params: SpotQuoteListParams, { keepCached = false } = {}) {
  const options = spotQuotesQuery(params);
  return useQuery(keepCached ? { ...options, staleTime: Number.POSITIVE_INFINITY } : options);
}

/** SPEC 2.7: on page load, the quotes the shipper chose and that wait for this carrier. */
export const quotesToConfirmQuery = getQuery(
  loadKeys.quotesToConfirm(),
  '/api/loads/quotes_to_be_confirmed',
  quotesToBeConfirmed,
);

export function useQuotesToConfirm() {
  return useQuery(quotesToConfirmQuery);
}

/**
 * Asks for what the spot-quote list at `url` shows (its category, page, search, size and sort,
 * lib/list-url.ts; SPEC 9's preferences seed the size and sort), and the quotes waiting for
 * confirmation: the page's loader. Resolves with the list's page once it came (undefined when
 * it failed: the page shows the error), so the loader can ask for what the cards need next.
 */
export function prefetchSpotQuoteList(
  queryClient: QueryClient,
  url: URL,
): Promise<SpotQuoteList | undefined> {
  const list = readListUrl(url.searchParams, getFilterPreferences());
  const status = spotQuoteCategoryOf(list.category, list.search);
  const query = spotQuotesQuery({
    page: list.page,
    page_size: list.prefs.cardsPerPage,
    ordering: list.prefs.selectedSortValue,
    status,
    search: status === 'search' ? list.search : undefined,
    ...filterQuery(filtersFrom(url.searchParams)),
  });
  void queryClient.prefetchQuery(quotesToConfirmQuery);
  return queryClient.prefetchQuery(query).then(() => queryClient.getQueryData(query.queryKey));
}
