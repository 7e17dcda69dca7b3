import { bidResponse } from '@spotlane/shared/schemas/bids';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bidKeys, loadKeys } from '../../../lib/query-keys.ts';

export function acceptBid(bidId: number) {
  return apiRequest(`/api/bids/${bidId}/accept`, { method: 'POST', schema: bidResponse });
}

/** POST /api/bids/{id}/accept (no body): assigns the load to the bid's carrier. */
export function useAcceptBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bidId: number) => acceptBid(bidId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bidKeys.all }),
        queryClient.invalidateQueries({ queryKey: loadKeys.all }),
        queryClient.invalidateQueries({ queryKey: bidKeys.chats }),
      ]);
    },
  });
}
