import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { RATING_SUBJECT_LABELS } from '@spotlane/shared/domain/reputation';
import { IconStar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { QueryStates } from '../../../ui/states.tsx';
import { useToRate } from '../api/ratings.ts';

/** The "to rate" reminder: delivered loads still open to rate, with a link to each load's page. */
export function ToRateList({ linkFor }: { linkFor: (loadId: number) => string }) {
  const query = useToRate();
  const items = query.data?.results ?? [];
  return (
    <QueryStates
      query={query}
      loading="Loading the loads to rate…"
      isEmpty={items.length === 0}
      empty={
        <Text size="sm" c="dimmed">
          Nothing to rate: every delivered load of the last 14 days is rated.
        </Text>
      }
    >
      <Stack gap="xs" data-testid="to-rate">
        {items.map((item) => (
          <Card key={item.load_id} withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs" wrap="nowrap">
                <IconStar size={18} aria-hidden />
                <Anchor component={Link} to={linkFor(item.load_id)} fw={600}>
                  {item.identifier ? `${item.identifier} · ` : ''}
                  {item.load_name}
                </Anchor>
              </Group>
              <Text size="xs" c="dimmed">
                Until {formatDateTime(item.rate_until)}
              </Text>
            </Group>
            <Group gap={4} mt={6}>
              {item.subjects.map((subject) => (
                <Badge key={`${subject.subject}-${subject.subject_id}`} variant="light" size="sm">
                  {RATING_SUBJECT_LABELS[subject.subject]}: {subject.name}
                </Badge>
              ))}
            </Group>
          </Card>
        ))}
      </Stack>
    </QueryStates>
  );
}
