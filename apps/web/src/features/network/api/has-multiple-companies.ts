import { companyCountResponse } from '@spotlane/shared/schemas/companies';
import { useQuery } from '@tanstack/react-query';
import { countQuery } from '../../../lib/list-query.ts';

/** GET /api/companies/has_multiple_companies: {company_count}; 0 when the check fails. */
export const companyCountQueryOptions = countQuery(
  ['companies', 'count'],
  '/api/companies/has_multiple_companies',
  companyCountResponse,
  (answer) => answer.company_count,
);

export function useCompanyCount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...companyCountQueryOptions, enabled: options.enabled ?? true });
}
