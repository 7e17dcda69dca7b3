import { wallClockInstant } from './zoned-time.ts';

/**
 * PRODUCT.md 19: the money after delivery computes itself. Every amount is integer cents,
 * every time an instant (UTC) read in the location's time zone. Pure: the server and the web
 * page share these rules, and the tests pin them.
 */

export const MAX_AMOUNT_CENTS = 100_000_000; // one million dollars

export interface DetentionTerms {
  free_minutes: number;
  cents_per_hour: number;
  cap_cents: number | null;
  grace_minutes: number;
}

export interface AccessorialTerms {
  detention: DetentionTerms;
  layover_cents_per_day: number;
  tonu_cents: number;
  driver_assist_cents: number;
  stop_off_cents: number;
  payment_terms_days: number;
  quick_pay_fee_percent: number;
}

/** A lane's terms: the same fields, each null to inherit the shipper's. */
export interface LaneAccessorialTerms {
  detention: { [K in keyof DetentionTerms]: DetentionTerms[K] | null };
  layover_cents_per_day: number | null;
  tonu_cents: number | null;
  driver_assist_cents: number | null;
  stop_off_cents: number | null;
  payment_terms_days: number | null;
  quick_pay_fee_percent: number | null;
}

/** The shipper's terms before it sets any (PRODUCT.md 19 defaults). */
export const DEFAULT_TERMS: AccessorialTerms = {
  detention: { free_minutes: 120, cents_per_hour: 7500, cap_cents: null, grace_minutes: 15 },
  layover_cents_per_day: 25000,
  tonu_cents: 15000,
  driver_assist_cents: 7500,
  stop_off_cents: 7500,
  payment_terms_days: 30,
  quick_pay_fee_percent: 2.0,
};

export const EMPTY_LANE_TERMS: LaneAccessorialTerms = {
  detention: { free_minutes: null, cents_per_hour: null, cap_cents: null, grace_minutes: null },
  layover_cents_per_day: null,
  tonu_cents: null,
  driver_assist_cents: null,
  stop_off_cents: null,
  payment_terms_days: null,
  quick_pay_fee_percent: null,
};

/**
 * The terms a load of a lane runs under: each lane field that is set wins, a null inherits the
 * shipper's. (A lane's null cap inherits; a shipper's null cap means no cap.)
 */
export function effectiveTerms(
  shipper: AccessorialTerms,
  lane: LaneAccessorialTerms | null | undefined,
): AccessorialTerms {
  if (!lane) return shipper;
  const pick = <T>(own: T | null, inherited: T): T => (own === null ? inherited : own);
  return {
    detention: {
      free_minutes: pick(lane.detention.free_minutes, shipper.detention.free_minutes),
      cents_per_hour: pick(lane.detention.cents_per_hour, shipper.detention.cents_per_hour),
      cap_cents: pick(lane.detention.cap_cents, shipper.detention.cap_cents),
      grace_minutes: pick(lane.detention.grace_minutes, shipper.detention.grace_minutes),
    },
    layover_cents_per_day: pick(lane.layover_cents_per_day, shipper.layover_cents_per_day),
    tonu_cents: pick(lane.tonu_cents, shipper.tonu_cents),
    driver_assist_cents: pick(lane.driver_assist_cents, shipper.driver_assist_cents),
    stop_off_cents: pick(lane.stop_off_cents, shipper.stop_off_cents),
    payment_terms_days: pick(lane.payment_terms_days, shipper.payment_terms_days),
    quick_pay_fee_percent: pick(lane.quick_pay_fee_percent, shipper.quick_pay_fee_percent),
  };
}

const MINUTE = 60_000;

/** Cents for `minutes` at an hourly rate, rounded half up to the cent, in integers only. */
export function centsForMinutes(minutes: number, centsPerHour: number): number {
  return Math.floor((minutes * centsPerHour + 30) / 60);
}

export type DetentionResult =
  | {
      billable: true;
      clock_started_at: Date;
      minutes_on_site: number;
      minutes: number;
      amount: number;
      capped: boolean;
    }
  | { billable: false; reason: 'late arrival' | 'missing times' | 'within free time' };

