import { carrierResponse } from '@spotlane/shared/schemas/carriers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { carrierKeys } from './keys.ts';

export const carrierQueryKey = (id: number) => carrierKeys.detail(id);

/** GET /api/carriers/{id}: the carrier with its authority, insurance and equipment. */
export function getCarrier(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/carriers/${id}`, { schema: carrierResponse, signal });
}

export const carrierQueryOptions = (id: number) =>
  queryOptions({ queryKey: carrierQueryKey(id), queryFn: ({ signal }) => getCarrier(id, signal) });

export function useCarrier(id: number | null) {
  return useQuery({ ...carrierQueryOptions(id ?? 0), enabled: Boolean(id) });
}
