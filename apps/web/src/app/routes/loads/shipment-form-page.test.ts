import { describe, expect, it } from 'vitest';
import { setupFor } from './shipment-form-page.tsx';

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
