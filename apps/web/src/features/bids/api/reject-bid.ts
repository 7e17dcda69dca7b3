import { bidResponse } from '@spotlane/shared/schemas/bids';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { loadKeys } from '../../loads/api/keys.ts';
import { bidKeys } from './keys.ts';

export function rejectBid(bidId: number) {
  return apiRequest(`/api/bids/${bidId}/reject`, { method: 'POST', schema: bidResponse });
}

/** POST /api/bids/{id}/reject (no body): reopens bidding when it was the accepted bid. */
export function useRejectBid() {
  return useApiMutation(rejectBid, {
    invalidates: [bidKeys.all, loadKeys.all, bidKeys.chats],
  });
}
