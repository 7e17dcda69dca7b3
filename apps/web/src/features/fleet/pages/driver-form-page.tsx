import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type DriverRequest,
  type DriverResponse,
  driverRequest,
  driverStatuses,
  driverStatusLabels,
} from '@spotlane/shared/schemas/fleet';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { useDriver } from '../api/get-driver.ts';
import { useSaveDriver } from '../api/save-driver.ts';
import { STATE_OPTIONS } from '../components/state-options.ts';

type Values = {
  [K in keyof Required<DriverRequest>]: string;
};
const FIELDS = Object.keys(driverRequest.shape);

function valuesOf(driver: DriverResponse | null): Values {
  return {
    first_name: driver?.first_name ?? '',
    last_name: driver?.last_name ?? '',
    phone: driver?.phone ?? '',
    email: driver?.email ?? '',
    license_number: driver?.license_number ?? '',
    license_state: driver?.license_state ?? '',
    license_expiry: driver?.license_expiry ?? '',
    status: driver?.status ?? 'active',
    notes: driver?.notes ?? '',
  };
}

function DriverForm({ driver }: { driver: DriverResponse | null }) {
  const navigate = useNavigate();
  const save = useSaveDriver(driver?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    // The server's own schema checks the form: one definition of every rule and message.
    resolver: zodResolver(driverRequest) as unknown as Resolver<Values>,
    defaultValues: valuesOf(driver),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(values as DriverRequest);
      notifications.show({ color: 'teal', message: 'The driver was saved' });
      navigate(`/view-driver/${saved.id}`, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Paper withBorder radius="lg" p="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {driver ? 'Edit driver' : 'Add a driver'}
          </Title>
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {formError}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              withAsterisk
              {...register('first_name')}
              error={errors.first_name?.message}
            />
            <TextInput
              label="Last name"
              withAsterisk
              {...register('last_name')}
              error={errors.last_name?.message}
            />
            <TextInput
              label="Phone"
              withAsterisk
              type="tel"
              {...register('phone')}
              error={errors.phone?.message}
            />
            <TextInput
              label="E-mail"
              type="email"
              {...register('email')}
              error={errors.email?.message}
            />
            <TextInput
              label="Licence number"
              withAsterisk
              {...register('license_number')}
              error={errors.license_number?.message}
            />
            <Controller
              control={control}
              name="license_state"
              render={({ field }) => (
                <Select
                  label="Licence state"
                  withAsterisk
                  searchable
                  data={STATE_OPTIONS}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.license_state?.message}
                />
              )}
            />
            <TextInput
              label="Licence expiry"
              withAsterisk
              type="date"
              {...register('license_expiry')}
              error={errors.license_expiry?.message}
            />
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    Status
                  </Text>
                  <SegmentedControl
                    aria-label="Status"
                    data={driverStatuses.map((value) => ({
                      value,
                      label: driverStatusLabels[value],
                    }))}
                    value={field.value}
                    onChange={field.onChange}
                  />
                </Stack>
              )}
            />
          </SimpleGrid>
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            {...register('notes')}
            error={errors.notes?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(-1)}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save driver
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /add-new-driver and /edit-driver/{id}. */
export default function DriverFormPage() {
  const raw = useParams().id;
  const id = raw ? Number(raw) : null;
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const driver = useDriver(valid ? id : null);
  return (
    <>
      <PageHeader title={id ? 'Edit Driver' : 'New Driver'} showTools={false} />
      <Container size="sm" py="xl">
        {id === null ? (
          <DriverForm driver={null} />
        ) : !valid || driver.isError ? (
          <ErrorState
            title="This driver could not be loaded"
            error={driver.error ?? new Error('This driver does not exist')}
            onRetry={valid ? () => driver.refetch() : undefined}
          />
        ) : driver.isPending ? (
          <LoadingState label="Loading the driver…" />
        ) : (
          <DriverForm driver={driver.data} />
        )}
      </Container>
    </>
  );
}
