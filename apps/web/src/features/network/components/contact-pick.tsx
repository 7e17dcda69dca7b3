import { Select } from '@mantine/core';
import { contactName } from '@spotlane/shared/schemas/contacts';
import { useState } from 'react';
import { useContactChoices } from '../../contacts/api/choices.ts';

/**
 * "Pick from contacts" on a location (PRODUCT.md 13): choosing one of the shipper's contacts
 * fills the location's contact name and phone, which stay editable.
 */
export function ContactPick({
  onPick,
}: {
  onPick: (contact: { name: string; phone: string }) => void;
}) {
  const contacts = useContactChoices();
  const [picked, setPicked] = useState<string | null>(null);
  const results = contacts.data?.results ?? [];
  let placeholder = 'Choose a contact';
  if (contacts.isPending) placeholder = 'Loading your contacts…';
  else if (contacts.isError) placeholder = 'Your contacts could not be loaded';
  else if (results.length === 0) placeholder = 'No contacts yet';
  return (
    <Select
      label="Pick from contacts"
      description="Fills the contact name and phone below"
      placeholder={placeholder}
      searchable
      clearable
      disabled={results.length === 0}
      data={results.map((contact) => ({
        value: String(contact.id),
        label: contact.company
          ? `${contactName(contact)} · ${contact.company}`
          : contactName(contact),
      }))}
      value={picked}
      onChange={(value) => {
        setPicked(value);
        const contact = results.find((item) => String(item.id) === value);
        if (contact) onPick({ name: contactName(contact), phone: contact.phone ?? '' });
      }}
    />
  );
}
