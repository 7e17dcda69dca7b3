import { Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import {
  receivedRatingsQuery,
  toRateQuery,
  useReceivedRatings,
} from '../../../features/reputation/api/ratings.ts';
import { RatingCard } from '../../../features/reputation/components/rating-card.tsx';
import { ScoreBadge } from '../../../features/reputation/components/score-badge.tsx';
import { ToRateList } from '../../../features/reputation/components/to-rate-list.tsx';
import { useSession } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import type { RouteLoader } from '../../route-module.ts';

export const loader: RouteLoader = (queryClient) => () => {
  void queryClient.prefetchQuery(toRateQuery());
  void queryClient.prefetchQuery(receivedRatingsQuery());
  return null;
};

/** PRODUCT.md 21: the loads to rate (the reminder), and the ratings received with the score. */
export default function RatingsPage() {
  const side = useSession().user?.user_type === 'carrier' ? 'carrier' : 'shipper';
  const received = useReceivedRatings();
  const linkFor = (loadId: number) =>
    side === 'shipper' ? paths.shipmentDetail(loadId) : paths.assignedSpotQuote(loadId);
  const ratings = received.data?.results ?? [];
  return (
    <>
      <PageHeader title="Ratings" showTools={false} />
      <Container size="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  To rate
                </Title>
                <Text size="sm" c="dimmed">
                  {side === 'shipper'
                    ? 'Rate the carrier of each delivered load within 14 days.'
                    : 'Rate the shipper and each facility of each delivered load within 14 days.'}
                </Text>
                <ToRateList linkFor={linkFor} />
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Ratings you received
                </Title>
                <QueryStates
                  query={received}
                  loading="Loading your ratings…"
                  isEmpty={ratings.length === 0}
                  empty={
                    <Text size="sm" c="dimmed">
                      No ratings yet. They arrive after delivery.
                    </Text>
                  }
                >
                  {received.data ? (
                    <Group gap="xs">
                      <Text size="sm" fw={600}>
                        {side === 'shipper' ? 'Your score as a shipper' : 'Your score'}
                      </Text>
                      <ScoreBadge score={received.data.summary} />
                    </Group>
                  ) : null}
                  <Stack gap="sm" mt="sm">
                    {ratings.map((rating) => (
                      <RatingCard key={rating.id} rating={rating} />
                    ))}
                  </Stack>
                </QueryStates>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
