import { equipmentList } from '@spotlane/shared/schemas/fleet';
import { useQuery } from '@tanstack/react-query';
import { type EquipmentListQuery, fleetKeys, fleetListQuery } from './keys.ts';

/** GET /api/equipment: {results, count}; with for_load each unit says whether it is free. */
export const equipmentQuery = (query: EquipmentListQuery) =>
  fleetListQuery(fleetKeys.equipmentList(query), '/api/equipment', equipmentList, query);

export function useEquipmentList(query: EquipmentListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...equipmentQuery(query), enabled: options.enabled ?? true });
}
