import { driverDetail } from '@spotlane/shared/schemas/fleet';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '../../../lib/list-query.ts';
import { fleetKeys } from './keys.ts';

/** GET /api/drivers/{id}: the driver and the loads it was put on. */
export const driverQuery = (id: number) =>
  getQuery(fleetKeys.driver(id), `/api/drivers/${id}`, driverDetail);

export function useDriver(id: number | null) {
  return useQuery({ ...driverQuery(id ?? 0), enabled: Boolean(id) });
}
