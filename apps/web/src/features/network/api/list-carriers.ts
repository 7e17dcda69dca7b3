import { carrierList } from '@spotlane/shared/schemas/carriers';
import { useQuery } from '@tanstack/react-query';
import { type ListParams, listQuery, pagedQuery } from '../../../lib/list-query.ts';
import { carrierKeys } from './keys.ts';

export type CarrierListParams = ListParams;

/** GET /api/carriers: My Carriers, {results, count}. */
export const carriersQueryOptions = (params: CarrierListParams) =>
  pagedQuery(carrierKeys.list(params), '/api/carriers', carrierList, listQuery(params));

export function useCarriers(params: CarrierListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...carriersQueryOptions(params), enabled: options.enabled ?? true });
}
