import { type LoadRequest, loadDetail } from '@spotlane/shared/schemas/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadKeys } from './keys.ts';

/** PUT /api/loads/{id}: the changed load's detail. */
export function updateLoad(id: number, body: LoadRequest) {
  return apiRequest(`/api/loads/${id}`, { method: 'PUT', body, schema: loadDetail });
}

export function useUpdateLoad(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoadRequest) => updateLoad(id, body),
    onSuccess: async (load) => {
      queryClient.setQueryData(loadKeys.detail(load.id), load);
      await queryClient.invalidateQueries({ queryKey: loadKeys.all, refetchType: 'none' });
    },
  });
}
