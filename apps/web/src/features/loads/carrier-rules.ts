import { type BidStatus, biddingClosed } from '@spotlane/shared/domain/bidding';
import { formatCentsShort } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import type { SpotQuoteCategory } from '@spotlane/shared/schemas/loads';

/** SPEC 2.7: the tiles, in order, with the count field of the list response (SPEC 3.4). */
export const SPOT_QUOTE_TILES = [
  { category: 'spot-quotes', label: 'Spot Quotes Needed', count: 'all_spotquotes' },
  // PRODUCT.md 20: the open loads that fit the carrier's posted trucks or preferred lanes.
  { category: 'recommended', label: 'Recommended', count: 'recommended' },
  { category: 'bid-placed', label: 'Bids Placed', count: 'bids_placed' },
  { category: 'rejected', label: 'Rejected', count: 'rejected' },
  { category: 'assigned', label: 'Assigned', count: 'assigned' },
  { category: 'in-progress', label: 'In Transit', count: 'in_transit' },
  { category: 'completed', label: 'Delivered', count: 'delivered' },
  { category: 'canceled', label: 'Canceled', count: 'cancelled' },
] as const;

/** SPEC 2.7: the section heading of each category. */
export const SECTION_HEADINGS: Record<SpotQuoteCategory, string> = {
  'spot-quotes': 'Spot Quotes Needed',
  'bid-placed': 'Bid Placed',
  rejected: 'Rejected',
  assigned: 'Assigned',
  'in-progress': 'In Transit',
  completed: 'Delivered',
  canceled: 'Canceled',
  search: 'Search Results',
  recommended: 'Recommended for your trucks',
};

interface CardLike {
  id: number;
  identifier: string | null;
  is_quote: boolean;
  assigned_to: { id: number } | null;
  chosen_quote?: number | null;
}

/** SPEC 2.7: where a card's Details button goes. */
export function detailsPath(
  category: SpotQuoteCategory,
  card: CardLike,
  userId: number | null | undefined,
): string {
  // A rejected bid is read where it was placed (its terms, the chat), without Edit Bid.
  if (category === 'bid-placed' || category === 'rejected') return paths.bidPlaced(card.id);
  if (category === 'completed' || category === 'in-progress' || category === 'canceled') {
    return paths.assignedBidDetail(card.id, 15);
  }
  if (category === 'assigned' || (userId != null && card.assigned_to?.id === userId)) {
    return paths.assignedSpotQuote(card.id);
  }
  return paths.spotQuoteDetail(card.id);
}

/**
 * A load is a shipment when it has an identifier (PRODUCT.md 4). The server strips the
 * identifier for carriers that do not hold the load, so a stripped shipment is known by
 * is_quote being false.
 */
export function hasIdentifier(load: Pick<CardLike, 'identifier' | 'is_quote'>): boolean {
  return Boolean(load.identifier) || !load.is_quote;
}

/**
 * SPEC 2.10: the label of the bid or quote button. A withdrawn bid is offered again, said as
 * such (saving it makes it pending again), never as an edit.
 */
export function bidButtonLabel(
  isShipment: boolean,
  onBidPlacedPath: boolean,
  ownBidStatus: BidStatus | null = null,
): string {
  if (onBidPlacedPath && ownBidStatus === 'withdrawn')
    return isShipment ? 'Bid again' : 'Quote again';
  if (isShipment) return onBidPlacedPath ? 'Edit Bid' : 'Bid';
  return onBidPlacedPath ? 'Edit Quote' : 'Send Quote';
}

/** The states of the carrier's own bid that leave nothing to change (PRODUCT.md 9). */
const FINAL_BID_STATES: readonly BidStatus[] = ['accepted', 'rejected', 'expired'];

