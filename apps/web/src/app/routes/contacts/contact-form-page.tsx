import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import { useNavigate } from 'react-router';
import { useContact, useSaveContact } from '../../../features/contacts/api/contacts.ts';
import { ContactForm } from '../../../features/contacts/components/contact-form.tsx';
import { usePathId } from '../../../lib/path-id.ts';
import { FormPage, recordLoad } from '../../../ui/detail-fields.tsx';
import { ShipperOnly } from '../shipper-only.tsx';

/** /create/new/addContact (public in SPEC 2.1: a visitor signs in first) and /edit-contact/{id}. */
export default function ContactFormPage() {
  return (
    <ShipperOnly>
      <ContactFormBody />
    </ShipperOnly>
  );
}

function ContactFormBody() {
  const { id, valid } = usePathId();
  const contact = useContact(valid ? id : null);
  const save = useSaveContact(id);
  const navigate = useNavigate();
  return (
    <FormPage
      title={id ? 'Edit Contact' : 'New Contact'}
      load={id === null ? undefined : recordLoad('contact', contact, valid)}
    >
      {(record) => (
        <ContactForm
          contact={record}
          onSave={async (values) => {
            const saved = await save.mutateAsync(values);
            notifications.show({ color: 'teal', message: 'The contact was saved' });
            navigate(paths.viewContact(saved.id), { replace: true });
          }}
        />
      )}
    </FormPage>
  );
}
