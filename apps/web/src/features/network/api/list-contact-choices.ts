import { contactList } from '@spotlane/shared/schemas/contacts';
import { useQuery } from '@tanstack/react-query';
import { CHOICES_QUERY, getQuery } from '../../../lib/list-query.ts';
import { contactKeys } from '../../contacts/api/keys.ts';

/**
 * GET /api/contacts?page_size=100: the address book a location's contact is picked from
 * (PRODUCT.md 13), A to Z. Under ['contacts'], so a saved contact shows here at once.
 */
export function useContactChoices() {
  return useQuery(
    getQuery(contactKeys.choices('location-form'), '/api/contacts', contactList, {
      query: CHOICES_QUERY,
    }),
  );
}
