import type { LoadListParams } from '@spotlane/shared/schemas/loads';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getFilterPreferences } from '../../../lib/device-storage.ts';
import { loadKeys } from '../../../lib/query-keys.ts';

// The answer's schema loads with the first request (api-client starts it with the fetch): the
// route registry, in the entry chunk, prefetches this list before zod and the schemas have
// arrived (the first-load budget).
const loadList = () => import('@spotlane/shared/schemas/loads').then((module) => module.loadList);

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

/**
 * The first page of a shipper list as it opens (page 1, no search, the remembered sort and page
 * size of SPEC 9): the same query `ShipmentList` then makes.
 */
export function firstLoadsPageQuery(status: LoadListQuery['status'], starred?: boolean) {
  const prefs = getFilterPreferences();
  return loadsQuery({
    status,
    ordering: prefs.selectedSortValue,
    page: 1,
    page_size: prefs.cardsPerPage,
    starred,
  });
}

/** Asks for the first page of a shipper list as it opens (the first-load budget, page prefetch). */
export function prefetchFirstLoadsPage(
  queryClient: QueryClient,
  status: LoadListQuery['status'],
  starred?: boolean,
): void {
  void queryClient.prefetchQuery(firstLoadsPageQuery(status, starred));
}
