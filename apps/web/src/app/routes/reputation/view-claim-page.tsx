import { Anchor, Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import { CLAIM_TYPE_LABELS } from '@spotlane/shared/schemas/reputation';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Link } from 'react-router';
import { claimPacketUrl, claimQuery, useClaim } from '../../../features/reputation/api/claims.ts';
import { claimClockText } from '../../../features/reputation/claim-clock.ts';
import {
  CarrierClaimActions,
  ShipperClaimActions,
} from '../../../features/reputation/components/claim-actions.tsx';
import { ClaimStatus } from '../../../features/reputation/components/claim-status.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { usePathId } from '../../../lib/path-id.ts';
import { useSession } from '../../../lib/session.ts';
import { DetailField } from '../../../ui/detail-fields.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, QueryStates } from '../../../ui/states.tsx';
import type { RouteLoader } from '../../route-module.ts';

export const loader: RouteLoader =
  (queryClient) =>
  ({ params }) => {
    const id = Number(params.id);
    if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(claimQuery(id));
    return null;
  };

/** One claim: its facts and clocks, the carrier's answer or the shipper's close, the packet. */
export default function ViewClaimPage() {
  const { id, valid } = usePathId();
  const query = useClaim(valid && id ? id : 0);
  const side = useSession().user?.user_type === 'carrier' ? 'carrier' : 'shipper';
  if (!valid) return <ErrorState error={new Error('This claim does not exist')} />;
  const claim = query.data;
  return (
    <>
      <PageHeader title={claim ? `Claim #${claim.id}` : 'Claim'} showTools={false} />
      <Container size="lg">
        <QueryStates query={query} loading="Loading the claim…">
          {claim ? (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Card withBorder radius="lg" padding="lg">
                  <Stack gap="sm">
                    <Group justify="space-between" wrap="wrap">
                      <Title order={2} size="h3">
                        {CLAIM_TYPE_LABELS[claim.type]} · {formatCents(claim.amount)}
                      </Title>
                      <ClaimStatus claim={claim} />
                    </Group>
                    <DetailField compact label="Load">
                      <Anchor
                        component={Link}
                        to={
                          side === 'shipper'
                            ? paths.shipmentDetail(claim.load_id)
                            : paths.assignedSpotQuote(claim.load_id)
                        }
                      >
                        {claim.identifier ? `${claim.identifier} · ` : ''}
                        {claim.load_name}
                      </Anchor>
                    </DetailField>
                    <DetailField compact label={side === 'shipper' ? 'Carrier' : 'Shipper'}>
                      {side === 'shipper' ? claim.carrier.company_name : claim.shipper.company_name}
                    </DetailField>
                    <DetailField compact label="What happened">
                      {claim.description}
                    </DetailField>
                    <DetailField compact label="Documents">
                      {claim.document_ids.length ? `${claim.document_ids.length} attached` : 'None'}
                    </DetailField>
                    {claim.decision ? (
                      <DetailField compact label="Decision">
                        {claim.decision.decision === 'pay'
                          ? 'Paid in full'
                          : claim.decision.decision === 'partial'
                            ? `Partial: ${formatCents(claim.decision.amount ?? 0)}`
                            : 'Declined'}
                        {claim.decision.reason ? ` (${claim.decision.reason})` : ''} ·{' '}
                        {formatDateTime(claim.decision.at)}
                      </DetailField>
                    ) : null}
                    {claim.deducted !== null ? (
                      <DetailField compact label="Deducted on the invoice">
                        {formatCents(claim.deducted)}
                      </DetailField>
                    ) : null}
                    {side === 'carrier' ? (
                      <CarrierClaimActions claim={claim} />
                    ) : (
                      <ShipperClaimActions claim={claim} />
                    )}
                  </Stack>
                </Card>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Card withBorder radius="lg" padding="lg">
                  <Stack gap="sm">
                    <Title order={3} size="h4">
                      Clocks
                    </Title>
                    <Text fw={600} c={claim.overdue ? 'red' : undefined}>
                      {claimClockText(claim)}
                    </Text>
                    <DetailField compact label="Filed">
                      {formatDateTime(claim.filed_at)}
                    </DetailField>
                    <DetailField compact label="Acknowledge by">
                      {formatUsDate(claim.acknowledge_by)}
                      {claim.acknowledged_at
                        ? ` (acknowledged ${formatDateTime(claim.acknowledged_at)})`
                        : ''}
                    </DetailField>
                    <DetailField compact label="Decide by">
                      {formatUsDate(claim.decide_by)}
                    </DetailField>
                    <Button
                      component="a"
                      href={claimPacketUrl(claim.id)}
                      target="_blank"
                      rel="noopener"
                      variant="light"
                      leftSection={<IconFileTypePdf size={18} />}
                    >
                      Claim packet (PDF)
                    </Button>
                  </Stack>
                </Card>
              </Grid.Col>
            </Grid>
          ) : null}
        </QueryStates>
      </Container>
    </>
  );
}
