import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { carrierListQueryKey } from './get-carrier-list.ts';

/** DELETE /api/carrier_lists/{id}. */
export function deleteCarrierList(id: number) {
  return apiRequest<void>(`/api/carrier_lists/${id}`, { method: 'DELETE' });
}

export function useDeleteCarrierList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCarrierList,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: carrierListQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: ['carrier-lists', 'list'] });
    },
  });
}
