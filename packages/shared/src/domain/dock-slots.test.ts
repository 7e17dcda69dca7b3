import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Booking,
  beforeCutoff,
  type DayInput,
  DEFAULT_SLOT_RULES,
  daySlots,
  LOADING_TYPES,
  nextFreeSlot,
  openHours,
  refusalOf,
  SLOT_STEP_MINUTES,
  wallClockOf,
} from './dock-slots.ts';
import type { ScheduleEntry } from './hours.ts';
import { zonedParts } from './zoned-time.ts';

const CHICAGO = 'America/Chicago';
const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);
const day = (weekday: number, open: string, close: string): ScheduleEntry => ({
  schedule_type: 'weekday',
  weekday,
  is_holiday: false,
  intervals: [{ start_time: open, end_time: close }],
});

const base: DayInput = {
  date: '2026-12-02',
  timeZone: CHICAGO,
  schedule: [day(4, '08:00', '12:00')], // Wednesday
  rules: DEFAULT_SLOT_RULES,
  loadingType: 'live',
  docks: [1, 2],
  bookings: [],
  now: at('2026-11-28T12:00:00Z'),
};
const clocks = (input: DayInput) => daySlots(input).map((slot) => wallClockOf(slot.start, CHICAGO));

describe('dock slots inside the shipping hours (PRODUCT.md 17)', () => {
  it('starts a slot every half hour from the opening, each ending by the closing', () => {
    expect(clocks(base)).toEqual([
      '2026-12-02T08:00',
      '2026-12-02T08:30',
      '2026-12-02T09:00',
      '2026-12-02T09:30',
      '2026-12-02T10:00',
      '2026-12-02T10:30',
      '2026-12-02T11:00',
    ]);
    expect(daySlots({ ...base, loadingType: 'drop' })).toHaveLength(8);
  });

  it('has no slots on a closed weekday or a closed date', () => {
    expect(daySlots({ ...base, date: '2026-12-03' })).toEqual([]);
    expect(daySlots({ ...base, rules: { ...base.rules, closed_dates: ['2026-12-02'] } })).toEqual(
      [],
    );
  });

  it('counts the docks no booking overlaps', () => {
    const bookings: Booking[] = [
      { dock_id: 1, start: at('2026-12-02T14:00:00Z'), end: at('2026-12-02T15:00:00Z') },
    ];
    const slots = daySlots({ ...base, bookings });
    // 08:00 CST is 14:00 UTC: dock 1 is taken from 08:00 to 09:00 (the 07:30 slot would overlap).
    expect(slots.map((slot) => slot.docks_free)).toEqual([1, 1, 2, 2, 2, 2, 2]);
    expect(slots[0]?.free_dock_ids).toEqual([2]);
  });

  it('leaves out the lead time and the horizon', () => {
    const now = at('2026-12-01T15:30:00Z'); // 24 hours later is 09:30 CST on the 2nd
    expect(clocks({ ...base, now })[0]).toBe('2026-12-02T09:30');
    const far = at('2026-11-17T16:00:00Z'); // 14 days later is 10:00 CST on the 1st
    expect(clocks({ ...base, now: far })).toEqual([]);
  });

  it('on the spring-forward night, the hours are one real hour shorter than the clock says', () => {
    // 2026-03-08 (Sunday): 02:00 CST becomes 03:00 CDT; 00:00-04:00 is three real hours.
    const input = {
      ...base,
      date: '2026-03-08',
      schedule: [day(1, '00:00', '04:00')],
      now: at('2026-02-28T00:00:00Z'),
    };
    const slots = daySlots(input);
    expect(slots).toHaveLength(5);
    expect(slots.map((slot) => wallClockOf(slot.start, CHICAGO))).toEqual([
      '2026-03-08T00:00',
      '2026-03-08T00:30',
      '2026-03-08T01:00',
      '2026-03-08T01:30',
      '2026-03-08T03:00',
    ]);
  });

  it('on the fall-back night, the repeated hour has its slots too', () => {
    // 2026-11-01 (Sunday): 02:00 CDT becomes 01:00 CST; 00:00-04:00 is five real hours.
    const input = {
      ...base,
      date: '2026-11-01',
      schedule: [day(1, '00:00', '04:00')],
      now: at('2026-10-25T00:00:00Z'),
    };
    expect(daySlots(input)).toHaveLength(9);
  });

  it('names the reason a start cannot be booked', () => {
    const { date: _date, ...rest } = base;
    expect(refusalOf(at('2026-12-02T14:00:00Z'), rest)).toBeNull();
    expect(refusalOf(at('2026-12-02T14:10:00Z'), rest)).toBe('outside_hours');
    expect(refusalOf(at('2026-12-02T17:30:00Z'), rest)).toBe('outside_hours');
    expect(refusalOf(at('2026-12-03T14:00:00Z'), rest)).toBe('outside_hours');
    expect(
      refusalOf(at('2026-12-02T14:00:00Z'), {
        ...rest,
        rules: { ...rest.rules, closed_dates: ['2026-12-02'] },
      }),
    ).toBe('closed_date');
    expect(
      refusalOf(at('2026-12-02T14:00:00Z'), { ...rest, now: at('2026-12-02T00:00:00Z') }),
    ).toBe('inside_lead_time');
    expect(
      refusalOf(at('2026-12-02T14:00:00Z'), { ...rest, now: at('2026-11-10T00:00:00Z') }),
    ).toBe('past_horizon');
  });

  it('finds the next free slot after a taken one, on a later day when the day is full', () => {
    const { date: _date, bookings: _bookings, ...rest } = base;
    const schedule = [day(4, '08:00', '10:00'), day(5, '08:00', '10:00')];
    const full: Booking[] = [1, 2].map((dock_id) => ({
      dock_id,
      start: at('2026-12-02T14:00:00Z'),
      end: at('2026-12-02T16:00:00Z'),
    }));
    const next = nextFreeSlot(at('2026-12-02T14:00:00Z'), { ...rest, schedule }, full);
    expect(next && wallClockOf(next.start, CHICAGO)).toBe('2026-12-03T08:00');
    const oneTaken = full.slice(0, 1);
    const sameDay = nextFreeSlot(at('2026-12-02T14:00:00Z'), { ...rest, schedule }, oneTaken);
    expect(sameDay && wallClockOf(sameDay.start, CHICAGO)).toBe('2026-12-02T08:30');
  });

  it('allows a change until the cutoff only', () => {
    const start = at('2026-12-02T14:00:00Z');
    expect(beforeCutoff(start, DEFAULT_SLOT_RULES, start - 12 * 3_600_000)).toBe(true);
    expect(beforeCutoff(start, DEFAULT_SLOT_RULES, start - 11 * 3_600_000)).toBe(false);
  });

  it('knows the opening of a day', () => {
    expect(openHours('2026-12-02', CHICAGO, base.schedule)).toEqual({
      open: at('2026-12-02T14:00:00Z'),
      close: at('2026-12-02T18:00:00Z'),
    });
  });
});

