import { type LoadDetail, loadDetail } from '@spotlane/shared/schemas/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadQueryKey } from './get-load.ts';
import { LOADS_KEY } from './list-loads.ts';

export function markLate(id: number) {
  return apiRequest(`/api/loads/${id}/mark_late`, { method: 'POST', schema: loadDetail });
}

/** POST /api/loads/{id}/mark_late. */
export function useMarkLate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markLate(id),
    onSuccess: async (load: LoadDetail) => {
      queryClient.setQueryData(loadQueryKey(load.id), load);
      await queryClient.invalidateQueries({ queryKey: LOADS_KEY });
    },
  });
}
