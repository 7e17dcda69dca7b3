import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import type { TeamUser } from '@spotlane/shared/schemas/users';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { useTeamUsers } from '../../../features/account/api/list-users.ts';
import { useUpdateUser } from '../../../features/account/api/update-user.ts';
import { permissionSummary } from '../../../features/account/permission-labels.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSession } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states.tsx';

const namesSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required').max(100),
  last_name: z.string().trim().min(1, 'Last name is required').max(100),
});
type NamesValues = z.input<typeof namesSchema>;

function TeammateForm({ user, canManage }: { user: TeamUser; canManage: boolean }) {
  const navigate = useNavigate();
  const update = useUpdateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<NamesValues>({
    resolver: zodResolver(namesSchema) as unknown as Resolver<NamesValues>,
    defaultValues: { first_name: user.first_name, last_name: user.last_name },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    update.mutate(
      { id: user.id, body: values },
      {
        onSuccess: () => navigate(paths.users),
        onError: (error) =>
          setFormError(applyServerErrors(error, setError, ['first_name', 'last_name'])),
      },
    );
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
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {formError}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="First name"
              withAsterisk
              disabled={!canManage}
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextInput
              label="Last name"
              withAsterisk
              disabled={!canManage}
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={paths.users}>
              Back to users
            </Button>
            {canManage ? (
              <Button type="submit" loading={update.isPending} disabled={!isDirty}>
                Save names
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /settings/users/{id}: a teammate's names (user_manage). */
export default function TeammatePage() {
  const { id } = useParams();
  const { user: me } = useSession();
  const team = useTeamUsers();
  const user = team.data?.results.find((item) => String(item.id) === id);

  let body: ReactNode;
  if (team.isPending) body = <LoadingState label="Loading the user…" />;
  else if (team.isError) body = <ErrorState error={team.error} onRetry={() => team.refetch()} />;
  else if (!user)
    body = (
      <EmptyState
        title="User not found"
        action={
          <Button component={Link} to={paths.users}>
            Back to users
          </Button>
        }
      >
        This user is not part of your account.
      </EmptyState>
    );
  else body = <TeammateForm user={user} canManage={me?.permissions.user_manage === true} />;

  return (
    <>
      <PageHeader title="User" showTools={false} />
      <Container size="md" py="xl">
        {body}
      </Container>
    </>
  );
}
