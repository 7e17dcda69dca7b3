// The read other features' pickers need (a location's contact): written once here, by the
// feature that owns contacts. With keys.ts, the one file of a feature that another may import
// (.dependency-cruiser.cjs).

import { contactList } from '@spotlane/shared/schemas/contacts';
import { useQuery } from '@tanstack/react-query';
import { CHOICES_QUERY, getQuery } from '../../../lib/list-query.ts';
import { contactKeys } from './keys.ts';

/**
 * GET /api/contacts?page_size=100: the address book a location's contact is picked from
 * (PRODUCT.md 13), A to Z. Under the contacts' key, so a saved contact shows here at once.
 */
export const contactChoicesQuery = getQuery(contactKeys.choices(), '/api/contacts', contactList, {
  query: CHOICES_QUERY,
});

export function useContactChoices() {
  return useQuery(contactChoicesQuery);
}
