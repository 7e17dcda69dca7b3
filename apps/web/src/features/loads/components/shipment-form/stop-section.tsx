import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { US_STATES } from '@spotlane/shared/domain/us-states';
import { IconMapPin, IconTruckLoading } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import type { LocationSlot, ShipmentFormValues } from '../../shipment-form-values.ts';
import { LocationPicker } from '../location-picker.tsx';
import { AppointmentField } from './dates-section.tsx';
import { SLOT_FIELDS, useSetField, useShipmentFormScope, useShipmentValues } from './scope.tsx';
import { Section } from './section.tsx';

/** The two sides of a load: where it is picked up, where it is delivered. */
export type StopSide = 'pickup' | 'delivery';

const SIDES = {
  pickup: {
    title: 'Pickup',
    icon: <IconTruckLoading size={20} />,
    slot: 'origin',
    extraSlot: 'extra_origin',
    label: 'Origin',
    date: 'date_to_leave',
  },
  delivery: {
    title: 'Delivery',
    icon: <IconMapPin size={20} />,
    slot: 'destination',
    extraSlot: 'extra_destination',
    label: 'Destination',
    date: 'expected_delivery_date',
  },
} as const;

/** The company and location of one stop slot, with "add a company" on the way. */
export function StopPicker({
  slot,
  label,
  required,
}: {
  slot: LocationSlot;
  label: string;
  required: boolean;
}) {
  const { companies, addCompany } = useShipmentFormScope();
  const { formState } = useFormContext<ShipmentFormValues>();
  const values = useShipmentValues();
  const setField = useSetField();
  const fields = SLOT_FIELDS[slot];
  const side = slot.endsWith('origin') ? 'origin' : 'destination';
  return (
    <LocationPicker
      label={label}
      kind={side === 'origin' ? 'Shipping' : 'Delivery'}
      side={side}
      companies={companies}
      required={required}
      companyId={values[fields.company]}
      locationId={values[fields.location]}
      onCompanyChange={(companyId, locationId) => {
        setField(fields.company, companyId);
        setField(fields.location, locationId);
      }}
      onLocationChange={(locationId) => setField(fields.location, locationId)}
      onAddCompany={() => addCompany(slot)}
      error={formState.errors[fields.location]?.message}
    />
  );
}

/**
 * One side of the load (`side`): its stop, the stop's appointment (unless `appointments` is
 * false, as on a copy, whose dates are chosen per copy) and an optional second stop with its
 * own appointment.
 *
 * The props stay this small on purpose: a multi-stop editor takes this section's place for a
 * side and renders the side's stops as a list (a `StopPicker` and an `AppointmentField` each),
 * keeping the same two props.
 */
export function StopSection({
  side,
  appointments = true,
}: {
  side: StopSide;
  appointments?: boolean;
}) {
  const stop = SIDES[side];
  const { control } = useFormContext<ShipmentFormValues>();
  const values = useShipmentValues();
  const withExtra = `with_extra_${stop.slot}` as const;
  return (
    <Section icon={stop.icon} title={stop.title}>
      <Stack gap="md">
        <StopPicker slot={stop.slot} label={stop.label} required />
        {appointments ? (
          <AppointmentField
            name={`appointment_${side}`}
            label={`${stop.title} appointment`}
            defaultDate={values[stop.date]}
          />
        ) : null}
        <Controller
          control={control}
          name={withExtra}
          render={({ field }) => (
            <Switch
              label={`Second ${side}`}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        {values[withExtra] ? (
          <Stack gap="md" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
            <StopPicker slot={stop.extraSlot} label={`Second ${side}`} required={false} />
            {appointments ? (
              <AppointmentField
                name={`extra_appointment_${side}`}
                label={`Second ${side} appointment`}
                defaultDate={values[stop.date]}
              />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Section>
  );
}

/** The quick form's stops: origin and destination, nothing else. */
export function QuickStopsSection() {
  return (
    <Section icon={<IconMapPin size={20} />} title="Stops">
      <Stack gap="md">
        <StopPicker slot="origin" label="Origin" required />
        <StopPicker slot="destination" label="Destination" required />
      </Stack>
    </Section>
  );
}

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({
  value: code,
  label: `${code} · ${name}`,
}));

/** City, state and ZIP code of a quote request's place without a location. */
function PlaceFields({
  prefix,
  label,
}: {
  prefix: 'quote_origin' | 'quote_destination';
  label: string;
}) {
  const { control, register, formState } = useFormContext<ShipmentFormValues>();
  const errors = formState.errors[prefix];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput
        label={`${label} city`}
        withAsterisk
        {...register(`${prefix}.city`)}
        error={errors?.city?.message}
      />
      <Controller
        control={control}
        name={`${prefix}.state`}
        render={({ field }) => (
          <Select
            label={`${label} state`}
            withAsterisk
            searchable
            data={STATE_OPTIONS}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            error={errors?.state?.message}
          />
        )}
      />
      <TextInput
        label={`${label} zip code`}
        withAsterisk
        inputMode="numeric"
        {...register(`${prefix}.zipcode`)}
        error={errors?.zipcode?.message}
      />
    </SimpleGrid>
  );
}

/** A quote request without locations: the origin's and destination's city, state and ZIP. */
export function QuotePlacesSection() {
  return (
    <Section icon={<IconMapPin size={20} />} title="Origin and destination">
      <Stack gap="md">
        <PlaceFields prefix="quote_origin" label="Origin" />
        <PlaceFields prefix="quote_destination" label="Destination" />
      </Stack>
    </Section>
  );
}
