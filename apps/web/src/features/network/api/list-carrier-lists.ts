import { carrierListList } from '@spotlane/shared/schemas/carriers';
import { useQuery } from '@tanstack/react-query';
import { getQuery, type ListParams, listQuery } from '../../../lib/list-query.ts';

/** GET /api/carrier_lists: the shipper's named groups of carriers. */
export const carrierListsQueryOptions = (params: ListParams) =>
  getQuery(['carrier-lists', 'list', params], '/api/carrier_lists', carrierListList, {
    query: listQuery(params),
    paged: true,
  });

export function useCarrierLists(params: ListParams) {
  return useQuery(carrierListsQueryOptions(params));
}
