import { paths } from '@spotlane/shared/domain/paths';
import type { ContactResponse } from '@spotlane/shared/schemas/contacts';
import { useContact, useSaveContact } from '../../../features/contacts/api/contacts.ts';
import { ContactForm } from '../../../features/contacts/components/contact-form.tsx';
import { FormPage } from '../../../ui/detail-fields.tsx';
import { useSaveThenView } from '../../../ui/save-then-view.ts';
import { shipperOnly } from '../shipper-only.tsx';

/** /create/new/addContact (public in SPEC 2.1: a visitor signs in first) and /edit-contact/{id}. */
export default shipperOnly(ContactFormBody);

function ContactFormBody() {
  return (
    <FormPage entity="Contact" noun="contact" useRecord={useContact}>
      {(record) => <SaveContactForm contact={record} />}
    </FormPage>
  );
}

function SaveContactForm({ contact }: { contact: ContactResponse | null }) {
  const save = useSaveContact(contact?.id ?? null);
  return (
    <ContactForm contact={contact} onSave={useSaveThenView(save, 'contact', paths.viewContact)} />
  );
}
