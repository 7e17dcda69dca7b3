import type { BidResponse } from '@spotlane/shared/schemas/bids';
import type { LoadCard } from '@spotlane/shared/schemas/loads';

/** Where a quote request stands, derived from the request (and its quotes when known). */
export type QuoteStatus = 'collecting' | 'chosen' | 'confirmed' | 'declined' | 'cancelled';

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  collecting: 'Collecting quotes',
  chosen: 'Chosen, awaiting the carrier',
  confirmed: 'Confirmed',
  declined: 'Declined by the carrier',
  cancelled: 'Cancelled',
};

export const QUOTE_STATUS_COLORS: Record<QuoteStatus, string> = {
  collecting: 'blue',
  chosen: 'orange',
  confirmed: 'teal',
  declined: 'red',
  cancelled: 'gray',
};

type RequestState = Pick<LoadCard, 'identifier' | 'status' | 'chosen_quote'>;
type QuoteState = Pick<BidResponse, 'is_rejected' | 'is_chosen'>;

/**
 * Cancelled wins; an identifier means the chosen carrier confirmed (the request became a
 * shipment); a chosen quote waits for its carrier; a quote the carrier turned down (rejected,
 * nothing chosen) reads declined; otherwise quotes are still being collected.
 */
export function quoteStatus(request: RequestState, quotes?: readonly QuoteState[]): QuoteStatus {
  if (request.status.startsWith('cancelled')) return 'cancelled';
  if (request.identifier) return 'confirmed';
  if (request.chosen_quote !== null) return 'chosen';
  if (quotes?.some((quote) => quote.is_rejected)) return 'declined';
  return 'collecting';
}

type Priced = Pick<BidResponse, 'amount' | 'created_at'>;

/** Cheapest first; equal amounts by who quoted first. */
export function sortByAmount<T extends Priced>(quotes: readonly T[]): T[] {
  return [...quotes].sort(
    (a, b) => a.amount - b.amount || a.created_at.localeCompare(b.created_at),
  );
}

/** The lowest quote and the spread between the lowest and the highest, in cents. */
export function quoteSpread(quotes: readonly Priced[]): { lowest: number; spread: number } | null {
  if (quotes.length === 0) return null;
  const amounts = quotes.map((quote) => quote.amount);
  const lowest = Math.min(...amounts);
  return { lowest, spread: Math.max(...amounts) - lowest };
}
