import type { CompanyResponse } from '@spotlane/shared/schemas/companies';
import { createContext, use } from 'react';
import {
  type FieldPath,
  type PathValue,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { type AppointmentCheck, appointmentWarning } from '../../hours-warnings.ts';
import type { FormMode, LocationSlot, ShipmentFormValues } from '../../shipment-form-values.ts';

/**
 * What every section of the shipment form shares besides the react-hook-form state (which
 * they read with `useFormContext`): the kind of form, today's date, the account's companies
 * for the stop pickers, and what the frame does for them (the hours warnings, adding a company).
 */
export interface ShipmentFormScope {
  mode: FormMode;
  /** /copy-shipment: ship dates instead of the dates and appointments. */
  copy: boolean;
  /** The earliest day a date picker offers (the server refuses a past ship date too). */
  today: string;
  companies: readonly CompanyResponse[];
  /** Sends the shipper to add a company for `slot`, keeping what was typed. */
  addCompany: (slot: LocationSlot) => void;
  /** A new shipment: a matching lane offers "Tender via routing guide" (PRODUCT.md 8). */
  offerTender: boolean;
}

export const ShipmentFormScopeContext = createContext<ShipmentFormScope | null>(null);

/** The form's scope, for a section rendered inside a shipment form frame. */
export function useShipmentFormScope(): ShipmentFormScope {
  const scope = use(ShipmentFormScopeContext);
  if (!scope) throw new Error('a shipment form section renders inside ShipmentFormFrame');
  return scope;
}

/** The form's current values, re-rendering the section that reads them. */
export function useShipmentValues(): ShipmentFormValues {
  return useWatch<ShipmentFormValues>() as ShipmentFormValues;
}

/**
 * Sets a field the way a picker should: marked as changed, and checked again once a save was
 * tried (before that, a half-filled form shows no errors).
 */
export function useSetField() {
  const { setValue, control } = useFormContext<ShipmentFormValues>();
  const { isSubmitted } = useFormState({ control });
  return <N extends FieldPath<ShipmentFormValues>>(
    name: N,
    value: PathValue<ShipmentFormValues, N>,
  ) => setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
}

/** The company and location fields of each stop slot. */
export const SLOT_FIELDS = {
  origin: { company: 'origin_company_id', location: 'origin_location_id' },
  extra_origin: { company: 'extra_origin_company_id', location: 'extra_origin_location_id' },
  destination: { company: 'destination_company_id', location: 'destination_location_id' },
  extra_destination: {
    company: 'extra_destination_company_id',
    location: 'extra_destination_location_id',
  },
} as const satisfies Record<
  LocationSlot,
  { company: keyof ShipmentFormValues; location: keyof ShipmentFormValues }
>;

export function findLocation(companies: readonly CompanyResponse[], id: string | null | undefined) {
  if (!id) return null;
  for (const company of companies) {
    const location = company.locations.find((item) => String(item.id) === id);
    if (location) return location;
  }
  return null;
}

export type AppointmentFieldName =
  | 'appointment_pickup'
  | 'extra_appointment_pickup'
  | 'appointment_delivery'
  | 'extra_appointment_delivery';

/** Each appointment with the location whose hours it must fit (SPEC: hours warnings). */
export function appointmentChecks(
  values: ShipmentFormValues,
  companies: readonly CompanyResponse[],
): Record<AppointmentFieldName, AppointmentCheck> {
  const location = (slot: LocationSlot) =>
    findLocation(companies, values[SLOT_FIELDS[slot].location] as string | null);
  return {
    appointment_pickup: {
      label: 'Pickup appointment',
      appointment: values.appointment_pickup,
      kind: 'Shipping',
      location: location('origin'),
    },
    extra_appointment_pickup: {
      label: 'Second pickup appointment',
      appointment: values.with_extra_origin ? values.extra_appointment_pickup : '',
      kind: 'Shipping',
      location: location('extra_origin'),
    },
    appointment_delivery: {
      label: 'Delivery appointment',
      appointment: values.appointment_delivery,
      kind: 'Delivery',
      location: location('destination'),
    },
    extra_appointment_delivery: {
      label: 'Second delivery appointment',
      appointment: values.with_extra_destination ? values.extra_appointment_delivery : '',
      kind: 'Delivery',
      location: location('extra_destination'),
    },
  };
}

/** The warning of one appointment outside its location's hours, or null. */
export function appointmentWarningOf(
  field: AppointmentFieldName,
  values: ShipmentFormValues,
  scope: Pick<ShipmentFormScope, 'companies' | 'copy' | 'mode'>,
): string | null {
  if (scope.copy || scope.mode === 'quote-no-location') return null;
  return appointmentWarning(appointmentChecks(values, scope.companies)[field]);
}
