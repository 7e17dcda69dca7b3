import { loadDetail } from '@spotlane/shared/schemas/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadQueryKey } from './get-load.ts';
import { spotQuotesKey } from './list-spot-quotes.ts';

/** POST /api/loads/{id}/status for the carrier holding the load: picked up, then delivered. */
export function useChangeLoadStatus(loadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 'in_transit' | 'delivered') =>
      apiRequest(`/api/loads/${loadId}/status`, {
        method: 'POST',
        body: { status },
        schema: loadDetail,
      }),
    onSuccess: (load) => queryClient.setQueryData(loadQueryKey(loadId), load),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: loadQueryKey(loadId) }),
        queryClient.invalidateQueries({ queryKey: spotQuotesKey }),
      ]);
    },
  });
}
