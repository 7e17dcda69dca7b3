import { carrierList } from '@spotlane/shared/schemas/carriers';
import { useQuery } from '@tanstack/react-query';
import { getQuery, type ListParams, listQuery } from '../../../lib/list-query.ts';

export type CarrierListParams = ListParams;

/** GET /api/carriers: My Carriers, {results, count}. */
export const carriersQueryOptions = (params: CarrierListParams) =>
  getQuery(['carriers', 'list', params], '/api/carriers', carrierList, {
    query: listQuery(params),
    paged: true,
  });

export function useCarriers(params: CarrierListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...carriersQueryOptions(params), enabled: options.enabled ?? true });
}
