import { carrierList } from '@spotlane/shared/schemas/carriers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SortValue } from '../../../lib/device-storage.ts';

export interface CarrierListParams {
  page: number;
  pageSize: number;
  ordering: SortValue;
  search: string;
}

/** GET /api/carriers: My Carriers, {results, count}. */
export function listCarriers(params: CarrierListParams, signal?: AbortSignal) {
  return apiRequest('/api/carriers', {
    query: {
      page: params.page,
      page_size: params.pageSize,
      ordering: params.ordering,
      search: params.search.trim() || undefined,
    },
    schema: carrierList,
    signal,
  });
}

export const carriersQueryOptions = (params: CarrierListParams) =>
  queryOptions({
    queryKey: ['carriers', 'list', params],
    queryFn: ({ signal }) => listCarriers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCarriers(params: CarrierListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...carriersQueryOptions(params), enabled: options.enabled ?? true });
}
