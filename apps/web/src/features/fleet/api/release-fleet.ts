import { loadDetail } from '@spotlane/shared/schemas/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadKeys } from '../../../lib/query-keys.ts';
import { fleetKeys } from './keys.ts';

/** DELETE /api/loads/{id}/assign_fleet: the load is unassigned and open for bids again. */
export function releaseFleet(loadId: number) {
  return apiRequest(`/api/loads/${loadId}/assign_fleet`, { method: 'DELETE', schema: loadDetail });
}

export function useReleaseFleet(loadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => releaseFleet(loadId),
    onSuccess: (load) => {
      queryClient.setQueryData(loadKeys.detail(load.id), load);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: loadKeys.all }),
        queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
      ]);
    },
  });
}
