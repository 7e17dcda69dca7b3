import { z } from 'zod';
import './messages.ts';
import { AWARD_RULES } from '../domain/bidding.ts';
import { LOAD_STATUSES } from '../domain/load-status.ts';
import { MAX_STOPS, MIN_STOPS, STOP_TYPES, specFromStops, stopProblems } from '../domain/stops.ts';
import { loadAudienceTypes } from '../domain/vocabulary.ts';
import { equipmentTypes } from './auth.ts';
import { calendarDate, isRealDate } from './calendar-date.ts';
import { loadBoardFilters, loadMatch } from './capacity.ts';
import { cityStateZip } from './places.ts';

export { calendarDate } from './calendar-date.ts';

const APPOINTMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** PRODUCT.md 4: wall-clock time at the location, no offset. */
export const appointmentTime = (label: string) =>
  z
    .string()
    .regex(APPOINTMENT, `${label} must be a date and time (yyyy-mm-ddTHH:MM)`)
    .refine((value) => isRealDate(value.slice(0, 10)), `${label} is not a real date`)
    .refine((value) => {
      const [h, min] = value.slice(11).split(':').map(Number) as [number, number];
      return h < 24 && min < 60;
    }, `${label} is not a real time`)
    .nullish()
    .transform((value) => value || null);

export const quotePlace = cityStateZip;
export type QuotePlace = z.infer<typeof quotePlace>;

export {
  audienceLabels,
  audienceTypes,
  type LoadAudienceType,
  loadAudienceTypes,
} from '../domain/vocabulary.ts';
export const audienceSchema = z
  .object({
    type: z.enum(loadAudienceTypes).default('all'),
    carrier_list_id: z.number().int().positive().max(2_147_483_647).nullish(),
    carrier_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(500).nullish(),
    lane_id: z.number().int().positive().max(2_147_483_647).nullish(),
  })
  .superRefine((audience, ctx) => {
    if (audience.type === 'lane' && !audience.lane_id) {
      ctx.addIssue({ code: 'custom', path: ['lane_id'], message: 'Choose a lane' });
    }
    if (audience.type === 'list' && !audience.carrier_list_id) {
      ctx.addIssue({ code: 'custom', path: ['carrier_list_id'], message: 'Choose a carrier list' });
    }
    if (audience.type === 'carriers' && !audience.carrier_ids?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['carrier_ids'],
        message: 'Choose at least one carrier',
      });
    }
  });

const id = z.number().int().positive().max(2_147_483_647);

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = (label: string) =>
  z
    .string()
    .regex(HH_MM, `${label} must be a time (HH:MM, 24-hour)`)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value || null);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** PRODUCT.md 16: one stop of a load as a write names it (`id` keeps an existing stop). */
export const stopRequest = z.object({
  id: id.nullish(),
  type: z.enum(STOP_TYPES, { error: 'A stop is a pickup or a delivery' }),
  location_id: id,
  date: calendarDate('Stop date'),
  window_start: clockTime('Window start'),
  window_end: clockTime('Window end'),
  appointment: appointmentTime('Appointment'),
  reference: optionalText(100),
  notes: optionalText(1000),
});
export type StopRequest = z.input<typeof stopRequest>;

export const stopsField = z
  .array(stopRequest)
  .min(MIN_STOPS, `A load has at least ${MIN_STOPS} stops`)
  .max(MAX_STOPS, `A load has at most ${MAX_STOPS} stops`);

/**
 * Spec keys offered one click away. Equipment type and weight are fields of their own (they
 * match lanes and pick the benchmark, PRODUCT.md 8 and 10), so they are not asked twice here.
 */
export const SUGGESTED_SPEC_KEYS = [
  'Pallets',
  'Length (ft)',
  'Commodity',
  'Temperature',
  'Hazmat',
] as const;

