import {
  type EquipmentDetail,
  type EquipmentRequest,
  equipmentDetail,
} from '@spotlane/shared/schemas/fleet';
import { fleetKeys } from './keys.ts';
import { useSaveFleetRow } from './save-fleet-row.ts';

/** POST /api/equipment (no id) or PUT /api/equipment/{id}. */
export function useSaveEquipment(id: number | null) {
  return useSaveFleetRow<EquipmentRequest, EquipmentDetail>(
    '/api/equipment',
    id,
    equipmentDetail,
    fleetKeys.unit,
  );
}
