import { Container, Stack, Text } from '@mantine/core';
import { termsQuery, useTerms } from '../../../features/billing/api/terms.ts';
import { ShipperTermsForm } from '../../../features/billing/components/terms-form.tsx';
import { useSession } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import type { RouteLoader } from '../../route-module.ts';

export const loader: RouteLoader = (queryClient) => () => {
  void queryClient.prefetchQuery(termsQuery());
  return null;
};

/** /settings/accessorial-terms (PRODUCT.md 19): detention, layover, TONU and paying terms. */
export default function AccessorialTermsPage() {
  const terms = useTerms();
  const { user } = useSession();
  const canEdit = user?.permissions.shipment_edit === true;
  return (
    <>
      <PageHeader title="Accessorial terms" showTools={false} />
      <Container size="lg">
        <Stack gap="md">
          <Text c="dimmed">
            What you pay beyond the linehaul, printed on every rate confirmation. Detention runs
            from the later of arrival and appointment, after the free time, in whole minutes. A lane
            may set its own.
          </Text>
          <QueryStates query={terms} loading="Loading your terms…">
            {terms.data ? <ShipperTermsForm terms={terms.data} canEdit={canEdit} /> : null}
          </QueryStates>
        </Stack>
      </Container>
    </>
  );
}
