import { Alert, Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import { addCarrierRequest } from '@spotlane/shared/schemas/carriers';
import { IconMailForward } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useAddCarrier } from '../../../features/network/api/add-carrier.ts';
import { EmailField, FormTextInput, NameFields, PhoneField } from '../../../ui/form-fields.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';

const FIELDS = ['email', 'company_name', 'first_name', 'last_name', 'phone'] as const;

/** /add-new-carrier: link a registered carrier by e-mail, or invite an unknown address. */
export default function AddCarrierPage() {
  const navigate = useNavigate();
  const add = useAddCarrier();
  const form = useSchemaForm(addCarrierRequest, {
    defaultValues: { email: '', company_name: '', first_name: '', last_name: '', phone: '' },
  });

  return (
    <>
      <PageHeader title="New Carrier" showTools={false} />
      <Container size="sm">
        <Paper withBorder radius="lg" p="xl">
          <SchemaForm
            form={form}
            serverFields={FIELDS}
            onSubmit={async (values) => {
              const carrier = await add.mutateAsync(values);
              notifications.show({
                color: 'teal',
                message:
                  carrier.status === 'invited'
                    ? `An invitation was sent to ${carrier.email}`
                    : `${carrier.company_name || carrier.email} was added to your network`,
              });
              navigate(paths.viewCarrier(carrier.id), { replace: true });
            }}
          >
            <Title order={2} size="h4">
              Add a carrier to your network
            </Title>
            <Alert variant="light" color="brand" icon={<IconMailForward size={18} />}>
              Enter the carrier's e-mail address. A carrier already on Spotlane is linked at once;
              an address we do not know yet gets an invitation to register, and the carrier shows as
              Invited until they do.
            </Alert>
            <EmailField required autoComplete="off" />
            <Text size="sm" c="dimmed">
              Optional: how you know them.
            </Text>
            <FormTextInput name="company_name" label="Company name" />
            <NameFields />
            <PhoneField />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => navigate(-1)}>
                Cancel
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Add carrier
              </Button>
            </Group>
          </SchemaForm>
        </Paper>
      </Container>
    </>
  );
}