/**
 * The brute force: walk the instants of the date minute by minute, reading each on the
 * location's clock. A slot starts at a minute that is open, on the half-hour grid counted from
 * the first open minute, whose every minute up to its end is open, inside lead and horizon;
 * its free docks are those with no booked minute inside it.
 */
function bruteForce(input: DayInput) {
  if (input.rules.closed_dates.includes(input.date)) return [];
  const hours = openHours(input.date, input.timeZone, input.schedule);
  if (!hours) return [];
  const duration = input.rules.minutes[input.loadingType];
  const isOpen = (minute: number) => minute >= hours.open && minute < hours.close;
  const results: Array<{ start: number; end: number; docks_free: number }> = [];
  const from = Date.parse(`${input.date}T00:00:00Z`) - 14 * 60 * MINUTE;
  let first: number | null = null;
  for (let t = from; t < from + 52 * 60 * MINUTE; t += MINUTE) {
    if (!isOpen(t)) continue;
    first ??= t;
    if ((t - first) % (SLOT_STEP_MINUTES * MINUTE) !== 0) continue;
    let allOpen = true;
    for (let m = 0; m < duration; m++) if (!isOpen(t + m * MINUTE)) allOpen = false;
    if (!allOpen) continue;
    if (t < input.now + input.rules.lead_hours * 3_600_000) continue;
    if (t > input.now + input.rules.horizon_days * 86_400_000) continue;
    const docksFree = input.docks.filter((dock) => {
      for (let m = 0; m < duration; m++) {
        const minute = t + m * MINUTE;
        if (input.bookings.some((b) => b.dock_id === dock && b.start <= minute && minute < b.end))
          return false;
      }
      return true;
    }).length;
    results.push({ start: t, end: t + duration * MINUTE, docks_free: docksFree });
  }
  return results;
}

