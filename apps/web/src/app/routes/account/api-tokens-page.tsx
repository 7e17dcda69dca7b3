import { Button, Code, Container, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import type { ApiToken, CreatedApiToken } from '@spotlane/shared/schemas/api-tokens';
import { IconKey, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useApiTokens, useRevokeApiToken } from '../../../features/account/api/api-tokens.ts';
import { CreateApiTokenForm } from '../../../features/account/components/create-api-token-form.tsx';
import { confirmAction } from '../../../ui/entity-actions.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SecretNotice } from '../../../ui/secret-notice.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states.tsx';

const when = (value: string | null, none: string) =>
  value ? dayjs(value).format('MMM D, YYYY h:mm A') : none;

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{token.name}</Text>
        <Text size="sm" c="dimmed" ff="monospace">
          {token.prefix}…
        </Text>
      </Table.Td>
      <Table.Td>{when(token.created_at, '')}</Table.Td>
      <Table.Td>{when(token.last_used_at, 'Never used')}</Table.Td>
      <Table.Td>{when(token.expires_at, 'Never')}</Table.Td>
      <Table.Td ta="right">
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          aria-label={`Revoke ${token.name}`}
          onClick={() =>
            confirmAction({
              title: 'Revoke this token?',
              message: `Programs using “${token.name}” stop working at once. This cannot be undone.`,
              confirmLabel: 'Revoke',
              onConfirm: () => revoke.mutateAsync(token.id),
            })
          }
        >
          Revoke
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The secret of a token just created: shown here once, never again. */
function NewTokenNotice({ token, onClose }: { token: CreatedApiToken; onClose: () => void }) {
  return (
    <SecretNotice
      title={`Token “${token.name}” created`}
      label="New API token"
      secret={token.token}
      onClose={onClose}
    >
      <Text size="sm">
        Send it as <Code>Authorization: Bearer {'<token>'}</Code>. It acts as you, with your
        permissions.
      </Text>
    </SecretNotice>
  );
}

/** Settings > API (PRODUCT.md 11): personal tokens for scripts and integrations. */
export default function ApiTokensPage() {
  const tokens = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  let body: ReactNode;
  if (tokens.isPending) body = <LoadingState label="Loading your API tokens…" />;
  else if (tokens.isError)
    body = <ErrorState error={tokens.error} onRetry={() => tokens.refetch()} />;
  else if (tokens.data.results.length === 0)
    body = (
      <EmptyState title="No API tokens yet">
        Create a token to let a script or another system work with Spotlane as you.
      </EmptyState>
    );
  else
    body = (
      <Paper withBorder radius="lg">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data.results.map((token) => (
                <TokenRow key={token.id} token={token} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );

  return (
    <>
      <PageHeader
        title="API"
        showTools={false}
        actions={
          <Button leftSection={<IconKey size={18} />} onClick={() => setCreating(true)}>
            Create token
          </Button>
        }
      />
      <Container size="lg">
        <Stack gap="md">
          <Text c="dimmed">
            Personal API tokens let your own programs call the Spotlane API as you. The API
            reference is at <a href="/api/docs">/api/docs</a>.
          </Text>
          {created ? <NewTokenNotice token={created} onClose={() => setCreated(null)} /> : null}
          {body}
        </Stack>
      </Container>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title="Create API token"
        radius="lg"
      >
        <CreateApiTokenForm
          onCancel={() => setCreating(false)}
          onCreated={(token) => {
            setCreating(false);
            setCreated(token);
          }}
        />
      </Modal>
    </>
  );
}
