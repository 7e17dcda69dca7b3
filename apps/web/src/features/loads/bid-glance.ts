import { formatCentsShort } from '@spotlane/shared/domain/money';
import type { LoadCard } from '@spotlane/shared/schemas/loads';

/** "3 bids", "1 bid", "No bids yet": the number of bids of a shipper's card. */
export function bidCountText(count: number): string {
  if (count === 0) return 'No bids yet';
  return `${count} ${count === 1 ? 'bid' : 'bids'}`;
}

/**
 * What a shipper reads first on a card: the accepted bid ("Awarded $1,850") or the lowest
 * pending one ("Best bid $1,500"), with its carrier; null without one.
 */
export function bestBidText(
  load: Pick<LoadCard, 'best_bid'>,
): { label: string; amount: string; carrier: string } | null {
  const best = load.best_bid;
  if (!best) return null;
  return {
    label: best.status === 'accepted' ? 'Awarded' : 'Best bid',
    amount: formatCentsShort(best.amount),
    carrier: best.carrier.company_name,
  };
}
