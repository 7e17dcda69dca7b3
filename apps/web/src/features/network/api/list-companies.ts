import { companyList } from '@spotlane/shared/schemas/companies';
import { useQuery } from '@tanstack/react-query';
import { type ListParams, listQuery, pagedQuery } from '../../../lib/list-query.ts';
import { companyKeys } from './keys.ts';

export type CompanyListParams = ListParams;

/** GET /api/companies: {results, count}. */
export const companiesQueryOptions = (params: CompanyListParams) =>
  pagedQuery(companyKeys.list(params), '/api/companies', companyList, listQuery(params));

export function useCompanies(params: CompanyListParams) {
  return useQuery(companiesQueryOptions(params));
}
