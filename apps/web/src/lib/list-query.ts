import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from './api-client.ts';
import type { SortValue } from './device-storage.ts';

/** What a list page asks for: the page, its size, the sort and the search text as typed. */
export interface ListParams {
  page: number;
  pageSize: number;
  ordering: SortValue;
  search: string;
}

/** A list page's parameters as the API's query: page_size, and a search only with text. */
export function listQuery(params: ListParams): RequestOptions<unknown>['query'] {
  return {
    page: params.page,
    page_size: params.pageSize,
    ordering: params.ordering,
    search: params.search.trim() || undefined,
  };
}

/**
 * The query of one GET endpoint: the answer parsed by its shared schema, under `queryKey`.
 * `paged` keeps the previous page on screen while the next one loads.
 */
export function getQuery<T, K extends QueryKey>(
  queryKey: K,
  path: string,
  schema: z.ZodType<T> | (() => Promise<z.ZodType<T>>),
  { query, paged = false }: { query?: RequestOptions<T>['query']; paged?: boolean } = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest(path, { query, schema, signal }),
    placeholderData: paged ? keepPreviousData : undefined,
  });
}

/**
 * One page of a list endpoint: `getQuery` with `query`, the previous page kept on screen
 * while the next one loads.
 */
export function pagedQuery<T, K extends QueryKey>(
  queryKey: K,
  path: string,
  schema: z.ZodType<T>,
  query: RequestOptions<T>['query'],
) {
  return getQuery(queryKey, path, schema, { query, paged: true });
}

/** A list query with its search text trimmed, and no search at all when it is blank. */
export function withTrimmedSearch<Q extends { search?: string }>(query: Q) {
  return { ...query, search: query.search?.trim() || undefined };
}

/** Every row a form offers as a choice (up to 100, A to Z). */
export const CHOICES_QUERY = { page: 1, page_size: 100, ordering: 'alphabetical' } as const;

/**
 * A count that only chooses what to show (one company or several). SPEC 8: a failed check
 * counts as false, so any error answers 0 rather than throwing.
 */
export function countQuery<T, K extends QueryKey>(
  queryKey: K,
  path: string,
  schema: z.ZodType<T>,
  count: (answer: T) => number,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest(path, { schema, signal }).then(count, () => 0),
  });
}
