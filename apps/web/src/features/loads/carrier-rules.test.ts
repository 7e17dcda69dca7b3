import { paths } from '@spotlane/shared/domain/paths';
import { describe, expect, it } from 'vitest';
import {
  bidButtonLabel,
  bidButtonTarget,
  cardAddress,
  cityStateZipDash,
  detailHeading,
  detailsPath,
  hasIdentifier,
  ownBidLine,
} from './carrier-rules.ts';

const me = 10;
const base = { id: 5, identifier: null, is_quote: false, assigned_to: null, chosen_quote: null };

describe('detailsPath (SPEC 2.7)', () => {
  it('goes to the bid-placed detail in the bid-placed and rejected categories', () => {
    expect(detailsPath('bid-placed', base, me)).toBe(paths.bidPlaced(5));
    expect(detailsPath('rejected', base, me)).toBe(paths.bidPlaced(5));
  });
  it('goes to the assigned-bid detail for delivered, in transit and canceled', () => {
    expect(detailsPath('completed', base, me)).toBe(paths.assignedBidDetail(5, 15));
    expect(detailsPath('in-progress', base, me)).toBe(paths.assignedBidDetail(5, 15));
    expect(detailsPath('canceled', base, me)).toBe(paths.assignedBidDetail(5, 15));
  });
  it('goes to the assigned detail for assigned or when the user holds the load', () => {
    expect(detailsPath('assigned', base, me)).toBe(paths.assignedSpotQuote(5));
    expect(detailsPath('search', { ...base, assigned_to: { id: me } }, me)).toBe(
      paths.assignedSpotQuote(5),
    );
  });
  it('goes to the plain detail otherwise', () => {
    expect(detailsPath('spot-quotes', base, me)).toBe(paths.spotQuoteDetail(5));
    expect(detailsPath('search', { ...base, assigned_to: { id: 99 } }, me)).toBe(
      paths.spotQuoteDetail(5),
    );
  });
});

describe('bid button (SPEC 2.10)', () => {
  it('labels bids and quotes, with edit labels only on the bid-placed path', () => {
    expect(bidButtonLabel(true, false)).toBe('Bid');
    expect(bidButtonLabel(true, true)).toBe('Edit Bid');
    expect(bidButtonLabel(false, false)).toBe('Send Quote');
    expect(bidButtonLabel(false, true)).toBe('Edit Quote');
  });

  it('step 1: assigned to the user and chosen quote is the user → quote form', () => {
    const load = { ...base, assigned_to: { id: me }, chosen_quote: me };
    expect(bidButtonTarget(load, me, false)).toBe(paths.quoteForm(5));
    expect(bidButtonTarget(load, me, true)).toBe(paths.quoteForm(5));
  });

  it('a quote request goes to the Quote Form, on every path', () => {
    const request = { ...base, is_quote: true };
    expect(bidButtonTarget(request, me, false)).toBe(paths.quoteForm(5));
    expect(bidButtonTarget(request, me, true)).toBe(paths.quoteForm(5));
    expect(
      bidButtonTarget({ ...request, assigned_to: { id: 99 }, chosen_quote: me }, me, false),
    ).toBe(paths.quoteForm(5));
  });

  it('a rejected bid has no bid button', () => {
    expect(bidButtonTarget(base, me, true, 'rejected')).toBeNull();
    expect(bidButtonTarget({ ...base, is_quote: true }, me, true, 'rejected')).toBeNull();
  });

  it('offers no Edit Bid once the bid is accepted or expired, or the deadline has passed', () => {
    expect(bidButtonTarget(base, me, true, 'pending')).toBe(paths.editBid(5));
    expect(bidButtonTarget(base, me, true, 'accepted')).toBeNull();
    expect(bidButtonTarget(base, me, true, 'expired')).toBeNull();
    const closed = { ...base, bid_deadline: '2026-01-01T12:00:00Z' };
    const after = new Date('2026-01-01T12:00:01Z');
    expect(bidButtonTarget(closed, me, true, 'pending', after)).toBeNull();
    expect(bidButtonTarget(closed, me, false, null, after)).toBeNull();
    expect(bidButtonTarget(closed, me, true, 'pending', new Date('2026-01-01T11:00:00Z'))).toBe(
      paths.editBid(5),
    );
  });

  it('offers a withdrawn bid again as "Bid again", not as an edit', () => {
    expect(bidButtonTarget(base, me, true, 'withdrawn')).toBe(paths.editBid(5));
    expect(bidButtonLabel(true, true, 'withdrawn')).toBe('Bid again');
    expect(bidButtonLabel(true, true, 'pending')).toBe('Edit Bid');
  });

  it('step 2: unassigned → bid form, or the edit path on a bid-placed page', () => {
    expect(bidButtonTarget(base, me, false)).toBe(paths.bidForm(5));
    expect(bidButtonTarget(base, me, true)).toBe(paths.editBid(5));
  });

  it('step 2: chosen quote is the user though assigned elsewhere → bid form', () => {
    const load = { ...base, assigned_to: { id: 99 }, chosen_quote: me };
    expect(bidButtonTarget(load, me, false)).toBe(paths.bidForm(5));
  });

  it('step 3: an informational quote assigned elsewhere → quote form', () => {
    const load = { ...base, is_quote: true, assigned_to: { id: 99 } };
    expect(bidButtonTarget(load, me, false)).toBe(paths.quoteForm(5));
  });

  it('no action for a shipment assigned to someone else', () => {
    expect(bidButtonTarget({ ...base, assigned_to: { id: 99 } }, me, false)).toBeNull();
  });
});

