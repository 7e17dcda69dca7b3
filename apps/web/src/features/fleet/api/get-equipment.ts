import { equipmentDetail } from '@spotlane/shared/schemas/fleet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fleetKeys } from './keys.ts';

/** GET /api/equipment/{id}: the unit and the loads it was put on. */
export function getEquipment(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/equipment/${id}`, { schema: equipmentDetail, signal });
}

export const unitQuery = (id: number) =>
  queryOptions({ queryKey: fleetKeys.unit(id), queryFn: ({ signal }) => getEquipment(id, signal) });

export function useUnit(id: number | null) {
  return useQuery({ ...unitQuery(id ?? 0), enabled: Boolean(id) });
}
