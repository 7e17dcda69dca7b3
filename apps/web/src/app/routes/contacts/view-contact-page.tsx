import { Anchor, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { contactName } from '@spotlane/shared/schemas/contacts';
import { Link } from 'react-router';
import { useContact, useDeleteContact } from '../../../features/contacts/api/contacts.ts';
import { usePathId } from '../../../lib/path-id.ts';
import {
  DetailField,
  DetailGrid,
  DetailPage,
  DetailSection,
  recordLoad,
} from '../../../ui/detail-fields.tsx';
import { ViewPageActions } from '../../../ui/view-page-actions.tsx';

/** /view-contact/{id}: one contact, with edit and delete. */
export default function ViewContactPage() {
  const { id, valid } = usePathId();
  const remove = useDeleteContact();
  return (
    <DetailPage
      title="Contact"
      {...recordLoad('contact', useContact(valid ? id : null), valid)}
      actions={(data) => (
        <ViewPageActions
          entity="contact"
          editPath={paths.editContact(data.id)}
          remove={{
            title: 'Delete contact',
            message: `Delete ${contactName(data)} from your contacts?`,
            confirmLabel: 'Delete',
            run: () => remove.mutateAsync(data.id),
            listPath: paths.contacts,
          }}
        />
      )}
    >
      {(data) => (
        <DetailSection>
          <Title order={2} size="h4">
            {contactName(data)}
          </Title>
          <DetailGrid cols={2}>
            <DetailField label="Company">
              {data.company_id ? (
                <Anchor component={Link} to={paths.viewCompany(data.company_id)}>
                  {data.company}
                </Anchor>
              ) : (
                data.company
              )}
            </DetailField>
            <DetailField label="Role" value={data.role} />
            <DetailField label="E-mail" value={data.email} />
            <DetailField label="Phone" value={data.phone} />
          </DetailGrid>
          <DetailField label="Notes" value={data.notes} preWrap />
        </DetailSection>
      )}
    </DetailPage>
  );
}
