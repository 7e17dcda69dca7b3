import { loadDetail } from '@spotlane/shared/schemas/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bidKeys } from '../../bids/api/keys.ts';
import { loadKeys } from './keys.ts';

/** DELETE /api/loads/{id}/choose_quote: withdraws the choice while the carrier has not confirmed. */
export function withdrawChoice(loadId: number) {
  return apiRequest(`/api/loads/${loadId}/choose_quote`, { method: 'DELETE', schema: loadDetail });
}

export function useWithdrawChoice(loadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawChoice(loadId),
    onSuccess: async (load) => {
      queryClient.setQueryData(loadKeys.detail(loadId), load);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bidKeys.forLoad(loadId) }),
        queryClient.invalidateQueries({ queryKey: loadKeys.all, refetchType: 'none' }),
      ]);
    },
  });
}
