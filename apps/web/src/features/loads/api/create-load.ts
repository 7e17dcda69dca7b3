import { type LoadRequest, loadDetail } from '@spotlane/shared/schemas/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadKeys } from './keys.ts';

/** POST /api/loads: 201 with the new load's detail. */
export function createLoad(body: LoadRequest) {
  return apiRequest('/api/loads', { method: 'POST', body, schema: loadDetail });
}

export function useCreateLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLoad,
    onSuccess: async (load) => {
      queryClient.setQueryData(loadKeys.detail(load.id), load);
      // SPEC 2.6: the 'Start Here' hint is for a shipper with no shipment: this one ends it.
      if (load.identifier) queryClient.setQueryData(loadKeys.anyShipment(), true);
      await queryClient.invalidateQueries({ queryKey: loadKeys.all, refetchType: 'none' });
    },
  });
}
