import { loadDetail } from '@spotlane/shared/schemas/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bidKeys } from '../../bids/api/keys.ts';
import { loadKeys } from './keys.ts';

/** POST /api/loads/{id}/choose_quote {bid_id}: the request's detail with chosen_quote set. */
export function chooseQuote(loadId: number, bidId: number) {
  return apiRequest(`/api/loads/${loadId}/choose_quote`, {
    method: 'POST',
    body: { bid_id: bidId },
    schema: loadDetail,
  });
}

export function useChooseQuote(loadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bidId: number) => chooseQuote(loadId, bidId),
    onSuccess: async (load) => {
      queryClient.setQueryData(loadKeys.detail(loadId), load);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bidKeys.forLoad(loadId) }),
        queryClient.invalidateQueries({ queryKey: loadKeys.all, refetchType: 'none' }),
      ]);
    },
  });
}
