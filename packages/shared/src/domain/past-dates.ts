/**
 * Past calendar dates. A calendar date carries no time zone (PRODUCT 4), and the
 * server does not know the shipper's, so "today" is the earliest today anywhere on Earth
 * (UTC-12): a date before it is past for every shipper, wherever they are. A shipper in
 * Honolulu at 11 pm can still ship today; nobody can ship yesterday.
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** True when `date` (yyyy-mm-dd) is before today everywhere. */
export function isPastDate(date: string, now: Date = new Date()): boolean {
  return date < earliestToday(now);
}

export const PAST_SHIP_DATE_MESSAGE = "Ship date can't be in the past";
