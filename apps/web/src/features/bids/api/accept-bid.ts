import { bidResponse } from '@spotlane/shared/schemas/bids';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { loadKeys } from '../../loads/api/keys.ts';
import { bidKeys } from './keys.ts';

export interface AcceptBidVariables {
  bidId: number;
  /** PRODUCT.md 4: take the load from the carrier that holds it (asked on the page first). */
  reassign?: boolean;
  /** PRODUCT.md 15: why the carrier policy is overridden (permission compliance_override). */
  overrideReason?: string;
}

export function acceptBid({ bidId, reassign = false, overrideReason }: AcceptBidVariables) {
  const body = {
    ...(reassign ? { reassign: true } : {}),
    ...(overrideReason ? { override_reason: overrideReason } : {}),
  };
  return apiRequest(`/api/bids/${bidId}/accept`, {
    method: 'POST',
    ...(Object.keys(body).length > 0 ? { body } : {}),
    schema: bidResponse,
  });
}

/**
 * POST /api/bids/{id}/accept: assigns the load to the bid's carrier; a load another carrier
 * holds answers 409 AlreadyAssigned unless `reassign` is sent.
 */
export function useAcceptBid() {
  return useApiMutation(acceptBid, {
    invalidates: [bidKeys.all, loadKeys.all, bidKeys.chats],
  });
}
