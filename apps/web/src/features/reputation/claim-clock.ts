import { daysUntil } from '@spotlane/shared/domain/claim-clocks';
import type { Claim } from '@spotlane/shared/schemas/reputation';

/** The clock a claim's reader cares about now, in words: what is due, by when, or overdue. */
export function claimClockText(claim: Claim, today: string): string {
  if (claim.status === 'filed') return dueText('Acknowledge', claim.acknowledge_by, today);
  if (claim.status === 'acknowledged') return dueText('Decide', claim.decide_by, today);
  return claim.status === 'closed' ? 'Closed' : 'Decided';
}

function dueText(what: string, date: string, today: string): string {
  const days = daysUntil(date, today);
  if (days < 0) return `${what} was due ${-days} day${days === -1 ? '' : 's'} ago`;
  if (days === 0) return `${what} by today`;
  return `${what} within ${days} day${days === 1 ? '' : 's'}`;
}

/** Today's date (yyyy-mm-dd) in the browser's zone. */
export function todayLocal(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
