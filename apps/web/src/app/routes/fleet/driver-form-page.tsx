import { SimpleGrid } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import {
  type DriverResponse,
  driverRequest,
  driverStatuses,
  driverStatusLabels,
} from '@spotlane/shared/schemas/fleet';
import { useDriver } from '../../../features/fleet/api/get-driver.ts';
import { useSaveDriver } from '../../../features/fleet/api/save-driver.ts';
import { STATE_OPTIONS } from '../../../features/fleet/components/state-options.ts';
import { recordFormPage } from '../../../ui/detail-fields.tsx';
import { FormCard } from '../../../ui/form-card.tsx';
import { FormTextInput } from '../../../ui/form-fields.tsx';
import { FormSegments, FormSelect, FormTextarea } from '../../../ui/form-inputs.tsx';
import { useSaveThenView } from '../../../ui/save-then-view.ts';
import { useSchemaForm } from '../../../ui/schema-form.tsx';

const FIELDS = Object.keys(driverRequest.shape);
const STATUS_OPTIONS = driverStatuses.map((value) => ({ value, label: driverStatusLabels[value] }));

function DriverForm({ record: driver }: { record: DriverResponse | null }) {
  const saveThenView = useSaveThenView(
    useSaveDriver(driver?.id ?? null),
    'driver',
    paths.viewDriver,
  );
  // The server's own schema checks the form: one definition of every rule and message.
  const form = useSchemaForm(driverRequest, {
    defaultValues: {
      first_name: driver?.first_name ?? '',
      last_name: driver?.last_name ?? '',
      phone: driver?.phone ?? '',
      email: driver?.email ?? '',
      license_number: driver?.license_number ?? '',
      license_state: driver?.license_state ?? '',
      license_expiry: driver?.license_expiry ?? '',
      status: driver?.status ?? 'active',
      notes: driver?.notes ?? '',
    },
  });
  return (
    <FormCard
      title={driver ? 'Edit driver' : 'Add a driver'}
      saveLabel="Save driver"
      form={form}
      serverFields={FIELDS}
      onSubmit={saveThenView}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput name="first_name" label="First name" withAsterisk />
        <FormTextInput name="last_name" label="Last name" withAsterisk />
        <FormTextInput name="phone" label="Phone" withAsterisk type="tel" />
        <FormTextInput name="email" label="E-mail" type="email" />
        <FormTextInput name="license_number" label="Licence number" withAsterisk />
        <FormSelect
          name="license_state"
          label="Licence state"
          withAsterisk
          searchable
          data={STATE_OPTIONS}
        />
        <FormTextInput name="license_expiry" label="Licence expiry" withAsterisk type="date" />
        <FormSegments name="status" label="Status" options={STATUS_OPTIONS} />
      </SimpleGrid>
      <FormTextarea name="notes" label="Notes" />
    </FormCard>
  );
}

/** /add-new-driver and /edit-driver/{id}. */
export default recordFormPage('Driver', 'driver', useDriver, DriverForm);
