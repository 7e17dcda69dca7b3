import { carrierList } from '@spotlane/shared/schemas/carriers';
import { useQuery } from '@tanstack/react-query';
import { CHOICES_QUERY, getQuery } from '../../../lib/list-query.ts';
import { carrierKeys } from '../../network/api/keys.ts';

/** GET /api/carriers?page_size=100: the carriers a load can be offered to. */
export const formCarriersQueryOptions = getQuery(
  carrierKeys.choices('shipment-form'),
  '/api/carriers',
  carrierList,
  { query: CHOICES_QUERY },
);

export function useFormCarriers() {
  return useQuery(formCarriersQueryOptions);
}
