/**
 * The shipment and quote-request form as plain data lives with its zod schema in
 * packages/shared (forms/shipment-form.ts); the features and pages read it from here.
 */
export {
  type AudienceType,
  type CopyDate,
  emptyFormStop,
  emptyShipmentValues,
  type FormMode,
  type FormStop,
  type FromLoadOptions,
  formFieldOf,
  formProblems,
  formStopsOf,
  fromLoad,
  LOCATION_SLOTS,
  type LocationSlot,
  missingMessage,
  type PlaceValues,
  type Problem,
  type ShipmentFormValues,
  type SpecRow,
  shipmentForm,
  toRequest,
} from '@spotlane/shared/forms/shipment-form';
