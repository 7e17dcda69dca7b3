import { driverList } from '@spotlane/shared/schemas/fleet';
import { useQuery } from '@tanstack/react-query';
import { type DriverListQuery, fleetKeys, fleetListQuery } from './keys.ts';

/** GET /api/drivers: {results, count}; with for_load each driver says whether it is free. */
export const driversQuery = (query: DriverListQuery) =>
  fleetListQuery(fleetKeys.driverList(query), '/api/drivers', driverList, query);

export function useDrivers(query: DriverListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...driversQuery(query), enabled: options.enabled ?? true });
}
