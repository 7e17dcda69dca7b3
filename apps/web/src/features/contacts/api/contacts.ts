import {
  type ContactListParams,
  type ContactRequest,
  type ContactResponse,
  contactList,
  contactResponse,
} from '@spotlane/shared/schemas/contacts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { pagedQuery, withTrimmedSearch } from '../../../lib/list-query.ts';
import { useRowQuery } from '../../../lib/row-query.ts';
import { useSaveMutation } from '../../../lib/save-mutation.ts';
import { contactKeys } from './keys.ts';

type ContactListQuery = Partial<ContactListParams>;

export { contactKeys };

/** GET /api/contacts: one page of the address book, searched. */
export function useContacts(query: ContactListQuery) {
  return useQuery(
    pagedQuery(contactKeys.list(query), '/api/contacts', contactList, withTrimmedSearch(query)),
  );
}

/** GET /api/contacts/{id}. */
export function useContact(id: number | null) {
  return useRowQuery('/api/contacts', id, contactKeys.detail, contactResponse);
}

/** POST /api/contacts (no id) or PUT /api/contacts/{id}. */
export function useSaveContact(id: number | null) {
  return useSaveMutation<ContactRequest, ContactResponse>('/api/contacts', id, contactResponse, {
    detailKey: contactKeys.detail,
    invalidates: [contactKeys.all],
  });
}

/** DELETE /api/contacts/{id}. */
export function useDeleteContact() {
  return useApiMutation(
    (id: number) => apiRequest<void>(`/api/contacts/${id}`, { method: 'DELETE' }),
    { invalidates: [contactKeys.all] },
  );
}
