import { dollarsToCents } from '@spotlane/shared/domain/money';
import { BID_MESSAGES } from '@spotlane/shared/schemas/bids';
import { z } from 'zod';

/** What the bid and quote forms hold: the rate in dollars as typed, dates as 'yyyy-mm-dd'. */
export interface BidFormValues {
  rate: string;
  pickup_date: string | null;
  delivery_date: string | null;
  notes: string;
}

const rate = z
  .string()
  .refine((value) => (dollarsToCents(value) ?? 0) > 0, BID_MESSAGES.rateRequired);
const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .nullable()
    .refine((value) => Boolean(value), message);

/** SPEC 5: the bid form, and the quote form while confirming, need the rate and both dates. */
export const bidFormSchema = z.object({
  rate,
  pickup_date: requiredDate(BID_MESSAGES.pickupRequired),
  delivery_date: requiredDate(BID_MESSAGES.deliveryRequired),
  notes: z.string(),
});

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
  };
}

/** Prefills the form from a saved bid (amount in cents back to dollars). */
export function fromBid(bid: {
  amount: number;
  pickup_date: string | null;
  delivery_date: string | null;
  notes: string | null;
}): BidFormValues {
  const dollars = bid.amount / 100;
  return {
    rate: Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2),
    pickup_date: toCalendarDate(bid.pickup_date),
    delivery_date: toCalendarDate(bid.delivery_date),
    notes: bid.notes ?? '',
  };
}

export const EMPTY_BID_FORM: BidFormValues = {
  rate: '',
  pickup_date: null,
  delivery_date: null,
  notes: '',
};
