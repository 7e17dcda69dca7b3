import { Alert, Badge, Box, Button, Card, Group, Text, Title } from '@mantine/core';
import { isCancelled } from '@spotlane/shared/domain/load-status';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { IconAlarm, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../../lib/api-client.ts';
import { ActionError } from '../../../../ui/form-error.tsx';
import { StatusIcon } from '../../../../ui/status-icon.tsx';
import type { useChangeStatus } from '../../api/change-status.ts';
import { useMarkLate } from '../../api/mark-late.ts';
import { shipperStatusActions } from '../../status-actions.ts';
import { DraftNotice } from '../draft-notice.tsx';

/**
 * The head of a shipper's load: status, identifier and name, the next status steps and 'Mark
 * late', a draft's notice and a quote request's note. `coverActions` are the fleet feature's
 * (cover with your own trucks); `status` is the page's, shared with its cancel dialog.
 */
export function SummaryCard({
  load,
  canEdit,
  canPublish,
  status,
  showStatusError,
  coverActions,
}: {
  load: LoadDetail;
  canEdit: boolean;
  canPublish: boolean;
  status: ReturnType<typeof useChangeStatus>;
  showStatusError: boolean;
  coverActions: ReactNode;
}) {
  const late = useMarkLate(load.id);
  const isQuote = !load.identifier;
  const cancelled = isCancelled(load.status);
  const heading = load.identifier
    ? `Shipment for ${load.created_by.company_name}`
    : `Quote ${load.name ?? ''}`.trim();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Box>
          <Group gap="xs">
            <StatusIcon status={load.status} />
            {load.is_late ? (
              <Badge color="red" variant="filled">
                Late
              </Badge>
            ) : null}
            {load.identifier ? (
              <Text size="sm" c="dimmed" ff="monospace">
                {load.identifier}
              </Text>
            ) : null}
          </Group>
          <Title order={2} mt={6}>
            {heading}
          </Title>
          <Text c="dimmed">{load.name}</Text>
        </Box>
        <Group gap="xs" align="flex-start">
          {coverActions}
          {shipperStatusActions(load.status).map((action) => (
            <Button
              key={action.status}
              variant="light"
              loading={status.isPending && status.variables === action.status}
              onClick={() => status.mutate(action.status)}
              disabled={!canEdit}
            >
              {action.label}
            </Button>
          ))}
          {!cancelled && load.status !== 'delivered' && !load.is_late ? (
            <Button
              variant="default"
              color="red"
              leftSection={<IconAlarm size={16} />}
              loading={late.isPending}
              onClick={() => late.mutate()}
              disabled={!canEdit}
            >
              Mark late
            </Button>
          ) : null}
        </Group>
      </Group>
      {status.isError && showStatusError ? (
        <Text c="red" size="sm" mt="sm" role="alert">
          {errorMessage(status.error)}
        </Text>
      ) : null}
      <ActionError action={late} mt="sm" />
      <DraftNotice load={load} canPublish={canPublish} />
      {isQuote ? (
        <Alert mt="md" color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          <Text fw={700} size="sm">
            Informational Quote Request
          </Text>
          <Text size="sm">
            This is only a request for an informational quote, which can be revised or confirmed
            before assignment.
          </Text>
        </Alert>
      ) : null}
    </Card>
  );
}
