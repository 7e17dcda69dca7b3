import { carrierList, carrierListList } from '@spotlane/shared/schemas/carriers';
import { useQuery } from '@tanstack/react-query';
import { CHOICES_QUERY, getQuery } from '../../../lib/list-query.ts';
import { carrierKeys, carrierListKeys } from '../../network/api/keys.ts';

/** GET /api/carriers: the carriers a routing guide can name. */
export function useGuideCarriers() {
  return useQuery(
    getQuery(carrierKeys.choices('lane-guide'), '/api/carriers', carrierList, {
      query: CHOICES_QUERY,
    }),
  );
}

/** GET /api/carrier_lists: the lists a lane can fall back to. */
export function useFallbackLists() {
  return useQuery(
    getQuery(carrierListKeys.choices('lane-fallback'), '/api/carrier_lists', carrierListList, {
      query: CHOICES_QUERY,
    }),
  );
}
