import { Alert, Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { RateConfirmationViewer } from '../../../features/paperwork/components/rate-confirmation-viewer.tsx';
import { useSession } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';

/** /confirmation-pdf?load={id}: the rate confirmation of a load (PRODUCT.md 12). */
export default function ConfirmationPdfPage() {
  const [params] = useSearchParams();
  const raw = params.get('load') ?? '';
  const loadId = /^[0-9]{1,10}$/.test(raw) ? Number(raw) : null;
  const { user } = useSession();
  const name = user ? `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() : '';
  return (
    <>
      <PageHeader title="Load Confirmation" />
      <Container size="lg" pb="xl">
        {loadId === null ? (
          <Alert color="red">Open this page from a load: the link names the load.</Alert>
        ) : (
          <RateConfirmationViewer
            loadId={loadId}
            canAcknowledge={user?.user_type === 'carrier'}
            defaultName={name}
          />
        )}
      </Container>
    </>
  );
}
