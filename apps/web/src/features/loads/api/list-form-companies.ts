import { companyList } from '@spotlane/shared/schemas/companies';
import { useQuery } from '@tanstack/react-query';
import { CHOICES_QUERY, getQuery } from '../../../lib/list-query.ts';
import { companyKeys } from '../../network/api/keys.ts';

/**
 * GET /api/companies?page_size=100: every company with its locations and hours, A to Z.
 * Under ['companies'], so saving a company or its hours refreshes the form's choices.
 */
export const formCompaniesQueryOptions = getQuery(
  companyKeys.choices('shipment-form'),
  '/api/companies',
  companyList,
  { query: CHOICES_QUERY },
);

export function useFormCompanies() {
  return useQuery(formCompaniesQueryOptions);
}
