import { z } from 'zod';
import './messages.ts';
import { US_STATE_CODES } from '../domain/us-states.ts';
import { equipmentTypes } from './auth.ts';
import { rowId } from './ids.ts';
import { calendarDate, loadRowFields } from './loads.ts';

/** PRODUCT.md 8 and the round-2 shapes: regions, lanes, contracts. */

export const regionKinds = ['states', 'zip3'] as const;
export const regionKindLabels: Record<(typeof regionKinds)[number], string> = {
  states: 'States',
  zip3: '3-digit zip prefixes',
};

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(120, 'At most 120 characters');

/** Whether `member` belongs in a region of `kind`: a US state code, or 3 digits of a zip. */
export function isRegionMember(kind: string, member: string): boolean {
  return kind === 'states'
    ? (US_STATE_CODES as readonly string[]).includes(member)
    : /^\d{3}$/.test(member);
}

/** "37, ABC and 3700 are not 3-digit zip prefixes", naming each wrong member. */
export function wrongMembersMessage(kind: string, wrong: readonly string[]): string {
  const names = wrong.map((member) => member || 'An empty entry');
  const list =
    names.length === 1
      ? names[0]
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const one = names.length === 1;
  const [single, plural] =
    kind === 'states'
      ? ['a US state code', 'US state codes']
      : ['a 3-digit zip prefix', '3-digit zip prefixes'];
  return `${list} ${one ? 'is' : 'are'} not ${one ? single : plural}`;
}

export const regionRequest = z
  .object({
    name,
    kind: z.enum(regionKinds, { error: 'Choose states or 3-digit zip prefixes' }),
    members: z
      .array(z.string().trim().toUpperCase(), { error: 'Add at least one member' })
      .min(1, 'Add at least one member')
      .max(1000, 'At most 1,000 members'),
  })
  .superRefine((region, ctx) => {
    // One message naming every wrong member, so the shipper fixes them all at once.
    const wrong = region.members.filter((member) => !isRegionMember(region.kind, member));
    if (wrong.length)
      ctx.addIssue({
        code: 'custom',
        path: ['members'],
        message: wrongMembersMessage(region.kind, wrong),
      });
  })
  .transform((region) => ({ ...region, members: [...new Set(region.members)].sort() }));
export type RegionRequest = z.input<typeof regionRequest>;
export type RegionData = z.output<typeof regionRequest>;

export const regionResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(regionKinds),
  members: z.array(z.string()),
  lane_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RegionResponse = z.infer<typeof regionResponse>;
export const regionList = z.object({ results: z.array(regionResponse), count: z.number().int() });
export type RegionList = z.infer<typeof regionList>;
export const regionListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(100),
});

const cityPlace = z.object({
  city: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(100),
  state: z
    .string({ error: 'State is required' })
    .trim()
    .toUpperCase()
    .pipe(z.enum(US_STATE_CODES, { error: 'Choose a US state' })),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Enter a 5-digit zip code')
    .nullish()
    .or(z.literal('').transform(() => null)),
});
const regionPlace = z.object({ region_id: rowId });
/** One end of a lane: a city or one of the shipper's regions. */
export const lanePlace = z.union([regionPlace, cityPlace.strict()], {
  error: 'Choose a region, or enter a city and its state',
});
export type LanePlaceRequest = z.input<typeof lanePlace>;

/** An amount the shipper types in dollars and the API takes in cents: worded in dollars. */
const cents = (label: string) => {
  const inDollars = `Enter the ${label.toLowerCase()} in dollars, like 1850 or 1850.50`;
  return z
    .number({ error: inDollars })
    .max(100_000_000, `${label} can be at most $1,000,000`)
    .int(inDollars)
    .positive(`${label} must be more than $0`);
};

export const contractRequest = z
  .object({
    rate: cents('Contract rate'),
    valid_from: calendarDate('Valid from'),
    valid_to: calendarDate('Valid to'),
  })
  .refine((contract) => contract.valid_to >= contract.valid_from, {
    path: ['valid_to'],
    message: 'Valid to must be on or after valid from',
  });
