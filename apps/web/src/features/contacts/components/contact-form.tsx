import { Select, SimpleGrid } from '@mantine/core';
import {
  type ContactData,
  type ContactResponse,
  contactRequest,
} from '@spotlane/shared/schemas/contacts';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormCard } from '../../../ui/form-card.tsx';
import { FormTextInput } from '../../../ui/form-fields.tsx';
import { FormTextarea } from '../../../ui/form-inputs.tsx';
import { useSchemaForm } from '../../../ui/schema-form.tsx';
import { useCompanyChoices } from '../../network/api/choices.ts';

const FIELDS = Object.keys(contactRequest.shape);

/** Link to one of the shipper's companies: picking one also fills the company's name. */
function CompanyLink() {
  const companies = useCompanyChoices();
  const link = useController({ name: 'company_id' });
  const { setValue } = useFormContext();
  const options = (companies.data?.results ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  return (
    <Select
      label="Linked company"
      placeholder={companies.isPending ? 'Loading your companies…' : 'Not linked (optional)'}
      clearable
      searchable
      data={options}
      value={link.field.value ? String(link.field.value) : null}
      error={link.fieldState.error?.message}
      onChange={(value) => {
        link.field.onChange(value ? Number(value) : null);
        const picked = options.find((option) => option.value === value);
        if (picked) setValue('company', picked.label, { shouldDirty: true });
      }}
    />
  );
}

/** The contact form (PRODUCT.md 13), checked by the shared schema the server uses. */
export function ContactForm({
  contact,
  onSave,
}: {
  contact: ContactResponse | null;
  onSave: (values: ContactData) => Promise<unknown>;
}) {
  const form = useSchemaForm(contactRequest, {
    defaultValues: {
      first_name: contact?.first_name ?? '',
      last_name: contact?.last_name ?? '',
      company: contact?.company ?? '',
      company_id: contact?.company_id ?? null,
      role: contact?.role ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      notes: contact?.notes ?? '',
    },
  });
  const linked = useWatch({ control: form.control, name: 'company_id' }) ?? null;
  return (
    <FormCard
      title={contact ? 'Edit contact' : 'Add a contact'}
      saveLabel="Save contact"
      form={form}
      serverFields={FIELDS}
      onSubmit={onSave}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput name="first_name" label="First name" withAsterisk />
        <FormTextInput name="last_name" label="Last name" withAsterisk />
        {/* A linked company names the contact's company (the server keeps them the same). */}
        <FormTextInput name="company" label="Company" disabled={linked !== null} />
        <CompanyLink />
        <FormTextInput name="role" label="Role" />
        <FormTextInput name="email" label="E-mail" type="email" />
        <FormTextInput name="phone" label="Phone" type="tel" />
      </SimpleGrid>
      <FormTextarea name="notes" label="Notes" />
    </FormCard>
  );
}
