import { carrierResponse, type updateCarrierRequest } from '@spotlane/shared/schemas/carriers';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { carrierQueryKey } from './get-carrier.ts';
import { carrierKeys, carrierListKeys } from './keys.ts';

export type UpdateCarrierBody = z.input<typeof updateCarrierRequest>;

/** PUT /api/carriers/{id}: notes, preferred and the contact's names and phone. */
export function updateCarrier(id: number, body: UpdateCarrierBody) {
  return apiRequest(`/api/carriers/${id}`, { method: 'PUT', body, schema: carrierResponse });
}

export function useUpdateCarrier() {
  return useApiMutation(
    ({ id, body }: { id: number; body: UpdateCarrierBody }) => updateCarrier(id, body),
    {
      cache: (client, carrier) => client.setQueryData(carrierQueryKey(carrier.id), carrier),
      invalidates: [carrierKeys.all, carrierListKeys.all],
    },
  );
}
