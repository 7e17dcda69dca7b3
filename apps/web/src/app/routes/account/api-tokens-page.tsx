import { Button, Code, Modal, Table, Text } from '@mantine/core';
import type { ApiToken, CreatedApiToken } from '@spotlane/shared/schemas/api-tokens';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiTokens, useRevokeApiToken } from '../../../features/account/api/api-tokens.ts';
import { CreateApiTokenForm } from '../../../features/account/components/create-api-token-form.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ConfirmButton } from '../../../ui/entity-actions.tsx';
import { SecretNotice } from '../../../ui/secret-notice.tsx';
import { SettingsTablePage } from '../../../ui/settings-table-page.tsx';

const when = (value: string | null, none: string) => (value ? formatDateTime(value) : none);

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
        <ConfirmButton
          label={`Revoke ${token.name}`}
          title="Revoke this token?"
          message={`Programs using “${token.name}” stop working at once. This cannot be undone.`}
          confirmLabel="Revoke"
          onConfirm={() => revoke.mutateAsync(token.id)}
        >
          Revoke
        </ConfirmButton>
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

  return (
    <SettingsTablePage
      title="API"
      actions={
        <Button leftSection={<IconKey size={18} />} onClick={() => setCreating(true)}>
          Create token
        </Button>
      }
      intro={
        <>
          Personal API tokens let your own programs call the Spotlane API as you. The API reference
          is at <a href="/api/docs">/api/docs</a>.
        </>
      }
      notices={created ? <NewTokenNotice token={created} onClose={() => setCreated(null)} /> : null}
      query={tokens}
      loadingLabel="Loading your API tokens…"
      empty={{
        title: 'No API tokens yet',
        text: 'Create a token to let a script or another system work with Spotlane as you.',
      }}
      minWidth={640}
      table={{ horizontalSpacing: 'lg' }}
      head={
        <>
          <Table.Th>Name</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>Last used</Table.Th>
          <Table.Th>Expires</Table.Th>
          <Table.Th />
        </>
      }
      row={(token) => <TokenRow key={token.id} token={token} />}
    >
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
    </SettingsTablePage>
  );
}
