import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatAtLocation } from '@spotlane/shared/domain/dock-slots';
import { wallClockInstant } from '@spotlane/shared/domain/zoned-time';
import type { StopOut } from '@spotlane/shared/schemas/loads';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { LocationHoursCheck } from '../../../ui/location-hours.tsx';
import { useCancelStop } from '../api/docks.ts';
import { SlotPicker } from './slot-picker.tsx';

/** The load statuses after the award, before delivery: a stop may be booked then. */
const BOOKABLE = ['assigned', 'scheduled', 'in_transit'];

const today = () => new Date().toISOString().slice(0, 10);

function appointmentText(stop: StopOut): string | null {
  if (!stop.appointment) return null;
  const zone = stop.location?.timezone ?? 'UTC';
  const instant = wallClockInstant(stop.appointment, zone);
  return instant === null ? stop.appointment : formatAtLocation(instant, zone);
}

function StopRow({ loadId, stop, bookable }: { loadId: number; stop: StopOut; bookable: boolean }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelStop(loadId);
  const fcfs = stop.location?.shipment_process === 'fcfs';
  const when = appointmentText(stop);
  const place = stop.location
    ? `${stop.location.company_name ?? ''} ${stop.location.name ?? ''}`.trim()
    : 'Location';
  const city = stop.location ? `${stop.location.address.city}, ${stop.location.address.state}` : '';
  const suggested = [stop.date, today()].sort().at(-1) ?? stop.date;
  return (
    <Stack gap="xs" data-testid="stop-appointment">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {stop.type === 'pickup' ? 'Pickup' : 'Delivery'} · {place}
          </Text>
          <Text size="xs" c="dimmed">
            {city}
          </Text>
        </Stack>
        {fcfs ? (
          <Group gap="xs">
            <Badge variant="light" color="gray">
              First come, first served
            </Badge>
            <LocationHoursCheck
              locationId={stop.location_id}
              kind={stop.type === 'pickup' ? 'Shipping' : 'Delivery'}
              shipmentProcess="fcfs"
            />
          </Group>
        ) : (
          <Group gap="xs">
            {when ? (
              <Badge variant="light" color="teal" leftSection={<IconCalendarTime size={14} />}>
                {when}
              </Badge>
            ) : (
              <Badge variant="light" color="orange">
                No appointment yet
              </Badge>
            )}
            {bookable ? (
              <Button size="compact-sm" variant="light" onClick={() => setOpen((value) => !value)}>
                {when ? 'Change' : 'Book a slot'}
              </Button>
            ) : null}
            {bookable && when ? (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                loading={cancel.isPending}
                onClick={() => cancel.mutate(stop.id)}
              >
                Cancel
              </Button>
            ) : null}
          </Group>
        )}
      </Group>
      {cancel.error ? (
        <Text size="sm" c="red">
          {errorMessage(cancel.error)}
        </Text>
      ) : null}
      {!fcfs && bookable && open ? (
        <SlotPicker
          loadId={loadId}
          stopId={stop.id}
          locationId={stop.location_id}
          initialDate={when ? (stop.appointment ?? suggested).slice(0, 10) : suggested}
          onBooked={() => setOpen(false)}
        />
      ) : null}
    </Stack>
  );
}

/**
 * PRODUCT.md 17 on the load page of the assigned carrier and of the shipper: each stop's dock
 * appointment, a picker of free slots after the award, and the hours of a first-come stop.
 */
export function StopAppointments({
  loadId,
  status,
  stops,
}: {
  loadId: number;
  status: string;
  stops: StopOut[];
}) {
  if (stops.length === 0) return null;
  const bookable = BOOKABLE.includes(status);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="dock-appointments">
      <Stack gap="md">
        <Title order={2} size="h4">
          Dock appointments
        </Title>
        {stops.map((stop) => (
          <StopRow key={stop.id} loadId={loadId} stop={stop} bookable={bookable} />
        ))}
      </Stack>
    </Card>
  );
}