export const loadBase = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  is_quote: z.boolean().default(false),
  /**
   * PRODUCT.md 4: on POST, save the load as a draft that only its shipper sees; it goes out
   * with POST /api/loads/{id}/publish. An edit keeps the load's state (the field is ignored).
   */
  draft: z.boolean().default(false),
  /** PRODUCT.md 16: the stops, in order; or else the SPEC fields below, never both. */
  stops: stopsField.optional(),
  origin_location_id: id.nullish(),
  destination_location_id: id.nullish(),
  extra_origin_location_id: id.nullish(),
  extra_destination_location_id: id.nullish(),
  quote_origin: quotePlace.nullish(),
  quote_destination: quotePlace.nullish(),
  date_to_leave: calendarDate('Ship date'),
  expected_delivery_date: calendarDate('Expected delivery date'),
  appointment_pickup: appointmentTime('Pickup appointment'),
  extra_appointment_pickup: appointmentTime('Second pickup appointment'),
  appointment_delivery: appointmentTime('Delivery appointment'),
  extra_appointment_delivery: appointmentTime('Second delivery appointment'),
  specs: z
    .record(z.string().trim().min(1).max(60), z.string().trim().max(200))
    .refine((specs) => Object.keys(specs).length <= 30, 'At most 30 specs')
    .default({}),
  description: z
    .string()
    .trim()
    .max(5000)
    .nullish()
    .transform((value) => value || null),
  // The size check comes first: a huge amount is not a safe integer, and the person typing
  // dollars should read why it is refused, not about cents.
  load_value: z
    .number({ error: 'Enter the load value in dollars, like 25000 or 25000.50' })
    .max(100_000_000_00, 'Load value can be at most $100,000,000')
    .int('Enter the load value in dollars, like 25000 or 25000.50')
    .positive('Load value must be more than $0')
    .nullish(),
  audience: audienceSchema.default({ type: 'all' }),
  // PRODUCT.md 9: when bidding ends and how the load is awarded then.
  bid_deadline: z.iso
    .datetime({ offset: true, error: 'Bid deadline must be a date and time with an offset' })
    .or(z.literal('').transform(() => null))
    .nullish()
    .transform((value) => value ?? null),
  award_rule: z.enum(AWARD_RULES, { error: 'Unknown award rule' }).default('manual'),
  target_rate: z
    .number({ error: 'Enter the target rate in dollars, like 1800 or 1800.50' })
    .max(100_000_000_00, 'Target rate can be at most $100,000,000')
    .int('Enter the target rate in dollars, like 1800 or 1800.50')
    .positive('Target rate must be more than $0')
    .nullish()
    .transform((value) => value ?? null),
  // PRODUCT.md 10: what moves and how far; miles left out are estimated from the ZIP codes.
  equipment_type: z.enum(equipmentTypes, { error: 'Choose an equipment type' }).nullish(),
  weight_lbs: z
    .number({ error: 'Weight must be a number of pounds' })
    .int('Weight must be whole pounds')
    .positive('Weight must be more than 0 lb')
    .max(200_000, 'Weight is too large')
    .nullish(),
  miles: z
    .number({ error: 'Miles must be a number' })
    .int('Miles must be whole miles')
    .positive('Miles must be more than 0')
    .max(10_000, 'Miles must be at most 10,000')
    .nullish(),
});

export const BIDDING_MESSAGES = {
  deadlinePast: 'The bid deadline must be in the future',
  deadlineNeeded: 'An automatic award needs a bid deadline',
  targetNeeded: 'Enter the target rate',
} as const;

/** A second stop's field, the field it needs set first, and what the form says when it is not. */
const SECOND_STOP_NEEDS = [
  ['extra_origin_location_id', 'origin_location_id', 'Add the first pickup before a second one'],
  [
    'extra_destination_location_id',
    'destination_location_id',
    'Add the first delivery before a second one',
  ],
  [
    'extra_appointment_pickup',
    'extra_origin_location_id',
    'Choose the second pickup location first',
  ],
  [
    'extra_appointment_delivery',
    'extra_destination_location_id',
    'Choose the second delivery location first',
  ],
] as const;

/** The cross-field rules of a load (shared by the form and the server). */
export function loadProblems(
  load: z.output<typeof loadBase>,
): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  if (load.expected_delivery_date < load.date_to_leave) {
    problems.push({
      field: 'expected_delivery_date',
      message: 'Expected delivery must be on or after the ship date',
    });
  }
  const noLocation =
    load.is_quote && (load.quote_origin || load.quote_destination) && !load.origin_location_id;
  if (noLocation) {
    if (!load.quote_origin) problems.push({ field: 'quote_origin', message: 'Origin is required' });
    if (!load.quote_destination)
      problems.push({ field: 'quote_destination', message: 'Destination is required' });
  } else {
    if (!load.origin_location_id)
      problems.push({ field: 'origin_location_id', message: 'Origin is required' });
    if (!load.destination_location_id) {
      problems.push({ field: 'destination_location_id', message: 'Destination is required' });
    }
  }
  for (const [field, needs, message] of SECOND_STOP_NEEDS) {
    if (load[field] && !load[needs]) problems.push({ field, message });
  }
  if (
    load.appointment_pickup &&
    load.extra_appointment_pickup &&
    load.extra_appointment_pickup < load.appointment_pickup
  ) {
    problems.push({
      field: 'extra_appointment_pickup',
      message: 'The second pickup must come after the first',
    });
  }
  if (
    load.appointment_delivery &&
    load.extra_appointment_delivery &&
    load.extra_appointment_delivery < load.appointment_delivery
  ) {
    problems.push({
      field: 'extra_appointment_delivery',
      message: 'The second delivery must come after the first',
    });
  }
  if (
    load.appointment_pickup &&
    load.appointment_delivery &&
    load.appointment_delivery < load.appointment_pickup
  ) {
    problems.push({ field: 'appointment_delivery', message: 'Delivery must come after pickup' });
  }
  if (load.award_rule !== 'manual' && !load.bid_deadline)
    problems.push({ field: 'bid_deadline', message: BIDDING_MESSAGES.deadlineNeeded });
  if (load.award_rule === 'lowest_under_target' && load.target_rate === null)
    problems.push({ field: 'target_rate', message: BIDDING_MESSAGES.targetNeeded });
  return problems;
}

