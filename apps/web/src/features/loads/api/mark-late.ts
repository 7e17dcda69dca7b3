import { loadDetail } from '@spotlane/shared/schemas/loads';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { loadKeys } from './keys.ts';

export function markLate(id: number) {
  return apiRequest(`/api/loads/${id}/mark_late`, { method: 'POST', schema: loadDetail });
}

/** POST /api/loads/{id}/mark_late. */
export function useMarkLate(id: number) {
  return useApiMutation(() => markLate(id), {
    cache: (client, load) => client.setQueryData(loadKeys.detail(load.id), load),
    invalidates: [loadKeys.all],
  });
}
