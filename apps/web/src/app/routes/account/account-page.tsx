import { Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import type { ProfileResponse } from '@spotlane/shared/schemas/users';
import { IconBuilding, IconPencil } from '@tabler/icons-react';
import { useMe } from '../../../features/account/api/get-me.ts';
import { useProfile } from '../../../features/account/api/get-profile.ts';
import { LogoCard } from '../../../features/account/components/logo-card.tsx';
import { OtpSwitch } from '../../../features/account/components/otp-switch.tsx';
import { DetailField, DetailGrid, QueryBody } from '../../../ui/detail-fields.tsx';
import { LinkButton } from '../../../ui/link-button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SecurityCard } from './security-card.tsx';

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
        <LinkButton to={paths.userEdit} icon={IconPencil}>
          Edit profile
        </LinkButton>
      </Group>
      <DetailGrid spacing="lg">
        <DetailField label="Company name" value={profile.company_name} />
        <DetailField label="Company phone" value={profile.company_phone} />
        <DetailField
          label="Your name"
          value={`${profile.first_name} ${profile.last_name}`.trim()}
        />
        <DetailField label="Your e-mail" value={profile.email} />
        <DetailField label="Your phone" value={profile.phone} />
        <DetailField label="Your role" value={profile.is_owner ? 'Owner' : 'Teammate'} />
      </DetailGrid>
      {profile.is_owner ? null : (
        <Text size="sm" c="dimmed" mt="lg">
          Only the owner of your account can change the company details.
        </Text>
      )}
    </Paper>
  );
}

function Security() {
  const me = useMe();
  return (
    <SecurityCard>
      <QueryBody query={me} loadingLabel="Loading your sign-in settings…">
        {(data) => <OtpSwitch email={data.email} enabled={data.otp_enabled} />}
      </QueryBody>
    </SecurityCard>
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
          <QueryBody query={profile} loadingLabel="Loading your company…">
            {(data) => <CompanyCard profile={data} />}
          </QueryBody>
          <LogoSection />
          <Security />
        </Stack>
      </Container>
    </>
  );
}
