import { zonedDate } from '@spotlane/shared/domain/zoned-time';

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar date (yyyy-mm-dd) of a moment in the shipper's zone, not the browser's. */
export function dateInZone(iso: string, timeZone: string): string {
  const { year, month, day } = zonedDate(new Date(iso).getTime(), timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Today's date in `timeZone`: the payment run's default day. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return dateInZone(now.toISOString(), timeZone);
}
