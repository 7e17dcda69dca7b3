import { Badge, Box, Button, Card, Divider, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { LoadCard } from '@spotlane/shared/schemas/loads';
import { IconArrowDown, IconGavel, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusIcon } from '../../../ui/status-icon.tsx';
import { detailPath, placeLine } from '../list-pages.ts';
import { CardDates, CardFacts } from './card-facts.tsx';
import { StarToggle } from './star-toggle.tsx';

function Stop({
  label,
  line,
  extra,
}: {
  label: string;
  line: { company: string | null; place: string };
  extra: boolean;
}) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        {extra ? (
          <Tooltip label={`A second ${label.toLowerCase()} stop`}>
            <Badge size="xs" variant="light" color="gray" aria-label={`+1 ${label.toLowerCase()}`}>
              +1
            </Badge>
          </Tooltip>
        ) : null}
      </Group>
      {line.company ? (
        <Text size="sm" fw={600} truncate>
          {line.company}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed" truncate>
        {line.place}
      </Text>
    </Box>
  );
}

/** A shipment card (SPEC 3.3). */
export function ShipmentCard({ load }: { load: LoadCard }) {
  const origin = placeLine(load.origin_location, load.quote_origin);
  const destination = placeLine(load.destination_location, load.quote_destination);
  return (
    <Card withBorder radius="lg" padding="md" data-testid="shipment-card" h="100%">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap={6}>
          <StatusIcon status={load.status} />
          {load.is_late ? (
            <Badge color="red" variant="filled">
              Late
            </Badge>
          ) : null}
        </Group>
        <StarToggle loadId={load.id} starred={load.starred} size="md" />
      </Group>
      <Text size="xs" c="dimmed" mt={6} ff="monospace">
        {load.identifier ?? 'Quote request'}
      </Text>
      <Text fw={700} size="lg" lineClamp={1} title={load.name ?? undefined}>
        {load.name ?? 'Untitled'}
      </Text>

      <Stack gap={4} mt="sm">
        <Stop label="Origin" line={origin} extra={Boolean(load.extra_origin_location)} />
        <IconArrowDown size={14} color="var(--mantine-color-gray-5)" aria-hidden />
        <Stop
          label="Destination"
          line={destination}
          extra={Boolean(load.extra_destination_location)}
        />
      </Stack>
      <CardFacts load={load} />

      <Divider my="sm" />
      <CardDates load={load} valueWeight={600} grow gap="xs" />
      <Group gap="md" mt="xs">
        <Group gap={4}>
          <IconGavel size={14} aria-hidden />
          <Text size="sm">
            {load.bid_count} {load.bid_count === 1 ? 'bid' : 'bids'}
          </Text>
        </Group>
        <Group gap={4} style={{ minWidth: 0, flex: 1 }} wrap="nowrap">
          <IconTruck size={14} aria-hidden />
          <Text size="sm" truncate c={load.assigned_to ? undefined : 'dimmed'}>
            {load.assigned_to?.company_name ?? 'Not assigned'}
          </Text>
        </Group>
      </Group>

      <Box mt="auto" pt="md">
        <Button
          component={Link}
          to={detailPath(load.id)}
          variant="light"
          fullWidth
          aria-label={`Details of ${load.name ?? load.identifier ?? 'shipment'}`}
        >
          Details
        </Button>
      </Box>
    </Card>
  );
}
