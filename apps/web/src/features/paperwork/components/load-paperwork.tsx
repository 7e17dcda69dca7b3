import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { Link } from 'react-router';
import { DocumentsPanel } from './documents-panel.tsx';
import { TrackingPanel } from './tracking-panel.tsx';

type Party = 'shipper' | 'carrier';

const RATE_CONFIRMATION_HINT: Record<Party, string> = {
  shipper: 'Made at the award, mailed to the carrier; a new version when the terms change.',
  carrier: 'Read and acknowledge the rate confirmation of this load.',
};

/**
 * The paperwork of an assigned load (PRODUCT.md 12), the same for both parties: the link to the
 * rate confirmation, tracking and documents.
 */
export function LoadPaperwork({
  loadId,
  party,
  deliveryZone,
}: {
  loadId: number;
  party: Party;
  /** The delivery stop's time zone: ETAs read in it (and name it) when it is known. */
  deliveryZone?: string | null;
}) {
  return (
    <>
      <Card withBorder radius="lg" padding="lg">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Rate confirmation
            </Title>
            <Text size="sm" c="dimmed">
              {RATE_CONFIRMATION_HINT[party]}
            </Text>
          </Stack>
          <Button component={Link} to={paths.confirmationPdfFor(loadId)} variant="light">
            View rate confirmation
          </Button>
        </Group>
      </Card>
      <TrackingPanel loadId={loadId} party={party} deliveryZone={deliveryZone} />
      <DocumentsPanel loadId={loadId} party={party} />
    </>
  );
}
