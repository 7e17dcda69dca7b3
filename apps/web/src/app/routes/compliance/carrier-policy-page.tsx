import { Container, Stack, Text } from '@mantine/core';
import { useCarrierPolicy } from '../../../features/compliance/api/compliance.ts';
import { PolicyForm } from '../../../features/compliance/components/policy-form.tsx';
import { useSession } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryStates } from '../../../ui/states.tsx';

/** /settings/carrier-policy (PRODUCT.md 15): the shipper's rules on the carriers it meets. */
export default function CarrierPolicyPage() {
  const policy = useCarrierPolicy();
  const { user } = useSession();
  const canEdit = user?.permissions.carrier_update === true;
  return (
    <>
      <PageHeader title="Carrier policy" showTools={false} />
      <Container size="lg">
        <Stack gap="md">
          <Text c="dimmed">
            Spotlane checks every carrier against the public registry of motor carriers. Choose what
            each finding does to a carrier on your loads.
          </Text>
          <QueryStates query={policy} loading="Loading your carrier policy…">
            {policy.data && (
              <PolicyForm
                key={policy.data.updated_at ?? 'defaults'}
                policy={policy.data}
                canEdit={canEdit}
              />
            )}
          </QueryStates>
        </Stack>
      </Container>
    </>
  );
}
