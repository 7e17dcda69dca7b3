import { bidResponse, type CounterRequest, counterResponse } from '@spotlane/shared/schemas/bids';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { loadKeys } from '../../loads/api/keys.ts';
import { bidKeys } from './keys.ts';

/** GET /api/bids/{id}: one bid with its status and every counter-offer (PRODUCT.md 9). */
export const bidQuery = (bidId: number) =>
  queryOptions({
    queryKey: bidKeys.one(bidId),
    queryFn: ({ signal }) => apiRequest(`/api/bids/${bidId}`, { schema: bidResponse, signal }),
    retry: false,
  });

export function useBid(bidId: number) {
  return useQuery(bidQuery(bidId));
}

const invalidates = [bidKeys.all, loadKeys.all, bidKeys.chats];

/** POST /api/bids/{id}/counter: new terms on a pending bid, answering `reply_to`. */
export function useProposeCounter(bidId: number) {
  return useApiMutation(
    (terms: CounterRequest) =>
      apiRequest(`/api/bids/${bidId}/counter`, {
        method: 'POST',
        body: terms,
        schema: counterResponse,
      }),
    { invalidates },
  );
}

/** POST /api/counters/{id}/accept or /decline: answers the other side's proposal. */
export function useAnswerCounter() {
  return useApiMutation(
    ({ id, answer }: { id: number; answer: 'accept' | 'decline' }) =>
      apiRequest(`/api/counters/${id}/${answer}`, { method: 'POST', schema: bidResponse }),
    { invalidates },
  );
}

/** DELETE /api/bids/{id}: the carrier withdraws its pending bid. */
export function useWithdrawBid() {
  return useApiMutation((bidId: number) => apiRequest(`/api/bids/${bidId}`, { method: 'DELETE' }), {
    invalidates,
  });
}
