import { z } from 'zod';
import { AWARD_RULES, deadlineToIso, localDateTime } from '../domain/bidding.ts';
import { missingFieldsMessage } from '../domain/missing-fields.ts';
import { dollarsToCents } from '../domain/money.ts';
import { PAST_SHIP_DATE_MESSAGE } from '../domain/past-dates.ts';
import {
  copyLoadRequest,
  type LoadDetail,
  type LoadRequest,
  loadAudienceTypes,
  loadProblems,
  loadRequest,
} from '../schemas/loads.ts';
import { type FormProblem, formSchema } from './form-schema.ts';

/**
 * The shipment and quote-request form as plain data: what the inputs hold, how a load fills
 * them, how they become the request of POST/PUT /api/loads, and which problems to show where.
 */

export type FormMode = 'shipment' | 'quote' | 'quote-no-location';
export type AudienceType = (typeof loadAudienceTypes)[number];

const placeFields = z.object({ city: z.string(), state: z.string(), zipcode: z.string() });
export type PlaceValues = z.input<typeof placeFields>;

const specRow = z.object({ key: z.string(), value: z.string() });
export type SpecRow = z.input<typeof specRow>;

const copyDate = z.object({ date_to_leave: z.string(), expected_delivery_date: z.string() });
export type CopyDate = z.input<typeof copyDate>;

const optionalId = z.string().nullable();

/** One stop of the stop editor (PRODUCT.md 16), as its inputs hold it. */
export const formStop = z.object({
  /** The stop's id on an edit (it keeps its arrival and departure), else null. */
  id: z.number().nullable().optional(),
  type: z.enum(['pickup', 'delivery']),
  company_id: optionalId,
  location_id: optionalId,
  /** yyyy-mm-dd or ''. */
  date: z.string(),
  /** HH:MM or ''. */
  window_start: z.string(),
  window_end: z.string(),
  /** yyyy-mm-ddTHH:MM or ''. */
  appointment: z.string(),
  reference: z.string(),
  notes: z.string(),
});
export type FormStop = z.input<typeof formStop>;

export const emptyFormStop = (type: FormStop['type'], date = ''): FormStop => ({
  id: null,
  type,
  company_id: null,
  location_id: null,
  date,
  window_start: '',
  window_end: '',
  appointment: '',
  reference: '',
  notes: '',
});

/** What the shipment form's inputs hold. */
export const shipmentFormFields = z.object({
  name: z.string(),
  origin_company_id: optionalId,
  origin_location_id: optionalId,
  with_extra_origin: z.boolean(),
  extra_origin_company_id: optionalId,
  extra_origin_location_id: optionalId,
  destination_company_id: optionalId,
  destination_location_id: optionalId,
  with_extra_destination: z.boolean(),
  extra_destination_company_id: optionalId,
  extra_destination_location_id: optionalId,
  quote_origin: placeFields,
  quote_destination: placeFields,
  /** yyyy-mm-dd or ''. */
  date_to_leave: z.string(),
  expected_delivery_date: z.string(),
  /** yyyy-mm-ddTHH:MM or ''. */
  appointment_pickup: z.string(),
  extra_appointment_pickup: z.string(),
  appointment_delivery: z.string(),
  extra_appointment_delivery: z.string(),
  specs: z.array(specRow),
  description: z.string(),
  /** Dollars as typed. */
  load_value: z.string(),
  /** PRODUCT.md 10: '' or an equipment type; pounds and miles as typed ('' miles = estimate). */
  equipment_type: z.string(),
  weight_lbs: z.string(),
  miles: z.string(),
  audience_type: z.enum(loadAudienceTypes),
  /** PRODUCT.md 8: the lane whose routing guide tenders the shipment (audience `lane`). */
  lane_id: optionalId,
  /** PRODUCT.md 9: local yyyy-mm-ddTHH:MM or ''; the rule; the target rate in dollars. */
  bid_deadline: z.string(),
  award_rule: z.enum(AWARD_RULES),
  target_rate: z.string(),
  carrier_list_id: optionalId,
  carrier_ids: z.array(z.string()),
  /** Only on /copy-shipment: one ship date per copy, each with its expected delivery. */
  copy_dates: z.array(copyDate),
  /**
   * PRODUCT.md 16: the stop editor's stops; empty while the form names the stops the SPEC way
   * (origin, destination and their extras).
   */
  stops: z.array(formStop).optional(),
});
export type ShipmentFormValues = z.input<typeof shipmentFormFields>;

