import { bidResponse } from '@spotlane/shared/schemas/bids';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bidKeys, loadKeys } from '../../../lib/query-keys.ts';

export function rejectBid(bidId: number) {
  return apiRequest(`/api/bids/${bidId}/reject`, { method: 'POST', schema: bidResponse });
}

/** POST /api/bids/{id}/reject (no body): reopens bidding when it was the accepted bid. */
export function useRejectBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bidId: number) => rejectBid(bidId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bidKeys.all }),
        queryClient.invalidateQueries({ queryKey: loadKeys.all }),
        queryClient.invalidateQueries({ queryKey: bidKeys.chats }),
      ]);
    },
  });
}