/** The SPEC fields a load's stops decide: a request names either them or `stops`. */
const SPEC_STOP_FIELDS = [
  'origin_location_id',
  'destination_location_id',
  'extra_origin_location_id',
  'extra_destination_location_id',
  'appointment_pickup',
  'extra_appointment_pickup',
  'appointment_delivery',
  'extra_appointment_delivery',
] as const;

/**
 * With `stops`, the ship date and the expected delivery date are the first pickup's and the
 * last delivery's (PRODUCT.md 16 precisions): they may be left out, and must match when sent.
 */
const loadInput = loadBase.extend({
  date_to_leave: calendarDate('Ship date').optional(),
  expected_delivery_date: calendarDate('Expected delivery date').optional(),
});

export const loadRequest = loadInput
  .superRefine((load, ctx) => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({
        code: 'custom',
        path: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message,
      });
    const { stops } = load;
    let derived: Partial<ReturnType<typeof specFromStops>> = {};
    if (stops) {
      if (SPEC_STOP_FIELDS.some((field) => load[field]))
        issue('stops', 'Send either stops or the origin and destination fields, not both');
      const problems = stopProblems(stops);
      for (const problem of problems) issue(problem.field, problem.message);
      if (problems.length) return;
      derived = specFromStops(stops);
      if (load.date_to_leave && load.date_to_leave !== derived.date_to_leave)
        issue('date_to_leave', "The ship date must be the first pickup's date");
      if (
        load.expected_delivery_date &&
        load.expected_delivery_date !== derived.expected_delivery_date
      )
        issue(
          'expected_delivery_date',
          "The expected delivery date must be the last delivery's date",
        );
    } else {
      if (!load.date_to_leave) issue('date_to_leave', 'Ship date is required');
      if (!load.expected_delivery_date)
        issue('expected_delivery_date', 'Expected delivery date is required');
      if (!load.date_to_leave || !load.expected_delivery_date) return;
    }
    const full = { ...load, ...derived } as z.output<typeof loadBase>;
    for (const problem of loadProblems(full)) {
      // With stops, the order of the appointments is each stop's own rule (stopProblems).
      if (stops && SPEC_STOP_FIELDS.includes(problem.field as (typeof SPEC_STOP_FIELDS)[number]))
        continue;
      issue(problem.field, problem.message);
    }
  })
  .transform((load) => {
    const derived = load.stops ? specFromStops(load.stops) : {};
    return {
      ...load,
      ...derived,
      date_to_leave: (load.stops ? load.stops[0]?.date : load.date_to_leave) as string,
      expected_delivery_date: (load.stops
        ? load.stops.at(-1)?.date
        : load.expected_delivery_date) as string,
    };
  });
export type LoadRequest = z.input<typeof loadRequest>;
export type LoadData = z.output<typeof loadRequest>;

export const statusChangeRequest = z.object({
  status: z.enum(LOAD_STATUSES, { error: 'Unknown status' }),
});

