import { type CompanyInput, companyResponse } from '@spotlane/shared/schemas/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/companies: 201 with the company and its locations. */
export function createCompany(body: CompanyInput) {
  return apiRequest('/api/companies', { method: 'POST', body, schema: companyResponse });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    // The list, the counts of the add modal and every detail.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
}
