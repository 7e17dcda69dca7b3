import { companyList } from '@spotlane/shared/schemas/companies';
import { useQuery } from '@tanstack/react-query';
import { getQuery, type ListParams, listQuery } from '../../../lib/list-query.ts';

export type CompanyListParams = ListParams;

/** GET /api/companies: {results, count}. */
export const companiesQueryOptions = (params: CompanyListParams) =>
  getQuery(['companies', 'list', params], '/api/companies', companyList, {
    query: listQuery(params),
    paged: true,
  });

export function useCompanies(params: CompanyListParams) {
  return useQuery(companiesQueryOptions(params));
}