export const shipperListStatuses = [
  'all',
  'needs-attention',
  'in-progress',
  'completed',
  'canceled',
  'quotes',
] as const;
export const loadListQuery = z.object({
  status: z.enum(shipperListStatuses).default('all'),
  search: z.string().trim().max(200).optional(),
  ordering: z.enum(['new', 'old', 'alphabetical']).default('new'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(12),
  starred: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type LoadListParams = z.output<typeof loadListQuery>;

export const addressOut = z.object({
  address1: z.string().nullable(),
  address2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});
export const locationOut = z
  .object({
    id: z.number().int(),
    name: z.string().nullable(),
    company_id: z.number().int().nullable(),
    company_name: z.string().nullable(),
    timezone: z.string().nullable(),
    shipment_process: z.string().nullable(),
    address: addressOut,
  })
  .nullable();

/** PRODUCT.md 7: the shipper's own driver and unit covering a load (instead of a carrier). */
export const loadFleet = z.object({
  driver: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
  }),
  equipment: z.object({
    id: z.number().int(),
    unit_number: z.string(),
    equipment_type: z.string(),
  }),
});
export type LoadFleet = z.infer<typeof loadFleet>;

/** The first columns of every table of a load's trips (a driver's or a unit's loads, a lane's). */
export const loadRowFields = {
  id: z.number().int(),
  identifier: z.string().nullable(),
  name: z.string(),
  status: z.string(),
  date_to_leave: z.string(),
};

export const loadCard = z.object({
  id: z.number().int(),
  identifier: z.string().nullable(),
  status: z.string(),
  name: z.string().nullable(),
  is_quote: z.boolean(),
  origin_location: locationOut,
  destination_location: locationOut,
  extra_origin_location: locationOut,
  extra_destination_location: locationOut,
  quote_origin: quotePlace.nullable(),
  quote_destination: quotePlace.nullable(),
  date_to_leave: z.string(),
  expected_delivery_date: z.string(),
  created_by: z.object({ id: z.number().int(), company_name: z.string() }),
  loadSpecs: z.record(z.string(), z.string()),
  assigned_to: z.object({ id: z.number().int(), company_name: z.string() }).nullable(),
  fleet: loadFleet.nullable().optional(),
  chosen_quote: z.number().int().nullable(),
  bid_count: z.number().int(),
  /**
   * The shipper's best bid at a glance: the accepted bid once there is one, otherwise the lowest
   * pending bid still valid (the earliest of equal amounts). Null without one, and always null
   * for a carrier (nobody sees another carrier's bid before the award, PRODUCT.md 9).
   */
  best_bid: z
    .object({
      id: z.number().int(),
      amount: z.number().int().describe('cents'),
      status: z.enum(['pending', 'accepted']),
      carrier: z.object({ id: z.number().int(), company_name: z.string() }),
    })
    .nullable()
    .optional()
    .describe(
      'The accepted bid, or else the lowest pending bid still valid; null without one and for carriers',
    ),
  bid_deadline: z.string().nullable(),
  award_rule: z.enum(AWARD_RULES),
  equipment_type: z.enum(equipmentTypes).nullable().optional(),
  weight_lbs: z.number().int().nullable().optional(),
  miles: z.number().int().nullable().optional(),
  /** True when `miles` was estimated from the ZIP codes (shown "est."), false when entered. */
  miles_estimated: z.boolean().optional(),
  /**
   * The shipper's target rate, the load's posted price. A carrier sees it unless the award
   * rule makes it a sealed reserve (lowest_under_target): then null (decision 060).
   */
  target_rate: z.number().int().nullable().optional(),
  starred: z.boolean(),
  is_late: z.boolean(),
  /** PRODUCT.md 20: on a recommended card, why it fits (the post and its deadhead). */
  match: loadMatch.nullable().optional(),
  /** PRODUCT.md 20: on a reload, the miles from the held load's last delivery. */
  deadhead_miles: z.number().int().nullable().optional(),
  created_at: z.string(),
  /** PRODUCT.md 16: how many stops the load has (a card shows "+N stops" beyond two). */
  stop_count: z.number().int().optional(),
});
export type LoadCard = z.infer<typeof loadCard>;

/** PRODUCT.md 16 and its shapes: one stop of a load in an answer. */
export const stopOut = z.object({
  id: z.number().int(),
  position: z.number().int(),
  type: z.enum(STOP_TYPES),
  location_id: z.number().int(),
  location: locationOut,
  date: z.string(),
  window_start: z.string().nullable(),
  window_end: z.string().nullable(),
  appointment: z.string().nullable(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  arrived_at: z.string().nullable(),
  departed_at: z.string().nullable(),
  arrival_source: z.enum(['dock', 'driver', 'eld', 'manual']).nullable(),
  departure_source: z.enum(['dock', 'driver', 'eld', 'manual']).nullable(),
});
export type StopOut = z.infer<typeof stopOut>;

export const loadDetail = loadCard.extend({
  /** PRODUCT.md 16: the load's stops in order (none for a quote request between two places). */
  stops: z.array(stopOut).default([]),
  appointment_pickup: z.string().nullable(),
  extra_appointment_pickup: z.string().nullable(),
  appointment_delivery: z.string().nullable(),
  extra_appointment_delivery: z.string().nullable(),
  specs: z.record(z.string(), z.string()),
  description: z.string().nullable(),
  load_value: z.number().int().nullable(),
  /** The shipper's own; null for carriers. */
  target_rate: z.number().int().nullable(),
  audience: z.object({
    type: z.enum(loadAudienceTypes),
    carrier_list_id: z.number().int().nullable(),
    carrier_ids: z.array(z.number().int()),
    /** The lane whose routing guide tenders the load (type `lane`), else null. */
    lane_id: z.number().int().nullable().optional(),
  }),
  marked_late: z.boolean(),
  /**
   * For the carrier that holds the load only (SPEC 2.7): the rate agreed in its latest rate
   * confirmation and whom to call, the shipper's person and each dock's contact.
   */
  award: z
    .object({
      agreed_rate: z.number().int().nullable(),
      shipper_contact: z
        .object({ name: z.string(), email: z.string(), phone: z.string().nullable() })
        .nullable(),
      dock_contacts: z.array(
        z.object({
          stop: z.enum(['pickup', 'extra_pickup', 'delivery', 'extra_delivery']),
          location: z.string(),
          name: z.string().nullable(),
          phone: z.string().nullable(),
        }),
      ),
    })
    .nullable()
    .optional(),
  status_history: z.array(
    z.object({
      status: z.string(),
      changed_at: z.string(),
      changed_by: z.string().nullable(),
      /** PRODUCT.md 15: why (an override's reason, a tender skipped for the carrier policy). */
      note: z.string().nullable().optional(),
    }),
  ),
});
export type LoadDetail = z.infer<typeof loadDetail>;

export const loadList = z.object({
  results: z.array(loadCard),
  count: z.number().int(),
  counts: z.object({
    all: z.number().int(),
    'needs-attention': z.number().int(),
    'in-progress': z.number().int(),
    completed: z.number().int(),
    canceled: z.number().int(),
  }),
});
export type LoadList = z.infer<typeof loadList>;

export const calendarQuery = z
  .object({ from: calendarDate('From'), to: calendarDate('To') })
  .refine((range) => range.from <= range.to, {
    path: ['to'],
    message: 'To must be on or after From',
  });
export const calendarResponse = z.object({ results: z.array(loadCard) });

export const copyLoadRequest = z.object({
  dates: z
    .array(
      z.object({
        date_to_leave: calendarDate('Ship date'),
        expected_delivery_date: calendarDate('Expected delivery date'),
      }),
    )
    .min(1, 'Choose at least one ship date')
    .max(31, 'At most 31 copies at once'),
});

/** The spot-quote categories of loads the carrier has a part in: its bid or its assignment. */
export const carrierOwnCategories = [
  'bid-placed',
  'rejected',
  'assigned',
  'in-progress',
  'completed',
  'canceled',
] as const;
/** SPEC 3.4 / PRODUCT.md 4: the carrier's spot-quote categories. */
export const spotQuoteCategories = [
  'spot-quotes',
  ...carrierOwnCategories,
  'search',
  // PRODUCT.md 20: the open loads that fit one of the carrier's posts or lane preferences.
  'recommended',
] as const;
export type SpotQuoteCategory = (typeof spotQuoteCategories)[number];
export const spotQuoteQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(12),
  ordering: z.enum(['new', 'old', 'alphabetical']).default('new'),
  status: z.enum(spotQuoteCategories).default('spot-quotes'),
  search: z.string().trim().max(200).optional(),
  ...loadBoardFilters.shape,
});
export type SpotQuoteParams = z.output<typeof spotQuoteQuery>;
export const spotQuoteList = z.object({
  all_spotquotes: z.number().int(),
  bids_placed: z.number().int(),
  /** Loads where the carrier's bid was rejected (their own category). */
  rejected: z.number().int().default(0),
  assigned: z.number().int(),
  delivered: z.number().int(),
  in_transit: z.number().int(),
  cancelled: z.number().int(),
  /** PRODUCT.md 20: the open loads fitting the carrier's posts or preferences, kept by deltas. */
  recommended: z.number().int().default(0),
  results: z.object({ shipments: z.array(loadCard), count: z.number().int() }),
});
export type SpotQuoteList = z.infer<typeof spotQuoteList>;
export const quotesToBeConfirmed = z.object({
  results: z.array(
    z.object({ id: z.number().int(), name: z.string().nullable(), bid_id: z.number().int() }),
  ),
});
