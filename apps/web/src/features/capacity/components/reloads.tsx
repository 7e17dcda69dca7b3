import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import { IconRepeat, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useReloads } from '../api/capacity.ts';
import { emptyHereDraft, emptyHereSearch } from './truck-post-form.tsx';

const place = (address: { city?: string | null; state?: string | null } | null | undefined) =>
  address ? [address.city, address.state].filter(Boolean).join(', ') : '—';

/**
 * PRODUCT.md 20: on a load the carrier holds, the open loads picking up within 150 miles of its
 * last delivery on or after that day, nearest first, each one tap from its bid form.
 */
export function Reloads({
  loadId,
  emptyAt,
}: {
  loadId: number;
  /** Where and when the truck is empty after this load: "Post this truck" opens My trucks on it. */
  emptyAt?: {
    place: { city?: string | null; state?: string | null; zipcode?: string | null } | null;
    date: string;
    equipment: string | null;
  };
}) {
  const reloads = useReloads(loadId, true);
  const postHere = emptyAt?.place?.zipcode
    ? `${paths.myTrucks}?${emptyHereSearch(emptyHereDraft(emptyAt.place, emptyAt.date, emptyAt.equipment))}`
    : null;
  const results = reloads.data?.results ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="reloads">
      <Group justify="space-between" mb="xs" gap="xs">
        <Group gap="xs">
          <IconRepeat size={18} />
          <Title order={3} size="h5">
            Reloads near your delivery
          </Title>
        </Group>
        {postHere && emptyAt ? (
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={postHere}
            leftSection={<IconTruck size={14} />}
            title="Post this truck, empty where this load ends"
          >
            Empty here on {formatUsDate(emptyAt.date)}
          </Button>
        ) : null}
      </Group>
      {reloads.isError ? (
        <Text c="red" size="sm">
          {errorMessage(reloads.error)}
        </Text>
      ) : reloads.isPending ? (
        <Text c="dimmed" size="sm">
          Looking for loads near the delivery…
        </Text>
      ) : results.length === 0 ? (
        <Text c="dimmed" size="sm">
          No open load picks up within 150 miles after this delivery yet.
        </Text>
      ) : (
        <Stack gap="xs">
          {results.map((card) => (
            <Group key={card.id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {place(card.origin_location?.address ?? card.quote_origin)} →{' '}
                  {place(card.destination_location?.address ?? card.quote_destination)}
                </Text>
                <Text size="xs" c="dimmed">
                  {card.deadhead_miles} mi deadhead · leaves {formatUsDate(card.date_to_leave)}
                </Text>
              </Stack>
              <Button size="xs" component={Link} to={paths.bidForm(card.id)}>
                Bid
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
