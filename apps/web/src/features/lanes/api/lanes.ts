import {
  type ContractRequest,
  type LaneDetail,
  type LaneRequest,
  laneDetail,
  laneList,
} from '@spotlane/shared/schemas/lanes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { pagedQuery, withTrimmedSearch } from '../../../lib/list-query.ts';
import { useRowQuery } from '../../../lib/row-query.ts';
import { useSaveMutation } from '../../../lib/save-mutation.ts';
import { laneKeys } from './keys.ts';

// A type rather than an interface so that it passes as the request's query record.
export type LaneListQuery = {
  search?: string;
  region_id?: number;
  page?: number;
  page_size?: number;
};

/** GET /api/lanes: the shipper's lanes, searchable, paged. */
export function useLanes(query: LaneListQuery) {
  const params = withTrimmedSearch(query);
  return useQuery(pagedQuery(laneKeys.lanes(params), '/api/lanes', laneList, params));
}

/** GET /api/lanes/{id}: the lane, its guide, contract and the loads that travelled it. */
export function useLane(id: number | null) {
  return useRowQuery('/api/lanes', id, laneKeys.lane, laneDetail);
}

/** POST /api/lanes (no id) or PUT /api/lanes/{id}. */
export function useSaveLane(id: number | null) {
  return useSaveMutation<LaneRequest, LaneDetail>('/api/lanes', id, laneDetail, {
    detailKey: laneKeys.lane,
    invalidates: [laneKeys.all],
  });
}

/** PUT /api/lanes/{id}/contract. */
export function useSetContract(id: number) {
  return useApiMutation(
    (body: ContractRequest) =>
      apiRequest(`/api/lanes/${id}/contract`, { method: 'PUT', body, schema: laneDetail }),
    {
      cache: (client, lane) => client.setQueryData(laneKeys.lane(lane.id), lane),
      invalidates: [laneKeys.all],
    },
  );
}

/** DELETE /api/lanes/{id}. */
export function useDeleteLane() {
  return useApiMutation(
    (id: number) => apiRequest<void>(`/api/lanes/${id}`, { method: 'DELETE' }),
    { invalidates: [laneKeys.all] },
  );
}
