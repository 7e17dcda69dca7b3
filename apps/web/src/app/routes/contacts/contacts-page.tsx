import { paths } from '@spotlane/shared/domain/paths';
import { contactName } from '@spotlane/shared/schemas/contacts';
import { useContacts } from '../../../features/contacts/api/contacts.ts';
import { FleetListPage, useFleetListState } from '../fleet/fleet-list-page.tsx';
import { shipperOnly } from '../shipper-only.tsx';

const SORTS = [
  { value: 'alphabetical' as const, label: 'Name (A-Z)' },
  { value: 'new' as const, label: 'Newest First' },
  { value: 'old' as const, label: 'Oldest First' },
];

/** /contacts: the shipper's address book with search, sort and pager (PRODUCT.md 13). */
export default shipperOnly(ContactsList);

function ContactsList() {
  const [state, query] = useFleetListState(SORTS);
  return (
    <FleetListPage
      title="Contacts"
      state={state}
      result={useContacts(query)}
      newPath={paths.quickContact}
      newLabel="New Contact"
      noun="contacts"
      emptyText="Keep the people you ship with here: dock managers, dispatchers, receivers. A location's contact can be picked from them."
      href={(contact) => paths.viewContact(contact.id)}
      name={{ label: 'Name', text: contactName, note: (contact) => contact.role }}
      columns={[
        { label: 'Company', cell: (contact) => contact.company ?? '—' },
        { label: 'E-mail', cell: (contact) => contact.email ?? '—' },
        { label: 'Phone', cell: (contact) => contact.phone ?? '—' },
      ]}
    />
  );
}
