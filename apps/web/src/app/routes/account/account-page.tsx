import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import type { ProfileResponse } from '@spotlane/shared/schemas/users';
import { IconBuilding, IconPencil, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMe } from '../../../features/account/api/get-me.ts';
import { useProfile } from '../../../features/account/api/get-profile.ts';
import { LogoCard } from '../../../features/account/components/logo-card.tsx';
import { OtpSwitch } from '../../../features/account/components/otp-switch.tsx';
import { DetailField } from '../../../ui/detail-fields.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';

function CompanyCard({ profile }: { profile: ProfileResponse }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Group justify="space-between" mb="lg" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <IconBuilding size={24} />
          <div>
            <Title order={2} size="h3">
              {profile.company_name}
            </Title>
            <Badge variant="light" tt="capitalize" mt={4}>
              {profile.user_type}
            </Badge>
          </div>
        </Group>
        <Button
          component={Link}
          to={paths.userEdit}
          variant="light"
          leftSection={<IconPencil size={16} />}
        >
          Edit profile
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <DetailField label="Company name" value={profile.company_name} />
        <DetailField label="Company phone" value={profile.company_phone} />
        <DetailField
          label="Your name"
          value={`${profile.first_name} ${profile.last_name}`.trim()}
        />
        <DetailField label="Your e-mail" value={profile.email} />
        <DetailField label="Your phone" value={profile.phone} />
        <DetailField label="Your role" value={profile.is_owner ? 'Owner' : 'Teammate'} />
      </SimpleGrid>
      {profile.is_owner ? null : (
        <Text size="sm" c="dimmed" mt="lg">
          Only the owner of your account can change the company details.
        </Text>
      )}
    </Paper>
  );
}

function SecurityCard() {
  const me = useMe();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Group gap="sm" mb="xs">
        <IconShieldLock size={22} />
        <Title order={2} size="h4">
          Sign-in security
        </Title>
      </Group>
      {me.isPending ? (
        <LoadingState label="Loading your sign-in settings…" />
      ) : me.isError ? (
        <ErrorState error={me.error} onRetry={() => me.refetch()} />
      ) : (
        <OtpSwitch email={me.data.email} enabled={me.data.otp_enabled} />
      )}
    </Paper>
  );
}

/** The company logo; changing it takes the owner or company_update (PRODUCT.md 1). */
function LogoSection() {
  const me = useMe();
  return <LogoCard canChange={me.data?.permissions.company_update ?? false} />;
}

/** /settings/account: the company's details and the one-time-code switch for yourself. */
export default function AccountPage() {
  const profile = useProfile();
  return (
    <>
      <PageHeader title="Account" showTools={false} />
      <Container size="md">
        <Stack gap="lg">
          {profile.isPending ? (
            <LoadingState label="Loading your company…" />
          ) : profile.isError ? (
            <ErrorState error={profile.error} onRetry={() => profile.refetch()} />
          ) : (
            <CompanyCard profile={profile.data} />
          )}
          <LogoSection />
          <SecurityCard />
        </Stack>
      </Container>
    </>
  );
}
