import { carrierList } from '@spotlane/shared/schemas/carriers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/carriers?page_size=100: the carriers a load can be offered to. */
export function listFormCarriers(signal?: AbortSignal) {
  return apiRequest('/api/carriers', {
    query: { page: 1, page_size: 100, ordering: 'alphabetical' },
    schema: carrierList,
    signal,
  });
}

export const formCarriersQueryOptions = queryOptions({
  queryKey: ['carriers', 'shipment-form'],
  queryFn: ({ signal }) => listFormCarriers(signal),
});

export function useFormCarriers() {
  return useQuery(formCarriersQueryOptions);
}
