import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { biddingOpen as isOpenForBids } from '@spotlane/shared/domain/bidding';
import type { LoadCard } from '@spotlane/shared/schemas/loads';
import { IconArrowDown, IconMapPin, IconMapPinFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DeadlineCountdown } from '../../../ui/countdown.tsx';
import { cardAddress, hasIdentifier } from '../carrier-rules.ts';
import { CardDates, CardFacts } from './card-facts.tsx';
import { CarrierStatusBadge } from './carrier-status-badge.tsx';

function Stop({
  label,
  place,
  extra,
  color,
}: {
  label: string;
  place: string;
  extra: boolean;
  color: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ThemeIcon size={26} radius="xl" variant="light" color={color}>
        {color === 'teal' ? <IconMapPin size={15} /> : <IconMapPinFilled size={15} />}
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500} truncate="end">
            {place || '—'}
          </Text>
          {extra ? (
            <Badge size="xs" variant="outline" aria-label="One more stop">
              +1
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}

/** SPEC 3.3 / 2.7: one spot quote. Identifier, name and street show only when the server sends them. */
export function SpotQuoteCard({ card, detailsTo }: { card: LoadCard; detailsTo: string }) {
  const origin = card.origin_location?.address ?? card.quote_origin;
  const destination = card.destination_location?.address ?? card.quote_destination;
  const specs = Object.entries(card.loadSpecs).slice(0, 3);
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      data-testid="spot-quote-card"
      style={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {/* A quote request says so in its badge (issue 13); no second label. */}
          {hasIdentifier(card) ? (
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Shipment
            </Text>
          ) : null}
          {card.identifier ? (
            <Text fw={700} size="sm">
              {card.identifier}
            </Text>
          ) : null}
          {card.name ? (
            <Text fw={600} truncate="end">
              {card.name}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed" truncate="end">
            {card.created_by.company_name}
          </Text>
        </Stack>
        <div style={{ flexShrink: 0 }}>
          <CarrierStatusBadge load={card} />
        </div>
      </Group>
      <Stack gap={4}>
        <Stop
          label="Origin"
          place={cardAddress(origin)}
          extra={Boolean(card.extra_origin_location?.address)}
          color="teal"
        />
        <IconArrowDown size={14} color="var(--mantine-color-gray-5)" style={{ marginLeft: 6 }} />
        <Stop
          label="Destination"
          place={cardAddress(destination)}
          extra={Boolean(card.extra_destination_location?.address)}
          color="indigo"
        />
      </Stack>
      <CardFacts load={card} />
      <CardDates load={card} valueWeight={500} gap="lg" mt="md" />
      {card.bid_deadline && isOpenForBids(card.status) ? (
        <Group mt="sm">
          <DeadlineCountdown deadline={card.bid_deadline} />
        </Group>
      ) : null}
      {specs.length ? (
        <Group gap={6} mt="sm">
          {specs.map(([key, value]) => (
            <Badge key={key} variant="light" color="gray" tt="none">
              {key}: {value}
            </Badge>
          ))}
        </Group>
      ) : null}
      <div style={{ flex: 1, minHeight: 'var(--mantine-spacing-md)' }} />
      <Button component={Link} to={detailsTo} fullWidth variant="light">
        Details
      </Button>
    </Card>
  );
}
