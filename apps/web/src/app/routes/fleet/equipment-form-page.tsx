import { SimpleGrid } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { equipmentTypeLabels, equipmentTypes } from '@spotlane/shared/schemas/auth';
import {
  type EquipmentResponse,
  equipmentRequest,
  equipmentStatuses,
  equipmentStatusLabels,
} from '@spotlane/shared/schemas/fleet';
import { useUnit } from '../../../features/fleet/api/get-equipment.ts';
import { useSaveEquipment } from '../../../features/fleet/api/save-equipment.ts';
import { STATE_OPTIONS } from '../../../features/fleet/components/state-options.ts';
import { recordFormPage } from '../../../ui/detail-fields.tsx';
import { FormCard } from '../../../ui/form-card.tsx';
import { FormTextInput } from '../../../ui/form-fields.tsx';
import {
  FormNumberInput,
  FormSegments,
  FormSelect,
  FormTextarea,
} from '../../../ui/form-inputs.tsx';
import { useSaveThenView } from '../../../ui/save-then-view.ts';
import { useSchemaForm } from '../../../ui/schema-form.tsx';

const FIELDS = Object.keys(equipmentRequest.shape);
const TYPE_OPTIONS = equipmentTypes.map((value) => ({ value, label: equipmentTypeLabels[value] }));
const STATUS_OPTIONS = equipmentStatuses.map((value) => ({
  value,
  label: equipmentStatusLabels[value],
}));

function EquipmentForm({ record: unit }: { record: EquipmentResponse | null }) {
  const saveThenView = useSaveThenView(
    useSaveEquipment(unit?.id ?? null),
    'unit',
    paths.viewEquipment,
  );
  const form = useSchemaForm(equipmentRequest, {
    defaultValues: {
      unit_number: unit?.unit_number ?? '',
      equipment_type: unit?.equipment_type,
      plate: unit?.plate ?? '',
      plate_state: unit?.plate_state ?? '',
      vin: unit?.vin ?? '',
      year: unit?.year ?? null,
      make: unit?.make ?? '',
      capacity_lbs: unit?.capacity_lbs ?? null,
      length_ft: unit?.length_ft ?? null,
      status: unit?.status ?? 'active',
      notes: unit?.notes ?? '',
    },
  });
  return (
    <FormCard
      title={unit ? 'Edit unit' : 'Add a unit'}
      saveLabel="Save unit"
      form={form}
      serverFields={FIELDS}
      onSubmit={saveThenView}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput name="unit_number" label="Unit number" withAsterisk />
        <FormSelect name="equipment_type" label="Equipment type" withAsterisk data={TYPE_OPTIONS} />
        <FormTextInput name="plate" label="Plate" />
        <FormSelect
          name="plate_state"
          label="Plate state"
          searchable
          clearable
          data={STATE_OPTIONS}
        />
        <FormTextInput
          name="vin"
          label="VIN"
          description="17 characters; the check digit is verified"
          maxLength={17}
        />
        <FormTextInput name="make" label="Make" />
        <FormNumberInput name="year" label="Year" />
        <FormNumberInput name="capacity_lbs" label="Capacity" suffix=" lb" thousandSeparator="," />
        <FormNumberInput name="length_ft" label="Length" suffix=" ft" />
        <FormSegments name="status" label="Status" options={STATUS_OPTIONS} />
      </SimpleGrid>
      <FormTextarea name="notes" label="Notes" />
    </FormCard>
  );
}

/** /add-new-equipment and /edit-equipment/{id}. */
export default recordFormPage('Equipment', 'unit', useUnit, EquipmentForm);
