import { companyList } from '@spotlane/shared/schemas/companies';
import { useQuery } from '@tanstack/react-query';
import { CHOICES_QUERY, getQuery } from '../../../lib/list-query.ts';
import { companyKeys } from '../../network/api/keys.ts';

/** GET /api/companies?page_size=100: the companies a contact may be linked to, A to Z. */
export function useCompanyChoices() {
  return useQuery(
    getQuery(companyKeys.choices('contact-form'), '/api/companies', companyList, {
      query: CHOICES_QUERY,
    }),
  );
}