export type LocationSlot = 'origin' | 'extra_origin' | 'destination' | 'extra_destination';

export const LOCATION_SLOTS: LocationSlot[] = [
  'origin',
  'extra_origin',
  'destination',
  'extra_destination',
];

const emptyPlace = (): PlaceValues => ({ city: '', state: '', zipcode: '' });

export function emptyShipmentValues(): ShipmentFormValues {
  return {
    name: '',
    origin_company_id: null,
    origin_location_id: null,
    with_extra_origin: false,
    extra_origin_company_id: null,
    extra_origin_location_id: null,
    destination_company_id: null,
    destination_location_id: null,
    with_extra_destination: false,
    extra_destination_company_id: null,
    extra_destination_location_id: null,
    quote_origin: emptyPlace(),
    quote_destination: emptyPlace(),
    date_to_leave: '',
    expected_delivery_date: '',
    appointment_pickup: '',
    extra_appointment_pickup: '',
    appointment_delivery: '',
    extra_appointment_delivery: '',
    specs: [],
    description: '',
    load_value: '',
    equipment_type: '',
    weight_lbs: '',
    miles: '',
    audience_type: 'all',
    lane_id: null,
    bid_deadline: '',
    award_rule: 'manual',
    target_rate: '',
    carrier_list_id: null,
    carrier_ids: [],
    copy_dates: [{ date_to_leave: '', expected_delivery_date: '' }],
  };
}

type DetailLocation = LoadDetail['origin_location'];

function ids(location: DetailLocation): [string | null, string | null] {
  if (!location) return [null, null];
  return [location.company_id ? String(location.company_id) : null, String(location.id)];
}

