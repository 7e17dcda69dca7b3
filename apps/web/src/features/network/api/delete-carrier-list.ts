import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { carrierListQueryKey } from './get-carrier-list.ts';
import { carrierListKeys } from './keys.ts';

/** DELETE /api/carrier_lists/{id}. */
export function deleteCarrierList(id: number) {
  return apiRequest<void>(`/api/carrier_lists/${id}`, { method: 'DELETE' });
}

export function useDeleteCarrierList() {
  return useApiMutation(deleteCarrierList, {
    cache: (client, _answer, id) => client.removeQueries({ queryKey: carrierListQueryKey(id) }),
    invalidates: [carrierListKeys.lists()],
  });
}
