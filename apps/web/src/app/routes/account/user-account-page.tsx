import { Avatar, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { permissionFlags } from '@spotlane/shared/domain/permissions';
import type { User } from '@spotlane/shared/schemas/auth';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../../features/account/api/get-me.ts';
import { OtpSwitch } from '../../../features/account/components/otp-switch.tsx';
import { permissionLabels } from '../../../features/account/permission-labels.ts';
import { useOtpConfirmed } from '../../../lib/device-storage.ts';
import { otpPending, useSession } from '../../../lib/session.ts';
import { DetailField, DetailGrid, QueryBody } from '../../../ui/detail-fields.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SecurityCard } from './security-card.tsx';

function Profile({ user }: { user: User }) {
  const name = `${user.first_name} ${user.last_name}`.trim();
  const granted = permissionFlags.filter((flag) => user.permissions[flag]);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="xl">
        <Group gap="lg" mb="lg" wrap="nowrap">
          <Avatar size={64} radius="xl" color="brand" variant="filled">
            {`${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase() || '?'}
          </Avatar>
          <div>
            <Title order={2} size="h3">
              {name || user.email}
            </Title>
            <Group gap="xs" mt={4}>
              <Badge variant="light" tt="capitalize">
                {user.user_type}
              </Badge>
              <Text size="sm" c="dimmed">
                {user.company_name}
              </Text>
            </Group>
          </div>
        </Group>
        <DetailGrid spacing="lg">
          <DetailField label="E-mail" value={user.email} />
          <DetailField label="Company" value={user.company_name} />
          <DetailField label="First name" value={user.first_name} />
          <DetailField label="Last name" value={user.last_name} />
        </DetailGrid>
        <Button component={Link} to={paths.userEdit} variant="light" mt="lg">
          Edit profile
        </Button>
      </Paper>

      <SecurityCard>
        <OtpSwitch email={user.email} enabled={user.otp_enabled} />
      </SecurityCard>

      {/* The permission flags are all about a shipper's account; a carrier has none. */}
      {user.user_type === 'shipper' ? (
        <Paper withBorder radius="lg" p="xl">
          <Title order={2} size="h4" mb="xs">
            Permissions
          </Title>
          {granted.length === 0 ? (
            <Text size="sm" c="dimmed">
              You have no extra permissions. Ask the owner of your account if you need some.
            </Text>
          ) : (
            <Group gap="xs">
              {granted.map((flag) => (
                <Badge key={flag} variant="outline" color="gray">
                  {permissionLabels[flag]}
                </Badge>
              ))}
            </Group>
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}

/** /settings/user-account: the signed-in user's profile and the one-time-code switch. */
export default function UserAccountPage() {
  const { guardUser } = useSession();
  const otpConfirmed = useOtpConfirmed();
  const pending = guardUser ? otpPending(guardUser, otpConfirmed) : false;
  const me = useMe({ enabled: Boolean(guardUser) && !pending });

  let body: ReactNode;
  if (!guardUser) {
    body = (
      <EmptyState title="Sign in to see your account" link={{ to: '/', label: 'Sign in' }}>
        Your profile and sign-in security settings are here once you are signed in.
      </EmptyState>
    );
  } else if (pending) {
    body = (
      <EmptyState
        title="Finish signing in"
        link={{ to: paths.oneTimeCode, label: 'Enter the code' }}
      >
        Enter the one-time code we sent to your e-mail to see your account.
      </EmptyState>
    );
  } else {
    body = (
      <QueryBody query={me} loadingLabel="Loading your account…">
        {(data) => <Profile user={data} />}
      </QueryBody>
    );
  }

  return (
    <>
      <PageHeader title="Account" showTools={false} />
      <Container size="md">{body}</Container>
    </>
  );
}
