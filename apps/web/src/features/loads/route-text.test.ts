import { paths } from '@spotlane/shared/domain/paths';
import { describe, expect, it } from 'vitest';
import { editPathOf, placeText, requestEnds, viewPathOf } from './route-text.ts';

const place = { city: 'Austin', state: 'TX' as const, zipcode: '73301' };
const location = {
  id: 3,
  name: 'Dock',
  company_id: 1,
  company_name: 'Acme',
  timezone: null,
  shipment_process: 'appointment',
  address: { address1: '1 Main', city: 'Reno', state: 'NV', zipcode: '89501' },
};

describe('quote request paths and places', () => {
  it('shows places as city, state - zipcode (SPEC 2.10)', () => {
    expect(placeText(place)).toBe('Austin, TX - 73301');
    expect(placeText(null)).toBe('');
    expect(
      requestEnds({
        origin_location: null,
        destination_location: location,
        quote_origin: place,
        quote_destination: null,
      }),
    ).toEqual({ origin: 'Austin, TX - 73301', destination: 'Reno, NV - 89501' });
  });

  it('sends no-location requests to their own view and edit pages', () => {
    const bare = { id: 9, origin_location: null, quote_origin: place };
    const full = { id: 9, origin_location: location, quote_origin: null };
    expect(viewPathOf(bare)).toBe(paths.viewQuoteNoLocation(9));
    expect(editPathOf(bare)).toBe(paths.editQuoteNoLocation(9));
    expect(viewPathOf(full)).toBe(paths.viewQuote(9));
    expect(editPathOf(full)).toBe(paths.editQuote(9));
  });
});
