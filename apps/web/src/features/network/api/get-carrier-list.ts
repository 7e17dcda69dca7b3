import { carrierListResponse } from '@spotlane/shared/schemas/carriers';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '../../../lib/list-query.ts';
import { carrierListKeys } from './keys.ts';

export const carrierListQueryKey = (id: number) => carrierListKeys.detail(id);

/** GET /api/carrier_lists/{id}: the list with its carriers. */
export const carrierListQueryOptions = (id: number) =>
  getQuery(carrierListQueryKey(id), `/api/carrier_lists/${id}`, carrierListResponse);

export function useCarrierList(id: number | null) {
  return useQuery({ ...carrierListQueryOptions(id ?? 0), enabled: Boolean(id) });
}
