import { z } from 'zod';
import { isValidRoutingNumber } from '../domain/aba.ts';
import { MAX_AMOUNT_CENTS } from '../domain/accessorials.ts';
import { listOf } from './lists.ts';

/** PRODUCT.md 19: accessorial terms, lines, invoices and payment details. Money is integer cents. */

const cents = (what: string) =>
  z
    .number({ error: `Enter ${what} in cents` })
    .int(`${capital(what)} is whole cents`)
    .min(0, `${capital(what)} cannot be negative`)
    .max(MAX_AMOUNT_CENTS, `${capital(what)} can be at most $1,000,000`);

function capital(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const minutes = (what: string) =>
  z
    .number()
    .int(`${capital(what)} is whole minutes`)
    .min(0)
    .max(24 * 60);
const days = z.number().int('Payment terms are whole days').min(0).max(365);
const percent = z.number().min(0, 'The fee cannot be negative').max(20, 'The fee is at most 20%');

export const detentionTerms = z.object({
  free_minutes: minutes('free time'),
  cents_per_hour: cents('the hourly rate'),
  cap_cents: cents('the cap').nullable(),
  grace_minutes: minutes('grace'),
});

export const accessorialTermsSchema = z.object({
  detention: detentionTerms,
  layover_cents_per_day: cents('layover'),
  tonu_cents: cents('TONU'),
  driver_assist_cents: cents('driver assist'),
  stop_off_cents: cents('stop-off'),
  payment_terms_days: days,
  quick_pay_fee_percent: percent,
});
export type AccessorialTermsBody = z.infer<typeof accessorialTermsSchema>;

/** A lane's terms: each field null to inherit the shipper's. */
export const laneAccessorialTermsSchema = z.object({
  detention: z.object({
    free_minutes: minutes('free time').nullable(),
    cents_per_hour: cents('the hourly rate').nullable(),
    cap_cents: cents('the cap').nullable(),
    grace_minutes: minutes('grace').nullable(),
  }),
  layover_cents_per_day: cents('layover').nullable(),
  tonu_cents: cents('TONU').nullable(),
  driver_assist_cents: cents('driver assist').nullable(),
  stop_off_cents: cents('stop-off').nullable(),
  payment_terms_days: days.nullable(),
  quick_pay_fee_percent: percent.nullable(),
});
export type LaneAccessorialTermsBody = z.infer<typeof laneAccessorialTermsSchema>;

export const accessorialTypes = [
  'detention',
  'layover',
  'tonu',
  'driver_assist',
  'stop_off',
  'lumper',
  'other',
] as const;
export type AccessorialType = (typeof accessorialTypes)[number];
export const ACCESSORIAL_LABELS: Record<AccessorialType | 'linehaul', string> = {
  linehaul: 'Linehaul',
  detention: 'Detention',
  layover: 'Layover',
  tonu: 'Truck order not used',
  driver_assist: 'Driver assist',
  stop_off: 'Stop-off',
  lumper: 'Lumper',
  other: 'Other',
};

export const accessorialStatuses = ['pending', 'approved', 'disputed'] as const;

export const accessorial = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  stop_id: z.number().int().nullable(),
  type: z.enum(accessorialTypes),
  amount: z.number().int(),
  minutes: z.number().int().nullable(),
  note: z.string().nullable(),
  document_id: z.number().int().nullable(),
  status: z.enum(accessorialStatuses),
  source: z.enum(['auto', 'carrier']),
  arrived_at: z.string().nullable(),
  departed_at: z.string().nullable(),
  arrival_source: z.string().nullable(),
  departure_source: z.string().nullable(),
  dispute_reason: z.string().nullable(),
  auto_approve_at: z.string().nullable(),
  created_at: z.string(),
});
export type Accessorial = z.infer<typeof accessorial>;
export const accessorialList = listOf(accessorial);

/** POST /api/loads/{id}/accessorials: the carrier asks (detention computes itself). */
export const createAccessorialRequest = z.object({
  type: z.enum(accessorialTypes),
  amount: cents('the amount').refine((value) => value > 0, 'Enter an amount above zero'),
  note: z.string().trim().max(500).nullable().optional(),
  document_id: z.number().int().positive().nullable().optional(),
  minutes: z.number().int().min(0).max(100000).nullable().optional(),
});
export type CreateAccessorialRequest = z.infer<typeof createAccessorialRequest>;

