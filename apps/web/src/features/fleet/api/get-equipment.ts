import { equipmentDetail } from '@spotlane/shared/schemas/fleet';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '../../../lib/list-query.ts';
import { fleetKeys } from './keys.ts';

/** GET /api/equipment/{id}: the unit and the loads it was put on. */
export const unitQuery = (id: number) =>
  getQuery(fleetKeys.unit(id), `/api/equipment/${id}`, equipmentDetail);

export function useUnit(id: number | null) {
  return useQuery({ ...unitQuery(id ?? 0), enabled: Boolean(id) });
}
