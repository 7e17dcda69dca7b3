import { Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
// The date pickers' styles (Mantine documents one sheet per package), with the code that renders them.
import '@mantine/dates/styles.layer.css';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { IconCalendar, IconCurrencyDollar } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  useController,
  useWatch,
} from 'react-hook-form';
import { type HoursKind, LocationHoursCheck } from '../../../ui/location-hours.tsx';
import {
  type BidFormValues,
  localToday,
  RATE_MESSAGES,
  rateProblem,
  toCalendarDate,
} from '../bid-form-values.ts';

/** SPEC 5: what the rate field takes as typed: digits and a decimal point. */
const RATE_CHARACTERS = /^[\d.]*$/;

/** A required date with the 'Check' of its location's hours beside it. */
function DateWithHours({
  control,
  name,
  label,
  error,
  location,
  kind,
  minDate,
}: {
  control: Control<BidFormValues>;
  name: 'pickup_date' | 'delivery_date';
  label: string;
  error: string | undefined;
  location: LoadDetail['origin_location'] | undefined;
  kind: HoursKind;
  /** The first day that can be picked ('yyyy-mm-dd'); the days before it are disabled. */
  minDate: string;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DateInput
            label={label}
            placeholder="MM/DD/YYYY"
            valueFormat="MM/DD/YYYY"
            leftSection={<IconCalendar size={16} />}
            withAsterisk
            clearable
            minDate={minDate}
            style={{ flex: 1 }}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={error}
          />
        )}
      />
      <Stack justify="flex-end" pb={error ? 22 : 6}>
        <LocationHoursCheck
          locationId={location?.id}
          kind={kind}
          shipmentProcess={location?.shipment_process}
        />
      </Stack>
    </Group>
  );
}

/** The pickup and delivery dates, each beside its location's hours. */
const STOP_DATES = [
  { name: 'pickup_date', label: 'Pickup date', location: 'origin_location', kind: 'Shipping' },
  {
    name: 'delivery_date',
    label: 'Delivery date',
    location: 'destination_location',
    kind: 'Delivery',
  },
] as const;

/** The fields of the bid and quote forms (SPEC 2.8, 2.9): rate, optional dates, notes. */
export function BidFormFields({
  control,
  errors,
  load,
  withDates,
}: {
  control: Control<BidFormValues>;
  errors: FieldErrors<BidFormValues>;
  load: LoadDetail | undefined;
  withDates: boolean;
}) {
  // No past day can be picked, and no delivery before the pickup.
  const today = localToday();
  const pickup = toCalendarDate(useWatch({ control, name: 'pickup_date' }));
  const earliestDelivery = pickup && pickup > today ? pickup : today;
  const { field: rate } = useController({ control, name: 'rate' });
  const [refused, setRefused] = useState(false);
  const { field: validUntil } = useController({ control, name: 'valid_until' });
  const { field: notes } = useController({ control, name: 'notes' });
  return (
    <Stack gap="md">
      <TextInput
        label="All-in Rate"
        placeholder="0.00"
        inputMode="decimal"
        leftSection={<IconCurrencyDollar size={16} />}
        withAsterisk
        value={rate.value}
        // SPEC 5: the rate takes only digits and a decimal point. Another character is not
        // taken, and the field says so at once (the text is never rewritten behind the back).
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setRefused(!RATE_CHARACTERS.test(typed));
          if (RATE_CHARACTERS.test(typed)) rate.onChange(typed);
        }}
        onBlur={() => {
          setRefused(false);
          rate.onBlur();
        }}
        ref={rate.ref}
        error={
          (refused ? RATE_MESSAGES.format : null) ?? rateProblem(rate.value) ?? errors.rate?.message
        }
      />
      {withDates ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {STOP_DATES.map((date) => (
            <DateWithHours
              key={date.name}
              control={control}
              name={date.name}
              label={date.label}
              error={errors[date.name]?.message}
              location={load?.[date.location]}
              kind={date.kind}
              minDate={date.name === 'pickup_date' ? today : earliestDelivery}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {withDates ? (
        <TextInput
          type="datetime-local"
          label="Valid until"
          description="After this your bid expires and cannot be accepted (optional)"
          value={validUntil.value ?? ''}
          onChange={(event) => validUntil.onChange(event.currentTarget.value)}
          onBlur={validUntil.onBlur}
          ref={validUntil.ref}
          error={errors.valid_until?.message}
        />
      ) : null}
      <Textarea
        label="Notes"
        placeholder="Write note here..."
        autosize
        minRows={3}
        {...notes}
        error={errors.notes?.message}
      />
    </Stack>
  );
}
