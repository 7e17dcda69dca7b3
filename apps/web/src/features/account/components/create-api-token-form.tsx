import { Button, Group } from '@mantine/core';
import {
  API_TOKEN_LIFETIME_LABELS,
  API_TOKEN_LIFETIMES,
  apiTokenRequestFromForm,
  type CreatedApiToken,
  createApiTokenForm,
} from '@spotlane/shared/schemas/api-tokens';
import { FormTextInput } from '../../../ui/form-fields.tsx';
import { FormSelect } from '../../../ui/form-inputs.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useCreateApiToken } from '../api/api-tokens.ts';

const FIELDS = ['name', 'expires_at'] as const;

/** Settings > API: names a new token and chooses how long it lives. */
export function CreateApiTokenForm({
  onCreated,
  onCancel,
}: {
  onCreated: (token: CreatedApiToken) => void;
  onCancel: () => void;
}) {
  const create = useCreateApiToken();
  const form = useSchemaForm(createApiTokenForm, { defaultValues: { name: '', lifetime: '90' } });
  return (
    <SchemaForm
      form={form}
      serverFields={FIELDS}
      onSubmit={async (values) =>
        onCreated(await create.mutateAsync(apiTokenRequestFromForm(values)))
      }
    >
      <FormTextInput
        name="name"
        label="Name"
        description="What the token is for, e.g. “TMS sync”."
        required
        data-autofocus
      />
      <FormSelect
        name="lifetime"
        label="Expires"
        data={API_TOKEN_LIFETIMES.map((value) => ({
          value,
          label: API_TOKEN_LIFETIME_LABELS[value],
        }))}
        allowDeselect={false}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Create token
        </Button>
      </Group>
    </SchemaForm>
  );
}