export const disputeRequest = z.object({
  reason: z.string().trim().min(1, 'Say why you dispute it').max(1000),
});

export const invoiceStatuses = ['open', 'scheduled', 'paid', 'on_hold'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Open',
  scheduled: 'Scheduled',
  paid: 'Paid',
  on_hold: 'On hold',
};

const party = z.object({ id: z.number().int(), company_name: z.string() });

export const invoice = z.object({
  id: z.number().int(),
  number: z.string(),
  load_id: z.number().int(),
  load_identifier: z.string().nullable(),
  load_name: z.string(),
  carrier: party,
  shipper: party,
  lines: z.array(
    z.object({
      // `claim_deduction`: a claim's agreed amount not yet paid, negative (PRODUCT.md 21).
      type: z.enum(['linehaul', ...accessorialTypes, 'claim_deduction']),
      description: z.string(),
      amount: z.number().int(),
    }),
  ),
  total: z.number().int(),
  revision: z.number().int(),
  issued_at: z.string(),
  due_on: z.string(),
  /** The shipper's zone (its first pickup location's), in which the invoice's moments read. */
  time_zone: z.string(),
  status: z.enum(invoiceStatuses),
  pay_on: z.string().nullable(),
  paid_at: z.string().nullable(),
  reference: z.string().nullable(),
  hold_reason: z.string().nullable(),
  quick_pay: z
    .object({ fee: z.number().int(), net: z.number().int(), pay_by: z.string() })
    .nullable(),
  /** What quick pay would cost now (fee and net), for the carrier to see before it confirms. */
  quick_pay_offer: z
    .object({
      fee: z.number().int(),
      net: z.number().int(),
      pay_by: z.string(),
      percent: z.number(),
    })
    .nullable(),
  timeline: z.array(
    z.object({
      status: z.string(),
      at: z.string(),
      by: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type Invoice = z.infer<typeof invoice>;
export const invoiceList = listOf(invoice);

export const invoiceListQuery = z.object({
  status: z.enum(invoiceStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** The invoices of one payment day (the payment run's list). */
  pay_on: z.iso.date().optional(),
  format: z.enum(['json', 'csv']).optional(),
});

export const quickPayRequest = z.object({
  confirm: z.literal(true, { error: 'Confirm quick pay with confirm: true' }),
});
export const scheduleRequest = z.object({ pay_on: z.iso.date({ error: 'Enter a payment date' }) });
export const paidRequest = z.object({
  paid_at: z.iso.datetime({ offset: true }).optional(),
  reference: z.string().trim().min(1, 'Enter the payment reference').max(100),
});
export const holdRequest = z.object({ reason: z.string().trim().min(1, 'Say why').max(500) });

export const paymentDetailsRequest = z.object({
  routing_number: z
    .string()
    .trim()
    .refine(isValidRoutingNumber, 'This routing number is not valid (check digit)'),
  account_number: z
    .string()
    .trim()
    .regex(/^\d{4,17}$/, 'An account number is 4 to 17 digits'),
  account_name: z.string().trim().min(1, 'Enter the name on the account').max(100),
});
export type PaymentDetailsRequest = z.infer<typeof paymentDetailsRequest>;

export const paymentDetails = z.object({
  routing_number: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  /** A change waits for the owner's mailed code while a payment is held for it. */
  pending_confirmation: z.boolean(),
  updated_at: z.string(),
});
export const maybePaymentDetails = paymentDetails.nullable();

export const confirmPaymentDetailsRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the mail'),
});

export const paymentsExportQuery = z.object({
  date: z.iso.date({ error: 'Enter a date (yyyy-mm-dd)' }),
  format: z.enum(['nacha', 'csv']).default('nacha'),
});

export const daysToPay = z
  .object({ average_days: z.number(), on_time_share: z.number(), paid_count: z.number().int() })
  .nullable();
