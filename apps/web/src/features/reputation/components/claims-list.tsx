import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCents } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import { CLAIM_TYPE_LABELS, type Claim } from '@spotlane/shared/schemas/reputation';
import { Link } from 'react-router';
import { claimClockText } from '../claim-clock.ts';
import { ClaimStatus } from './claim-status.tsx';

/** Claims as cards (a phone reads them as well as a desk): status, amount, clocks, overdue. */
export function ClaimsList({ claims, side }: { claims: Claim[]; side: 'shipper' | 'carrier' }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="claims-list">
      {claims.map((claim) => (
        <Card key={claim.id} withBorder radius="lg" padding="md" data-testid="claim-card">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Anchor component={Link} to={paths.viewClaim(claim.id)} fw={700}>
                Claim #{claim.id} · {CLAIM_TYPE_LABELS[claim.type]}
              </Anchor>
              <ClaimStatus claim={claim} />
            </Group>
            <Text size="sm">
              {claim.identifier ? `${claim.identifier} · ` : ''}
              {claim.load_name}
            </Text>
            <Text size="sm" c="dimmed">
              {side === 'shipper'
                ? `Carrier: ${claim.carrier.company_name}`
                : `Shipper: ${claim.shipper.company_name}`}
            </Text>
            <Group gap="lg" wrap="wrap">
              <Text size="sm">
                Claimed <b>{formatCents(claim.amount)}</b>
              </Text>
              {claim.decision?.amount != null ? (
                <Text size="sm">
                  Agreed <b>{formatCents(claim.decision.amount)}</b>
                </Text>
              ) : null}
            </Group>
            <Text
              size="sm"
              c={claim.overdue ? 'red' : undefined}
              fw={claim.overdue ? 600 : undefined}
            >
              {claimClockText(claim)}
            </Text>
            <Text size="xs" c="dimmed">
              Filed {formatUsDate(claim.filed_at.slice(0, 10))} · acknowledge by{' '}
              {formatUsDate(claim.acknowledge_by)} · decide by {formatUsDate(claim.decide_by)}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
