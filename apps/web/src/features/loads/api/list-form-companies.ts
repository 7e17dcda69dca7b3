import { companyList } from '@spotlane/shared/schemas/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/companies?page_size=100: every company with its locations and hours, A to Z. */
export function listFormCompanies(signal?: AbortSignal) {
  return apiRequest('/api/companies', {
    query: { page: 1, page_size: 100, ordering: 'alphabetical' },
    schema: companyList,
    signal,
  });
}

// Under ['companies'], so saving a company or its hours refreshes the form's choices.
export const formCompaniesQueryOptions = queryOptions({
  queryKey: ['companies', 'shipment-form'],
  queryFn: ({ signal }) => listFormCompanies(signal),
});

export function useFormCompanies() {
  return useQuery(formCompaniesQueryOptions);
}
