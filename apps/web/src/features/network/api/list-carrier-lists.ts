import { carrierListList } from '@spotlane/shared/schemas/carriers';
import { useQuery } from '@tanstack/react-query';
import { type ListParams, listQuery, pagedQuery } from '../../../lib/list-query.ts';
import { carrierListKeys } from './keys.ts';

/** GET /api/carrier_lists: the shipper's named groups of carriers. */
export const carrierListsQueryOptions = (params: ListParams) =>
  pagedQuery(
    carrierListKeys.list(params),
    '/api/carrier_lists',
    carrierListList,
    listQuery(params),
  );

export function useCarrierLists(params: ListParams) {
  return useQuery(carrierListsQueryOptions(params));
}
