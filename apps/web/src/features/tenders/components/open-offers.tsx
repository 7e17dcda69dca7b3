import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import type { CarrierTender } from '@spotlane/shared/schemas/tenders';
import { IconCheck, IconClock, IconRoute, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { timeLeft } from '../../../ui/countdown.tsx';
import { confirmAction } from '../../../ui/entity-actions.tsx';
import { ActionError } from '../../../ui/form-error.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import { useAnswerTender, useMyTenders } from '../api/tenders.ts';

type Place = CarrierTender['load']['origin_location'];

const placeText = (place: Place, quote: CarrierTender['load']['quote_origin']) => {
  const city = place?.address.city ?? quote?.city;
  const state = place?.address.state ?? quote?.state;
  return [city, state].filter(Boolean).join(', ') || '—';
};

/** "Answer within 1h 12m", ticking; "Expired" once the deadline has passed. */
function OfferDeadline({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = new Date(expiresAt).getTime() - now;
  const color = left <= 0 ? 'gray' : left < 3_600_000 ? 'red' : 'blue';
  return (
    <Badge
      variant="light"
      color={color}
      c={`${color}.9`}
      leftSection={<IconClock size={12} />}
      title={formatDateTime(expiresAt)}
    >
      {left <= 0 ? 'Expired' : `Answer within ${timeLeft(left)}`}
    </Badge>
  );
}

function OfferCard({ offer }: { offer: CarrierTender }) {
  const answer = useAnswerTender();
  const { load } = offer;
  const from = placeText(load.origin_location, load.quote_origin);
  const to = placeText(load.destination_location, load.quote_destination);
  return (
    <Card withBorder radius="md" padding="md" data-testid="tender-offer">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={700}>
              {from} → {to}
            </Text>
            <Text size="sm" c="dimmed">
              Ships {formatDate(load.date_to_leave)} · delivers{' '}
              {formatDate(load.expected_delivery_date)}
              {load.equipment_type ? ` · ${load.equipment_type.replace(/_/g, ' ')}` : ''}
            </Text>
            <Anchor component={Link} to={paths.spotQuoteDetail(load.id)} size="sm">
              Details
            </Anchor>
          </Stack>
          <Text fw={700} size="lg" aria-label="Offered rate">
            {offer.rate === null ? 'Rate on request' : formatCents(offer.rate)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Stack gap={2}>
            <OfferDeadline expiresAt={offer.expires_at} />
            <Text size="xs" c="dimmed">
              Deadline {formatDateTime(offer.expires_at)}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconX size={14} />}
              onClick={() =>
                confirmAction({
                  title: 'Decline this offer?',
                  message:
                    "The shipper's routing guide offers the load to its next carrier. You cannot take it back.",
                  confirmLabel: 'Decline',
                  onConfirm: () => answer.mutateAsync({ id: offer.id, answer: 'decline' }),
                })
              }
            >
              Decline
            </Button>
            <Button
              size="xs"
              leftSection={<IconCheck size={14} />}
              loading={answer.isPending && answer.variables?.answer === 'accept'}
              onClick={() =>
                // Accepting assigns the load at once, like declining it cannot be taken back.
                confirmAction({
                  title: 'Accept this offer?',
                  message: `The load is assigned to you at ${
                    offer.rate === null ? 'the rate on request' : formatCents(offer.rate)
                  }, and the shipper is told.`,
                  confirmLabel: 'Accept',
                  danger: false,
                  onConfirm: () => answer.mutateAsync({ id: offer.id, answer: 'accept' }),
                })
              }
            >
              Accept
            </Button>
          </Group>
        </Group>
        <ActionError action={answer} />
      </Stack>
    </Card>
  );
}

/**
 * PRODUCT.md 8: the carrier's open routing-guide offers, at the top of /spot-quotes, with the
 * rate, the deadline, Accept and Decline. Nothing shows when there is none.
 */
export function OpenOffers({ enabled }: { enabled: boolean }) {
  const offers = useMyTenders(enabled);
  const results = offers.data?.results ?? [];
  if (!enabled || (!offers.isError && results.length === 0)) return null;
  return (
    <Stack gap="sm" component="section" aria-label="Offers for you">
      <Group gap="xs">
        <IconRoute size={20} />
        <Title order={2} size="h3">
          Offers for you
        </Title>
        <Text c="dimmed" fw={500}>
          ({results.length})
        </Text>
      </Group>
      <QueryStates query={offers} loading="Loading your offers…">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {results.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </SimpleGrid>
      </QueryStates>
    </Stack>
  );
}
