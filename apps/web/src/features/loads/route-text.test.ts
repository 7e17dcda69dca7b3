import { describe, expect, it } from 'vitest';
import { setupFor } from '../../app/routes/loads/shipment-form-page.tsx';
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
    expect(viewPathOf(bare)).toBe('/view-quote-no-location/9');
    expect(editPathOf(bare)).toBe('/edit-quote-no-location/9');
    expect(viewPathOf(full)).toBe('/view-quote/9');
    expect(editPathOf(full)).toBe('/edit-quote/9');
  });
});

describe('setupFor', () => {
  it('opens the right form for each route (SPEC 2.3)', () => {
    expect(setupFor('/add-new-shipment')).toMatchObject({ title: 'New Shipment', edit: false });
    expect(setupFor('/add-new-shipment/4')).toMatchObject({ mode: 'shipment', edit: false });
    expect(setupFor('/edit-load/4')).toMatchObject({ title: 'Edit Shipment', edit: true });
    expect(setupFor('/add-shipment-quote/4')).toMatchObject({
      title: 'Shipment Quote',
      mode: 'shipment',
    });
    expect(setupFor('/add-new-quote')).toMatchObject({ mode: 'quote', edit: false });
    expect(setupFor('/add-new-quote-no-location')).toMatchObject({
      title: 'New Quote Request',
      mode: 'quote-no-location',
    });
    expect(setupFor('/edit-quote/2')).toMatchObject({ mode: 'quote', edit: true });
    expect(setupFor('/edit-quote-no-location/2')).toMatchObject({
      title: 'Edit Quote Request',
      mode: 'quote-no-location',
      edit: true,
    });
  });
});
