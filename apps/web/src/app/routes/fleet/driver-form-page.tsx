import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import {
  type DriverRequest,
  type DriverResponse,
  driverRequest,
  driverStatuses,
  driverStatusLabels,
} from '@spotlane/shared/schemas/fleet';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useDriver } from '../../../features/fleet/api/get-driver.ts';
import { useSaveDriver } from '../../../features/fleet/api/save-driver.ts';
import {
  RecordForm,
  RecordFrame,
  recordId,
  StatusControl,
} from '../../../features/fleet/components/record-frame.tsx';
import { STATE_OPTIONS } from '../../../features/fleet/components/state-options.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';

type Values = {
  [K in keyof Required<DriverRequest>]: string;
};
const FIELDS = Object.keys(driverRequest.shape);
const STATUS_OPTIONS = driverStatuses.map((value) => ({ value, label: driverStatusLabels[value] }));

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
      navigate(paths.viewDriver(saved.id), { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  const text = (name: keyof Values) => ({ ...register(name), error: errors[name]?.message });
  return (
    <RecordForm
      title={driver ? 'Edit driver' : 'Add a driver'}
      error={formError}
      onSubmit={onSubmit}
      notes={register('notes')}
      notesError={errors.notes?.message}
      saveLabel="Save driver"
      submitting={isSubmitting}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" withAsterisk {...text('first_name')} />
        <TextInput label="Last name" withAsterisk {...text('last_name')} />
        <TextInput label="Phone" withAsterisk type="tel" {...text('phone')} />
        <TextInput label="E-mail" type="email" {...text('email')} />
        <TextInput label="Licence number" withAsterisk {...text('license_number')} />
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
        <TextInput label="Licence expiry" withAsterisk type="date" {...text('license_expiry')} />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <StatusControl options={STATUS_OPTIONS} value={field.value} onChange={field.onChange} />
          )}
        />
      </SimpleGrid>
    </RecordForm>
  );
}

/** /add-new-driver and /edit-driver/{id}. */
export default function DriverFormPage() {
  const { id, valid } = recordId(useParams().id);
  const driver = useDriver(valid ? id : null);
  return (
    <RecordFrame
      title={id ? 'Edit Driver' : 'New Driver'}
      noun="driver"
      id={id}
      valid={valid}
      query={driver}
      size="sm"
    >
      {(record) => <DriverForm driver={record} />}
    </RecordFrame>
  );
}
