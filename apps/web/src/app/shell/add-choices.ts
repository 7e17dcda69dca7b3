import { paths } from '@spotlane/shared/domain/paths';
/** The rules of the add modals (SPEC 2.14 and 5), apart from their rendering. */

export type AddChoice = 'company' | 'carrier' | 'shipment';
export type CarrierChoice = 'new-carrier' | 'new-list';

export const PLEASE_SELECT = 'Please select an option.';
export const NEED_COMPANIES_AND_CARRIER = 'Add another company or a carrier to get started.';
export const NEED_A_CARRIER = 'Add a carrier to get started.';
export const LIST_HINT = 'A carrier list needs 2 or more carriers.';

/** SPEC 9: creating a shipment needs at least 2 companies and 1 carrier. */
export const MIN_COMPANIES_FOR_SHIPMENT = 2;
export const MIN_CARRIERS_FOR_SHIPMENT = 1;

export type AddOutcome =
  | { kind: 'navigate'; to: string }
  | { kind: 'carrier-modal' }
  | { kind: 'error'; message: string };

export interface AddContext {
  canAddShipment: boolean;
  companyCount: number;
  carrierCount: number;
}

export function chooseAdd(choice: AddChoice | null, context: AddContext): AddOutcome {
  switch (choice) {
    case 'company':
      return { kind: 'navigate', to: paths.newCompany };
    case 'carrier':
      return { kind: 'carrier-modal' };
    case 'shipment':
      if (!context.canAddShipment) {
        return { kind: 'error', message: 'You do not have permission to add shipments.' };
      }
      if (
        context.companyCount < MIN_COMPANIES_FOR_SHIPMENT ||
        context.carrierCount < MIN_CARRIERS_FOR_SHIPMENT
      ) {
        return { kind: 'error', message: NEED_COMPANIES_AND_CARRIER };
      }
      return { kind: 'navigate', to: paths.newShipment() };
    default:
      return { kind: 'error', message: PLEASE_SELECT };
  }
}

/** With no carriers at all, New Carrier List is disabled. */
export function carrierListDisabled(carrierCount: number): boolean {
  return carrierCount < 1;
}

export function chooseCarrier(choice: CarrierChoice | null, carrierCount: number): AddOutcome {
  if (choice === 'new-carrier') return { kind: 'navigate', to: paths.newCarrier };
  if (choice === 'new-list') {
    if (carrierListDisabled(carrierCount)) return { kind: 'error', message: NEED_A_CARRIER };
    return { kind: 'navigate', to: paths.newCarrierList };
  }
  return { kind: 'error', message: PLEASE_SELECT };
}
