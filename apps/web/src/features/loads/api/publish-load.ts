import { loadDetail } from '@spotlane/shared/schemas/loads';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { loadKeys } from './keys.ts';

export function publishLoad(id: number) {
  return apiRequest(`/api/loads/${id}/publish`, { method: 'POST', schema: loadDetail });
}

/** POST /api/loads/{id}/publish: a draft goes out to its audience (PRODUCT.md 4). */
export function usePublishLoad(id: number) {
  return useApiMutation(() => publishLoad(id), {
    cache: (client, load) => client.setQueryData(loadKeys.detail(load.id), load),
    invalidates: [loadKeys.all],
  });
}
