import { LIST_FRESH_MS } from '@spotlane/shared/domain/pager';
import {
  quotesToBeConfirmed,
  type SpotQuoteCategory,
  spotQuoteList,
} from '@spotlane/shared/schemas/loads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadKeys } from '../../../lib/query-keys.ts';

export interface SpotQuoteListParams {
  page: number;
  page_size: number;
  ordering: 'new' | 'old' | 'alphabetical';
  status: SpotQuoteCategory;
  /** Sent only in search mode with text (SPEC 7). */
  search?: string;
}

export function listSpotQuotes(params: SpotQuoteListParams, signal?: AbortSignal) {
  return apiRequest('/api/loads/custom_pagination_spotquotes', {
    query: { ...params },
    schema: spotQuoteList,
    signal,
  });
}

export const spotQuotesQuery = (params: SpotQuoteListParams) =>
  queryOptions({
    queryKey: loadKeys.spotQuoteList(params),
    queryFn: ({ signal }) => listSpotQuotes(params, signal),
    staleTime: LIST_FRESH_MS,
    placeholderData: keepPreviousData,
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
export const quotesToConfirmQuery = queryOptions({
  queryKey: loadKeys.quotesToConfirm(),
  queryFn: ({ signal }) =>
    apiRequest('/api/loads/quotes_to_be_confirmed', { schema: quotesToBeConfirmed, signal }),
});

export function useQuotesToConfirm() {
  return useQuery(quotesToConfirmQuery);
}
