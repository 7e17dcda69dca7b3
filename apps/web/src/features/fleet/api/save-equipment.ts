import { type EquipmentRequest, equipmentDetail } from '@spotlane/shared/schemas/fleet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EquipmentRequest) => saveEquipment(id, body),
    onSuccess: (unit) => {
      queryClient.setQueryData(fleetKeys.unit(unit.id), unit);
      return queryClient.invalidateQueries({ queryKey: fleetKeys.all });
    },
  });
}
