import { Container, Stack, Text } from '@mantine/core';
import {
  carrierPolicyQuery,
  useCarrierPolicy,
} from '../../../features/compliance/api/compliance.ts';
import { PolicyForm } from '../../../features/compliance/components/policy-form.tsx';
import { useSession } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import type { RouteLoader } from '../../route-module.ts';

/** The shipper's policy, asked for with the page's chunk. */
export const loader: RouteLoader = (queryClient) => () => {
  void queryClient.prefetchQuery(carrierPolicyQuery);
  return null;
};

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
            {policy.data && <PolicyForm policy={policy.data} canEdit={canEdit} />}
          </QueryStates>
        </Stack>
      </Container>
    </>
  );
}
