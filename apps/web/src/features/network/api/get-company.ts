import { companyResponse } from '@spotlane/shared/schemas/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const companyQueryKey = (id: number) => ['companies', 'detail', id] as const;

/** GET /api/companies/{id}: the company with its delivery locations and their hours. */
export function getCompany(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/companies/${id}`, { schema: companyResponse, signal });
}

export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyQueryKey(id),
    queryFn: ({ signal }) => getCompany(id, signal),
  });

export function useCompany(id: number | null) {
  return useQuery({ ...companyQueryOptions(id ?? 0), enabled: Boolean(id) });
}
