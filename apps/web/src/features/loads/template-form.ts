import type { TemplateLoadInput, TemplateResponse } from '@spotlane/shared/schemas/load-templates';
import {
  emptyShipmentValues,
  type FormStop,
  type ShipmentFormValues,
  toRequest,
} from './shipment-form-values.ts';

/**
 * PRODUCT.md 16, templates and the shipment form: what the form holds saved as a template (its
 * stops without their dates, each a number of days after the ship date), and a template opened
 * in the form for a ship date.
 */

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) =>
  from && to ? Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / DAY)) : 0;
const daysAfter = (date: string, days: number) =>
  date ? new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10) : '';
const centsText = (cents: number | null | undefined) =>
  cents == null ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/** The template's load of what the form holds: its stops as the editor or the SPEC fields name them. */
export function templateLoadOfValues(values: ShipmentFormValues): TemplateLoadInput {
  const request = toRequest(values, 'shipment');
  const first = request.stops?.[0]?.date ?? '';
  const stops: TemplateLoadInput['stops'] = request.stops
    ? request.stops.map((stop) => ({
        type: stop.type,
        location_id: stop.location_id,
        day_offset: daysBetween(first, stop.date),
        window_start: stop.window_start,
        window_end: stop.window_end,
        reference: stop.reference,
        notes: stop.notes,
      }))
    : [
        ['pickup', request.origin_location_id, 0],
        ['pickup', request.extra_origin_location_id, 0],
        [
          'delivery',
          request.destination_location_id,
          daysBetween(values.date_to_leave, values.expected_delivery_date),
        ],
        [
          'delivery',
          request.extra_destination_location_id,
          daysBetween(values.date_to_leave, values.expected_delivery_date),
        ],
      ]
        .filter(([, location]) => typeof location === 'number')
        .map(([type, location, offset]) => ({
          type: type as 'pickup' | 'delivery',
          location_id: location as number,
          day_offset: offset as number,
        }));
  return {
    name: request.name || 'Load',
    stops,
    specs: request.specs,
    description: request.description,
    load_value: request.load_value,
    audience: request.audience,
    target_rate: request.target_rate,
    equipment_type: request.equipment_type,
    weight_lbs: request.weight_lbs,
    miles: request.miles,
  };
}

type TemplateStop = TemplateResponse['load']['stops'][number];

/**
 * Whether the SPEC's four stop fields can say the template's stops (at most two pickups, then
 * at most two deliveries, no window, reference or note); otherwise the stop editor holds them.
 */
export function fitsSpecStops(stops: readonly TemplateStop[]): boolean {
  const pickups = stops.filter((stop) => stop.type === 'pickup').length;
  const deliveries = stops.length - pickups;
  const inOrder = stops.every((stop, index) => (stop.type === 'pickup') === index < pickups);
  const plain = stops.every(
    (stop) => !stop.window_start && !stop.window_end && !stop.reference && !stop.notes,
  );
  return pickups >= 1 && pickups <= 2 && deliveries >= 1 && deliveries <= 2 && inOrder && plain;
}

/**
 * The form's values of a template leaving on `shipDate` ('' leaves the dates to fill):
 * `companyOf` names the company of each location, as the stop pickers choose a company first.
 */
export function valuesOfTemplate(
  template: TemplateResponse,
  shipDate: string,
  companyOf: (locationId: number) => number | null,
): ShipmentFormValues {
  const load = template.load;
  const stops = load.stops;
  const company = (stop: TemplateStop | undefined) => {
    const id = stop ? companyOf(stop.location_id) : null;
    return id === null ? null : String(id);
  };
  const location = (stop: TemplateStop | undefined) => (stop ? String(stop.location_id) : null);
  const audience = load.audience;
  const values: ShipmentFormValues = {
    ...emptyShipmentValues(),
    name: load.name,
    date_to_leave: shipDate,
    expected_delivery_date: daysAfter(shipDate, stops.at(-1)?.day_offset ?? 0),
    specs: Object.entries(load.specs).map(([key, value]) => ({ key, value })),
    description: load.description ?? '',
    load_value: centsText(load.load_value),
    equipment_type: load.equipment_type ?? '',
    weight_lbs: load.weight_lbs ? String(load.weight_lbs) : '',
    miles: load.miles ? String(load.miles) : '',
    audience_type: audience.type as ShipmentFormValues['audience_type'],
    lane_id: audience.lane_id ? String(audience.lane_id) : null,
    carrier_list_id: audience.carrier_list_id ? String(audience.carrier_list_id) : null,
    carrier_ids: (audience.carrier_ids ?? []).map(String),
    target_rate: centsText(load.target_rate),
  };
  if (!fitsSpecStops(stops)) {
    values.stops = stops.map(
      (stop): FormStop => ({
        id: null,
        type: stop.type,
        company_id: company(stop),
        location_id: String(stop.location_id),
        date: daysAfter(shipDate, stop.day_offset),
        window_start: stop.window_start ?? '',
        window_end: stop.window_end ?? '',
        appointment: '',
        reference: stop.reference ?? '',
        notes: stop.notes ?? '',
      }),
    );
    return values;
  }
  const pickups = stops.filter((stop) => stop.type === 'pickup');
  const deliveries = stops.filter((stop) => stop.type === 'delivery');
  return {
    ...values,
    origin_company_id: company(pickups[0]),
    origin_location_id: location(pickups[0]),
    with_extra_origin: pickups.length > 1,
    extra_origin_company_id: company(pickups[1]),
    extra_origin_location_id: location(pickups[1]),
    destination_company_id: company(deliveries[0]),
    destination_location_id: location(deliveries[0]),
    with_extra_destination: deliveries.length > 1,
    extra_destination_company_id: company(deliveries[1]),
    extra_destination_location_id: location(deliveries[1]),
  };
}
