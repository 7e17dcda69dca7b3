import { type EquipmentRequest, equipmentDetail } from '@spotlane/shared/schemas/fleet';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { fleetKeys } from './keys.ts';

/** POST /api/equipment (no id) or PUT /api/equipment/{id}. */
export function saveEquipment(id: number | null, body: EquipmentRequest) {
  return apiRequest(id ? `/api/equipment/${id}` : '/api/equipment', {
    method: id ? 'PUT' : 'POST',
    body,
    schema: equipmentDetail,
  });
}

export function useSaveEquipment(id: number | null) {
  return useApiMutation((body: EquipmentRequest) => saveEquipment(id, body), {
    cache: (client, unit) => client.setQueryData(fleetKeys.unit(unit.id), unit),
    invalidates: [fleetKeys.all],
  });
}
