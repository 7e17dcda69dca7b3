import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import type { CarrierResponse } from '@spotlane/shared/schemas/carriers';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useCarrier } from '../../../features/network/api/get-carrier.ts';
import { useUpdateCarrier } from '../../../features/network/api/update-carrier.ts';
import { carrierName } from '../../../features/network/components/carrier-badges.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';

interface Values {
  notes: string;
  preferred: boolean;
  company_name: string;
  first_name: string;
  last_name: string;
  phone: string;
}
const FIELDS = ['notes', 'preferred', 'company_name', 'first_name', 'last_name', 'phone'] as const;

function EditCarrierForm({ carrier }: { carrier: CarrierResponse }) {
  const navigate = useNavigate();
  const update = useUpdateCarrier();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      notes: carrier.notes ?? '',
      preferred: carrier.preferred,
      company_name: carrier.company_name,
      first_name: carrier.first_name,
      last_name: carrier.last_name,
      phone: carrier.phone,
    },
  });
  // A registered carrier's company name is its account's; only invitations can be renamed.
  const invited = carrier.status === 'invited';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync({
        id: carrier.id,
        body: {
          notes: values.notes.trim() || null,
          preferred: values.preferred,
          first_name: values.first_name,
          last_name: values.last_name,
          phone: values.phone,
          ...(invited ? { company_name: values.company_name } : {}),
        },
      });
      notifications.show({ color: 'teal', message: 'The carrier was saved' });
      navigate(paths.viewCarrier(carrier.id), { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Paper withBorder radius="lg" p="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {carrierName(carrier)}
            </Title>
            <Text size="sm" c="dimmed">
              {carrier.email}
            </Text>
          </div>
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {formError}
            </Alert>
          ) : null}
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
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="First name"
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextInput
              label="Last name"
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label="Phone"
            type="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
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
        </Stack>
      </form>
    </Paper>
  );
}

/** /edit-carrier/{id}: notes, preferred and the contact's names and phone. */
export default function EditCarrierPage() {
  const id = Number(useParams().id);
  const carrier = useCarrier(Number.isInteger(id) && id > 0 ? id : null);
  return (
    <>
      <PageHeader title="Edit Carrier" showTools={false} />
      <Container size="sm" py="xl">
        {carrier.isPending ? (
          <LoadingState label="Loading the carrier…" />
        ) : carrier.isError ? (
          <ErrorState error={carrier.error} onRetry={() => carrier.refetch()} />
        ) : (
          <EditCarrierForm carrier={carrier.data} />
        )}
      </Container>
    </>
  );
}
