import { loadList } from '@spotlane/shared/schemas/loads';
import { useQuery } from '@tanstack/react-query';
import { getQuery, type ListParams, listQuery } from '../../../lib/list-query.ts';
import { loadKeys } from './keys.ts';

export type QuoteRequestParams = ListParams;

/** GET /api/loads?status=quotes: the shipper's informational quote requests (no identifier). */
export const quoteRequestsQueryOptions = (params: QuoteRequestParams) =>
  getQuery(loadKeys.quoteRequests(params), '/api/loads', loadList, {
    query: { status: 'quotes', ...listQuery(params) },
    paged: true,
  });

export function useQuoteRequests(params: QuoteRequestParams) {
  return useQuery(quoteRequestsQueryOptions(params));
}
