import { type LoadDetail, loadDetail } from '@spotlane/shared/schemas/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadKeys } from './keys.ts';

export function starLoad(id: number, starred: boolean) {
  return apiRequest(`/api/loads/${id}/star`, {
    method: starred ? 'POST' : 'DELETE',
    schema: loadDetail,
  });
}

/** POST (star) or DELETE (unstar) /api/loads/{id}/star. */
export function useStarLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, starred }: { id: number; starred: boolean }) => starLoad(id, starred),
    onSuccess: async (load: LoadDetail) => {
      queryClient.setQueryData(loadKeys.detail(load.id), load);
      await queryClient.invalidateQueries({ queryKey: loadKeys.all });
    },
  });
}
