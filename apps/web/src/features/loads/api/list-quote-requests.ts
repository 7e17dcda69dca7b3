import { loadList } from '@spotlane/shared/schemas/loads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SortValue } from '../../../lib/device-storage.ts';
import { loadKeys } from '../../../lib/query-keys.ts';

export interface QuoteRequestParams {
  page: number;
  pageSize: number;
  ordering: SortValue;
  search: string;
}

/** GET /api/loads?status=quotes: the shipper's informational quote requests (no identifier). */
export function listQuoteRequests(params: QuoteRequestParams, signal?: AbortSignal) {
  return apiRequest('/api/loads', {
    query: {
      status: 'quotes',
      page: params.page,
      page_size: params.pageSize,
      ordering: params.ordering,
      search: params.search.trim() || undefined,
    },
    schema: loadList,
    signal,
  });
}

export const quoteRequestsQueryOptions = (params: QuoteRequestParams) =>
  queryOptions({
    queryKey: loadKeys.quoteRequests(params),
    queryFn: ({ signal }) => listQuoteRequests(params, signal),
    placeholderData: keepPreviousData,
  });

export function useQuoteRequests(params: QuoteRequestParams) {
  return useQuery(quoteRequestsQueryOptions(params));
}
