import {
  type EquipmentDetail,
  type EquipmentRequest,
  equipmentDetail,
} from '@spotlane/shared/schemas/fleet';
import { useSaveMutation } from '../../../lib/save-mutation.ts';
import { fleetKeys } from './keys.ts';

/** POST /api/equipment (no id) or PUT /api/equipment/{id}. */
export function useSaveEquipment(id: number | null) {
  return useSaveMutation<EquipmentRequest, EquipmentDetail>('/api/equipment', id, equipmentDetail, {
    detailKey: fleetKeys.unit,
    invalidates: [fleetKeys.all],
  });
}
