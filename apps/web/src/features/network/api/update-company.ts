import { companyResponse, type updateCompanyRequest } from '@spotlane/shared/schemas/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyQueryKey } from './get-company.ts';

export type UpdateCompanyBody = z.input<typeof updateCompanyRequest>;

/** PUT /api/companies/{id}: locations with an id change, new ones are added, missing ones go. */
export function updateCompany(id: number, body: UpdateCompanyBody) {
  return apiRequest(`/api/companies/${id}`, { method: 'PUT', body, schema: companyResponse });
}

export function useUpdateCompany(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyBody) => updateCompany(id, body),
    onSuccess: (company) => {
      queryClient.setQueryData(companyQueryKey(id), company);
      for (const location of company.locations) {
        queryClient.removeQueries({ queryKey: ['delivery-locations', location.id] });
      }
      return queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
  });
}
