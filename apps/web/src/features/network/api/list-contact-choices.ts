import { contactList } from '@spotlane/shared/schemas/contacts';
import { useQuery } from '@tanstack/react-query';
import { CHOICES_QUERY, getQuery } from '../../../lib/list-query.ts';

/**
 * GET /api/contacts?page_size=100: the address book a location's contact is picked from
 * (PRODUCT.md 13), A to Z. Under ['contacts'], so a saved contact shows here at once.
 */
export function useContactChoices() {
  return useQuery(
    getQuery(['contacts', 'location-form'], '/api/contacts', contactList, { query: CHOICES_QUERY }),
  );
}
