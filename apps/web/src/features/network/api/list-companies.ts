import { companyList } from '@spotlane/shared/schemas/companies';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SortValue } from '../../../lib/device-storage.ts';

export interface CompanyListParams {
  page: number;
  pageSize: number;
  ordering: SortValue;
  search: string;
}

/** GET /api/companies: {results, count}. */
export function listCompanies(params: CompanyListParams, signal?: AbortSignal) {
  return apiRequest('/api/companies', {
    query: {
      page: params.page,
      page_size: params.pageSize,
      ordering: params.ordering,
      search: params.search.trim() || undefined,
    },
    schema: companyList,
    signal,
  });
}

export const companiesQueryOptions = (params: CompanyListParams) =>
  queryOptions({
    queryKey: ['companies', 'list', params],
    queryFn: ({ signal }) => listCompanies(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanies(params: CompanyListParams) {
  return useQuery(companiesQueryOptions(params));
}
