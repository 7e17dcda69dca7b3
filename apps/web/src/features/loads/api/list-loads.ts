import type { LoadListParams } from '@spotlane/shared/schemas/loads';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getFilterPreferences } from '../../../lib/device-storage.ts';
import { readListUrl } from '../../../lib/list-url.ts';
import { loadKeys } from './keys.ts';

// The answer's schema is imported when the first request leaves (api-client starts the import
// with the fetch), not when this module loads: asking for the list never waits for it.
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

/** A shipper list's query from the list state (`ListState.query`, read from the URL). */
export function loadListQuery(
  status: LoadListQuery['status'],
  list: { page: number; pageSize: number; ordering: string; search: string },
  starred?: boolean,
): LoadListQuery {
  return {
    status,
    ordering: list.ordering as LoadListQuery['ordering'],
    page: list.page,
    page_size: list.pageSize,
    search: list.search || undefined,
    starred,
  };
}

/** The first page of a shipper list (page 1, no search, SPEC 9's remembered sort and size). */
export function firstLoadsPageQuery(status: LoadListQuery['status'], starred?: boolean) {
  const prefs = getFilterPreferences();
  const first = {
    page: 1,
    pageSize: prefs.cardsPerPage,
    ordering: prefs.selectedSortValue,
    search: '',
  };
  return loadsQuery(loadListQuery(status, first, starred));
}

/**
 * Asks for the shipper list at `url` (its page, size, sort and search, lib/list-url.ts): the
 * same query `ShipmentList` then makes.
 */
export function prefetchLoadsPage(
  queryClient: QueryClient,
  status: LoadListQuery['status'],
  url: URL,
  starred?: boolean,
): void {
  const list = readListUrl(url.searchParams, getFilterPreferences());
  const query = {
    page: list.page,
    pageSize: list.prefs.cardsPerPage,
    ordering: list.prefs.selectedSortValue,
    search: list.search,
  };
  void queryClient.prefetchQuery(loadsQuery(loadListQuery(status, query, starred)));
}
