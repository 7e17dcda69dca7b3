import { bidResponse } from '@spotlane/shared/schemas/bids';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { bidKeys, loadKeys } from '../../../lib/query-keys.ts';

export function acceptBid(bidId: number) {
  return apiRequest(`/api/bids/${bidId}/accept`, { method: 'POST', schema: bidResponse });
}

/** POST /api/bids/{id}/accept (no body): assigns the load to the bid's carrier. */
export function useAcceptBid() {
  return useApiMutation(acceptBid, {
    invalidates: [bidKeys.all, loadKeys.all, bidKeys.chats],
  });
}
