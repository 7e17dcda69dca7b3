import { Badge } from '@mantine/core';
import { BID_STATUS_LABELS, type BidStatus } from '@spotlane/shared/domain/bidding';

const COLORS: Record<BidStatus, string> = {
  pending: 'blue',
  accepted: 'teal',
  rejected: 'gray',
  expired: 'orange',
  withdrawn: 'gray',
};

/** PRODUCT.md 9: the state of a bid, wherever a bid shows. */
export function BidStatusBadge({ status }: { status: BidStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]} data-testid="bid-status">
      {BID_STATUS_LABELS[status]}
    </Badge>
  );
}
