import { paths } from '@spotlane/shared/domain/paths';
import { describe, expect, it } from 'vitest';
import {
  carrierListDisabled,
  chooseAdd,
  chooseCarrier,
  NEED_A_CARRIER,
  NEED_COMPANIES_AND_CARRIER,
  PLEASE_SELECT,
} from './add-choices.ts';

const ready = { canAddShipment: true, companyCount: 2, carrierCount: 1 };

describe('add modal (SPEC 2.14, 5)', () => {
  it('sends each choice to its page', () => {
    expect(chooseAdd('company', ready)).toEqual({ kind: 'navigate', to: paths.newCompany });
    expect(chooseAdd('carrier', ready)).toEqual({ kind: 'carrier-modal' });
    expect(chooseAdd('shipment', ready)).toEqual({ kind: 'navigate', to: paths.newShipment() });
  });
  it('asks for a choice', () => {
    expect(chooseAdd(null, ready)).toEqual({ kind: 'error', message: PLEASE_SELECT });
    expect(chooseCarrier(null, 3)).toEqual({ kind: 'error', message: PLEASE_SELECT });
  });
  it('needs 2 companies and 1 carrier for a shipment (failed checks count as 0)', () => {
    const message = { kind: 'error', message: NEED_COMPANIES_AND_CARRIER };
    expect(chooseAdd('shipment', { ...ready, companyCount: 1 })).toEqual(message);
    expect(chooseAdd('shipment', { ...ready, carrierCount: 0 })).toEqual(message);
    expect(chooseAdd('shipment', { ...ready, companyCount: 0, carrierCount: 0 })).toEqual(message);
  });
  it('refuses a shipment without shipment_add', () => {
    expect(chooseAdd('shipment', { ...ready, canAddShipment: false }).kind).toBe('error');
  });
  it('disables New Carrier List without carriers', () => {
    expect(carrierListDisabled(0)).toBe(true);
    expect(carrierListDisabled(1)).toBe(false);
    expect(chooseCarrier('new-list', 0)).toEqual({ kind: 'error', message: NEED_A_CARRIER });
    expect(chooseCarrier('new-list', 2)).toEqual({ kind: 'navigate', to: paths.newCarrierList });
    expect(chooseCarrier('new-carrier', 0)).toEqual({ kind: 'navigate', to: paths.newCarrier });
  });
});
