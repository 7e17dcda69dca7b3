import { bidResponse } from '@spotlane/shared/schemas/bids';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadKeys } from '../../loads/api/keys.ts';
import { bidKeys } from './keys.ts';

export interface BidPayload {
  load_id: number;
  /** Integer cents. */
  amount: number;
  pickup_date: string | null;
  delivery_date: string | null;
  notes: string | null;
}

export type SaveBidInput =
  | { mode: 'place'; payload: BidPayload }
  | { mode: 'edit'; bidId: number; payload: BidPayload }
  | { mode: 'confirm'; bidId: number; payload: BidPayload };

/** POST /api/bids, PUT /api/bids/{id} or POST /api/bids/{id}/confirm_quote. */
export function saveBid(input: SaveBidInput) {
  if (input.mode === 'place') {
    return apiRequest('/api/bids', { method: 'POST', body: input.payload, schema: bidResponse });
  }
  if (input.mode === 'edit') {
    return apiRequest(`/api/bids/${input.bidId}`, {
      method: 'PUT',
      body: { ...input.payload, id: input.bidId },
    });
  }
  return apiRequest(`/api/bids/${input.bidId}/confirm_quote`, {
    method: 'POST',
    body: input.payload,
  });
}

export function useSaveBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBid,
    onSettled: async (_data, _error, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: loadKeys.spotQuotes }),
        queryClient.invalidateQueries({ queryKey: bidKeys.all }),
        queryClient.invalidateQueries({ queryKey: loadKeys.detail(input.payload.load_id) }),
      ]);
    },
  });
}

/** DELETE /api/bids/{id}/reject_quote: Cancel on the quote form. */
export function useRejectQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bidId: number) =>
      apiRequest(`/api/bids/${bidId}/reject_quote`, { method: 'DELETE' }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: loadKeys.spotQuotes }),
        queryClient.invalidateQueries({ queryKey: bidKeys.all }),
      ]);
    },
  });
}
