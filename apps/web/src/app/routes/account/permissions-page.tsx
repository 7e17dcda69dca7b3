import { Alert, Badge, Group, Switch, Table, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { type PermissionFlag, permissionFlags } from '@spotlane/shared/domain/permissions';
import type { TeamUser } from '@spotlane/shared/schemas/users';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTeamUsers } from '../../../features/account/api/list-users.ts';
import { useUpdateUser } from '../../../features/account/api/update-user.ts';
import { permissionLabels } from '../../../features/account/permission-labels.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { ClosableNotice, SettingsTablePage } from '../../../ui/settings-table-page.tsx';

function PermissionRow({
  user,
  canEdit,
  onError,
}: {
  user: TeamUser;
  canEdit: boolean;
  onError: (message: string | null) => void;
}) {
  const update = useUpdateUser();
  const [pending, setPending] = useState<PermissionFlag | null>(null);
  const name = `${user.first_name} ${user.last_name}`.trim();

  const toggle = (flag: PermissionFlag, value: boolean) => {
    onError(null);
    setPending(flag);
    update.mutate(
      { id: user.id, body: { permissions: { [flag]: value } } },
      {
        onError: (error) => onError(`${name}: ${errorMessage(error)}`),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm">
            {name}
          </Text>
          {user.is_owner ? (
            <Tooltip label="The owner always holds every permission">
              <Badge size="sm" leftSection={<IconLock size={11} />}>
                Owner
              </Badge>
            </Tooltip>
          ) : null}
          {user.status === 'invited' ? (
            <Badge size="sm" variant="light" color="orange">
              Invited
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {user.email}
        </Text>
      </Table.Td>
      {permissionFlags.map((flag) => (
        <Table.Td key={flag} ta="center">
          {user.is_owner ? (
            <ThemeIcon
              size="md"
              radius="xl"
              variant="light"
              role="img"
              aria-label={`${permissionLabels[flag]} for ${name}: always on`}
            >
              <IconCheck size={16} />
            </ThemeIcon>
          ) : (
            <Switch
              display="inline-block"
              aria-label={`${permissionLabels[flag]} for ${name}`}
              checked={user.permissions[flag]}
              disabled={!canEdit || pending !== null}
              onChange={(event) => toggle(flag, event.currentTarget.checked)}
            />
          )}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/** /settings/permissions: users × permission flags; each switch is saved at once. */
export default function PermissionsPage() {
  const { user: me } = useSession();
  const team = useTeamUsers();
  const [error, setError] = useState<string | null>(null);
  const canEdit = me?.permissions.permission_update === true;

  return (
    <SettingsTablePage
      title="Permissions"
      size="xl"
      intro={
        <>
          Choose what each teammate may do. A change is saved as soon as you flip the switch; the
          teammate sees it the next time Spotlane loads.
        </>
      }
      notices={
        <>
          {canEdit ? null : (
            <Alert color="yellow" variant="light" icon={<IconLock size={18} />}>
              You may look at the permissions, but only someone with the Change permissions
              permission can change them.
            </Alert>
          )}
          {error ? (
            <ClosableNotice failed onClose={() => setError(null)}>
              {error}
            </ClosableNotice>
          ) : null}
        </>
      }
      query={team}
      loadingLabel="Loading permissions…"
      empty={{ title: 'No users yet' }}
      minWidth={1040}
      table={{ withColumnBorders: true }}
      head={
        <>
          <Table.Th miw={220}>User</Table.Th>
          {permissionFlags.map((flag) => (
            <Table.Th key={flag} ta="center" fz="xs" maw={96}>
              {permissionLabels[flag]}
            </Table.Th>
          ))}
        </>
      }
      row={(user) => (
        <PermissionRow key={user.id} user={user} canEdit={canEdit} onError={setError} />
      )}
    />
  );
}
