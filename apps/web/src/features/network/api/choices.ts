// The reads other features' pickers need (the shipment form's stops and audience, a contact's
// company, a lane's routing guide, the analytics filters): written once here, by the feature
// that owns companies and carriers, and shared by one cache entry each. With keys.ts, the one
// file of a feature that another may import (.dependency-cruiser.cjs).

import { carrierList, carrierListList } from '@spotlane/shared/schemas/carriers';
import { companyList } from '@spotlane/shared/schemas/companies';
import { useQuery } from '@tanstack/react-query';
import { CHOICES_QUERY, getQuery } from '../../../lib/list-query.ts';
import { carrierKeys, carrierListKeys, companyKeys } from './keys.ts';

/** GET /api/companies?page_size=100: every company with its locations and hours, A to Z. */
export const companyChoicesQuery = getQuery(companyKeys.choices(), '/api/companies', companyList, {
  query: CHOICES_QUERY,
});

export function useCompanyChoices() {
  return useQuery(companyChoicesQuery);
}

/** GET /api/carriers?page_size=100: the carriers a load, a lane or a filter can name. */
export const carrierChoicesQuery = getQuery(carrierKeys.choices(), '/api/carriers', carrierList, {
  query: CHOICES_QUERY,
});

export function useCarrierChoices() {
  return useQuery(carrierChoicesQuery);
}

/** GET /api/carrier_lists?page_size=100: the lists a load is offered to or a lane falls back to. */
export const carrierListChoicesQuery = getQuery(
  carrierListKeys.choices(),
  '/api/carrier_lists',
  carrierListList,
  { query: CHOICES_QUERY },
);

export function useCarrierListChoices() {
  return useQuery(carrierListChoicesQuery);
}
