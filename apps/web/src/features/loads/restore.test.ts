import { paths } from '@spotlane/shared/domain/paths';
import { describe, expect, it } from 'vitest';
import { restoreValues } from './restore.ts';
import { emptyShipmentValues } from './shipment-form-values.ts';

describe('restoreValues', () => {
  const values = { ...emptyShipmentValues(), name: 'Half done', origin_company_id: '3' };

  it('answers null for another page or nothing stored', () => {
    expect(restoreValues(null, paths.newShipment())).toBeNull();
    expect(restoreValues({ values, returnTo: paths.editLoad(4) }, paths.newShipment())).toBeNull();
  });

  it('restores the form as it was without a new company', () => {
    expect(restoreValues({ values, returnTo: paths.newShipment() }, paths.newShipment())).toEqual(
      values,
    );
  });

  it('selects the new company in the slot that asked for it', () => {
    const restored = restoreValues(
      {
        values,
        returnTo: paths.newShipment(),
        slot: 'extra_destination',
        pendingCompany: { companyType: 'destination', company_id: 9, location_id: 12 },
      },
      paths.newShipment(),
    );
    expect(restored?.name).toBe('Half done');
    expect(restored?.with_extra_destination).toBe(true);
    expect(restored?.extra_destination_company_id).toBe('9');
    expect(restored?.extra_destination_location_id).toBe('12');
  });

  it('falls back on the company type when no slot was kept', () => {
    const restored = restoreValues(
      {
        values,
        returnTo: paths.newQuote,
        pendingCompany: { companyType: 'destination', company_id: 5, location_id: 6 },
      },
      paths.newQuote,
    );
    expect(restored?.destination_company_id).toBe('5');
    expect(restored?.origin_company_id).toBe('3');
  });
});
