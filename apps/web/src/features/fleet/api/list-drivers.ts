import { driverList } from '@spotlane/shared/schemas/fleet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type DriverListQuery, fleetKeys } from './keys.ts';

/** GET /api/drivers: {results, count}; with for_load each driver says whether it is free. */
export function listDrivers(query: DriverListQuery, signal?: AbortSignal) {
  return apiRequest('/api/drivers', {
    query: { ...query, search: query.search?.trim() || undefined },
    schema: driverList,
    signal,
  });
}

export const driversQuery = (query: DriverListQuery) =>
  queryOptions({
    queryKey: fleetKeys.driverList(query),
    queryFn: ({ signal }) => listDrivers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useDrivers(query: DriverListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...driversQuery(query), enabled: options.enabled ?? true });
}