function centsText(cents: number | null): string {
  if (cents == null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export interface FromLoadOptions {
  /** Copy: everything but identifier, status, dates and assignment. */
  withoutDates?: boolean;
  /** A shipment made from a no-location request starts without locations. */
  withoutLocations?: boolean;
}

/** Fills the form from a load or quote request (edit, prefill, copy, shipment from a quote). */
export function fromLoad(load: LoadDetail, options: FromLoadOptions = {}): ShipmentFormValues {
  const values = emptyShipmentValues();
  const locations = !options.withoutLocations;
  const [originCompany, origin] = locations ? ids(load.origin_location) : [null, null];
  const [extraOriginCompany, extraOrigin] = locations
    ? ids(load.extra_origin_location)
    : [null, null];
  const [destinationCompany, destination] = locations
    ? ids(load.destination_location)
    : [null, null];
  const [extraDestinationCompany, extraDestination] = locations
    ? ids(load.extra_destination_location)
    : [null, null];
  const dates = !options.withoutDates;
  return {
    ...values,
    name: load.name ?? '',
    origin_company_id: originCompany,
    origin_location_id: origin,
    with_extra_origin: Boolean(extraOrigin),
    extra_origin_company_id: extraOriginCompany,
    extra_origin_location_id: extraOrigin,
    destination_company_id: destinationCompany,
    destination_location_id: destination,
    with_extra_destination: Boolean(extraDestination),
    extra_destination_company_id: extraDestinationCompany,
    extra_destination_location_id: extraDestination,
    quote_origin: load.quote_origin ? { ...load.quote_origin } : emptyPlace(),
    quote_destination: load.quote_destination ? { ...load.quote_destination } : emptyPlace(),
    date_to_leave: dates ? load.date_to_leave.slice(0, 10) : '',
    expected_delivery_date: dates ? load.expected_delivery_date.slice(0, 10) : '',
    appointment_pickup: dates ? (load.appointment_pickup ?? '') : '',
    extra_appointment_pickup: dates && locations ? (load.extra_appointment_pickup ?? '') : '',
    appointment_delivery: dates ? (load.appointment_delivery ?? '') : '',
    extra_appointment_delivery: dates && locations ? (load.extra_appointment_delivery ?? '') : '',
    specs: Object.entries(load.specs ?? {}).map(([key, value]) => ({ key, value })),
    description: load.description ?? '',
    load_value: centsText(load.load_value),
    equipment_type: load.equipment_type ?? '',
    weight_lbs: load.weight_lbs ? String(load.weight_lbs) : '',
    // An estimate is not the shipper's: the field stays empty so it is made again.
    miles: load.miles && !load.miles_estimated ? String(load.miles) : '',
    audience_type: load.audience.type,
    lane_id: load.audience.lane_id ? String(load.audience.lane_id) : null,
    bid_deadline: dates ? localDateTime(load.bid_deadline) : '',
    award_rule: dates ? load.award_rule : 'manual',
    target_rate: centsText(load.target_rate),
    carrier_list_id: load.audience.carrier_list_id ? String(load.audience.carrier_list_id) : null,
    carrier_ids: load.audience.carrier_ids.map(String),
    stops: locations && needsStopEditor(load) ? formStopsOf(load, dates) : [],
  };
}

/**
 * A load whose stops the SPEC fields cannot say (more than four, a pickup after a delivery, a
 * window, reference or note) is edited in the stop editor.
 */
export function needsStopEditor(load: Pick<LoadDetail, 'stops'>): boolean {
  const stops = load.stops ?? [];
  if (stops.length > 4) return true;
  const firstDelivery = stops.findIndex((stop) => stop.type === 'delivery');
  if (firstDelivery >= 0 && stops.slice(firstDelivery).some((stop) => stop.type === 'pickup'))
    return true;
  return stops.some((stop) => stop.window_start || stop.window_end || stop.reference || stop.notes);
}

/** The editor's stops of a load (a copy or a template starts them without dates). */
export function formStopsOf(load: Pick<LoadDetail, 'stops'>, dates = true): FormStop[] {
  return (load.stops ?? []).map((stop) => ({
    id: dates ? stop.id : null,
    type: stop.type,
    company_id: stop.location?.company_id ? String(stop.location.company_id) : null,
    location_id: String(stop.location_id),
    date: dates ? stop.date : '',
    window_start: stop.window_start ?? '',
    window_end: stop.window_end ?? '',
    appointment: dates ? (stop.appointment ?? '') : '',
    reference: stop.reference ?? '',
    notes: stop.notes ?? '',
  }));
}

/** The request's stops of the editor's. */
export function requestStops(stops: readonly FormStop[]) {
  return stops.map((stop) => ({
    ...(stop.id ? { id: stop.id } : {}),
    type: stop.type,
    location_id: toId(stop.location_id) as number,
    date: stop.date,
    window_start: stop.window_start || null,
    window_end: stop.window_end || null,
    appointment: stop.appointment || null,
    reference: stop.reference.trim() || null,
    notes: stop.notes.trim() || null,
  }));
}

const toId = (value: string | null): number | null => (value ? Number(value) : null);

/** A number typed with or without thousands separators; '' is none, other text NaN (refused). */
function wholeNumber(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  return cleaned ? Number(cleaned) : null;
}

/** The request of POST/PUT /api/loads (before the shared schema checks it). */
export function toRequest(values: ShipmentFormValues, mode: FormMode): LoadRequest {
  const noLocation = mode === 'quote-no-location';
  const cents = values.load_value.trim() ? dollarsToCents(values.load_value) : null;
  const specs: Record<string, string> = {};
  for (const row of values.specs) {
    const key = row.key.trim();
    if (key) specs[key] = row.value.trim();
  }
  const place = (value: PlaceValues) => ({
    city: value.city,
    state: value.state,
    zipcode: value.zipcode,
  });
  const extraOrigin = !noLocation && values.with_extra_origin;
  const extraDestination = !noLocation && values.with_extra_destination;
  const stops = !noLocation && values.stops?.length ? requestStops(values.stops) : null;
  const request = {
    name: values.name,
    is_quote: mode !== 'shipment',
    origin_location_id: noLocation ? null : toId(values.origin_location_id),
    destination_location_id: noLocation ? null : toId(values.destination_location_id),
    extra_origin_location_id: extraOrigin ? toId(values.extra_origin_location_id) : null,
    extra_destination_location_id: extraDestination
      ? toId(values.extra_destination_location_id)
      : null,
    quote_origin: noLocation ? place(values.quote_origin) : null,
    quote_destination: noLocation ? place(values.quote_destination) : null,
    date_to_leave: values.date_to_leave || (undefined as unknown as string),
    expected_delivery_date: values.expected_delivery_date || (undefined as unknown as string),
    appointment_pickup: noLocation ? null : values.appointment_pickup || null,
    extra_appointment_pickup: extraOrigin ? values.extra_appointment_pickup || null : null,
    appointment_delivery: noLocation ? null : values.appointment_delivery || null,
    extra_appointment_delivery: extraDestination ? values.extra_appointment_delivery || null : null,
    specs,
    description: values.description.trim() || null,
    load_value: cents ?? null,
    bid_deadline: mode === 'shipment' ? deadlineToIso(values.bid_deadline) : null,
    award_rule: mode === 'shipment' ? values.award_rule : 'manual',
    // The target rate is kept whatever the rule (the quick form asks for it too); under
    // lowest_under_target it is required and decides the award.
    target_rate:
      mode === 'shipment' && values.target_rate.trim() ? dollarsToCents(values.target_rate) : null,
    equipment_type: (values.equipment_type || null) as LoadRequest['equipment_type'],
    weight_lbs: wholeNumber(values.weight_lbs),
    miles: wholeNumber(values.miles),
    audience: {
      type: values.audience_type,
      carrier_list_id: values.audience_type === 'list' ? toId(values.carrier_list_id) : null,
      carrier_ids: values.audience_type === 'carriers' ? values.carrier_ids.map(Number) : undefined,
      lane_id: values.audience_type === 'lane' ? toId(values.lane_id ?? null) : null,
    },
  };
  if (!stops) return request;
  // PRODUCT.md 16: with stops, the SPEC's stop fields and dates are left to the server.
  return {
    ...request,
    stops,
    origin_location_id: null,
    destination_location_id: null,
    extra_origin_location_id: null,
    extra_destination_location_id: null,
    appointment_pickup: null,
    extra_appointment_pickup: null,
    appointment_delivery: null,
    extra_appointment_delivery: null,
    date_to_leave: undefined,
    expected_delivery_date: undefined,
  } as LoadRequest;
}

/** Where an API or schema path shows in the form. */
export function formFieldOf(path: string): string {
  if (path === 'audience.carrier_list_id') return 'carrier_list_id';
  if (path === 'audience.carrier_ids') return 'carrier_ids';
  if (path === 'audience.lane_id') return 'lane_id';
  if (path.startsWith('audience')) return 'audience_type';
  if (path.startsWith('specs')) return 'specs';
  if (path === 'quote_origin' || path === 'quote_destination') return `${path}.city`;
  const copyField = /^dates\.(\d+)\.(date_to_leave|expected_delivery_date)$/.exec(path);
  if (copyField) return `copy_dates.${copyField[1]}.${copyField[2]}`;
  if (path === 'dates' || path.startsWith('dates.')) return 'copy_dates';
  return path;
}

export type Problem = FormProblem;

/**
 * What the form knows of today: the browser's calendar date, and the ship date an edited
 * load already had (a past one kept unchanged may stay, as the server allows).
 */
export interface DateContext {
  today: string;
  keptShipDate?: string;
}

/** Every problem of the form, on form fields (shared schema plus the dollar and copy checks). */
export function formProblems(
  values: ShipmentFormValues,
  mode: FormMode,
  copy = false,
  dates?: DateContext,
): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const add = (field: string, message: string) => {
    if (seen.has(field)) return;
    seen.add(field);
    problems.push({ field, message });
  };
  const stopMode = mode !== 'quote-no-location' && Boolean(values.stops?.length);
  if (stopMode) {
    // PRODUCT.md 16: each stop of the editor needs its place and its day.
    (values.stops ?? []).forEach((stop, index) => {
      if (!stop.location_id) add(`stops.${index}.location_id`, 'Choose a location');
      if (!stop.date) add(`stops.${index}.date`, 'Date is required');
      else if (index === 0 && dates && stop.date < dates.today && stop.date !== dates.keptShipDate)
        add(`stops.${index}.date`, PAST_SHIP_DATE_MESSAGE);
    });
  }
  // A past ship date is named as such, and stays in its field for the shipper to change.
  if (dates && !stopMode) {
    const past = (date: string) => Boolean(date) && date < dates.today;
    if (!copy && past(values.date_to_leave) && values.date_to_leave !== dates.keptShipDate)
      add('date_to_leave', PAST_SHIP_DATE_MESSAGE);
    if (copy)
      values.copy_dates.forEach((pair, index) => {
        if (past(pair.date_to_leave))
          add(`copy_dates.${index}.date_to_leave`, PAST_SHIP_DATE_MESSAGE);
      });
  }
  const request = toRequest(values, mode);
  if (copy) {
    const first = values.copy_dates[0];
    request.date_to_leave = first?.date_to_leave || '2000-01-01';
    request.expected_delivery_date = first?.expected_delivery_date || '2000-01-01';
    if (first?.date_to_leave && first.expected_delivery_date < first.date_to_leave)
      request.expected_delivery_date = first.date_to_leave;
  }
  if (
    mode === 'shipment' &&
    values.target_rate.trim() &&
    dollarsToCents(values.target_rate) === null
  ) {
    add('target_rate', 'Enter the target rate in dollars, like 1800 or 1800.50');
  }
  if (values.load_value.trim() && dollarsToCents(values.load_value) === null) {
    add('load_value', 'Enter the load value in dollars, like 25000 or 25000.50');
  }
  const parsed = loadRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(formFieldOf(issue.path.join('.')), issue.message);
    if (stopMode) return problems;
    // Zod skips the cross-field rules while a field is wrong; run them anyway, so every
    // problem shows at once.
    const loose = {
      ...request,
      date_to_leave: request.date_to_leave ?? '',
      expected_delivery_date: request.expected_delivery_date ?? '',
    } as unknown as Parameters<typeof loadProblems>[0];
    for (const problem of loadProblems(loose)) add(formFieldOf(problem.field), problem.message);
  }
  if (copy) {
    values.copy_dates.forEach((pair, index) => {
      if (!pair.date_to_leave) add(`copy_dates.${index}.date_to_leave`, 'Ship date is required');
      if (!pair.expected_delivery_date)
        add(`copy_dates.${index}.expected_delivery_date`, 'Expected delivery date is required');
      else if (pair.date_to_leave && pair.expected_delivery_date < pair.date_to_leave)
        add(
          `copy_dates.${index}.expected_delivery_date`,
          'Expected delivery must be on or after the ship date',
        );
    });
    const checked = copyLoadRequest.safeParse({ dates: values.copy_dates });
    if (!checked.success && values.copy_dates.length === 0)
      add('copy_dates', 'Choose at least one ship date');
  }
  return problems;
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  origin_location_id: 'Origin',
  destination_location_id: 'Destination',
  'quote_origin.city': 'Origin city',
  'quote_origin.state': 'Origin state',
  'quote_origin.zipcode': 'Origin zip code',
  'quote_destination.city': 'Destination city',
  'quote_destination.state': 'Destination state',
  'quote_destination.zipcode': 'Destination zip code',
  date_to_leave: 'Ship date',
  expected_delivery_date: 'Expected delivery date',
  extra_origin_location_id: 'Second pickup',
  extra_destination_location_id: 'Second delivery',
  carrier_list_id: 'Carrier list',
  carrier_ids: 'Carriers',
};

