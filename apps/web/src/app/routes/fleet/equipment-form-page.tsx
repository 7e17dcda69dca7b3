import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import { equipmentTypeLabels, equipmentTypes } from '@spotlane/shared/schemas/auth';
import {
  type EquipmentRequest,
  type EquipmentResponse,
  equipmentRequest,
  equipmentStatuses,
  equipmentStatusLabels,
} from '@spotlane/shared/schemas/fleet';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useUnit } from '../../../features/fleet/api/get-equipment.ts';
import { useSaveEquipment } from '../../../features/fleet/api/save-equipment.ts';
import {
  RecordForm,
  RecordFrame,
  recordId,
  StatusControl,
} from '../../../features/fleet/components/record-frame.tsx';
import { STATE_OPTIONS } from '../../../features/fleet/components/state-options.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';

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
const TYPE_OPTIONS = equipmentTypes.map((value) => ({ value, label: equipmentTypeLabels[value] }));
const STATUS_OPTIONS = equipmentStatuses.map((value) => ({
  value,
  label: equipmentStatusLabels[value],
}));

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
      navigate(paths.viewEquipment(saved.id), { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  const text = (name: keyof Values) => ({ ...register(name), error: errors[name]?.message });
  const choice = (name: 'equipment_type' | 'plate_state', label: string, required: boolean) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          withAsterisk={required}
          searchable={!required}
          clearable={!required}
          data={required ? TYPE_OPTIONS : STATE_OPTIONS}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <RecordForm
      title={unit ? 'Edit unit' : 'Add a unit'}
      error={formError}
      onSubmit={onSubmit}
      notes={register('notes')}
      notesError={errors.notes?.message}
      saveLabel="Save unit"
      submitting={isSubmitting}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Unit number" withAsterisk {...text('unit_number')} />
        {choice('equipment_type', 'Equipment type', true)}
        <TextInput label="Plate" {...text('plate')} />
        {choice('plate_state', 'Plate state', false)}
        <TextInput
          label="VIN"
          description="17 characters; the check digit is verified"
          maxLength={17}
          {...text('vin')}
        />
        <TextInput label="Make" {...text('make')} />
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
            <StatusControl options={STATUS_OPTIONS} value={field.value} onChange={field.onChange} />
          )}
        />
      </SimpleGrid>
    </RecordForm>
  );
}

/** /add-new-equipment and /edit-equipment/{id}. */
export default function EquipmentFormPage() {
  const { id, valid } = recordId(useParams().id);
  const unit = useUnit(valid ? id : null);
  return (
    <RecordFrame
      title={id ? 'Edit Equipment' : 'New Equipment'}
      noun="unit"
      id={id}
      valid={valid}
      query={unit}
      size="sm"
    >
      {(record) => <EquipmentForm unit={record} />}
    </RecordFrame>
  );
}
