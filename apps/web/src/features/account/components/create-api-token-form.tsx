import { Button, Group, Select } from '@mantine/core';
import {
  API_TOKEN_LIFETIME_LABELS,
  API_TOKEN_LIFETIMES,
  apiTokenRequestFromForm,
  type CreatedApiToken,
  createApiTokenForm,
} from '@spotlane/shared/schemas/api-tokens';
import { Controller } from 'react-hook-form';
import { FormTextInput } from '../../../ui/form-fields.tsx';
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
      <Controller
        control={form.control}
        name="lifetime"
        render={({ field, fieldState }) => (
          <Select
            label="Expires"
            data={API_TOKEN_LIFETIMES.map((value) => ({
              value,
              label: API_TOKEN_LIFETIME_LABELS[value],
            }))}
            allowDeselect={false}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '90')}
            error={fieldState.error?.message}
          />
        )}
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
