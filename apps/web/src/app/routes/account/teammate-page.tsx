import { Badge, Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { inviteUserRequest, type TeamUser } from '@spotlane/shared/schemas/users';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTeamUsers } from '../../../features/account/api/list-users.ts';
import { useUpdateUser } from '../../../features/account/api/update-user.ts';
import { permissionSummary } from '../../../features/account/permission-labels.ts';
import { usePathId } from '../../../lib/path-id.ts';
import { useSession } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { NameFields } from '../../../ui/form-fields.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';

/** The names a teammate's page edits: the invitation's own rules. */
const namesSchema = inviteUserRequest.pick({ first_name: true, last_name: true });

function TeammateForm({ user, canManage }: { user: TeamUser; canManage: boolean }) {
  const navigate = useNavigate();
  const update = useUpdateUser();
  const form = useSchemaForm(namesSchema, {
    defaultValues: { first_name: user.first_name, last_name: user.last_name },
  });

  return (
    <Paper withBorder radius="lg" p="xl">
      <Group justify="space-between" mb="md">
        <div>
          <Title order={2} size="h4">
            {`${user.first_name} ${user.last_name}`.trim()}
          </Title>
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
        </div>
        <Group gap="xs">
          {user.is_owner ? <Badge>Owner</Badge> : null}
          <Badge variant="light" color={user.status === 'active' ? 'teal' : 'orange'}>
            {user.status === 'active' ? 'Active' : 'Invited'}
          </Badge>
        </Group>
      </Group>
      <Text size="sm" mb="lg">
        <Text span c="dimmed">
          Permissions:{' '}
        </Text>
        {permissionSummary(user.permissions, user.is_owner)}
      </Text>
      <SchemaForm
        form={form}
        serverFields={['first_name', 'last_name']}
        onSubmit={async (values) => {
          await update.mutateAsync({ id: user.id, body: values });
          navigate(paths.users);
        }}
      >
        <NameFields required disabled={!canManage} breakpoint="sm" />
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={paths.users}>
            Back to users
          </Button>
          {canManage ? (
            <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty}>
              Save names
            </Button>
          ) : null}
        </Group>
      </SchemaForm>
    </Paper>
  );
}

/** /settings/users/{id}: a teammate's names (user_manage). */
export default function TeammatePage() {
  const { id } = usePathId();
  const { user: me } = useSession();
  const team = useTeamUsers();
  const user = team.data?.results.find((item) => item.id === id);

  let body: ReactNode;
  if (team.isPending) body = <LoadingState label="Loading the user…" />;
  else if (team.isError) body = <ErrorState error={team.error} onRetry={() => team.refetch()} />;
  else if (!user)
    body = (
      <EmptyState title="User not found" link={{ to: paths.users, label: 'Back to users' }}>
        This user is not part of your account.
      </EmptyState>
    );
  else body = <TeammateForm user={user} canManage={me?.permissions.user_manage === true} />;

  return (
    <>
      <PageHeader title="User" showTools={false} />
      <Container size="md">{body}</Container>
    </>
  );
}
