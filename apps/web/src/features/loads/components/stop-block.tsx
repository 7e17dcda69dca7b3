import { Box, Group, Text } from '@mantine/core';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { type HoursKind, LocationHours } from '../../../ui/location-hours.tsx';

type Stop = LoadDetail['origin_location'];

/** One pickup or delivery stop: company, location name, full address and its hours. */
export function StopBlock({
  label,
  stop,
  kind,
  canEdit,
}: {
  label: string;
  stop: Stop;
  kind: HoursKind;
  canEdit: boolean;
}) {
  if (!stop) return null;
  const { address } = stop;
  return (
    <Box>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {stop.company_name ? <Text fw={700}>{stop.company_name}</Text> : null}
      {stop.name ? (
        <Text size="sm" fw={500}>
          {stop.name}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {[address.address1, address.address2].filter(Boolean).join(', ')}
      </Text>
      <Text size="sm" c="dimmed">
        {`${address.city}, ${address.state} - ${address.zipcode}`}
      </Text>
      <Group gap="xs" mt={6}>
        <Text size="xs" c="dimmed">
          {kind} hours
        </Text>
        <LocationHours locationId={stop.id} kind={kind} canEdit={canEdit} />
      </Group>
    </Box>
  );
}
