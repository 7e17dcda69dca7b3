import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { ShipmentFormValues } from '../../shipment-form-values.ts';
import { CalendarDateInput, laterDate } from '../date-fields.tsx';
import { useShipmentFormScope } from './scope.tsx';
import { Section } from './section.tsx';

/** At most a month of copies in one go (the shared schema refuses more). */
const MAX_COPIES = 31;

/**
 * /copy-shipment: one new shipment per pair of ship and expected delivery dates.
 * `onChange` hears every change of the dates (the page keeps them on the device).
 */
export function CopyDatesSection({
  onChange,
}: {
  onChange?: (dates: ShipmentFormValues['copy_dates']) => void;
}) {
  const { today } = useShipmentFormScope();
  const { control, formState } = useFormContext<ShipmentFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'copy_dates' });
  const dates = useWatch({ control, name: 'copy_dates' });
  const errors = formState.errors.copy_dates;

  // Tells the page of changes, not of the first values (they came from it).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChange?.(dates);
  }, [dates, onChange]);

  return (
    <Section
      icon={<IconCalendarPlus size={20} />}
      title="Ship dates"
      aside={
        <Text size="sm" c="dimmed">
          One new shipment per ship date
        </Text>
      }
    >
      <Stack gap="sm">
        {fields.map((item, index) => (
          <Group key={item.id} align="flex-start" gap="sm" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1 }}>
              <Controller
                control={control}
                name={`copy_dates.${index}.date_to_leave`}
                render={({ field, fieldState }) => (
                  <CalendarDateInput
                    label={`Ship date ${index + 1}`}
                    required
                    value={field.value}
                    minDate={today}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name={`copy_dates.${index}.expected_delivery_date`}
                render={({ field, fieldState }) => (
                  <CalendarDateInput
                    label={`Expected delivery date ${index + 1}`}
                    required
                    value={field.value}
                    minDate={laterDate(dates?.[index]?.date_to_leave ?? '', today)}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              size="lg"
              disabled={fields.length === 1}
              aria-label={`Remove ship date ${index + 1}`}
              onClick={() => remove(index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconCalendarPlus size={16} />}
            disabled={fields.length >= MAX_COPIES}
            onClick={() =>
              append({ date_to_leave: '', expected_delivery_date: '' }, { shouldFocus: false })
            }
          >
            Add another ship date
          </Button>
          {errors?.message || errors?.root?.message ? (
            <Text c="red" size="sm">
              {errors?.message ?? errors?.root?.message}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Section>
  );
}
