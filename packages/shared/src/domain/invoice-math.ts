import type { ScheduleEntry } from './hours.ts';
import { hasShippingHours } from './tender-clock.ts';
import { wallClockInstant, zonedParts } from './zoned-time.ts';

/** PRODUCT.md 19: an invoice's arithmetic, in integer cents. */

export type InvoiceLineType =
  | 'linehaul'
  | 'detention'
  | 'layover'
  | 'tonu'
  | 'driver_assist'
  | 'stop_off'
  | 'lumper'
  | 'other'
  /** A claim's agreed amount deducted while unpaid (PRODUCT.md 21), a negative amount. */
  | 'claim_deduction';

/**
 * PRODUCT.md 19, the remit-to guard: the hold a change of bank details puts on scheduled
 * payments. Only the carrier's owner lifts it (the mailed code); a hold the shipper put on
 * itself the shipper lifts by scheduling the payment again.
 */
export const REMIT_HOLD_REASON = 'Payment details changed: waiting for the owner to confirm';

export interface InvoiceLine {
  type: InvoiceLineType;
  description: string;
  amount: number;
  /** The accessorial line this invoice line bills, or null for the linehaul. */
  accessorial_id?: string | null;
  /** The claim this deduction line settles, once per claim. */
  claim_id?: number | null;
}

export function invoiceTotal(lines: readonly Pick<InvoiceLine, 'amount'>[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/**
 * The lines of an invoice when it is issued: the linehaul (the awarded rate) then the approved
 * accessorial lines; pending ones join later as a revision.
 */
export function issueLines(
  linehaulCents: number,
  accessorials: readonly {
    id: string;
    type: Exclude<InvoiceLineType, 'linehaul'>;
    amount: number;
    status: string;
    description: string;
  }[],
): InvoiceLine[] {
  return [
    { type: 'linehaul', description: 'Linehaul', amount: linehaulCents, accessorial_id: null },
    ...accessorials
      .filter((line) => line.status === 'approved')
      .map((line) => ({
        type: line.type,
        description: line.description,
        amount: line.amount,
        accessorial_id: line.id,
      })),
  ];
}

/**
 * A revision: the invoice's lines plus every approved accessorial line it does not bill yet.
 * Null when nothing is new (approving again revises nothing).
 */
export function reviseLines(
  current: readonly InvoiceLine[],
  approved: readonly {
    id: string;
    type: Exclude<InvoiceLineType, 'linehaul'>;
    amount: number;
    description: string;
  }[],
): InvoiceLine[] | null {
  const billed = new Set(current.map((line) => line.accessorial_id).filter(Boolean));
  const added = approved
    .filter((line) => !billed.has(line.id))
    .map((line) => ({
      type: line.type,
      description: line.description,
      amount: line.amount,
      accessorial_id: line.id,
    }));
  return added.length === 0 ? null : [...current, ...added];
}

/** An invoice number: the shipper's prefix-free sequence, e.g. INV-2026-000042. */
export function invoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Due date = the approval date (yyyy-mm-dd) + payment terms in days. */
export function dueOn(approvedOn: string, paymentTermsDays: number): string {
  const [y, m, d] = approvedOn.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + paymentTermsDays)).toISOString().slice(0, 10);
}

/**
 * Quick pay: the fee at the shipper's percent (e.g. 2.0), rounded half up to the cent in
 * integer arithmetic (basis points), and what the carrier receives.
 */
export function quickPay(totalCents: number, feePercent: number): { fee: number; net: number } {
  const basisPoints = Math.round(feePercent * 100);
  const fee = Math.floor((totalCents * basisPoints + 5000) / 10000);
  return { fee, net: totalCents - fee };
}

const DAY = 86_400_000;

/**
 * `days` business days after `from`: the same wall-clock time on the `days`-th following day
 * the shipper's schedule is open (Monday to Friday when it has no hours), in its time zone.
 * Used for automatic approval (2 business days) and the quick-pay date.
 */
export function businessDaysLater(
  from: Date,
  days: number,
  schedule: readonly ScheduleEntry[],
  timeZone: string,
): Date {
  const open = (weekday: number) =>
    hasShippingHours(schedule)
      ? schedule.some(
          (entry) => entry.weekday === weekday && !entry.is_holiday && entry.intervals.length > 0,
        )
      : weekday >= 2 && weekday <= 6;
  const local = localParts(from.getTime(), timeZone);
  let counted = 0;
  for (let offset = 1; offset < 400; offset++) {
    const date = new Date(Date.UTC(local.year, local.month - 1, local.day + offset));
    if (!open(date.getUTCDay() + 1)) continue;
    counted += 1;
    if (counted === days) {
      const pad = (n: number) => String(n).padStart(2, '0');
      const wall = `${date.toISOString().slice(0, 10)}T${pad(Math.floor(local.minute / 60))}:${pad(local.minute % 60)}`;
      return new Date(wallClockInstant(wall, timeZone) as number);
    }
  }
  return new Date(from.getTime() + days * DAY);
}

/** The local date (yyyy-mm-dd) of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  const p = localParts(instant.getTime(), timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function localParts(instant: number, timeZone: string) {
  const p = zonedParts(instant, timeZone);
  return { year: p.year, month: p.month, day: p.day, minute: p.hour * 60 + p.minute };
}

/**
 * Days to pay, kept by deltas (never a recount): each paid invoice adds its days and whether it
 * was on time; the average and share are read from the running sums.
 */
export interface DaysToPayTally {
  paid_count: number;
  days_sum: number;
  on_time_count: number;
}

export function addPayment(
  tally: DaysToPayTally,
  payment: { approved_on: string; paid_on: string; due_on: string },
): DaysToPayTally {
  const days = Math.round(
    (Date.parse(`${payment.paid_on}T00:00:00Z`) - Date.parse(`${payment.approved_on}T00:00:00Z`)) /
      DAY,
  );
  return {
    paid_count: tally.paid_count + 1,
    days_sum: tally.days_sum + days,
    on_time_count: tally.on_time_count + (payment.paid_on <= payment.due_on ? 1 : 0),
  };
}

export function daysToPay(
  tally: DaysToPayTally,
): { average_days: number; on_time_share: number } | null {
  if (tally.paid_count === 0) return null;
  return {
    average_days: Math.round((tally.days_sum / tally.paid_count) * 10) / 10,
    on_time_share: Math.round((tally.on_time_count / tally.paid_count) * 100) / 100,
  };
}
