import { Container, Stack, Text } from '@mantine/core';
import { useAccount } from '../../../features/account/api/account.ts';
import { useCompliance } from '../../../features/compliance/api/compliance.ts';
import { CompliancePanel } from '../../../features/compliance/components/compliance-panel.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryStates } from '../../../ui/states.tsx';

/** /settings/compliance (PRODUCT.md 15): the carrier's own registry record and identity. */
export default function CarrierCompliancePage() {
  const account = useAccount();
  const compliance = useCompliance(account.data?.id);
  return (
    <>
      <PageHeader title="Compliance" showTools={false} />
      <Container size="lg">
        <Stack gap="md">
          <Text c="dimmed">
            Shippers on Spotlane see what the public registry of motor carriers says about your
            company, and may set rules on it. This is your record and how to fix what fails.
          </Text>
          <QueryStates
            query={account.isPending ? account : compliance}
            loading="Loading your compliance…"
          >
            {compliance.data && <CompliancePanel compliance={compliance.data} />}
          </QueryStates>
        </Stack>
      </Container>
    </>
  );
}
