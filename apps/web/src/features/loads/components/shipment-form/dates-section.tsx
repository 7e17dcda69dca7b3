import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import type { ShipmentFormValues } from '../../shipment-form-values.ts';
import { AppointmentInput, CalendarDateInput, laterDate } from '../date-fields.tsx';
import {
  type AppointmentFieldName,
  appointmentWarningOf,
  useShipmentFormScope,
  useShipmentValues,
} from './scope.tsx';
import { Section } from './section.tsx';

/** A ship date or expected delivery date, never before `minDate`. */
function ShipDate({
  name,
  label,
  minDate,
}: {
  name: 'date_to_leave' | 'expected_delivery_date';
  label: string;
  minDate: string;
}) {
  const { control } = useFormContext<ShipmentFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CalendarDateInput
          label={label}
          required
          value={field.value}
          onChange={field.onChange}
          minDate={minDate}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * The load's name and, except on a copy (which has its own list of dates), its ship and
 * expected delivery dates.
 */
export function DatesSection() {
  const { mode, copy, today } = useShipmentFormScope();
  const { register, formState } = useFormContext<ShipmentFormValues>();
  const values = useShipmentValues();
  return (
    <Section icon={<IconFlag size={20} />} title={mode === 'shipment' ? 'Shipment' : 'Request'}>
      <Stack gap="sm">
        <TextInput
          label="Name"
          placeholder="What moves, e.g. Weekly produce run"
          withAsterisk
          {...register('name')}
          error={formState.errors.name?.message}
        />
        {/* With the stop editor, each stop carries its own date (PRODUCT.md 16). */}
        {copy || values.stops?.length ? null : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ShipDate name="date_to_leave" label="Ship date" minDate={today} />
            <ShipDate
              name="expected_delivery_date"
              label="Expected delivery date"
              minDate={laterDate(values.date_to_leave, today)}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Section>
  );
}

/**
 * A stop's appointment, defaulting to `defaultDate` (the stop's date), with a warning when it
 * falls outside the location's hours.
 */
export function AppointmentField({
  name,
  label,
  defaultDate,
}: {
  name: AppointmentFieldName;
  label: string;
  defaultDate?: string;
}) {
  const scope = useShipmentFormScope();
  const { control } = useFormContext<ShipmentFormValues>();
  const values = useShipmentValues();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AppointmentInput
          label={label}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          warning={appointmentWarningOf(name, values, scope)}
          defaultDate={defaultDate}
          minDate={scope.today}
        />
      )}
    />
  );
}
