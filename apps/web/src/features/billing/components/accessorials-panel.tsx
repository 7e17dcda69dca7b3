import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { formatCents } from '@spotlane/shared/domain/money';
import { ACCESSORIAL_LABELS, type Accessorial } from '@spotlane/shared/schemas/billing';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import stacked from '../../../ui/stacked-table.module.css';
import { QueryStates } from '../../../ui/states.tsx';
import {
  useAccessorials,
  useApproveAccessorial,
  useDisputeAccessorial,
} from '../api/accessorials.ts';
import { AccessorialForm } from './accessorial-form.tsx';

const STATUS_COLORS = { pending: 'yellow', approved: 'teal', disputed: 'red' } as const;

function LineFacts({ line, zone }: { line: Accessorial; zone?: string | null }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {ACCESSORIAL_LABELS[line.type]}
        {line.source === 'auto' ? (
          <Text span size="xs" c="dimmed">
            {' '}
            · computed
          </Text>
        ) : null}
      </Text>
      {line.note ? <Text size="xs">{line.note}</Text> : null}
      {line.arrived_at && line.departed_at ? (
        <Text size="xs" c="dimmed">
          Arrived {formatDateTime(line.arrived_at, zone)} ({line.arrival_source}), left{' '}
          {formatDateTime(line.departed_at, zone)} ({line.departure_source})
        </Text>
      ) : null}
      {line.dispute_reason ? (
        <Text size="xs" c="red.8">
          Disputed: {line.dispute_reason}
        </Text>
      ) : null}
    </>
  );
}

/** The shipper's answer to a pending line: approve, or dispute with a reason (a chat card). */
function ShipperAnswer({ line }: { line: Accessorial }) {
  const approve = useApproveAccessorial(line.load_id);
  const dispute = useDisputeAccessorial(line.load_id);
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  const failed = approve.error ?? dispute.error;
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" loading={approve.isPending} onClick={() => approve.mutate(line.id)}>
          Approve
        </Button>
        <Button size="xs" variant="default" color="red" onClick={() => setDisputing(true)}>
          Dispute
        </Button>
      </Group>
      {failed && !disputing ? (
        <Text size="xs" c="red.8" role="alert">
          {errorMessage(failed)}
        </Text>
      ) : null}
      <Modal opened={disputing} onClose={() => setDisputing(false)} title="Dispute this line">
        <Stack>
          <Text size="sm">
            {ACCESSORIAL_LABELS[line.type]}, {formatCents(line.amount)}. Your reason is posted in
            the load’s chat for the carrier.
          </Text>
          <Textarea
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={dispute.error ? errorMessage(dispute.error) : undefined}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDisputing(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={dispute.isPending}
              disabled={!reason.trim()}
              onClick={() =>
                dispute.mutate({ id: line.id, reason }, { onSuccess: () => setDisputing(false) })
              }
            >
              Dispute
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * PRODUCT.md 19 on the load's page: its accessorial lines (detention with both times and their
 * sources), the carrier's "Ask for an accessorial", the shipper's approve or dispute. A pending
 * line says when it approves itself.
 */
export function AccessorialsPanel({
  loadId,
  side,
  zone,
  canAnswer = true,
}: {
  loadId: number;
  side: 'shipper' | 'carrier';
  /** The zone the stop times read in (the delivery location's). */
  zone?: string | null;
  canAnswer?: boolean;
}) {
  const lines = useAccessorials(loadId);
  const [adding, setAdding] = useState(false);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Accessorials
        </Title>
        {side === 'carrier' ? (
          <Button size="xs" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Ask for an accessorial
          </Button>
        ) : null}
      </Group>
      <QueryStates
        query={lines}
        loading="Loading accessorials…"
        isEmpty={lines.data?.results.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No accessorials. Detention computes itself from the stop times at departure.
          </Text>
        }
      >
        <Table verticalSpacing="xs" aria-label="Accessorials" className={stacked.stacked}>
          <Table.Tbody>
            {(lines.data?.results ?? []).map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td data-label="">
                  <LineFacts line={line} zone={zone} />
                </Table.Td>
                <Table.Td data-label="Amount">{formatCents(line.amount)}</Table.Td>
                <Table.Td data-label="Status">
                  <Badge color={STATUS_COLORS[line.status]} variant="light">
                    {line.status}
                  </Badge>
                  {line.status === 'pending' && line.auto_approve_at ? (
                    <Text size="xs" c="dimmed">
                      Approves itself {formatDateTime(line.auto_approve_at, zone)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td data-label="">
                  {side === 'shipper' && canAnswer && line.status === 'pending' ? (
                    <ShipperAnswer line={line} />
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </QueryStates>
      <Modal opened={adding} onClose={() => setAdding(false)} title="Ask for an accessorial">
        {adding ? <AccessorialForm loadId={loadId} onDone={() => setAdding(false)} /> : null}
      </Modal>
    </Paper>
  );
}
