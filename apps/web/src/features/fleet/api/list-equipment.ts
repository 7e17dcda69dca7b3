import { equipmentList } from '@spotlane/shared/schemas/fleet';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '../../../lib/list-query.ts';
import { type EquipmentListQuery, fleetKeys } from './keys.ts';

/** GET /api/equipment: {results, count}; with for_load each unit says whether it is free. */
export const equipmentQuery = (query: EquipmentListQuery) =>
  getQuery(fleetKeys.equipmentList(query), '/api/equipment', equipmentList, {
    query: { ...query, search: query.search?.trim() || undefined },
    paged: true,
  });

export function useEquipmentList(query: EquipmentListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...equipmentQuery(query), enabled: options.enabled ?? true });
}
