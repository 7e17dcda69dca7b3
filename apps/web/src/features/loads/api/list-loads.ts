import { type LoadListParams, loadList } from '@spotlane/shared/schemas/loads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadKeys } from '../../../lib/query-keys.ts';

export type LoadListQuery = Pick<LoadListParams, 'status' | 'ordering' | 'page' | 'page_size'> & {
  search?: string;
  starred?: boolean;
};

/** Every shipper list query starts with this key, so a change refreshes all lists and counts. */

export function listLoads(query: LoadListQuery) {
  return apiRequest('/api/loads', {
    query: {
      status: query.status,
      ordering: query.ordering,
      page: query.page,
      page_size: query.page_size,
      search: query.search?.trim() || undefined,
      starred: query.starred ? 'true' : undefined,
    },
    schema: loadList,
  });
}

export const loadsQuery = (query: LoadListQuery) =>
  queryOptions({
    queryKey: loadKeys.list(query),
    queryFn: () => listLoads(query),
    placeholderData: keepPreviousData,
  });

/** GET /api/loads: one page of the shipper's loads plus the count of every list. */
export function useLoads(query: LoadListQuery) {
  return useQuery(loadsQuery(query));
}
