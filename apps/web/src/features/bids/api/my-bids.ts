import { bidList } from '@spotlane/shared/schemas/bids';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bidKeys } from './keys.ts';

/** GET /api/bids?load_id: a carrier sees only its own bid (the first result). */
export const myBidsQuery = (loadId: number) =>
  queryOptions({
    queryKey: bidKeys.forLoad(loadId),
    queryFn: ({ signal }) =>
      apiRequest('/api/bids', { query: { load_id: loadId }, schema: bidList, signal }),
  });

export function useMyBid(loadId: number) {
  const query = useQuery({
    ...myBidsQuery(loadId),
    enabled: Number.isInteger(loadId) && loadId > 0,
  });
  return { ...query, bid: query.data?.results[0] ?? null };
}
