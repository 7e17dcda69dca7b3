import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from './hours.ts';
import { tenderExpiry } from './tender-clock.ts';
import { zonedInstant } from './zoned-time.ts';

const CHICAGO = 'America/Chicago';

/** A Monday-Friday 06:00-18:00 dock (weekday 1 is Sunday). */
const weekdays: ScheduleEntry[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  schedule_type: 'weekday',
  weekday,
  is_holiday: false,
  intervals: weekday >= 2 && weekday <= 6 ? [{ start_time: '06:00', end_time: '18:00' }] : [],
}));

/** The n-th Sunday of a month next year (never a date that passes into the past). */
function nthSunday(month: number, n: number) {
  const year = new Date().getUTCFullYear() + 1;
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((7 - first) % 7) + (n - 1) * 7;
  return { year, month, day };
}
const shift = (date: { year: number; month: number; day: number }, days: number) => {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
const ymd = (date: { year: number; month: number; day: number }) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

function local(instant: Date) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: CHICAGO,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

describe('tender clock (PRODUCT.md 8)', () => {
  it('sent Friday 17:30 with 120 minutes expires Monday 07:30, across the spring DST change', () => {
    const sunday = nthSunday(3, 2); // US clocks go forward on the second Sunday of March
    const friday = shift(sunday, -2);
    const monday = shift(sunday, 1);
    const sent = new Date(zonedInstant(friday, 17 * 60 + 30, CHICAGO));
    expect(sent.toISOString()).toBe(`${ymd(friday)}T23:30:00.000Z`); // CST, UTC-6
    const expires = tenderExpiry(sent, 120, weekdays, CHICAGO);
    expect(local(expires)).toBe('Monday 07:30');
    expect(expires.toISOString()).toBe(`${ymd(monday)}T12:30:00.000Z`); // CDT, UTC-5
  });

  it('does the same across the autumn DST change', () => {
    const sunday = nthSunday(11, 1); // and back on the first Sunday of November
    const friday = shift(sunday, -2);
    const monday = shift(sunday, 1);
    const sent = new Date(zonedInstant(friday, 17 * 60 + 30, CHICAGO));
    expect(sent.toISOString()).toBe(`${ymd(friday)}T22:30:00.000Z`); // CDT, UTC-5
    const expires = tenderExpiry(sent, 120, weekdays, CHICAGO);
    expect(expires.toISOString()).toBe(`${ymd(monday)}T13:30:00.000Z`); // CST, UTC-6
  });

  it('counts from the opening when sent while closed, and within a day when open', () => {
    const sunday = nthSunday(6, 1);
    const saturday = shift(sunday, -1);
    const monday = shift(sunday, 1);
    const sent = new Date(zonedInstant(saturday, 10 * 60, CHICAGO));
    expect(tenderExpiry(sent, 90, weekdays, CHICAGO).toISOString()).toBe(
      `${ymd(monday)}T12:30:00.000Z`, // 07:30 CDT
    );
    const mondayNine = new Date(zonedInstant(monday, 9 * 60, CHICAGO));
    expect(tenderExpiry(mondayNine, 120, weekdays, CHICAGO).getTime()).toBe(
      mondayNine.getTime() + 120 * 60_000,
    );
  });

  it('is plain time without hours or a time zone', () => {
    const sent = new Date(zonedInstant(nthSunday(6, 1), 12 * 60, CHICAGO));
    const later = sent.getTime() + 120 * 60_000;
    expect(tenderExpiry(sent, 120, [], CHICAGO).getTime()).toBe(later);
    expect(tenderExpiry(sent, 120, weekdays, null).getTime()).toBe(later);
    const closedAllWeek = weekdays.map((entry) => ({ ...entry, is_holiday: true }));
    expect(tenderExpiry(sent, 120, closedAllWeek, CHICAGO).getTime()).toBe(later);
  });
});
