import { Card, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';
import { QueryStates } from '../../../ui/states.tsx';
import { useLoadRatings } from '../api/ratings.ts';
import { RateForm } from './rate-form.tsx';
import { RatingCard } from './rating-card.tsx';

/**
 * The ratings of a delivered load on its page (PRODUCT.md 21): what is left to rate (until 14
 * days after delivery), what the caller gave, and what it received with the reply.
 */
export function LoadRatings({ loadId }: { loadId: number }) {
  const query = useLoadRatings(loadId);
  const data = query.data;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="load-ratings">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Ratings
        </Title>
        <QueryStates query={query} loading="Loading the ratings…">
          {data ? (
            <Stack gap="sm">
              {data.to_rate.length && data.rate_until ? (
                <Text size="sm" c="dimmed">
                  Rate until {formatDateTime(data.rate_until)}.
                </Text>
              ) : null}
              {data.to_rate.map((target) => (
                <RateForm
                  key={`${target.subject}-${target.subject_id}`}
                  loadId={loadId}
                  target={target}
                />
              ))}
              {data.given.length ? (
                <Text size="sm" fw={600}>
                  Your ratings
                </Text>
              ) : null}
              {data.given.map((rating) => (
                <RatingCard key={rating.id} rating={rating} />
              ))}
              {data.received.length ? (
                <Text size="sm" fw={600}>
                  Ratings you received
                </Text>
              ) : null}
              {data.received.map((rating) => (
                <RatingCard key={rating.id} rating={rating} />
              ))}
              {!data.to_rate.length && !data.given.length && !data.received.length ? (
                <Text size="sm" c="dimmed">
                  No ratings on this load. Ratings are open for 14 days after delivery.
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </QueryStates>
      </Stack>
    </Card>
  );
}
