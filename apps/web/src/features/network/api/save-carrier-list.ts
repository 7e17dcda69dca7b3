import { type CarrierListRequest, carrierListResponse } from '@spotlane/shared/schemas/carriers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { carrierListQueryKey } from './get-carrier-list.ts';
import { carrierListKeys } from './keys.ts';

/** POST /api/carrier_lists or PUT /api/carrier_lists/{id}: {name, carrier_ids} (2 or more). */
export function saveCarrierList(body: CarrierListRequest, id?: number) {
  return apiRequest(id ? `/api/carrier_lists/${id}` : '/api/carrier_lists', {
    method: id ? 'PUT' : 'POST',
    body,
    schema: carrierListResponse,
  });
}

export function useSaveCarrierList(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CarrierListRequest) => saveCarrierList(body, id),
    onSuccess: (list) => {
      queryClient.setQueryData(carrierListQueryKey(list.id), list);
      return queryClient.invalidateQueries({ queryKey: carrierListKeys.lists() });
    },
  });
}
