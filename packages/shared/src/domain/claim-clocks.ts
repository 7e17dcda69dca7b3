/**
 * PRODUCT.md 21, the clocks of a loss and damage claim, in calendar days (the contract names
 * no business days): a claim may be filed until 9 calendar months after the delivery date;
 * the carrier acknowledges it by the filing date + 30 days (reminded once on day 25) and
 * decides it by the filing date + 120 days. Dates are `yyyy-mm-dd` in the delivery location's
 * time zone; "today" is passed in, so a fake clock tests every edge.
 */

export const CLAIM_FILING_MONTHS = 9;
export const ACKNOWLEDGE_DAYS = 30;
export const ACKNOWLEDGE_REMINDER_DAY = 25;
export const DECIDE_DAYS = 120;

export const CLAIM_STATUSES = [
  'filed',
  'acknowledged',
  'paid',
  'declined',
  'partial',
  'closed',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

const DAY = 86_400_000;

function parts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

/** A date (yyyy-mm-dd) plus whole calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * A date plus calendar months; a day the target month lacks is its last day (May 31 + 9 months
 * is February 28 or 29), so the deadline never spills into the month after.
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** The last day a claim may be filed for a load delivered on `deliveredOn`. */
export function claimDeadline(deliveredOn: string): string {
  return addMonths(deliveredOn, CLAIM_FILING_MONTHS);
}

/** Filed more than 9 months after delivery: `ClaimTooLate`. */
export function isClaimTooLate(deliveredOn: string, filedOn: string): boolean {
  return filedOn > claimDeadline(deliveredOn);
}

export interface ClaimClocks {
  acknowledge_by: string;
  remind_on: string;
  decide_by: string;
}

export function claimClocks(filedOn: string): ClaimClocks {
  return {
    acknowledge_by: addDays(filedOn, ACKNOWLEDGE_DAYS),
    remind_on: addDays(filedOn, ACKNOWLEDGE_REMINDER_DAY),
    decide_by: addDays(filedOn, DECIDE_DAYS),
  };
}

/**
 * Overdue: still `filed` after its acknowledge-by date, or still undecided (`filed` or
 * `acknowledged`) after its decide-by date. The deadline day itself is on time.
 */
export function isClaimOverdue(
  claim: { status: ClaimStatus; acknowledge_by: string; decide_by: string },
  today: string,
): boolean {
  if (claim.status === 'filed' && today > claim.acknowledge_by) return true;
  return (claim.status === 'filed' || claim.status === 'acknowledged') && today > claim.decide_by;
}

/** The reminder goes on day 25 while the claim is still unacknowledged, never before. */
export function isReminderDue(
  claim: { status: ClaimStatus; remind_on: string },
  today: string,
): boolean {
  return claim.status === 'filed' && today >= claim.remind_on;
}

/** Whole days from `today` to `date` (negative when past): "due in 5 days". */
export function daysUntil(date: string, today: string): number {
  const [ay, am, ad] = parts(today);
  const [by, bm, bd] = parts(date);
  return Math.round((Date.UTC(by, bm - 1, bd) - Date.UTC(ay, am - 1, ad)) / DAY);
}

export const CLAIM_DECISIONS = ['pay', 'decline', 'partial'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

/** The status a decision moves an acknowledged claim to. */
export function statusAfterDecision(decision: ClaimDecision): ClaimStatus {
  return decision === 'pay' ? 'paid' : decision === 'decline' ? 'declined' : 'partial';
}

/**
 * The agreed amount of a decided claim: the claimed amount when paid, the decision's amount
 * when partial, nothing when declined. It is what the load's invoice deducts while unpaid.
 */
export function agreedAmount(
  claimedCents: number,
  decision: { decision: ClaimDecision; amount: number | null },
): number {
  if (decision.decision === 'pay') return claimedCents;
  if (decision.decision === 'partial') return decision.amount ?? 0;
  return 0;
}
