import { formatCents } from '@spotlane/shared/domain/money';
import type { LoadCard } from '@spotlane/shared/schemas/loads';

/**
 * A load's posted price for the carrier (decision 060): "$1,800.00 · $1.87/mi", or null when the
 * shipper set no target rate or keeps it as a sealed reserve (the server answers null then).
 */
export function priceFacts(load: Pick<LoadCard, 'target_rate' | 'miles'>): string | null {
  if (load.target_rate == null) return null;
  const rate = formatCents(load.target_rate);
  return load.miles
    ? `${rate} · ${formatCents(Math.round(load.target_rate / load.miles))}/mi`
    : rate;
}
