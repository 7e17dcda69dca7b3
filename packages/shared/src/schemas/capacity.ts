import { z } from 'zod';
import './messages.ts';
import { ANYWHERE, DEFAULT_FILTER_RADIUS_MILES } from '../domain/capacity.ts';
import { earliestToday } from '../domain/past-dates.ts';
import { US_STATE_CODES } from '../domain/us-states.ts';
import { equipmentTypes } from './auth.ts';
import { calendarDate } from './calendar-date.ts';
import { rowId } from './ids.ts';
import { listOf } from './lists.ts';
import { cityStateZip, usStateField } from './places.ts';

/** PRODUCT.md 20: posted trucks, lane preferences, trucks near a load, reloads and filters. */

const equipmentType = z.enum(equipmentTypes, { error: 'Choose an equipment type' });

export const POST_IN_PAST_MESSAGE = "Available to can't be in the past";
export const POST_ORDER_MESSAGE = 'Available to must be on or after available from';

const destinationEntry = z
  .string()
  .trim()
  .transform((value) => (value.toLowerCase() === ANYWHERE ? ANYWHERE : value.toUpperCase()))
  .refine(
    (value) =>
      value === ANYWHERE || /^\d{3}$/.test(value) || (US_STATE_CODES as string[]).includes(value),
    {
      error: (issue) =>
        `${String(issue.input)} is not a US state, a 3-digit zip prefix or "anywhere"`,
    },
  );

export const emptyAt = cityStateZip;

export const truckPostRequest = z
  .object({
    equipment_type: equipmentType,
    empty_at: emptyAt,
    available_from: calendarDate('Available from'),
    available_to: calendarDate('Available to'),
    destinations: z
      .array(destinationEntry)
      .max(60, 'At most 60 destinations')
      .default([ANYWHERE])
      .transform((entries) => (entries.length === 0 ? [ANYWHERE] : [...new Set(entries)])),
    min_rate_per_mile_cents: z
      .number()
      .int('Whole cents')
      .min(0, 'At least 0')
      .max(100_000, 'At most $1,000 a mile')
      .nullish()
      .transform((value) => value ?? null),
    notes: z
      .string()
      .trim()
      .max(500, 'At most 500 characters')
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((post, ctx) => {
    // A post ends at available_to: one that has already ended would never match (past dates).
    if (post.available_to < earliestToday())
      ctx.addIssue({ code: 'custom', path: ['available_to'], message: POST_IN_PAST_MESSAGE });
    else if (post.available_to < post.available_from)
      ctx.addIssue({ code: 'custom', path: ['available_to'], message: POST_ORDER_MESSAGE });
  });
export type TruckPostRequest = z.input<typeof truckPostRequest>;
export type TruckPostData = z.output<typeof truckPostRequest>;

export const truckPost = z.object({
  id: z.number().int(),
  equipment_type: z.enum(equipmentTypes),
  empty_at: z.object({ city: z.string(), state: z.string(), zipcode: z.string() }),
  available_from: z.string(),
  available_to: z.string(),
  destinations: z.array(z.string()),
  min_rate_per_mile_cents: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** False once available_to has passed: the post no longer matches. */
  active: z.boolean(),
  created_at: z.string(),
});
export type TruckPost = z.infer<typeof truckPost>;
export const truckPostList = listOf(truckPost);
export const truckPostListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});

/** A side of a lane preference: states, or one of the account's regions. */
const laneSide = z.union(
  [
    z.object({
      states: z
        .array(usStateField)
        .min(1, 'Choose at least one state')
        .max(60)
        .transform((states) => [...new Set(states)].sort()),
    }),
    z.object({ region_id: rowId }),
  ],
  { error: 'Choose states or a region' },
);

export const lanePreferenceRequest = z.object({
  origin: laneSide,
  destination: laneSide,
  equipment_type: equipmentType.nullish().transform((value) => value ?? null),
});
export type LanePreferenceRequest = z.input<typeof lanePreferenceRequest>;
export type LanePreferenceData = z.output<typeof lanePreferenceRequest>;

const laneSideOut = z.object({
  states: z.array(z.string()).optional(),
  region_id: z.number().int().optional(),
});
export const lanePreference = z.object({
  id: z.number().int(),
  origin: laneSideOut,
  destination: laneSideOut,
  equipment_type: z.enum(equipmentTypes).nullable(),
  created_at: z.string(),
});
export type LanePreference = z.infer<typeof lanePreference>;
export const lanePreferenceList = listOf(lanePreference);

/** Why a recommended load fits: the post (or preference) and its deadhead. */
export const loadMatch = z.object({
  post_id: z.number().int().nullable(),
  preference_id: z.number().int().nullable().optional(),
  deadhead_miles: z.number().int().nullable(),
  reasons: z.array(z.string()),
});
export type LoadMatch = z.infer<typeof loadMatch>;

const zipFilter = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'Enter a 5-digit zip code')
  .optional()
  .or(z.literal('').transform(() => undefined));
const radius = z.coerce
  .number()
  .int('Whole miles')
  .min(1, 'At least 1 mile')
  .max(1000, 'At most 1,000 miles')
  .default(DEFAULT_FILTER_RADIUS_MILES);
const optionalDate = (label: string) =>
  calendarDate(label)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** PRODUCT.md 20: the load-board filters, with every category and with search. */
export const loadBoardFilters = z.object({
  origin_zip: zipFilter,
  origin_radius_mi: radius,
  destination_zip: zipFilter,
  destination_radius_mi: radius,
  equipment_type: equipmentType.optional().or(z.literal('').transform(() => undefined)),
  pickup_from: optionalDate('Pickup from'),
  pickup_to: optionalDate('Pickup to'),
});
export type LoadBoardFilters = z.output<typeof loadBoardFilters>;

export const trucksNearQuery = z.object({
  origin_location_id: z.coerce.number().int().min(1).max(2_147_483_647),
  date: calendarDate('Date'),
  equipment_type: equipmentType.optional().or(z.literal('').transform(() => undefined)),
});
export const trucksNearResponse = z.object({
  results: z.array(
    z.object({
      carrier: z.object({ id: z.number().int(), company_name: z.string() }),
      truck: truckPost,
      miles: z.number().int(),
      /** Whether the carrier is in the shipper's network already. */
      in_network: z.boolean(),
    }),
  ),
});
export type TrucksNear = z.infer<typeof trucksNearResponse>;

/** "Invite": the carrier joins the load's named carriers (and the network when `confirm`). */
export const inviteCarrierRequest = z.object({
  carrier_account_id: rowId,
  /** The shipper's confirmation to add a carrier not yet in its network. */
  add_to_network: z.boolean().default(false),
});
