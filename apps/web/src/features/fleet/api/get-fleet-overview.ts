import { fleetOverview } from '@spotlane/shared/schemas/fleet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fleetKeys } from './keys.ts';

/** GET /api/fleet/overview: counts and warnings of My Fleet. */
export function getFleetOverview(signal?: AbortSignal) {
  return apiRequest('/api/fleet/overview', { schema: fleetOverview, signal });
}

export const fleetOverviewQuery = () =>
  queryOptions({
    queryKey: fleetKeys.overview(),
    queryFn: ({ signal }) => getFleetOverview(signal),
  });

export function useFleetOverview() {
  return useQuery(fleetOverviewQuery());
}
