import { Avatar, Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import type { TeamUser } from '@spotlane/shared/schemas/users';
import { IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTeamUsers } from '../../../features/account/api/list-users.ts';
import { InviteUserForm } from '../../../features/account/components/invite-user-form.tsx';
import { permissionSummary } from '../../../features/account/permission-labels.ts';
import { useSession } from '../../../lib/session.ts';
import { ClosableNotice, SettingsTablePage } from '../../../ui/settings-table-page.tsx';

function initials(user: TeamUser): string {
  return `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase() || '?';
}

function UserRow({ user, canManage }: { user: TeamUser; canManage: boolean }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar radius="xl" color="brand" variant="light">
            {initials(user)}
          </Avatar>
          <div>
            <Group gap={6}>
              <Text fw={600}>{`${user.first_name} ${user.last_name}`.trim()}</Text>
              {user.is_owner ? (
                <Badge size="sm" variant="filled">
                  Owner
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {user.email}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={user.status === 'active' ? 'teal' : 'orange'}>
          {user.status === 'active' ? 'Active' : 'Invited'}
        </Badge>
      </Table.Td>
      <Table.Td maw={360}>
        <Text size="sm">{permissionSummary(user.permissions, user.is_owner)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        {canManage ? (
          <Button
            component={Link}
            to={paths.user(user.id)}
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={14} />}
            aria-label={`Edit ${user.first_name} ${user.last_name}`}
          >
            Edit
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/** /settings/users: the account's team, and inviting teammates (user_manage). */
export default function UsersPage() {
  const { user: me } = useSession();
  const team = useTeamUsers();
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);
  const canManage = me?.permissions.user_manage === true;
  const canGrant = me?.permissions.permission_update === true;

  return (
    <SettingsTablePage
      title="Users"
      actions={
        canManage ? (
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
            Invite teammate
          </Button>
        ) : null
      }
      intro={
        <>
          Everyone who works in your company's Spotlane account. Invited teammates become active
          once they set their password from the invitation mail.
        </>
      }
      notices={
        invited ? (
          <ClosableNotice onClose={() => setInvited(null)}>
            Invitation sent to {invited}.
          </ClosableNotice>
        ) : null
      }
      query={team}
      loadingLabel="Loading your team…"
      empty={{ title: 'No users yet', text: 'Invite a teammate to share the work.' }}
      minWidth={640}
      table={{ horizontalSpacing: 'lg' }}
      head={
        <>
          <Table.Th>Name</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Permissions</Table.Th>
          <Table.Th />
        </>
      }
      row={(user) => <UserRow key={user.id} user={user} canManage={canManage} />}
    >
      <Modal
        opened={inviting}
        onClose={() => setInviting(false)}
        title="Invite teammate"
        size="lg"
        radius="lg"
      >
        <InviteUserForm
          canGrant={canGrant}
          onCancel={() => setInviting(false)}
          onDone={(email) => {
            setInviting(false);
            setInvited(email);
          }}
        />
      </Modal>
    </SettingsTablePage>
  );
}
