import { daysUntil } from '@spotlane/shared/domain/claim-clocks';
import { localDateOf } from '@spotlane/shared/domain/invoice-math';
import type { Claim } from '@spotlane/shared/schemas/reputation';

/**
 * The clock a claim's reader cares about now, in words: what is due, by when, or overdue.
 * The claim clocks are calendar dates in the delivery location's zone, so "today" is read in
 * that zone too, never the browser's: in Chicago's evening UTC is already on the next day.
 */
export function claimClockText(
  claim: Pick<Claim, 'status' | 'acknowledge_by' | 'decide_by' | 'time_zone'>,
  now: Date = new Date(),
): string {
  const today = localDateOf(now, claim.time_zone);
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
