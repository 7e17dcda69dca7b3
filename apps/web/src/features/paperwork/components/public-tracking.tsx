import { Alert, Badge, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { STATUS_LABELS } from '@spotlane/shared/domain/load-status';
import { milestoneLabels } from '@spotlane/shared/schemas/paperwork';
import { IconMapPin, IconTruck } from '@tabler/icons-react';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePublicTracking } from '../api/paperwork.ts';

/** /track/{token}: what a share link shows anyone (status, milestones, ETA; PRODUCT.md 12). */
export function PublicTracking({ token }: { token: string }) {
  const tracking = usePublicTracking(token);
  if (tracking.isPending) return <Text c="dimmed">Loading…</Text>;
  if (tracking.isError) {
    const status = isApiError(tracking.error) ? tracking.error.status : 0;
    return (
      <Alert color="red" title="Tracking unavailable">
        {status === 404
          ? 'This tracking link does not exist or no longer works.'
          : errorMessage(tracking.error)}
      </Alert>
    );
  }
  const data = tracking.data;
  const place = (value: { city: string; state: string } | null) =>
    value ? `${value.city}, ${value.state}` : 'Not given';
  return (
    <Stack gap="md" data-testid="public-tracking">
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <IconTruck size={24} />
            <Title order={2} size="h3">
              Shipment {data.identifier ?? ''}
            </Title>
          </Group>
          <Badge size="lg">
            {STATUS_LABELS[data.status as keyof typeof STATUS_LABELS] ?? data.status}
          </Badge>
        </Group>
        <Text mt="sm">
          {place(data.origin)} → {place(data.destination)}
        </Text>
        <Text mt={4} fw={600}>
          ETA: {data.eta ? formatDateTime(data.eta) : 'Not reported yet'}
        </Text>
        {data.last_location ? (
          <Group gap={4} mt={4}>
            <IconMapPin size={16} />
            <Text size="sm">
              Last seen in {data.last_location.city}, {data.last_location.state} at{' '}
              {formatDateTime(data.last_location.at)}
            </Text>
          </Group>
        ) : null}
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Title order={3} size="h4" mb="sm">
          Milestones
        </Title>
        {data.milestones.length === 0 ? (
          <Text c="dimmed" size="sm">
            No milestones yet.
          </Text>
        ) : (
          <Timeline active={data.milestones.length - 1} bulletSize={14}>
            {data.milestones.map((entry) => (
              <Timeline.Item key={entry.milestone} title={milestoneLabels[entry.milestone]}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(entry.at)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Paper>
      {data.expires_at ? (
        <Text size="xs" c="dimmed">
          This link works until {formatDateTime(data.expires_at)}.
        </Text>
      ) : null}
    </Stack>
  );
}
