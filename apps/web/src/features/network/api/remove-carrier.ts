import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { carrierQueryKey } from './get-carrier.ts';
import { carrierKeys, carrierListKeys } from './keys.ts';

/** DELETE /api/carriers/{id}: the carrier leaves the network (and its lists). */
export function removeCarrier(id: number) {
  return apiRequest<void>(`/api/carriers/${id}`, { method: 'DELETE' });
}

export function useRemoveCarrier() {
  return useApiMutation(removeCarrier, {
    cache: (client, _answer, id) => client.removeQueries({ queryKey: carrierQueryKey(id) }),
    invalidates: [carrierKeys.all, carrierListKeys.all],
  });
}
