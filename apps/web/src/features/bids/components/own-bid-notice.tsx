import { Alert, Button, Group, Text } from '@mantine/core';
import type { BidResponse } from '@spotlane/shared/schemas/bids';
import { formatDateTime } from '../../../lib/format.ts';
import { confirmAction } from '../../../ui/entity-actions.tsx';
import { useWithdrawBid } from '../api/counters.ts';
import { BidStatusBadge } from './bid-status-badge.tsx';

/** PRODUCT.md 9: where a losing bid stood, once the load was awarded to another. */
function standingLine(standing: { rank: number; of: number; band: string }): string {
  const rate =
    standing.band === 'the same'
      ? 'The winning rate was the same as yours.'
      : `The winning rate was ${standing.band} than yours.`;
  return `Where your bid stood: #${standing.rank} of ${standing.of} bids. ${rate}`;
}

/**
 * The carrier's own bid on a load: `line` (its amount and dates, in the load's words), its
 * status, Withdraw while pending, how long it stays valid and, once lost, where it stood.
 */
export function OwnBidNotice({ bid, line }: { bid: BidResponse; line: string }) {
  const withdraw = useWithdrawBid();
  return (
    <Alert
      variant="light"
      color={bid.is_rejected ? 'gray' : bid.is_accepted ? 'teal' : 'blue'}
      mb="md"
    >
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={600} data-testid="own-bid">
            {line}
          </Text>
          <BidStatusBadge status={bid.status} />
        </Group>
        {bid.status === 'pending' ? (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={withdraw.isPending}
            onClick={() =>
              confirmAction({
                title: 'Withdraw your bid?',
                message: 'The shipper can no longer accept it.',
                confirmLabel: 'Withdraw',
                danger: true,
                onConfirm: () => withdraw.mutateAsync(bid.id),
              })
            }
          >
            Withdraw
          </Button>
        ) : null}
      </Group>
      {bid.valid_until ? (
        <Text size="xs" c="dimmed">
          {`Valid until ${formatDateTime(bid.valid_until)}`}
        </Text>
      ) : null}
      {bid.standing ? (
        <Text size="sm" mt={4} data-testid="bid-standing">
          {standingLine(bid.standing)}
        </Text>
      ) : null}
    </Alert>
  );
}
