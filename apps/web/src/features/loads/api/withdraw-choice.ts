import { loadDetail } from '@spotlane/shared/schemas/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadQueryKey } from './get-load.ts';
import { receivedQuotesKey } from './list-received-quotes.ts';

/** DELETE /api/loads/{id}/choose_quote: withdraws the choice while the carrier has not confirmed. */
export function withdrawChoice(loadId: number) {
  return apiRequest(`/api/loads/${loadId}/choose_quote`, { method: 'DELETE', schema: loadDetail });
}

export function useWithdrawChoice(loadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawChoice(loadId),
    onSuccess: async (load) => {
      queryClient.setQueryData(loadQueryKey(loadId), load);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: receivedQuotesKey(loadId) }),
        queryClient.invalidateQueries({ queryKey: ['loads'], refetchType: 'none' }),
      ]);
    },
  });
}
