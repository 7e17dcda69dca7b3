import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { carrierQueryKey } from './get-carrier.ts';

/** DELETE /api/carriers/{id}: the carrier leaves the network (and its lists). */
export function removeCarrier(id: number) {
  return apiRequest<void>(`/api/carriers/${id}`, { method: 'DELETE' });
}

export function useRemoveCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCarrier,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: carrierQueryKey(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['carriers'] }),
        queryClient.invalidateQueries({ queryKey: ['carrier-lists'] }),
      ]);
    },
  });
}
