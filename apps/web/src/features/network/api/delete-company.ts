import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyQueryKey } from './get-company.ts';
import { companyKeys } from './keys.ts';

/** DELETE /api/companies/{id}: 204, or 409 InUse while an active shipment uses a location. */
export function deleteCompany(id: number) {
  return apiRequest<void>(`/api/companies/${id}`, { method: 'DELETE' });
}

export function useDeleteCompany(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCompany(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: companyQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
