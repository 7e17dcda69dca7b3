import { driverDetail } from '@spotlane/shared/schemas/fleet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fleetKeys } from './keys.ts';

/** GET /api/drivers/{id}: the driver and the loads it was put on. */
export function getDriver(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/drivers/${id}`, { schema: driverDetail, signal });
}

export const driverQuery = (id: number) =>
  queryOptions({ queryKey: fleetKeys.driver(id), queryFn: ({ signal }) => getDriver(id, signal) });

export function useDriver(id: number | null) {
  return useQuery({ ...driverQuery(id ?? 0), enabled: Boolean(id) });
}
