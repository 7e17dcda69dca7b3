import type { LocationSlot, ShipmentFormValues } from './shipment-form-values.ts';

/**
 * tempShipmentData: the half-filled form kept while the shipper adds a company
 * ({ values, returnTo, slot }), plus the pendingCompany the company page adds after saving.
 */
export interface TempShipmentData {
  values?: ShipmentFormValues;
  returnTo?: string;
  slot?: LocationSlot;
  pendingCompany?: { companyType?: string; company_id?: number; location_id?: number | null };
}

/** The values to reopen the form with on `path`, or null when the stored form is another page's. */
export function restoreValues(
  stored: Record<string, unknown> | null,
  path: string,
): ShipmentFormValues | null {
  const data = stored as TempShipmentData | null;
  if (!data?.values || data.returnTo !== path) return null;
  const values: ShipmentFormValues = { ...data.values };
  const pending = data.pendingCompany;
  if (pending?.company_id) {
    const slot: LocationSlot =
      data.slot ?? (pending.companyType === 'destination' ? 'destination' : 'origin');
    const company = String(pending.company_id);
    const location = pending.location_id ? String(pending.location_id) : null;
    if (slot === 'origin') {
      values.origin_company_id = company;
      values.origin_location_id = location;
    } else if (slot === 'extra_origin') {
      values.with_extra_origin = true;
      values.extra_origin_company_id = company;
      values.extra_origin_location_id = location;
    } else if (slot === 'destination') {
      values.destination_company_id = company;
      values.destination_location_id = location;
    } else {
      values.with_extra_destination = true;
      values.extra_destination_company_id = company;
      values.extra_destination_location_id = location;
    }
  }
  return values;
}
