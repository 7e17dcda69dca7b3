import { z } from 'zod';
import { BID_STATUSES } from '../domain/bidding.ts';
import { complianceBrief, overrideReason } from './compliance.ts';
import { rowId } from './ids.ts';
import { listOf } from './lists.ts';
import { calendarDate } from './loads.ts';
import { optionalText } from './text.ts';

/** SPEC 5 messages, word for word. */
export const BID_MESSAGES = {
  pickupRequired: 'Pickup date is required',
  deliveryRequired: 'Delivery date is required',
  rateRequired: 'Please enter a valid rate',
  placeFailed: 'There was an error placing the bid.',
  alreadyAssignedQuote: 'This quote has already been assigned to a carrier',
} as const;

/** The largest rate a bid or quote may carry, in cents ($100,000,000), and what it says. */
export const MAX_BID_CENTS = 100_000_000_00;
export const RATE_TOO_LARGE = 'The rate is too large';

const amount = z
  .number({ error: BID_MESSAGES.rateRequired })
  .int(BID_MESSAGES.rateRequired)
  .positive(BID_MESSAGES.rateRequired)
  .max(MAX_BID_CENTS, RATE_TOO_LARGE);

const optionalDate = (message: string) =>
  z
    .union([calendarDate(message.replace(' is required', '')), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null);

const notes = optionalText(2000, 'Notes must be at most 2000 characters');

/** PRODUCT.md 13: an ISO 8601 timestamp with an offset, in the future. */
export const futureTimestamp = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time with an offset` })
    .refine((value) => new Date(value).getTime() > Date.now(), `${label} must be in the future`);

/** PRODUCT.md 9: how long the carrier's bid stands (optional). */
const validUntil = futureTimestamp('Valid until')
  .or(z.literal('').transform(() => null))
  .nullish()
  .transform((value) => value ?? null);

export const DELIVERY_BEFORE_PICKUP = 'Delivery date must be on or after the pickup date';

function datesInOrder(
  value: { pickup_date: string | null; delivery_date: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.pickup_date && value.delivery_date && value.delivery_date < value.pickup_date) {
    ctx.addIssue({
      code: 'custom',
      path: ['delivery_date'],
      message: DELIVERY_BEFORE_PICKUP,
    });
  }
}

/**
 * The earliest calendar date that is still today somewhere on Earth (UTC-12). A bid
 * date before it has passed for every carrier, whatever its time zone, so the server refuses
 * it; the browser's pickers go further and disable the days before the carrier's own today.
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export const PAST_DATE_MESSAGES = {
  pickup_date: 'Pickup date cannot be in the past',
  delivery_date: 'Delivery date cannot be in the past',
} as const;

/** Bid dates: neither before today nor delivery before pickup. */
function datesNotPast(
  value: { pickup_date?: string | null; delivery_date?: string | null },
  ctx: z.RefinementCtx,
) {
  const today = earliestToday();
  for (const field of ['pickup_date', 'delivery_date'] as const) {
    const date = value[field];
    if (date && date < today) {
      ctx.addIssue({ code: 'custom', path: [field], message: PAST_DATE_MESSAGES[field] });
    }
  }
}

function bidDates(
  value: { pickup_date: string | null; delivery_date: string | null },
  ctx: z.RefinementCtx,
) {
  datesNotPast(value, ctx);
  datesInOrder(value, ctx);
}

/** What a carrier offers, the same whether a bid is placed or changed. */
const bidTerms = {
  amount,
  pickup_date: optionalDate(BID_MESSAGES.pickupRequired),
  delivery_date: optionalDate(BID_MESSAGES.deliveryRequired),
  notes,
  valid_until: validUntil,
};

/** A bid or an informational quote (SPEC 7 POST /api/bids); dates are required for bids on
 * shipments, which the server checks against the load. */
export const bidRequest = z
  .object({
    load_id: z.number({ error: 'load_id is required' }).int().positive().max(2_147_483_647),
    ...bidTerms,
  })
  .superRefine(bidDates);
export type BidRequest = z.input<typeof bidRequest>;
export type BidData = z.output<typeof bidRequest>;

export const bidUpdateRequest = z
  .object({
    id: rowId.optional(),
    load_id: rowId.optional(),
    ...bidTerms,
  })
  .superRefine(bidDates);
export type BidUpdateData = z.output<typeof bidUpdateRequest>;

/**
 * PRODUCT.md 4: accepting a bid (POST /api/bids/{id}/accept). Taking a load from the carrier
 * that holds it is deliberate: without `reassign: true` that answers 409 AlreadyAssigned. No
 * body at all (or `null`, what a browser's bodiless POST may carry) is the same as `{}`.
 */
export const acceptBidRequest = z
  .object({
    reassign: z.boolean({ error: 'reassign must be true or false' }).default(false),
    /** PRODUCT.md 15: accepting a carrier the policy blocks (permission compliance_override). */
    override_reason: overrideReason,
  })
  .nullish()
  .transform((value) => value ?? { reassign: false, override_reason: null });
export type AcceptBidRequest = z.input<typeof acceptBidRequest>;
export type AcceptBidData = z.output<typeof acceptBidRequest>;

/** PRODUCT.md 4: the question the page asks before it sends `reassign: true`. */
export function reassignQuestion(holder: string, to: string): string {
  return `This load is assigned to ${holder}. Reassign it to ${to}? They will be told.`;
}

/** Confirming a chosen quote needs the dates (SPEC 5). */
export const confirmQuoteRequest = z
  .object({
    load_id: rowId.optional(),
    amount,
    pickup_date: calendarDate('Pickup date')
      .or(z.literal('').transform(() => null))
      .nullish(),
    delivery_date: calendarDate('Delivery date')
      .or(z.literal('').transform(() => null))
      .nullish(),
    notes,
  })
  .superRefine((value, ctx) => {
    if (!value.pickup_date)
      ctx.addIssue({ code: 'custom', path: ['pickup_date'], message: BID_MESSAGES.pickupRequired });
    if (!value.delivery_date)
      ctx.addIssue({
        code: 'custom',
        path: ['delivery_date'],
        message: BID_MESSAGES.deliveryRequired,
      });
    bidDates(
      { pickup_date: value.pickup_date ?? null, delivery_date: value.delivery_date ?? null },
      ctx,
    );
  });

/** PRODUCT.md 9: new terms proposed on a pending bid; `reply_to` is the proposal answered. */
export const counterRequest = z
  .object({
    amount,
    pickup_date: optionalDate(BID_MESSAGES.pickupRequired),
    delivery_date: optionalDate(BID_MESSAGES.deliveryRequired),
    note: optionalText(2000, 'The note must be at most 2000 characters'),
    reply_to: rowId.nullish(),
  })
  .superRefine(bidDates);
export type CounterRequest = z.input<typeof counterRequest>;
export type CounterData = z.output<typeof counterRequest>;

export const counterResponse = z.object({
  id: z.number().int(),
  bid_id: z.number().int(),
  by: z.enum(['shipper', 'carrier']),
  amount: z.number().int(),
  pickup_date: z.string().nullable(),
  delivery_date: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(['open', 'accepted', 'declined', 'superseded']),
  created_at: z.string(),
  /** For the shipper (PRODUCT.md 15): what its policy finds on the bid's carrier. */
  compliance: complianceBrief.optional(),
});
export type CounterResponse = z.infer<typeof counterResponse>;

export const bidStandingResponse = z.object({
  rank: z.number().int(),
  of: z.number().int(),
  band: z.string(),
});

export const bidResponse = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  amount: z.number().int(),
  pickup_date: z.string().nullable(),
  delivery_date: z.string().nullable(),
  notes: z.string().nullable(),
  is_accepted: z.boolean(),
  is_rejected: z.boolean(),
  is_chosen: z.boolean(),
  status: z.enum(BID_STATUSES),
  valid_until: z.string().nullable(),
  counters: z.array(counterResponse),
  /** Only for the bid's own carrier, after the award, when it lost among 3 bids or more. */
  standing: bidStandingResponse.nullable(),
  /** For the shipper (PRODUCT.md 15): the carrier's account and what its policy finds. */
  carrier_account_id: z.number().int().optional(),
  compliance: complianceBrief.optional(),
  created_at: z.string(),
  updated_at: z.string(),
  carrier_user_id: z.number().int().nullable(),
  bid_comments: z.array(
    z.object({
      comment: z.string(),
      created_by: z.object({ first_name: z.string(), last_name: z.string() }),
      created_at: z.string(),
    }),
  ),
  shipper_carrier: z.object({
    first_name: z.string(),
    last_name: z.string(),
    company_name: z.string(),
    details: z.object({ cargo: z.string().nullable() }),
  }),
});
export type BidResponse = z.infer<typeof bidResponse>;
export const bidList = listOf(bidResponse);
export const bidListQuery = z.object({
  load_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const chooseQuoteRequest = z.object({
  bid_id: z.number().int().positive().max(2_147_483_647),
  /** PRODUCT.md 15: choosing a carrier the policy blocks (permission compliance_override). */
  override_reason: overrideReason,
});
