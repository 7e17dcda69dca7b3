import { bidList } from '@spotlane/shared/schemas/bids';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bidKeys } from './keys.ts';

export function listBids(loadId: number) {
  return apiRequest('/api/bids', { query: { load_id: loadId }, schema: bidList });
}

export const bidsQuery = (loadId: number) =>
  queryOptions({ queryKey: bidKeys.ofLoad(loadId), queryFn: () => listBids(loadId) });

/** GET /api/bids?load_id: the bids on one load, accepted first (the server sorts). */
export function useBids(loadId: number, enabled = true) {
  return useQuery({ ...bidsQuery(loadId), enabled });
}
