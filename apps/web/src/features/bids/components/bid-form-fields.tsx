import { Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { sanitizeRateInput } from '@spotlane/shared/domain/money';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { IconCalendar, IconCurrencyDollar } from '@tabler/icons-react';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { LocationHoursCheck } from '../../../ui/hours/location-hours-check.tsx';
import type { BidFormValues } from '../bid-form-values.ts';

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
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="rate"
        render={({ field }) => (
          <TextInput
            label="All-in Rate"
            placeholder="0.00"
            inputMode="decimal"
            leftSection={<IconCurrencyDollar size={16} />}
            withAsterisk
            value={field.value}
            onChange={(event) => field.onChange(sanitizeRateInput(event.currentTarget.value))}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.rate?.message}
          />
        )}
      />
      {withDates ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Controller
              control={control}
              name="pickup_date"
              render={({ field }) => (
                <DateInput
                  label="Pickup date"
                  placeholder="MM/DD/YYYY"
                  valueFormat="MM/DD/YYYY"
                  leftSection={<IconCalendar size={16} />}
                  withAsterisk
                  clearable
                  style={{ flex: 1 }}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.pickup_date?.message}
                />
              )}
            />
            <Stack justify="flex-end" pb={errors.pickup_date ? 22 : 6}>
              <LocationHoursCheck
                locationId={load?.origin_location?.id}
                kind="Shipping"
                shipmentProcess={load?.origin_location?.shipment_process}
              />
            </Stack>
          </Group>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Controller
              control={control}
              name="delivery_date"
              render={({ field }) => (
                <DateInput
                  label="Delivery date"
                  placeholder="MM/DD/YYYY"
                  valueFormat="MM/DD/YYYY"
                  leftSection={<IconCalendar size={16} />}
                  withAsterisk
                  clearable
                  style={{ flex: 1 }}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.delivery_date?.message}
                />
              )}
            />
            <Stack justify="flex-end" pb={errors.delivery_date ? 22 : 6}>
              <LocationHoursCheck
                locationId={load?.destination_location?.id}
                kind="Delivery"
                shipmentProcess={load?.destination_location?.shipment_process}
              />
            </Stack>
          </Group>
        </SimpleGrid>
      ) : null}
      <Controller
        control={control}
        name="notes"
        render={({ field }) => (
          <Textarea
            label="Notes"
            placeholder="Write note here..."
            autosize
            minRows={3}
            {...field}
            error={errors.notes?.message}
          />
        )}
      />
    </Stack>
  );
}
