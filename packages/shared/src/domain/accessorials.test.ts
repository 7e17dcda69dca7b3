import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessorialTermLines,
  computeDetention,
  DEFAULT_TERMS,
  EMPTY_LANE_TERMS,
  effectiveTerms,
  isValidAmount,
  layoverCents,
  stopOffCents,
  tonuCents,
} from './accessorials.ts';
import { wallClockInstant } from './zoned-time.ts';

const terms = { free_minutes: 120, cents_per_hour: 7500, cap_cents: null, grace_minutes: 15 };
const chicago = 'America/Chicago';
const at = (wall: string, zone = chicago) => new Date(wallClockInstant(wall, zone) as number);

describe('detention (PRODUCT.md 19)', () => {
  it('the worked example: 07:55 to 11:40 against an 08:00 appointment is 1 h 40 min, $125.00', () => {
    const result = computeDetention({
      appointment: '2026-03-02T08:00',
      timeZone: chicago,
      arrived_at: at('2026-03-02T07:55'),
      departed_at: at('2026-03-02T11:40'),
      terms,
    });
    expect(result).toMatchObject({ billable: true, minutes: 100, amount: 12500, capped: false });
  });

  it('arriving 08:20 with 15 minutes of grace is no line: late arrival', () => {
    const result = computeDetention({
      appointment: '2026-03-02T08:00',
      timeZone: chicago,
      arrived_at: at('2026-03-02T08:20'),
      departed_at: at('2026-03-02T13:00'),
      terms,
    });
    expect(result).toEqual({ billable: false, reason: 'late arrival' });
  });

  it.each([
    // [arrived, departed, minutes, cents]
    ['2026-03-02T08:15', '2026-03-02T11:00', 45, 5625], // grace edge: exactly +15 counts, clock from arrival
    ['2026-03-02T07:00', '2026-03-02T10:00', 0, 0], // early arrival: clock starts at the appointment
    ['2026-03-02T08:00', '2026-03-02T10:00', 0, 0], // exactly free time
    ['2026-03-02T08:00', '2026-03-02T10:01', 1, 125], // one whole minute: 75/60 = 1.25 -> $1.25
    ['2026-03-02T08:00', '2026-03-02T10:01:59', 1, 125], // seconds do not count
  ])('arrived %s departed %s -> %i min, %i cents', (arrived, departed, minutes, cents) => {
    const departedAt =
      departed.length > 16
        ? new Date(at(departed.slice(0, 16)).getTime() + Number(departed.slice(17)) * 1000)
        : at(departed);
    const result = computeDetention({
      appointment: '2026-03-02T08:00',
      timeZone: chicago,
      arrived_at: at(arrived),
      departed_at: departedAt,
      terms,
    });
    if (minutes === 0) expect(result).toEqual({ billable: false, reason: 'within free time' });
    else expect(result).toMatchObject({ billable: true, minutes, amount: cents });
  });

  it('rounds a half cent up: 1 minute at $0.30/h is half a cent -> 1 cent', () => {
    const result = computeDetention({
      appointment: null,
      timeZone: chicago,
      arrived_at: new Date('2026-03-02T12:00:00Z'),
      departed_at: new Date('2026-03-02T14:01:00Z'),
      terms: { ...terms, cents_per_hour: 30 },
    });
    expect(result).toMatchObject({ minutes: 1, amount: 1 });
  });

  it('caps the amount', () => {
    const result = computeDetention({
      appointment: '2026-03-02T08:00',
      timeZone: chicago,
      arrived_at: at('2026-03-02T08:00'),
      departed_at: at('2026-03-02T20:00'),
      terms: { ...terms, cap_cents: 30000 },
    });
    expect(result).toMatchObject({ minutes: 600, amount: 30000, capped: true });
  });

  it('missing times are no line', () => {
    expect(
      computeDetention({
        appointment: '2026-03-02T08:00',
        timeZone: chicago,
        arrived_at: at('2026-03-02T08:00'),
        departed_at: null,
        terms,
      }),
    ).toEqual({ billable: false, reason: 'missing times' });
  });

  it('reads the appointment in the location zone: 08:00 in New York is not 08:00 in Los Angeles', () => {
    const arrived = new Date('2026-03-02T13:00:00Z'); // 08:00 EST, 05:00 PST
    const departed = new Date('2026-03-02T17:00:00Z');
    const east = computeDetention({
      appointment: '2026-03-02T08:00',
      timeZone: 'America/New_York',
      arrived_at: arrived,
      departed_at: departed,
      terms,
    });
    const west = computeDetention({
      appointment: '2026-03-02T08:00',
      timeZone: 'America/Los_Angeles',
      arrived_at: arrived,
      departed_at: departed,
      terms,
    });
    expect(east).toMatchObject({ minutes: 120, amount: 15000 });
    // In LA the clock starts at 08:00 PST = 16:00Z: one hour on site, inside free time.
    expect(west).toEqual({ billable: false, reason: 'within free time' });
  });

  it('counts real minutes across the spring-forward night (DST): 01:00 to 05:00 wall is 3 hours', () => {
    // 2026-03-08: America/Chicago jumps from 02:00 to 03:00.
    const result = computeDetention({
      appointment: '2026-03-08T01:00',
      timeZone: chicago,
      arrived_at: at('2026-03-08T01:00'),
      departed_at: at('2026-03-08T05:00'),
      terms,
    });
    expect(result).toMatchObject({ minutes_on_site: 180, minutes: 60, amount: 7500 });
  });

  it('counts real minutes across the fall-back night: 00:00 to 04:00 wall is 5 hours', () => {
    // 2026-11-01: America/Chicago repeats 01:00-02:00.
    const result = computeDetention({
      appointment: '2026-11-01T00:00',
      timeZone: chicago,
      arrived_at: at('2026-11-01T00:00'),
      departed_at: at('2026-11-01T04:00'),
      terms,
    });
    expect(result).toMatchObject({ minutes_on_site: 300, minutes: 180 });
  });

  it('property: whole minutes, never negative, capped, monotone in the departure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -60, max: 14 }), // arrival offset vs the appointment, within grace
        fc.integer({ min: 0, max: 24 * 60 * 60 }), // seconds on site after the later start
        fc.integer({ min: 1, max: 60 }), // extra seconds later
        fc.integer({ min: 0, max: 20000 }),
        fc.option(fc.integer({ min: 0, max: 100000 }), { nil: null }),
        (arrivalOffset, secondsOnSite, extra, rate, cap) => {
          const appointment = at('2026-06-10T09:00').getTime();
          const arrived = new Date(appointment + arrivalOffset * 60_000);
          const start = Math.max(arrived.getTime(), appointment);
          const t = { ...terms, cents_per_hour: rate, cap_cents: cap };
          const run = (departed: number) =>
            computeDetention({
              appointment: '2026-06-10T09:00',
              timeZone: chicago,
              arrived_at: arrived,
              departed_at: new Date(departed),
              terms: t,
            });
          const first = run(start + secondsOnSite * 1000);
          const later = run(start + (secondsOnSite + extra) * 1000);
          const amount = (r: typeof first) => (r.billable ? r.amount : 0);
          expect(Number.isInteger(amount(first))).toBe(true);
          expect(amount(first)).toBeGreaterThanOrEqual(0);
          if (cap !== null) expect(amount(first)).toBeLessThanOrEqual(cap);
          expect(amount(later)).toBeGreaterThanOrEqual(amount(first));
          if (first.billable) {
            expect(first.minutes).toBe(Math.floor(secondsOnSite / 60) - 120);
          }
        },
      ),
    );
  });
});

