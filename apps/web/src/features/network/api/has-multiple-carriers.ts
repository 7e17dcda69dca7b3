import { carrierCountResponse } from '@spotlane/shared/schemas/carriers';
import { useQuery } from '@tanstack/react-query';
import { countQuery } from '../../../lib/list-query.ts';

/** GET /api/carriers/has_multiple_carriers: {carrier_count}; 0 when the check fails. */
export const carrierCountQueryOptions = countQuery(
  ['carriers', 'count'],
  '/api/carriers/has_multiple_carriers',
  carrierCountResponse,
  (answer) => answer.carrier_count,
);

export function useCarrierCount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...carrierCountQueryOptions, enabled: options.enabled ?? true });
}
