import { minutesOf, type ScheduleEntry } from './hours.ts';
import { zonedDate, zonedInstant } from './zoned-time.ts';

/**
 * PRODUCT.md 8: a tender's acceptance window counts only while the origin dock is open (its
 * shipping hours, in its own time zone) when it has hours set; otherwise it is plain time.
 * A tender sent on Friday evening does not expire on Saturday.
 */

const MINUTE = 60_000;

function addDays(date: { year: number; month: number; day: number }, days: number) {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    weekday: next.getUTCDay() + 1,
  };
}

/** Whether a schedule has any open hours at all. */
export function hasShippingHours(schedule: readonly ScheduleEntry[]): boolean {
  return schedule.some((entry) => !entry.is_holiday && entry.intervals.length > 0);
}

/**
 * When a tender offered at `from` with a window of `minutes` expires: `minutes` of the dock's
 * open hours later, or plain minutes when the schedule has no hours (or no time zone).
 */
export function tenderExpiry(
  from: Date,
  minutes: number,
  schedule: readonly ScheduleEntry[],
  timeZone: string | null | undefined,
): Date {
  if (!timeZone || !hasShippingHours(schedule)) return new Date(from.getTime() + minutes * MINUTE);
  let remaining = minutes * MINUTE;
  const start = zonedDate(from.getTime(), timeZone);
  // A year of days is more than any window needs; a schedule always opens within a week.
  for (let offset = 0; offset < 400; offset++) {
    const date = addDays(start, offset);
    const entry = schedule.find((candidate) => candidate.weekday === date.weekday);
    if (!entry || entry.is_holiday) continue;
    const intervals = [...entry.intervals].sort(
      (a, b) => minutesOf(a.start_time) - minutesOf(b.start_time),
    );
    for (const interval of intervals) {
      const open = zonedInstant(date, minutesOf(interval.start_time), timeZone);
      const close = zonedInstant(date, minutesOf(interval.end_time), timeZone);
      const begin = Math.max(open, from.getTime());
      if (close <= begin) continue;
      if (remaining <= close - begin) return new Date(begin + remaining);
      remaining -= close - begin;
    }
  }
  return new Date(from.getTime() + minutes * MINUTE);
}
