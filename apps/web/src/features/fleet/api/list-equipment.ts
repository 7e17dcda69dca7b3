import { equipmentList } from '@spotlane/shared/schemas/fleet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type EquipmentListQuery, fleetKeys } from './keys.ts';

/** GET /api/equipment: {results, count}; with for_load each unit says whether it is free. */
export function listEquipment(query: EquipmentListQuery, signal?: AbortSignal) {
  return apiRequest('/api/equipment', {
    query: { ...query, search: query.search?.trim() || undefined },
    schema: equipmentList,
    signal,
  });
}

export const equipmentQuery = (query: EquipmentListQuery) =>
  queryOptions({
    queryKey: fleetKeys.equipmentList(query),
    queryFn: ({ signal }) => listEquipment(query, signal),
    placeholderData: keepPreviousData,
  });

export function useEquipmentList(query: EquipmentListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...equipmentQuery(query), enabled: options.enabled ?? true });
}
