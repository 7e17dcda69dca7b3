import { type LoadDetail, loadDetail } from '@spotlane/shared/schemas/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadKeys } from '../../../lib/query-keys.ts';

export function markLate(id: number) {
  return apiRequest(`/api/loads/${id}/mark_late`, { method: 'POST', schema: loadDetail });
}

/** POST /api/loads/{id}/mark_late. */
export function useMarkLate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markLate(id),
    onSuccess: async (load: LoadDetail) => {
      queryClient.setQueryData(loadKeys.detail(load.id), load);
      await queryClient.invalidateQueries({ queryKey: loadKeys.all });
    },
  });
}