/**
 * PRODUCT.md 19 detention: the clock starts at the later of the arrival and the appointment
 * (a wall clock in the location's zone, so DST is the zone's), only when the carrier arrived
 * no later than appointment + grace; billable = whole minutes on site after `free_minutes`,
 * at the hourly rate, capped. Without an appointment (first come, first served) the clock
 * starts at the arrival.
 */
export function computeDetention(input: {
  appointment: string | null;
  timeZone: string;
  arrived_at: Date | null;
  departed_at: Date | null;
  terms: DetentionTerms;
}): DetentionResult {
  const { arrived_at, departed_at, terms } = input;
  if (!arrived_at || !departed_at) return { billable: false, reason: 'missing times' };
  const appointment = input.appointment
    ? wallClockInstant(input.appointment, input.timeZone)
    : null;
  const arrived = arrived_at.getTime();
  if (appointment !== null && arrived > appointment + terms.grace_minutes * MINUTE) {
    return { billable: false, reason: 'late arrival' };
  }
  const start = appointment === null ? arrived : Math.max(arrived, appointment);
  const minutesOnSite = Math.max(0, Math.floor((departed_at.getTime() - start) / MINUTE));
  const minutes = Math.max(0, minutesOnSite - terms.free_minutes);
  if (minutes === 0) return { billable: false, reason: 'within free time' };
  const raw = centsForMinutes(minutes, terms.cents_per_hour);
  const capped = terms.cap_cents !== null && raw > terms.cap_cents;
  return {
    billable: true,
    clock_started_at: new Date(start),
    minutes_on_site: minutesOnSite,
    minutes,
    amount: capped ? (terms.cap_cents as number) : raw,
    capped,
  };
}

/** Layover: a day's rate for each calendar day (of the location's zone) the truck waited over. */
export function layoverCents(days: number, terms: Pick<AccessorialTerms, 'layover_cents_per_day'>) {
  return Math.max(0, Math.floor(days)) * terms.layover_cents_per_day;
}

/** Stop-off: each stop beyond the first pickup and the last delivery. */
export function stopOffCents(stopCount: number, terms: Pick<AccessorialTerms, 'stop_off_cents'>) {
  return Math.max(0, stopCount - 2) * terms.stop_off_cents;
}

/**
 * TONU: a shipper cancelling an awarded load after the carrier was dispatched (a driver
 * assigned or a stop reached) owes the truck-order-not-used amount; before dispatch, nothing.
 */
export function tonuCents(
  input: { awarded: boolean; dispatched: boolean },
  terms: Pick<AccessorialTerms, 'tonu_cents'>,
): number {
  return input.awarded && input.dispatched ? terms.tonu_cents : 0;
}

/** A line amount the API accepts: whole cents, above zero, at most a million dollars. */
export function isValidAmount(cents: unknown): cents is number {
  return (
    typeof cents === 'number' && Number.isInteger(cents) && cents > 0 && cents <= MAX_AMOUNT_CENTS
  );
}

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * PRODUCT.md 19: the accessorial terms as the rate confirmation prints them, one line each, so
 * a carrier knows before it rolls what detention, layover, TONU and paying look like.
 */
export function accessorialTermLines(terms: AccessorialTerms): string[] {
  const { detention } = terms;
  return [
    `Detention: ${money(detention.cents_per_hour)} an hour after ${detention.free_minutes} minutes free, from the later of arrival and appointment, in whole minutes${detention.cap_cents === null ? '' : `, at most ${money(detention.cap_cents)}`}; only when the truck arrives within ${detention.grace_minutes} minutes of the appointment.`,
    `Layover: ${money(terms.layover_cents_per_day)} a day. Truck order not used (cancelled after dispatch): ${money(terms.tonu_cents)}.`,
    `Driver assist: ${money(terms.driver_assist_cents)}. Stop-off: ${money(terms.stop_off_cents)} per extra stop. Lumper: reimbursed with its receipt.`,
    `Payment: ${terms.payment_terms_days} days from proof-of-delivery approval; quick pay within 2 business days for a ${terms.quick_pay_fee_percent}% fee.`,
  ];
}