function isEmptyRequired(values: ShipmentFormValues, field: string): boolean {
  const get = (path: string): unknown =>
    path.split('.').reduce<unknown>((value, key) => {
      if (value && typeof value === 'object') return (value as Record<string, unknown>)[key];
      return undefined;
    }, values);
  const value = get(field);
  if (Array.isArray(value)) return value.length === 0;
  return value === null || value === undefined || String(value).trim() === '';
}

/** SPEC 5: the message above the form for required fields left empty, or null. */
export function missingMessage(
  values: ShipmentFormValues,
  problems: readonly Problem[],
): string | null {
  const missing = problems
    .filter((problem) => problem.field in FIELD_LABELS && isEmptyRequired(values, problem.field))
    .map((problem) => FIELD_LABELS[problem.field] as string);
  if (
    problems.some(
      (problem) =>
        problem.field.startsWith('copy_dates') && problem.message.endsWith('is required'),
    )
  ) {
    missing.push('Ship dates');
  }
  return missingFieldsMessage(missing);
}

/**
 * The shipment form of this mode: every problem of `formProblems` on its input. Its output is
 * the values, which `toRequest` turns into the request once the save's warnings are settled.
 */
export const shipmentForm = (mode: FormMode, copy = false, dates?: DateContext) =>
  formSchema(
    shipmentFormFields,
    (values) => formProblems(values, mode, copy, dates),
    (values) => values,
  );
