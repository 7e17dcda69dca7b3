import type { ScheduleEntry } from '@spotlane/shared/domain/hours';
import { describe, expect, it } from 'vitest';
import { appointmentWarning, appointmentWarnings, weekdayOf } from './hours-warnings.ts';

const entry = (weekday: number, start: string, end: string): ScheduleEntry => ({
  schedule_type: 'weekday',
  weekday,
  is_holiday: false,
  intervals: [{ start_time: start, end_time: end }],
});

// Monday to Friday 8:00 am - 5:00 pm; Saturday and Sunday closed.
const weekdays = [2, 3, 4, 5, 6].map((day) => entry(day, '08:00:00', '17:00'));
const dock = { name: 'North Dock', schedule: weekdays };

describe('weekdayOf', () => {
  it('numbers days 1 Sunday to 7 Saturday, without time-zone shifts', () => {
    expect(weekdayOf('2026-11-22')).toBe(1); // a Sunday
    expect(weekdayOf('2026-11-23T00:00')).toBe(2);
    expect(weekdayOf('2026-11-28T23:30')).toBe(7);
    expect(weekdayOf('not a date')).toBeNull();
  });
});

describe('appointmentWarning', () => {
  const check = (appointment: string | null, location: typeof dock | null = dock) =>
    appointmentWarning({ label: 'Pickup appointment', appointment, kind: 'Shipping', location });

  it('is silent inside the hours, at opening time, and without an appointment', () => {
    expect(check('2026-11-23T10:30')).toBeNull();
    expect(check('2026-11-23T08:00')).toBeNull();
    expect(check(null)).toBeNull();
    expect(check('')).toBeNull();
  });

  it('is silent for a location without hours or without a location', () => {
    expect(check('2026-11-22T03:00', { name: 'Empty', schedule: [] })).toBeNull();
    expect(check('2026-11-22T03:00', null)).toBeNull();
  });

  it('warns before opening and from closing time on', () => {
    expect(check('2026-11-23T07:30')).toBe(
      'Pickup appointment: 7:30 am is outside the shipping hours of North Dock on Monday (8:00 am - 5:00 pm).',
    );
    expect(check('2026-11-23T17:00')).toContain('5:00 pm is outside');
    expect(check('2026-11-27T22:00')).toContain('on Friday');
  });

  it('warns on a closed day', () => {
    expect(check('2026-11-22T10:00')).toBe(
      'Pickup appointment: North Dock is closed on Sundays (shipping hours).',
    );
  });

  it('names delivery hours for deliveries and collects every warning', () => {
    const warnings = appointmentWarnings([
      {
        label: 'Pickup appointment',
        appointment: '2026-11-23T09:00',
        kind: 'Shipping',
        location: dock,
      },
      {
        label: 'Delivery appointment',
        appointment: '2026-11-28T09:00',
        kind: 'Delivery',
        location: dock,
      },
    ]);
    expect(warnings).toEqual([
      'Delivery appointment: North Dock is closed on Saturdays (delivery hours).',
    ]);
  });
});