describe('own bid line', () => {
  const bid = {
    amount: 230000,
    pickup_date: '2026-11-30',
    delivery_date: '2026-12-02',
    is_accepted: false,
    is_rejected: false,
  };
  it('reads amount and MM-DD dates; the state is left to the badge beside it', () => {
    expect(ownBidLine(bid, true)).toBe('Your bid: $2,300 · 11-30 to 12-02');
    expect(ownBidLine({ ...bid, amount: 125050, is_rejected: true }, true)).toBe(
      'Your bid: $1,250.50 · 11-30 to 12-02',
    );
  });
  it('names a quote without dates', () => {
    expect(
      ownBidLine({ ...bid, amount: 90000, pickup_date: null, delivery_date: null }, false),
    ).toBe('Your quote: $900');
  });
});

describe('identifier and addresses', () => {
  it('treats a stripped shipment as having an identifier', () => {
    expect(hasIdentifier({ identifier: null, is_quote: false })).toBe(true);
    expect(hasIdentifier({ identifier: 'SH-1', is_quote: true })).toBe(true);
    expect(hasIdentifier({ identifier: null, is_quote: true })).toBe(false);
  });
  it('formats places', () => {
    const place = { address1: null, city: 'Austin', state: 'TX', zipcode: '78701' };
    expect(cityStateZipDash(place)).toBe('Austin, TX - 78701');
    expect(cardAddress(place)).toBe('Austin, TX 78701');
    expect(cardAddress({ ...place, address1: '1 Main St' })).toBe('1 Main St, Austin, TX 78701');
  });
});

describe('detailHeading (SPEC 2.10)', () => {
  const load = {
    id: 3,
    identifier: null,
    is_quote: true,
    name: 'Peas',
    created_by: { company_name: 'Acme' },
  };
  it('names the shipper company for a shipment, stripped or not', () => {
    expect(detailHeading({ ...load, identifier: 'SH-1' })).toBe('Shipment for Acme');
    expect(detailHeading({ ...load, is_quote: false, name: null })).toBe('Shipment for Acme');
  });
  it('names the quote otherwise, and never shows the database id for a nameless one', () => {
    expect(detailHeading(load)).toBe('Quote Peas');
    expect(detailHeading({ ...load, name: null })).toBe('Quote request from Acme');
  });
});
