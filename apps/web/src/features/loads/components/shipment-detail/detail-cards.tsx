import { Card, Table, Text, Timeline, Title } from '@mantine/core';
import { isCancelled, STATUS_LABELS } from '@spotlane/shared/domain/load-status';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../lib/format.ts';

/** A status of the load's history in words, paperwork steps included (PRODUCT.md 12). */
export function statusLabel(status: string): string {
  if (isCancelled(status)) return STATUS_LABELS.cancelled;
  const known = STATUS_LABELS[status as keyof typeof STATUS_LABELS];
  if (known) return known;
  // Paperwork steps: rate_confirmation_v2, pod_approved, milestone_dispatched...
  const text = status
    .replace(/_v(\d+)/, ' version $1')
    .replace(/_/g, ' ')
    .replace(/\b(pod|bol)\b/g, (word) => word.toUpperCase());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A card's heading, then `empty` in dimmed type when there is nothing to list, or the list. */
function Listing({
  title,
  mb,
  empty,
  children,
}: {
  title: string;
  mb: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <Title order={3} size="h5" mb={mb}>
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </>
  );
}

/** The load's specs (name and value) and its free-text details. */
export function SpecsCard({ load }: { load: LoadDetail }) {
  const specs = Object.entries(load.specs);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Listing title="Shipment Specs" mb="sm" empty={specs.length ? null : 'No specs.'}>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {specs.map(([key, value]) => (
              <Table.Tr key={key}>
                <Table.Td c="dimmed" w="40%">
                  {key}
                </Table.Td>
                <Table.Td fw={500}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Listing>
      <Title order={3} size="h5" mt="md" mb={4}>
        Details
      </Title>
      <Text
        size="sm"
        style={{ whiteSpace: 'pre-wrap' }}
        c={load.description ? undefined : 'dimmed'}
      >
        {load.description ?? 'No details.'}
      </Text>
    </Card>
  );
}

/** Every status the load went through, oldest first, with when and by whom. */
export function StatusHistoryCard({ history }: { history: LoadDetail['status_history'] }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Listing title="Status history" mb="md" empty={history.length ? null : 'No changes yet.'}>
        <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
          {history.map((entry) => (
            <Timeline.Item
              key={`${entry.status}-${entry.changed_at}`}
              title={statusLabel(entry.status)}
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.changed_at)}
                {entry.changed_by ? ` · ${entry.changed_by}` : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Listing>
    </Card>
  );
}
