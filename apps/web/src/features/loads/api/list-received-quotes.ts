import { bidList } from '@spotlane/shared/schemas/bids';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bidKeys } from '../../bids/api/keys.ts';

/** GET /api/bids?load_id={id}: every quote the carriers sent for one request. */
export function listReceivedQuotes(loadId: number, signal?: AbortSignal) {
  return apiRequest('/api/bids', { query: { load_id: loadId }, schema: bidList, signal });
}

export const receivedQuotesQueryOptions = (loadId: number) =>
  queryOptions({
    queryKey: bidKeys.forLoad(loadId),
    queryFn: ({ signal }) => listReceivedQuotes(loadId, signal),
  });

export function useReceivedQuotes(loadId: number | null) {
  return useQuery({ ...receivedQuotesQueryOptions(loadId ?? 0), enabled: Boolean(loadId) });
}
