import { minutesOf, type ScheduleEntry } from './hours.ts';

/**
 * PRODUCT.md 8: a tender's acceptance window counts only while the origin dock is open (its
 * shipping hours, in its own time zone) when it has hours set; otherwise it is plain time.
 * A tender sent on Friday evening does not expire on Saturday.
 */

const MINUTE = 60_000;

/** The offset (ms) of `timeZone` from UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall-clock time in `timeZone` (a time skipped by DST moves forward). */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  minuteOfDay: number,
  timeZone: string,
): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay * MINUTE;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return Math.max(first, second);
}

/** The local calendar date of an instant in `timeZone`, with its weekday (1 Sunday ... 7 Saturday). */
function localDate(instant: number, timeZone: string) {
  const local = new Date(instant + offsetAt(instant, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
  };
}

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
  const start = localDate(from.getTime(), timeZone);
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
