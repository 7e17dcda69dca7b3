import { carrierListList } from '@spotlane/shared/schemas/carriers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CarrierListParams } from './list-carriers.ts';

/** GET /api/carrier_lists: the shipper's named groups of carriers. */
export function listCarrierLists(params: CarrierListParams, signal?: AbortSignal) {
  return apiRequest('/api/carrier_lists', {
    query: {
      page: params.page,
      page_size: params.pageSize,
      ordering: params.ordering,
      search: params.search.trim() || undefined,
    },
    schema: carrierListList,
    signal,
  });
}

export const carrierListsQueryOptions = (params: CarrierListParams) =>
  queryOptions({
    queryKey: ['carrier-lists', 'list', params],
    queryFn: ({ signal }) => listCarrierLists(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCarrierLists(params: CarrierListParams) {
  return useQuery(carrierListsQueryOptions(params));
}
