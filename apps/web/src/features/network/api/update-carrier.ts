import { carrierResponse, type updateCarrierRequest } from '@spotlane/shared/schemas/carriers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { carrierQueryKey } from './get-carrier.ts';

export type UpdateCarrierBody = z.input<typeof updateCarrierRequest>;

/** PUT /api/carriers/{id}: notes, preferred and the contact's names and phone. */
export function updateCarrier(id: number, body: UpdateCarrierBody) {
  return apiRequest(`/api/carriers/${id}`, { method: 'PUT', body, schema: carrierResponse });
}

export function useUpdateCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCarrierBody }) => updateCarrier(id, body),
    onSuccess: (carrier) => {
      queryClient.setQueryData(carrierQueryKey(carrier.id), carrier);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['carriers'] }),
        queryClient.invalidateQueries({ queryKey: ['carrier-lists'] }),
      ]);
    },
  });
}
