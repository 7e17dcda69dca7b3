import {
  type RegionRequest,
  type RegionResponse,
  regionList,
  regionResponse,
} from '@spotlane/shared/schemas/lanes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { useRowQuery } from '../../../lib/row-query.ts';
import { useSaveMutation } from '../../../lib/save-mutation.ts';
import { laneKeys } from './keys.ts';

/** GET /api/regions: every region of the shipper (up to 100), A to Z. */
export function useRegions() {
  return useQuery(
    getQuery(laneKeys.regions(), '/api/regions', regionList, { query: { page_size: 100 } }),
  );
}

/** GET /api/regions/{id}. */
export function useRegion(id: number | null) {
  return useRowQuery('/api/regions', id, laneKeys.region, regionResponse);
}

/** POST /api/regions (no id) or PUT /api/regions/{id}. */
export function useSaveRegion(id: number | null) {
  return useSaveMutation<RegionRequest, RegionResponse>('/api/regions', id, regionResponse, {
    invalidates: [laneKeys.all],
  });
}

/** DELETE /api/regions/{id} (409 InUse while a lane uses it). */
export function useDeleteRegion() {
  return useApiMutation(
    (id: number) => apiRequest<void>(`/api/regions/${id}`, { method: 'DELETE' }),
    { invalidates: [laneKeys.all] },
  );
}
