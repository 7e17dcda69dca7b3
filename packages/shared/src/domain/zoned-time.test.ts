import { describe, expect, it } from 'vitest';
import { wallClockInstant, zonedDate, zonedInstant } from './zoned-time.ts';

const CHICAGO = 'America/Chicago';
const iso = (ms: number | null) => new Date(ms as number).toISOString();

describe('wall clocks in a time zone (one conversion for every rule)', () => {
  it('reads a winter and a summer time with the zone offset of that day', () => {
    expect(iso(wallClockInstant('2026-01-15T08:00', CHICAGO))).toBe('2026-01-15T14:00:00.000Z');
    expect(iso(wallClockInstant('2026-07-15T08:00', CHICAGO))).toBe('2026-07-15T13:00:00.000Z');
  });

  it('on the spring-forward day, the morning after the change is daylight time', () => {
    // 2026-03-08: 02:00 CST becomes 03:00 CDT; 05:00 that morning is 10:00 UTC.
    expect(iso(zonedInstant({ year: 2026, month: 3, day: 8 }, 5 * 60, CHICAGO))).toBe(
      '2026-03-08T10:00:00.000Z',
    );
    expect(iso(wallClockInstant('2026-03-08T01:30', CHICAGO))).toBe('2026-03-08T07:30:00.000Z');
    // A skipped wall clock moves forward by the hour skipped: 02:30 reads 03:30 CDT.
    expect(iso(wallClockInstant('2026-03-08T02:30', CHICAGO))).toBe('2026-03-08T08:30:00.000Z');
  });

  it('on the fall-back day, a repeated hour is its first occurrence', () => {
    // 2026-11-01: 02:00 CDT becomes 01:00 CST; 01:30 happens twice, the first at 06:30 UTC.
    expect(iso(wallClockInstant('2026-11-01T01:30', CHICAGO))).toBe('2026-11-01T06:30:00.000Z');
    expect(iso(wallClockInstant('2026-11-01T03:00', CHICAGO))).toBe('2026-11-01T09:00:00.000Z');
  });

  it('refuses a malformed wall clock and gives the local date of an instant', () => {
    expect(wallClockInstant('2026-03-08 05:00', CHICAGO)).toBeNull();
    expect(zonedDate(Date.parse('2026-03-08T03:00:00Z'), CHICAGO)).toEqual({
      year: 2026,
      month: 3,
      day: 7,
    });
  });
});