const ZONES = ['America/Chicago', 'America/New_York', 'America/Phoenix', 'America/Los_Angeles'];
const DATES = ['2026-03-08', '2026-11-01', '2026-07-15', '2026-12-02', '2027-03-14'];

describe('dock slots against a brute force over minutes', () => {
  it('agree for any hours, docks, durations, bookings, closed dates, zones and clocks', () => {
    const time = fc.integer({ min: 0, max: 47 }).map((half) => {
      const minutes = half * 30;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...DATES),
        time,
        time,
        fc.constantFrom(...LOADING_TYPES),
        fc.record({
          live: fc.integer({ min: 15, max: 180 }),
          drop: fc.integer({ min: 15, max: 90 }),
          preload: fc.constant(30),
        }),
        fc.integer({ min: 0, max: 3 }),
        fc.array(
          fc.record({
            dock_id: fc.integer({ min: 1, max: 3 }),
            offset: fc.integer({ min: -120, max: 30 * 60 }),
            length: fc.integer({ min: 15, max: 180 }),
          }),
          { maxLength: 6 },
        ),
        fc.boolean(),
        fc.integer({ min: 0, max: 30 * 24 }),
        fc.integer({ min: 0, max: 48 }),
        fc.integer({ min: 1, max: 20 }),
        (
          zone,
          date,
          open,
          close,
          loadingType,
          minutes,
          dockCount,
          rawBookings,
          closed,
          hoursBefore,
          leadHours,
          horizonDays,
        ) => {
          const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
          const weekday = new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay() + 1;
          const schedule = open < close ? [day(weekday, open, close)] : [];
          const dayStart = Date.parse(`${date}T00:00:00Z`);
          const input: DayInput = {
            date,
            timeZone: zone,
            schedule,
            rules: {
              ...DEFAULT_SLOT_RULES,
              minutes,
              lead_hours: leadHours,
              horizon_days: horizonDays,
              closed_dates: closed ? [date] : [],
            },
            loadingType,
            docks: Array.from({ length: dockCount }, (_, index) => index + 1),
            bookings: rawBookings.map((b) => ({
              dock_id: b.dock_id,
              start: dayStart + b.offset * MINUTE,
              end: dayStart + (b.offset + b.length) * MINUTE,
            })),
            now: dayStart - hoursBefore * 3_600_000,
          };
          const computed = daySlots(input).map(({ start, end, docks_free }) => ({
            start,
            end,
            docks_free,
          }));
          expect(computed).toEqual(bruteForce(input));
          for (const slot of computed) {
            const local = zonedParts(slot.start, zone);
            expect(
              `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`,
            ).toBe(date);
          }
        },
      ),
      { numRuns: 150 },
    );
    // The brute force walks every minute of two days per run: a loaded machine needs time.
  }, 60_000);
});
