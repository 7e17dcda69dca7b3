import { loadDetail } from '@spotlane/shared/schemas/loads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadKeys } from './keys.ts';

/** GET /api/loads/{id}: one load or quote request (SPEC 3.5), for the shipper or the carrier. */
export function getLoad(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/loads/${id}`, { schema: loadDetail, signal });
}

export const loadQuery = (id: number) =>
  queryOptions({ queryKey: loadKeys.detail(id), queryFn: ({ signal }) => getLoad(id, signal) });

/**
 * The detail of one load; nothing is asked before the id is known. The carrier's pages pass
 * `retry: false`: a load that is not theirs (404) shows at once instead of after retries.
 */
export function useLoad(id: number | null, options: { retry?: false } = {}) {
  const known = id !== null && Number.isInteger(id) && id > 0;
  return useQuery({ ...loadQuery(id ?? 0), ...options, enabled: known });
}