describe('other accessorials', () => {
  it('layover per day, stop-off per extra stop, TONU only after dispatch', () => {
    expect(layoverCents(2, DEFAULT_TERMS)).toBe(50000);
    expect(stopOffCents(2, DEFAULT_TERMS)).toBe(0);
    expect(stopOffCents(4, DEFAULT_TERMS)).toBe(15000);
    expect(tonuCents({ awarded: true, dispatched: true }, DEFAULT_TERMS)).toBe(15000);
    expect(tonuCents({ awarded: true, dispatched: false }, DEFAULT_TERMS)).toBe(0);
    expect(tonuCents({ awarded: false, dispatched: true }, DEFAULT_TERMS)).toBe(0);
  });

  it('a lane inherits each null field and overrides the set ones', () => {
    const lane = {
      ...EMPTY_LANE_TERMS,
      detention: { ...EMPTY_LANE_TERMS.detention, cents_per_hour: 9000 },
      payment_terms_days: 15,
    };
    const result = effectiveTerms(DEFAULT_TERMS, lane);
    expect(result.detention).toEqual({ ...DEFAULT_TERMS.detention, cents_per_hour: 9000 });
    expect(result.payment_terms_days).toBe(15);
    expect(result.tonu_cents).toBe(DEFAULT_TERMS.tonu_cents);
    expect(effectiveTerms(DEFAULT_TERMS, EMPTY_LANE_TERMS)).toEqual(DEFAULT_TERMS);
  });

  it.each([
    [-1, false],
    [0, false],
    [1, true],
    [100_000_000, true],
    [100_000_001, false],
    [12.5, false],
    ['100', false],
  ])('amount %s valid: %s', (value, valid) => {
    expect(isValidAmount(value)).toBe(valid);
  });
});

describe('the accessorial terms on a rate confirmation', () => {
  it('prints each term in dollars, the cap only when there is one', () => {
    const lines = accessorialTermLines(DEFAULT_TERMS);
    expect(lines[0]).toBe(
      'Detention: $75.00 an hour after 120 minutes free, from the later of arrival and appointment, in whole minutes; only when the truck arrives within 15 minutes of the appointment.',
    );
    expect(lines[1]).toContain('Truck order not used (cancelled after dispatch): $150.00');
    expect(lines[3]).toContain('30 days');
    const capped = accessorialTermLines({
      ...DEFAULT_TERMS,
      detention: { ...DEFAULT_TERMS.detention, cap_cents: 123_456 },
    });
    expect(capped[0]).toContain('at most $1,234.56');
  });
});
