import { carrierListList } from '@spotlane/shared/schemas/carriers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/carrier_lists?page_size=100. */
export function listFormCarrierLists(signal?: AbortSignal) {
  return apiRequest('/api/carrier_lists', {
    query: { page: 1, page_size: 100, ordering: 'alphabetical' },
    schema: carrierListList,
    signal,
  });
}

export const formCarrierListsQueryOptions = queryOptions({
  queryKey: ['carrier-lists', 'shipment-form'],
  queryFn: ({ signal }) => listFormCarrierLists(signal),
});

export function useFormCarrierLists() {
  return useQuery(formCarrierListsQueryOptions);
}
