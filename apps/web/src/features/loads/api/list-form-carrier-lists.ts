import { carrierListList } from '@spotlane/shared/schemas/carriers';
import { useQuery } from '@tanstack/react-query';
import { CHOICES_QUERY, getQuery } from '../../../lib/list-query.ts';
import { carrierListKeys } from '../../network/api/keys.ts';

/** GET /api/carrier_lists?page_size=100. */
export const formCarrierListsQueryOptions = getQuery(
  carrierListKeys.choices('shipment-form'),
  '/api/carrier_lists',
  carrierListList,
  { query: CHOICES_QUERY },
);

export function useFormCarrierLists() {
  return useQuery(formCarrierListsQueryOptions);
}
