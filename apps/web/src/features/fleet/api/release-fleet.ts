import { loadDetail } from '@spotlane/shared/schemas/loads';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { loadKeys } from '../../loads/api/keys.ts';
import { fleetKeys } from './keys.ts';

/** DELETE /api/loads/{id}/assign_fleet: the load is unassigned and open for bids again. */
export function releaseFleet(loadId: number) {
  return apiRequest(`/api/loads/${loadId}/assign_fleet`, { method: 'DELETE', schema: loadDetail });
}

export function useReleaseFleet(loadId: number) {
  return useApiMutation(() => releaseFleet(loadId), {
    cache: (client, load) => client.setQueryData(loadKeys.detail(load.id), load),
    invalidates: [loadKeys.all, fleetKeys.all],
  });
}
