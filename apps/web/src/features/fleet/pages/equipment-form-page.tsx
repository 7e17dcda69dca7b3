import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Container,
  Group,
  NumberInput,
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
import { equipmentTypeLabels, equipmentTypes } from '@spotlane/shared/schemas/auth';
import {
  type EquipmentRequest,
  type EquipmentResponse,
  equipmentRequest,
  equipmentStatuses,
  equipmentStatusLabels,
} from '@spotlane/shared/schemas/fleet';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { useUnit } from '../api/get-equipment.ts';
import { useSaveEquipment } from '../api/save-equipment.ts';
import { STATE_OPTIONS } from '../components/state-options.ts';

type NumberField = 'year' | 'capacity_lbs' | 'length_ft';
type Values = { [K in Exclude<keyof Required<EquipmentRequest>, NumberField>]: string } & {
  [K in NumberField]: number | null;
};
const FIELDS = Object.keys(equipmentRequest.shape);
const NUMBER_FIELDS: Array<{ name: NumberField; label: string; suffix?: string }> = [
  { name: 'year', label: 'Year' },
  { name: 'capacity_lbs', label: 'Capacity', suffix: ' lb' },
  { name: 'length_ft', label: 'Length', suffix: ' ft' },
];

function valuesOf(unit: EquipmentResponse | null): Values {
  return {
    unit_number: unit?.unit_number ?? '',
    equipment_type: unit?.equipment_type ?? '',
    plate: unit?.plate ?? '',
    plate_state: unit?.plate_state ?? '',
    vin: unit?.vin ?? '',
    year: unit?.year ?? null,
    make: unit?.make ?? '',
    capacity_lbs: unit?.capacity_lbs ?? null,
    length_ft: unit?.length_ft ?? null,
    status: unit?.status ?? 'active',
    notes: unit?.notes ?? '',
  };
}

function EquipmentForm({ unit }: { unit: EquipmentResponse | null }) {
  const navigate = useNavigate();
  const save = useSaveEquipment(unit?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(equipmentRequest) as unknown as Resolver<Values>,
    defaultValues: valuesOf(unit),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(values as unknown as EquipmentRequest);
      notifications.show({ color: 'teal', message: 'The unit was saved' });
      navigate(`/view-equipment/${saved.id}`, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Paper withBorder radius="lg" p="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {unit ? 'Edit unit' : 'Add a unit'}
          </Title>
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {formError}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Unit number"
              withAsterisk
              {...register('unit_number')}
              error={errors.unit_number?.message}
            />
            <Controller
              control={control}
              name="equipment_type"
              render={({ field }) => (
                <Select
                  label="Equipment type"
                  withAsterisk
                  data={equipmentTypes.map((value) => ({
                    value,
                    label: equipmentTypeLabels[value],
                  }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.equipment_type?.message}
                />
              )}
            />
            <TextInput label="Plate" {...register('plate')} error={errors.plate?.message} />
            <Controller
              control={control}
              name="plate_state"
              render={({ field }) => (
                <Select
                  label="Plate state"
                  searchable
                  clearable
                  data={STATE_OPTIONS}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.plate_state?.message}
                />
              )}
            />
            <TextInput
              label="VIN"
              description="17 characters; the check digit is verified"
              maxLength={17}
              {...register('vin')}
              error={errors.vin?.message}
            />
            <TextInput label="Make" {...register('make')} error={errors.make?.message} />
            {NUMBER_FIELDS.map(({ name, label, suffix }) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <NumberInput
                    label={label}
                    suffix={suffix}
                    thousandSeparator={name === 'capacity_lbs' ? ',' : undefined}
                    allowDecimal={false}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                    onBlur={field.onBlur}
                    error={errors[name]?.message}
                  />
                )}
              />
            ))}
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
                    data={equipmentStatuses.map((value) => ({
                      value,
                      label: equipmentStatusLabels[value],
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
              Save unit
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /add-new-equipment and /edit-equipment/{id}. */
export default function EquipmentFormPage() {
  const raw = useParams().id;
  const id = raw ? Number(raw) : null;
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const unit = useUnit(valid ? id : null);
  return (
    <>
      <PageHeader title={id ? 'Edit Equipment' : 'New Equipment'} showTools={false} />
      <Container size="sm" py="xl">
        {id === null ? (
          <EquipmentForm unit={null} />
        ) : !valid || unit.isError ? (
          <ErrorState
            title="This unit could not be loaded"
            error={unit.error ?? new Error('This unit does not exist')}
            onRetry={valid ? () => unit.refetch() : undefined}
          />
        ) : unit.isPending ? (
          <LoadingState label="Loading the unit…" />
        ) : (
          <EquipmentForm unit={unit.data} />
        )}
      </Container>
    </>
  );
}
