import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { PublicTracking } from '../../../features/paperwork/components/public-tracking.tsx';
import { LazyPublicMap } from '../../../features/tracking/components/lazy.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

/** /track/{token}: the public tracking page of a share link; no sign-in (PRODUCT.md 12). */
export default function TrackPage() {
  const { token = '' } = useParams();
  return (
    <>
      <PageHeader title="Track shipment" />
      <Container size="sm" pb="xl">
        <PublicTracking token={token} />
        <LazyPublicMap token={token} />
      </Container>
    </>
  );
}
