import { Badge, Table, Text } from '@mantine/core';
import type { WebhookDelivery } from '@spotlane/shared/schemas/webhooks';
import { formatDateTime } from '../../../lib/format.ts';
import { QueryTable } from '../../../ui/settings-table-page.tsx';
import { useWebhookDeliveries } from '../api/webhooks.ts';

const STATUS_COLORS: Record<WebhookDelivery['status'], string> = {
  pending: 'yellow',
  succeeded: 'teal',
  failed: 'red',
};

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {delivery.type}
        </Text>
        {delivery.last_error ? (
          <Text size="xs" c="dimmed">
            {delivery.last_error}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLORS[delivery.status]} variant="light">
          {delivery.status}
        </Badge>
        {delivery.status === 'pending' && delivery.next_attempt_at && delivery.attempt > 0 ? (
          <Text size="xs" c="dimmed">
            Next try {formatDateTime(delivery.next_attempt_at)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{delivery.response_code ?? '—'}</Table.Td>
      <Table.Td>{delivery.attempt}</Table.Td>
      <Table.Td>{formatDateTime(delivery.created_at)}</Table.Td>
    </Table.Tr>
  );
}

/** The delivery log of one endpoint: status, response code, attempts and time, newest first. */
export function WebhookDeliveries({ endpointId }: { endpointId: number }) {
  return (
    <QueryTable
      query={useWebhookDeliveries(endpointId, true)}
      loadingLabel="Loading the delivery log…"
      empty={{
        title: 'No deliveries yet',
        text: 'Deliveries appear here when an event is sent. Try “Send test event”.',
      }}
      minWidth={560}
      radius="md"
      table={{ verticalSpacing: 'xs', highlightOnHover: false, 'aria-label': 'Delivery log' }}
      head={
        <>
          <Table.Th>Event</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Response</Table.Th>
          <Table.Th>Attempts</Table.Th>
          <Table.Th>Time</Table.Th>
        </>
      }
      row={(delivery) => <DeliveryRow key={delivery.id} delivery={delivery} />}
    />
  );
}
