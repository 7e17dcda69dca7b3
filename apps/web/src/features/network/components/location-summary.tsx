import { Group, Stack, Text } from '@mantine/core';
import { SHIPMENT_PROCESS_LABELS } from '@spotlane/shared/domain/hours';
import type { LocationResponse } from '@spotlane/shared/schemas/companies';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { LocationHours } from '../../../ui/location-hours.tsx';

export function addressLines(location: LocationResponse): [string, string] {
  const { address } = location;
  return [
    [address.address1, address.address2].filter(Boolean).join(', '),
    `${address.city}, ${address.state} ${address.zipcode}`,
  ];
}

/** One delivery location: its address and the Check / Set control of its shipping hours. */
export function LocationSummary({
  location,
  canEdit,
  showName = true,
}: {
  location: LocationResponse;
  canEdit: boolean;
  showName?: boolean;
}) {
  const [line1, line2] = addressLines(location);
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconMapPin size={16} style={{ marginTop: 3, flexShrink: 0 }} />
        <div>
          {showName ? (
            <Text size="sm" fw={600}>
              {location.name}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {line1}
          </Text>
          <Text size="sm" c="dimmed">
            {line2}
          </Text>
        </div>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconClock size={16} />
        <Text size="sm" c="dimmed">
          Shipping hours · {SHIPMENT_PROCESS_LABELS[location.shipment_process]}
        </Text>
        <LocationHours
          locationId={location.id}
          kind="Shipping"
          schedule={location.schedule}
          shipmentProcess={location.shipment_process}
          canEdit={canEdit}
        />
      </Group>
    </Stack>
  );
}
