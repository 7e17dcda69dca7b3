import { carrierCountResponse } from '@spotlane/shared/schemas/carriers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/carriers/has_multiple_carriers: {carrier_count}. SPEC 8: a failed check counts as
 * false, so any error answers 0 rather than throwing.
 */
export async function getCarrierCount(signal?: AbortSignal): Promise<number> {
  try {
    const { carrier_count } = await apiRequest('/api/carriers/has_multiple_carriers', {
      schema: carrierCountResponse,
      signal,
    });
    return carrier_count;
  } catch {
    return 0;
  }
}

export const carrierCountQueryOptions = queryOptions({
  queryKey: ['carriers', 'count'],
  queryFn: ({ signal }) => getCarrierCount(signal),
});

export function useCarrierCount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...carrierCountQueryOptions, enabled: options.enabled ?? true });
}
