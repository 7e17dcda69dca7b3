import { Badge, Button, Code, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_ALL_EVENTS,
  WEBHOOK_EVENT_LABELS,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@spotlane/shared/schemas/webhooks';
import { IconPencil, IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import {
  useDeleteWebhook,
  useSendTestWebhook,
  useWebhooks,
} from '../../../features/account/api/webhooks.ts';
import { WebhookDeliveries } from '../../../features/account/components/webhook-deliveries.tsx';
import { WebhookForm } from '../../../features/account/components/webhook-form.tsx';
import { ConfirmButton } from '../../../ui/entity-actions.tsx';
import { ActionError } from '../../../ui/form-error.tsx';
import { SecretNotice } from '../../../ui/secret-notice.tsx';
import { SettingsListPage } from '../../../ui/settings-table-page.tsx';

const eventLabel = (type: string) =>
  type === WEBHOOK_ALL_EVENTS
    ? 'All events'
    : (WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? type);

function EndpointCard({
  endpoint,
  onEdit,
}: {
  endpoint: WebhookEndpoint;
  onEdit: (endpoint: WebhookEndpoint) => void;
}) {
  const remove = useDeleteWebhook();
  const test = useSendTestWebhook();
  const [logOpen, setLogOpen] = useState(false);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} ff="monospace" style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            <Group gap={6}>
              <Badge color={endpoint.active ? 'teal' : 'gray'} variant="filled">
                {endpoint.active ? 'Active' : 'Inactive'}
              </Badge>
              {endpoint.event_types.map((type) => (
                <Badge key={type} variant="light">
                  {eventLabel(type)}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconSend size={14} />}
              loading={test.isPending}
              onClick={() =>
                test.mutate(endpoint.id, {
                  onSuccess: () => setLogOpen(true),
                })
              }
            >
              Send test event
            </Button>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPencil size={14} />}
              aria-label={`Edit ${endpoint.url}`}
              onClick={() => onEdit(endpoint)}
            >
              Edit
            </Button>
            <ConfirmButton
              label={`Delete ${endpoint.url}`}
              title="Delete this endpoint?"
              message={`${endpoint.url} receives nothing more, and its delivery log is deleted. This cannot be undone.`}
              confirmLabel="Delete"
              onConfirm={() => remove.mutateAsync(endpoint.id)}
            >
              Delete
            </ConfirmButton>
          </Group>
        </Group>
        <ActionError action={test} />
        <Group>
          <Button size="xs" variant="subtle" onClick={() => setLogOpen((open) => !open)}>
            {logOpen ? 'Hide delivery log' : 'Show delivery log'}
          </Button>
        </Group>
        {logOpen ? <WebhookDeliveries endpointId={endpoint.id} /> : null}
      </Stack>
    </Paper>
  );
}

/** Settings > Webhooks (PRODUCT.md 11): signed POSTs of the account's events to its own URLs. */
export default function WebhooksPage() {
  const endpoints = useWebhooks();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);

  return (
    <SettingsListPage
      title="Webhooks"
      actions={
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          Add endpoint
        </Button>
      }
      intro={
        <>
          Each event is sent as a POST of <Code>{'{id, type, created_at, data}'}</Code>, signed in
          the <Code>Spotlane-Signature</Code> header with the endpoint's secret. Failed deliveries
          are retried for 24 hours, in order.
        </>
      }
      notices={
        created ? (
          <SecretNotice
            title="Endpoint added"
            label="Signing secret"
            secret={created.secret}
            onClose={() => setCreated(null)}
          >
            <Text size="sm">
              Check each request with it: <Code>v1</Code> is the hex HMAC-SHA256 of{' '}
              <Code>{'<t>.<body>'}</Code>.
            </Text>
          </SecretNotice>
        ) : null
      }
      query={endpoints}
      loadingLabel="Loading your webhook endpoints…"
      empty={{
        title: 'No webhook endpoints yet',
        text: "Add an endpoint to have Spotlane POST your account's events to your own system.",
      }}
      list={(results) =>
        results.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} onEdit={setEditing} />
        ))
      }
    >
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add webhook endpoint' : 'Edit webhook endpoint'}
        radius="lg"
      >
        {editing !== null ? (
          <WebhookForm
            endpoint={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              if ('secret' in saved) setCreated(saved);
            }}
          />
        ) : null}
      </Modal>
    </SettingsListPage>
  );
}
