import { paths } from '@spotlane/shared/domain/paths';
import { describe, expect, it } from 'vitest';
import { setupFor } from './shipment-form-page.tsx';

describe('setupFor', () => {
  it('opens the right form for each route (SPEC 2.3)', () => {
    expect(setupFor(paths.newShipment())).toMatchObject({ title: 'New Shipment', edit: false });
    expect(setupFor(paths.newShipment(4))).toMatchObject({ mode: 'shipment', edit: false });
    expect(setupFor(paths.editLoad(4))).toMatchObject({ title: 'Edit Shipment', edit: true });
    expect(setupFor(paths.shipmentFromQuote(4))).toMatchObject({
      title: 'Shipment Quote',
      mode: 'shipment',
    });
    expect(setupFor(paths.newQuote)).toMatchObject({ mode: 'quote', edit: false });
    expect(setupFor(paths.newQuoteNoLocation)).toMatchObject({
      title: 'New Quote Request',
      mode: 'quote-no-location',
    });
    expect(setupFor(paths.editQuote(2))).toMatchObject({ mode: 'quote', edit: true });
    expect(setupFor(paths.editQuoteNoLocation(2))).toMatchObject({
      title: 'Edit Quote Request',
      mode: 'quote-no-location',
      edit: true,
    });
  });
});
