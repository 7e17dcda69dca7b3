import { companyResponse, type updateCompanyRequest } from '@spotlane/shared/schemas/companies';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { locationKeys } from '../../locations/api/keys.ts';
import { companyQueryKey } from './get-company.ts';
import { companyKeys } from './keys.ts';

export type UpdateCompanyBody = z.input<typeof updateCompanyRequest>;

/** PUT /api/companies/{id}: locations with an id change, new ones are added, missing ones go. */
export function updateCompany(id: number, body: UpdateCompanyBody) {
  return apiRequest(`/api/companies/${id}`, { method: 'PUT', body, schema: companyResponse });
}

export function useUpdateCompany(id: number) {
  return useApiMutation((body: UpdateCompanyBody) => updateCompany(id, body), {
    cache: (client, company) => {
      client.setQueryData(companyQueryKey(id), company);
      for (const location of company.locations) {
        client.removeQueries({ queryKey: locationKeys.detail(location.id) });
      }
    },
    invalidates: [companyKeys.all],
  });
}
