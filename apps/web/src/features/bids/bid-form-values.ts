import { deadlineToIso, localDateTime } from '@spotlane/shared/domain/bidding';
import { dollarsToCents, formatCents } from '@spotlane/shared/domain/money';
import {
  BID_MESSAGES,
  DELIVERY_BEFORE_PICKUP,
  MAX_BID_CENTS,
  PAST_DATE_MESSAGES,
  RATE_TOO_LARGE,
} from '@spotlane/shared/schemas/bids';
import dayjs from 'dayjs';
import type { UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';

/** What the bid and quote forms hold: the rate in dollars as typed, dates as 'yyyy-mm-dd'. */
export interface BidFormValues {
  rate: string;
  pickup_date: string | null;
  delivery_date: string | null;
  notes: string;
  /** PRODUCT.md 9: how long the bid stands, local yyyy-mm-ddTHH:MM or '' (optional). */
  valid_until?: string;
}

export const RATE_MESSAGES = {
  negative: 'The rate cannot be negative',
  format: 'Use digits and one decimal point only, such as 1250.50',
  cents: 'Use at most two decimals (cents)',
  tooLarge: `${RATE_TOO_LARGE}: at most ${formatCents(MAX_BID_CENTS)}`,
} as const;

/**
 * Why a typed rate is refused, or null when it is fine (or still empty: SPEC 5's
 * 'Please enter a valid rate' says that on submit). The text is never rewritten: '-100',
 * '1e5' or '12.345' stay as typed and are refused with a message the carrier can see.
 */
export function rateProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (value.startsWith('-')) return RATE_MESSAGES.negative;
  if (!/^(\d+\.?\d*|\.\d+)$/.test(value)) return RATE_MESSAGES.format;
  if (/\.\d{3,}$/.test(value)) return RATE_MESSAGES.cents;
  const cents = dollarsToCents(value);
  if (cents == null || cents <= 0) return BID_MESSAGES.rateRequired;
  if (cents > MAX_BID_CENTS) return RATE_MESSAGES.tooLarge;
  return null;
}

const rate = z.string().superRefine((value, ctx) => {
  const problem = value.trim() ? rateProblem(value) : BID_MESSAGES.rateRequired;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .nullable()
    .refine((value) => Boolean(value), message);

/** The carrier's today as 'yyyy-mm-dd': the pickers disable the days before it. */
export function localToday(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/** No date before today, no delivery before the pickup (the server says the same). */
function datesMakeSense(
  value: { pickup_date: string | null; delivery_date: string | null },
  ctx: z.RefinementCtx,
) {
  const today = localToday();
  const pickup = toCalendarDate(value.pickup_date);
  const delivery = toCalendarDate(value.delivery_date);
  if (pickup && pickup < today) {
    ctx.addIssue({
      code: 'custom',
      path: ['pickup_date'],
      message: PAST_DATE_MESSAGES.pickup_date,
    });
  }
  if (delivery && delivery < today) {
    ctx.addIssue({
      code: 'custom',
      path: ['delivery_date'],
      message: PAST_DATE_MESSAGES.delivery_date,
    });
  } else if (pickup && delivery && delivery < pickup) {
    ctx.addIssue({ code: 'custom', path: ['delivery_date'], message: DELIVERY_BEFORE_PICKUP });
  }
}

/** SPEC 5: the bid form, and the quote form while confirming, need the rate and both dates. */
export const bidFormSchema = z
  .object({
    rate,
    pickup_date: requiredDate(BID_MESSAGES.pickupRequired),
    delivery_date: requiredDate(BID_MESSAGES.deliveryRequired),
    notes: z.string(),
    valid_until: z
      .string()
      .optional()
      .refine(
        (value) => !value || new Date(value).getTime() > Date.now(),
        'Valid until must be in the future',
      ),
  })
  .superRefine(datesMakeSense);

/** SPEC 5: sending a quote needs only the rate. */
export const quoteFormSchema = z.object({
  rate,
  pickup_date: z.string().nullable(),
  delivery_date: z.string().nullable(),
  notes: z.string(),
});

/** A calendar date as 'yyyy-mm-dd', never shifted by time zones (Mantine gives strings). */
export function toCalendarDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = value.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}

/** The body of POST /api/bids (and PUT, confirm_quote): the rate as integer cents. */
export function toBidPayload(loadId: number, values: BidFormValues) {
  return {
    load_id: loadId,
    amount: dollarsToCents(values.rate) ?? 0,
    pickup_date: toCalendarDate(values.pickup_date),
    delivery_date: toCalendarDate(values.delivery_date),
    notes: values.notes.trim() || null,
    ...(values.valid_until ? { valid_until: deadlineToIso(values.valid_until) } : {}),
  };
}

/** Prefills the form from a saved bid (amount in cents back to dollars). */
export function fromBid(bid: {
  amount: number;
  pickup_date: string | null;
  delivery_date: string | null;
  notes: string | null;
  valid_until?: string | null;
}): BidFormValues {
  const dollars = bid.amount / 100;
  return {
    rate: Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2),
    pickup_date: toCalendarDate(bid.pickup_date),
    delivery_date: toCalendarDate(bid.delivery_date),
    notes: bid.notes ?? '',
    ...(bid.valid_until ? { valid_until: localDateTime(bid.valid_until) } : {}),
  };
}

/**
 * The server's field errors (delivery before pickup, an absurd amount...) go next to
 * their fields, the amount to the rate box. True when at least one field took a message; the
 * caller shows its generic message (SPEC 8) only otherwise.
 */
export function showBidFieldErrors(
  error: unknown,
  setError: UseFormSetError<BidFormValues>,
): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors().length === 0) return false;
  const renamed = new ApiError(
    error.status,
    error.errors.map((item) => (item.field === 'amount' ? { ...item, field: 'rate' } : item)),
  );
  const fields = ['rate', 'pickup_date', 'delivery_date', 'notes', 'valid_until'];
  if (!renamed.errors.some((item) => item.field && fields.includes(item.field))) return false;
  applyServerErrors(renamed, setError, fields);
  return true;
}

export const EMPTY_BID_FORM: BidFormValues = {
  rate: '',
  pickup_date: null,
  delivery_date: null,
  notes: '',
};
