import { driverList } from '@spotlane/shared/schemas/fleet';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '../../../lib/list-query.ts';
import { type DriverListQuery, fleetKeys } from './keys.ts';

/** GET /api/drivers: {results, count}; with for_load each driver says whether it is free. */
export const driversQuery = (query: DriverListQuery) =>
  getQuery(fleetKeys.driverList(query), '/api/drivers', driverList, {
    query: { ...query, search: query.search?.trim() || undefined },
    paged: true,
  });

export function useDrivers(query: DriverListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...driversQuery(query), enabled: options.enabled ?? true });
}
