import { describe, expect, it } from 'vitest';
import { fill, paths, patterns } from './paths.ts';

describe('paths', () => {
  it('fills ids into the patterns', () => {
    expect(paths.bidForm(12)).toBe('/spot-quotes/12/bid');
    expect(paths.shipmentDetail(7)).toBe('/shipment-detail/7/1');
    expect(paths.newShipment()).toBe('/add-new-shipment');
    expect(paths.newShipment(3)).toBe('/add-new-shipment/3');
    expect(paths.editCompanyFromShipment(4, 'origin')).toBe('/edit-company-from-shipment/4/origin');
    expect(paths.setPasswordWithToken('a b')).toBe('/setPassword?token=a+b');
    expect(paths.confirmationPdfFor(9)).toBe('/confirmation-pdf?load=9');
    expect(paths.carriersTab('lists')).toBe('/carriers?tab=lists');
  });

  it('refuses a missing required parameter and encodes values', () => {
    expect(() => fill(patterns.viewCompany)).toThrow(/needs id/);
    expect(fill(patterns.viewCompany, { id: '../x' })).toBe('/view-company/..%2Fx');
  });

  it('spells every pattern once', () => {
    const values = Object.values(patterns);
    expect(new Set(values).size).toBe(values.length);
  });
});
