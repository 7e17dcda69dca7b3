import { type CompanyInput, companyResponse } from '@spotlane/shared/schemas/companies';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { companyKeys } from './keys.ts';

/** POST /api/companies: 201 with the company and its locations. */
export function createCompany(body: CompanyInput) {
  return apiRequest('/api/companies', { method: 'POST', body, schema: companyResponse });
}

export function useCreateCompany() {
  // The list, the counts of the add modal and every detail.
  return useApiMutation(createCompany, { invalidates: [companyKeys.all] });
}
