import { companyCountResponse } from '@spotlane/shared/schemas/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/companies/has_multiple_companies: {company_count}. SPEC 8: a failed check counts
 * as false, so any error answers 0 rather than throwing.
 */
export async function getCompanyCount(signal?: AbortSignal): Promise<number> {
  try {
    const { company_count } = await apiRequest('/api/companies/has_multiple_companies', {
      schema: companyCountResponse,
      signal,
    });
    return company_count;
  } catch {
    return 0;
  }
}

export const companyCountQueryOptions = queryOptions({
  queryKey: ['companies', 'count'],
  queryFn: ({ signal }) => getCompanyCount(signal),
});

export function useCompanyCount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...companyCountQueryOptions, enabled: options.enabled ?? true });
}
