import { Button, Group, Paper, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import { type CarrierResponse, updateCarrierRequest } from '@spotlane/shared/schemas/carriers';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCarrier } from '../../../features/network/api/get-carrier.ts';
import { useUpdateCarrier } from '../../../features/network/api/update-carrier.ts';
import { carrierName } from '../../../features/network/components/carrier-badges.tsx';
import { usePathId } from '../../../lib/path-id.ts';
import { DetailPage } from '../../../ui/detail-fields.tsx';
import { NameFields, PhoneField } from '../../../ui/form-fields.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';

const FIELDS = ['notes', 'preferred', 'company_name', 'first_name', 'last_name', 'phone'] as const;

function EditCarrierForm({ carrier }: { carrier: CarrierResponse }) {
  const navigate = useNavigate();
  const update = useUpdateCarrier();
  const form = useSchemaForm(updateCarrierRequest, {
    defaultValues: {
      notes: carrier.notes ?? '',
      preferred: carrier.preferred,
      company_name: carrier.company_name,
      first_name: carrier.first_name,
      last_name: carrier.last_name,
      phone: carrier.phone,
    },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  // A registered carrier's company name is its account's; only invitations can be renamed.
  const invited = carrier.status === 'invited';

  return (
    <Paper withBorder radius="lg" p="xl">
      <SchemaForm
        form={form}
        serverFields={FIELDS}
        onSubmit={async (values) => {
          await update.mutateAsync({
            id: carrier.id,
            body: {
              notes: values.notes || null,
              preferred: values.preferred,
              first_name: values.first_name,
              last_name: values.last_name,
              phone: values.phone,
              ...(invited ? { company_name: values.company_name } : {}),
            },
          });
          notifications.show({ color: 'teal', message: 'The carrier was saved' });
          navigate(paths.viewCarrier(carrier.id), { replace: true });
        }}
      >
        <div>
          <Title order={2} size="h4">
            {carrierName(carrier)}
          </Title>
          <Text size="sm" c="dimmed">
            {carrier.email}
          </Text>
        </div>
        <Controller
          control={control}
          name="preferred"
          render={({ field }) => (
            <Switch
              label="Preferred carrier"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <TextInput
          label="Company name"
          disabled={!invited}
          description={invited ? undefined : 'Set by the carrier on their Spotlane account'}
          error={errors.company_name?.message}
          {...register('company_name')}
        />
        <NameFields />
        <PhoneField />
        <Textarea
          label="Notes"
          autosize
          minRows={3}
          error={errors.notes?.message}
          {...register('notes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(-1)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save changes
          </Button>
        </Group>
      </SchemaForm>
    </Paper>
  );
}

/** /edit-carrier/{id}: notes, preferred and the contact's names and phone. */
export default function EditCarrierPage() {
  const id = usePathId().id ?? Number.NaN;
  const carrier = useCarrier(Number.isInteger(id) && id > 0 ? id : null);
  return (
    <DetailPage title="Edit Carrier" query={carrier} loadingLabel="Loading the carrier…" size="sm">
      {(data) => <EditCarrierForm carrier={data} />}
    </DetailPage>
  );
}
