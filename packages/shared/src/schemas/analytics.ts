import { z } from 'zod';
import { equipmentTypes } from './auth.ts';
import { MAX_ROW_ID } from './ids.ts';
import { calendarDate } from './loads.ts';

/** PRODUCT.md 10: the analytics filters; `from`/`to` apply to the ship date (date_to_leave). */
const filterId = z
  .string()
  .regex(/^[0-9]{1,10}$/, 'Not a valid id')
  .transform(Number)
  .pipe(z.number().int().min(1, 'Not a valid id').max(MAX_ROW_ID, 'Not a valid id'));

export const analyticsFilters = z.object({
  from: calendarDate('From').optional(),
  to: calendarDate('To').optional(),
  lane_id: filterId.optional(),
  origin_region_id: filterId.optional(),
  destination_region_id: filterId.optional(),
  carrier_id: filterId.optional(),
  equipment_type: z.enum(equipmentTypes, { error: 'Choose an equipment type' }).optional(),
});
export type AnalyticsFilters = z.output<typeof analyticsFilters>;

export const spendPoint = z.object({ period: z.string(), amount: z.number() });

/** GET /api/analytics/stats (the Overview). Ratios are 0..1, null when nothing to count. */
export const statsResponse = z.object({
  by_status: z.record(z.string(), z.number().int()),
  on_time_pickup: z.number().nullable(),
  on_time_delivery: z.number().nullable(),
  /** The counts behind the two ratios: loads on time of the loads measured. */
  on_time_counts: z
    .object({
      pickup: z.object({ on_time: z.number().int(), of: z.number().int() }),
      delivery: z.object({ on_time: z.number().int(), of: z.number().int() }),
    })
    .optional(),
  spend: z.array(spendPoint),
  spend_by_month: z.array(spendPoint),
  avg_cost_per_load: z.number().nullable(),
  avg_rate_per_mile: z.number().nullable(),
  bids_per_load: z.number().nullable(),
  median_hours_to_award: z.number().nullable(),
});
export type StatsResponse = z.infer<typeof statsResponse>;

export const COST_ORDERINGS = [
  'date_to_leave',
  '-date_to_leave',
  'awarded_amount',
  '-awarded_amount',
  'rate_per_mile',
  '-rate_per_mile',
  'bid_count',
  '-bid_count',
  'hours_to_award',
  '-hours_to_award',
] as const;

export const costQuery = analyticsFilters.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  ordering: z.enum(COST_ORDERINGS).default('-date_to_leave'),
});
export type CostQuery = z.output<typeof costQuery>;

export const costRow = z.object({
  load_id: z.number().int(),
  identifier: z.string().nullable(),
  date_to_leave: z.string(),
  lane: z.string(),
  carrier: z.string().nullable(),
  awarded_amount: z.number(),
  lowest_bid: z.number().nullable(),
  median_bid: z.number().nullable(),
  bid_count: z.number().int(),
  miles: z.number().nullable(),
  rate_per_mile: z.number().nullable(),
  hours_to_award: z.number().nullable(),
});
export type CostRow = z.infer<typeof costRow>;

/** Savings are what the awarded rates saved against the median bid and the first quote (cents). */
export const costSummary = z.object({
  loads: z.number().int(),
  spend: z.number(),
  avg_rate: z.number().nullable(),
  median_rate: z.number().nullable(),
  savings_vs_median_bid: z.number(),
  savings_vs_first_quote: z.number(),
});

export const costResponse = z.object({
  summary: costSummary,
  results: z.array(costRow),
  count: z.number().int(),
});
export type CostResponse = z.infer<typeof costResponse>;

/** PRODUCT.md 10: a scorecard is shown only for carriers with this many loads or more. */
export const SCORECARD_MIN_LOADS = 5;

export const scorecard = z.object({
  carrier: z.object({ account_id: z.number().int(), company_name: z.string() }),
  loads: z.number().int(),
  on_time: z.number().nullable(),
  invitations: z.number().int(),
  answered: z.number().nullable(),
  median_response_hours: z.number().nullable(),
  rate_vs_lane_median: z.number().nullable(),
});
export type Scorecard = z.infer<typeof scorecard>;
export const scorecardsResponse = z.object({
  results: z.array(scorecard),
  count: z.number().int(),
});
export type ScorecardsResponse = z.infer<typeof scorecardsResponse>;

export const BENCHMARK_DAYS = [7, 30, 90] as const;
/** PRODUCT.md 10: other shippers' bids count only from this many bids of this many shippers. */
export const PLATFORM_MIN_BIDS = 7;
export const PLATFORM_MIN_SHIPPERS = 3;

const zip5 = (label: string) =>
  z.string({ error: `${label} is required` }).regex(/^[0-9]{5}$/, `${label} must be 5 digits`);

/**
 * GET /api/analytics/benchmark: each end of the lane is a ZIP code (its 3-digit prefix counts)
 * or one of the caller's regions (its states or 3-digit prefixes), never both.
 */
export const benchmarkQuery = z
  .object({
    origin_zip: zip5('Origin ZIP').optional(),
    origin_region_id: filterId.optional(),
    destination_zip: zip5('Destination ZIP').optional(),
    destination_region_id: filterId.optional(),
    equipment_type: z.enum(equipmentTypes, { error: 'Choose an equipment type' }),
    days: z.coerce
      .number()
      .refine((value) => (BENCHMARK_DAYS as readonly number[]).includes(value), {
        message: 'Days must be 7, 30 or 90',
      })
      .default(30),
  })
  .superRefine((query, ctx) => {
    for (const [end, label] of [
      ['origin', 'Origin'],
      ['destination', 'Destination'],
    ] as const) {
      const zip = query[`${end}_zip`] !== undefined;
      const region = query[`${end}_region_id`] !== undefined;
      if (zip === region)
        ctx.addIssue({
          code: 'custom',
          path: [`${end}_zip`],
          message: zip
            ? `${label}: give a ZIP code or a region, not both`
            : `${label} ZIP or region is required`,
        });
    }
  });
export type BenchmarkQuery = z.output<typeof benchmarkQuery>;

export const percentiles = z.object({
  p25: z.number().nullable(),
  p50: z.number().nullable(),
  p75: z.number().nullable(),
  n: z.number().int(),
});
export type Percentiles = z.infer<typeof percentiles>;

export const benchmarkResponse = z.object({
  bids: percentiles,
  awards: percentiles,
  per_mile: percentiles,
  scope: z.enum(['own', 'platform']),
  days: z.number().int(),
});
export type BenchmarkResponse = z.infer<typeof benchmarkResponse>;

/** GET /api/analytics/carrier: a carrier's own view (win rate; where its lost bids stood). */
export const carrierAnalyticsResponse = z.object({
  bids: z.number().int(),
  decided: z.number().int(),
  won: z.number().int(),
  win_rate: z.number().nullable(),
  lost: z.array(
    z.object({
      load_id: z.number().int(),
      date_to_leave: z.string(),
      amount: z.number(),
      standing: z
        .object({ rank: z.number().int(), of: z.number().int(), band: z.string() })
        .nullable(),
    }),
  ),
});
export type CarrierAnalyticsResponse = z.infer<typeof carrierAnalyticsResponse>;
