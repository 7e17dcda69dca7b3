import { Button, Group, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import {
  emptyFormStop,
  type LocationSlot,
  type ShipmentFormValues,
} from '../../shipment-form-values.ts';
import { StopEditor, type StopErrors } from '../stop-editor.tsx';
import { SLOT_FIELDS, useSetField, useShipmentFormScope, useShipmentValues } from './scope.tsx';
import { Section } from './section.tsx';
import { StopSection } from './stop-section.tsx';

/**
 * The stops of a shipment (PRODUCT.md 16): the SPEC's pickup and delivery sections, and "More
 * stops" turning them into the editor of 2 to 20 ordered stops, which then replaces them.
 */
export function ShipmentStopsSection({ appointments }: { appointments: boolean }) {
  const { mode, copy, today, companies, addCompany } = useShipmentFormScope();
  const { control, formState } = useFormContext<ShipmentFormValues>();
  const values = useShipmentValues();
  const setField = useSetField();
  const stopMode = !copy && Boolean(values.stops?.length);

  if (stopMode)
    return (
      <Section icon={<IconRoute size={20} />} title="Stops">
        <Controller
          control={control}
          name="stops"
          render={({ field }) => (
            <StopEditor
              stops={field.value ?? []}
              onChange={field.onChange}
              companies={companies}
              errors={formState.errors.stops as StopErrors | undefined}
              minDate={today}
              onAddCompany={(side) => addCompany(side)}
            />
          )}
        />
      </Section>
    );

  // The SPEC's stops become the first rows of the editor, in their order, and one more delivery.
  const startStopMode = () => {
    const stop = (slot: LocationSlot, date: string, type: 'pickup' | 'delivery') => ({
      ...emptyFormStop(type, date),
      company_id: values[SLOT_FIELDS[slot].company] as string | null,
      location_id: values[SLOT_FIELDS[slot].location] as string | null,
    });
    setField('stops', [
      { ...stop('origin', values.date_to_leave, 'pickup'), appointment: values.appointment_pickup },
      ...(values.with_extra_origin
        ? [
            {
              ...stop('extra_origin', values.date_to_leave, 'pickup'),
              appointment: values.extra_appointment_pickup,
            },
          ]
        : []),
      ...(values.with_extra_destination
        ? [
            {
              ...stop('extra_destination', values.expected_delivery_date, 'delivery'),
              appointment: values.extra_appointment_delivery,
            },
          ]
        : []),
      {
        ...stop('destination', values.expected_delivery_date, 'delivery'),
        appointment: values.appointment_delivery,
      },
      emptyFormStop('delivery', values.expected_delivery_date),
    ]);
  };

  return (
    <>
      <StopSection side="pickup" appointments={appointments} />
      <StopSection side="delivery" appointments={appointments} />
      {mode === 'shipment' && !copy ? (
        <Group>
          <Button variant="light" leftSection={<IconRoute size={16} />} onClick={startStopMode}>
            More stops
          </Button>
          <Text size="sm" c="dimmed">
            Up to 20 pickups and deliveries, in any order, with windows and references.
          </Text>
        </Group>
      ) : null}
    </>
  );
}