export type ContractRequest = z.input<typeof contractRequest>;

export const fallbackTypes = ['none', 'all', 'list', 'marketplace'] as const;
export const fallbackLabels: Record<(typeof fallbackTypes)[number], string> = {
  none: 'Nobody: tell me',
  all: 'All my carriers',
  list: 'A carrier list',
  marketplace: 'The whole marketplace',
};

export const laneRequest = z.object({
  name,
  origin: lanePlace,
  destination: lanePlace,
  equipment_type: z.enum(equipmentTypes, { error: 'Choose an equipment type' }),
  carrier_ids: z
    .array(rowId)
    .max(25, 'At most 25 carriers in a routing guide')
    .refine((ids) => new Set(ids).size === ids.length, 'A carrier can be in the guide once')
    .default([]),
  acceptance_window_minutes: z
    .number({ error: 'The acceptance window is a number of minutes' })
    .int('The acceptance window is whole minutes')
    .min(5, 'The acceptance window is at least 5 minutes')
    .max(10_080, 'The acceptance window is at most 7 days')
    .default(120),
  fallback_audience: z
    .object({
      type: z.enum(fallbackTypes, { error: 'Choose who gets the load after the guide' }),
      carrier_list_id: rowId.nullish(),
    })
    .refine((fallback) => fallback.type !== 'list' || Boolean(fallback.carrier_list_id), {
      path: ['carrier_list_id'],
      message: 'Choose a carrier list',
    })
    .default({ type: 'none' }),
  target_rate: cents('Target rate').nullish(),
  contract: contractRequest.nullish(),
});
export type LaneRequest = z.input<typeof laneRequest>;
export type LaneData = z.output<typeof laneRequest>;

const placeOut = z.union([
  z.object({
    region_id: z.number().int(),
    region_name: z.string(),
    region_kind: z.enum(regionKinds),
  }),
  z.object({ city: z.string(), state: z.string(), zipcode: z.string().nullable() }),
]);
export type LanePlaceOut = z.infer<typeof placeOut>;

export const laneResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  origin: placeOut,
  destination: placeOut,
  equipment_type: z.enum(equipmentTypes),
  carrier_ids: z.array(z.number().int()),
  carriers: z.array(
    z.object({ id: z.number().int(), company_name: z.string(), email: z.string() }),
  ),
  acceptance_window_minutes: z.number().int(),
  fallback_audience: z.object({
    type: z.enum(fallbackTypes),
    carrier_list_id: z.number().int().nullable(),
  }),
  target_rate: z.number().int().nullable(),
  contract: z
    .object({ rate: z.number().int(), valid_from: z.string(), valid_to: z.string() })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LaneResponse = z.infer<typeof laneResponse>;

/** A load that travelled the lane (PRODUCT.md 8): date, carrier, awarded rate, on time. */
export const laneLoad = z.object({
  ...loadRowFields,
  carrier: z.string().nullable(),
  rate: z.number().int().nullable(),
  on_time: z.boolean().nullable(),
});
export type LaneLoad = z.infer<typeof laneLoad>;

export const laneDetail = laneResponse.extend({ loads: z.array(laneLoad) });
export type LaneDetail = z.infer<typeof laneDetail>;

export const laneList = z.object({ results: z.array(laneResponse), count: z.number().int() });
export type LaneList = z.infer<typeof laneList>;
export const laneListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  region_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type LaneListParams = z.output<typeof laneListQuery>;

const queryId = (label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int()
    .min(1, `${label} is required`)
    .max(2_147_483_647, 'Not a valid id');
export const laneMatchQuery = z.object({
  origin_location_id: queryId('Origin'),
  destination_location_id: queryId('Destination'),
  equipment_type: z.enum(equipmentTypes, { error: 'Choose an equipment type' }),
});
export const laneMatchResponse = z.object({ results: z.array(laneResponse) });
