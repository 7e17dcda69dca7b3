import type { AssignFleetRequest } from '@spotlane/shared/schemas/fleet';
import { loadDetail } from '@spotlane/shared/schemas/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadKeys } from '../../loads/api/keys.ts';
import { fleetKeys } from './keys.ts';

/** POST /api/loads/{id}/assign_fleet: cover the load with a driver and a unit (409 FleetBusy, FleetUnavailable). */
export function assignFleet(loadId: number, body: AssignFleetRequest) {
  return apiRequest(`/api/loads/${loadId}/assign_fleet`, {
    method: 'POST',
    body,
    schema: loadDetail,
  });
}

export function useAssignFleet(loadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignFleetRequest) => assignFleet(loadId, body),
    onSuccess: (load) => {
      queryClient.setQueryData(loadKeys.detail(load.id), load);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: loadKeys.all }),
        queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
      ]);
    },
  });
}