/**
 * SPEC 2.10: the action of the bid or quote button, in its three steps; null when none.
 * A quote request always goes to the Quote Form (rate and notes), never to the bid form, which
 * stays for shipments. No button for a bid that is accepted, rejected or expired (nothing to
 * change), nor for a shipment past its bid deadline (PRODUCT.md 9: the server refuses it).
 */
export function bidButtonTarget(
  load: CardLike & { bid_deadline?: string | null },
  userId: number | null | undefined,
  onBidPlacedPath: boolean,
  ownBidStatus: BidStatus | null = null,
  now: Date = new Date(),
): string | null {
  if (ownBidStatus !== null && FINAL_BID_STATES.includes(ownBidStatus)) return null;
  if (hasIdentifier(load) && biddingClosed(load.bid_deadline ?? null, now)) return null;
  const chosenIsUser = userId != null && load.chosen_quote === userId;
  const assignedToUser = userId != null && load.assigned_to?.id === userId;
  if (assignedToUser && chosenIsUser) return paths.quoteForm(load.id);
  if (!load.assigned_to || chosenIsUser) {
    if (!hasIdentifier(load)) return paths.quoteForm(load.id);
    return onBidPlacedPath ? paths.editBid(load.id) : paths.bidForm(load.id);
  }
  if (!hasIdentifier(load)) return paths.quoteForm(load.id);
  return null;
}

/** 'yyyy-mm-dd' as SPEC 9's MM-DD (the year is in the load's dates above). */
function monthDay(date: string): string {
  return date.slice(5, 10);
}

/**
 * The carrier's own bid in one line, "Your bid: $2,300 · 11-30 to 12-02" (a quote without
 * dates: "Your quote: $900"); its state is the badge beside it, said once.
 */
export function ownBidLine(
  bid: {
    amount: number;
    pickup_date: string | null;
    delivery_date: string | null;
    is_accepted: boolean;
    is_rejected: boolean;
  },
  isShipment: boolean,
): string {
  const parts = [`Your ${isShipment ? 'bid' : 'quote'}: ${formatCentsShort(bid.amount)}`];
  if (bid.pickup_date && bid.delivery_date) {
    parts.push(`${monthDay(bid.pickup_date)} to ${monthDay(bid.delivery_date)}`);
  }
  return parts.join(' · ');
}

export interface PlaceParts {
  address1?: string | null;
  city: string;
  state: string;
  zipcode: string;
}

/** SPEC 2.10: 'city, state - zipcode'. */
export function cityStateZipDash(place: PlaceParts | null | undefined): string {
  if (!place) return '';
  return `${place.city}, ${place.state} - ${place.zipcode}`;
}

/** SPEC 2.7: the full address when given (holder), otherwise 'city, state zip'. */
export function cardAddress(place: PlaceParts | null | undefined): string {
  if (!place) return '';
  const cityLine = `${place.city}, ${place.state} ${place.zipcode}`;
  return place.address1 ? `${place.address1}, ${cityLine}` : cityLine;
}

/**
 * SPEC 2.10: 'Shipment for {company}' for a shipment, else 'Quote {name}'. A carrier that does
 * not hold the load gets no name (SPEC 2.7 privacy rule), and the database id is not a name:
 * such a quote request reads 'Quote request from {company}' (record 023).
 */
export function detailHeading(load: {
  id: number;
  identifier: string | null;
  is_quote: boolean;
  name: string | null;
  created_by: { company_name: string };
}): string {
  return hasIdentifier(load)
    ? `Shipment for ${load.created_by.company_name}`
    : load.name
      ? `Quote ${load.name}`
      : `Quote request from ${load.created_by.company_name}`;
}

/** The category a list URL names (lib/list-url.ts): the first tile when it names none or an unknown one. */
export function spotQuoteCategoryOf(param: string | null, search: string): SpotQuoteCategory {
  if (param === 'search') return search ? 'search' : 'spot-quotes';
  return param && param in SECTION_HEADINGS ? (param as SpotQuoteCategory) : 'spot-quotes';
}
