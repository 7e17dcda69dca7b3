import { carrierListResponse } from '@spotlane/shared/schemas/carriers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const carrierListQueryKey = (id: number) => ['carrier-lists', 'detail', id] as const;

/** GET /api/carrier_lists/{id}: the list with its carriers. */
export function getCarrierList(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/carrier_lists/${id}`, { schema: carrierListResponse, signal });
}

export const carrierListQueryOptions = (id: number) =>
  queryOptions({
    queryKey: carrierListQueryKey(id),
    queryFn: ({ signal }) => getCarrierList(id, signal),
  });

export function useCarrierList(id: number | null) {
  return useQuery({ ...carrierListQueryOptions(id ?? 0), enabled: Boolean(id) });
}
