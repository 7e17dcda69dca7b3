import { type AddCarrierRequest, carrierResponse } from '@spotlane/shared/schemas/carriers';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { carrierKeys } from './keys.ts';

/**
 * POST /api/carriers: links a registered carrier at once or invites an unknown address
 * (status 'invited'); 409 EmailTaken when the carrier is already in the network.
 */
export function addCarrier(body: AddCarrierRequest) {
  return apiRequest('/api/carriers', { method: 'POST', body, schema: carrierResponse });
}

export function useAddCarrier() {
  return useApiMutation(addCarrier, { invalidates: [carrierKeys.all] });
}
