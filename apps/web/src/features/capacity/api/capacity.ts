import {
  type LanePreferenceRequest,
  lanePreference,
  lanePreferenceList,
  type TruckPostRequest,
  truckPost,
  truckPostList,
  trucksNearResponse,
} from '@spotlane/shared/schemas/capacity';
import { loadCard } from '@spotlane/shared/schemas/loads';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { loadKeys } from '../../loads/api/keys.ts';
import { carrierKeys } from '../../network/api/keys.ts';
import { capacityKeys } from './keys.ts';

export { capacityKeys };

/** GET /api/trucks: the carrier's posts (My trucks' loader asks for it first). */
export const truckPostsQuery = getQuery(capacityKeys.posts(), '/api/trucks', truckPostList, {
  query: { page_size: 100 },
});

/** GET /api/lane_preferences: the carrier's preferred lanes. */
export const lanePreferencesQuery = getQuery(
  capacityKeys.preferences(),
  '/api/lane_preferences',
  lanePreferenceList,
);

export function useTruckPosts() {
  return useQuery(truckPostsQuery);
}

/** POST /api/trucks, or PUT /api/trucks/{id}; Recommended changes with it. */
export function useSaveTruckPost() {
  return useApiMutation(
    ({ id, body }: { id: number | null; body: TruckPostRequest }) =>
      apiRequest(id ? `/api/trucks/${id}` : '/api/trucks', {
        method: id ? 'PUT' : 'POST',
        body,
        schema: truckPost,
      }),
    { invalidates: [capacityKeys.all, loadKeys.spotQuotes] },
  );
}

export function useDeleteTruckPost() {
  return useApiMutation(
    (id: number) => apiRequest<void>(`/api/trucks/${id}`, { method: 'DELETE' }),
    { invalidates: [capacityKeys.all, loadKeys.spotQuotes] },
  );
}

export function useLanePreferences() {
  return useQuery(lanePreferencesQuery);
}

export function useSaveLanePreference() {
  return useApiMutation(
    (body: LanePreferenceRequest) =>
      apiRequest('/api/lane_preferences', { method: 'POST', body, schema: lanePreference }),
    { invalidates: [capacityKeys.all, loadKeys.spotQuotes] },
  );
}

export function useDeleteLanePreference() {
  return useApiMutation(
    (id: number) => apiRequest<void>(`/api/lane_preferences/${id}`, { method: 'DELETE' }),
    { invalidates: [capacityKeys.all, loadKeys.spotQuotes] },
  );
}

const reloadList = z.object({ results: z.array(loadCard), count: z.number().int() });

/** GET /api/loads/{id}/reloads: open loads near a held load's last delivery, nearest first. */
export function useReloads(loadId: number, enabled: boolean) {
  return useQuery({
    ...getQuery(capacityKeys.reloads(loadId), `/api/loads/${loadId}/reloads`, reloadList),
    enabled,
  });
}

export interface TrucksNearParams {
  origin_location_id: number | null;
  date: string | null;
  equipment_type?: string | null;
}

/** GET /api/trucks/near: posted trucks within 100 miles of a pickup on its date. */
export function useTrucksNear(params: TrucksNearParams) {
  const query = {
    origin_location_id: params.origin_location_id ?? undefined,
    date: params.date ?? undefined,
    equipment_type: params.equipment_type ?? undefined,
  };
  return useQuery({
    ...getQuery(capacityKeys.near(query), '/api/trucks/near', trucksNearResponse, { query }),
    enabled: Boolean(params.origin_location_id && params.date),
  });
}

const inviteAnswer = z.object({
  carrier_account_id: z.number().int(),
  shipper_carrier_id: z.number().int(),
  named: z.boolean(),
});

/** POST /api/trucks/invite: the carrier joins the network (confirmed) and the load's carriers. */
export function useInviteCarrier() {
  return useApiMutation(
    (body: { carrier_account_id: number; load_id?: number; add_to_network: boolean }) =>
      apiRequest('/api/trucks/invite', { method: 'POST', body, schema: inviteAnswer }),
    { invalidates: [capacityKeys.all, carrierKeys.all, loadKeys.all] },
  );
}
