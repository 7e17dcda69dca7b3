import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  etaFrom,
  type Fix,
  geofenceEvents,
  metersBetween,
  minuteOf,
  positionProblem,
  quietHoursEnd,
  thinPositions,
  trackingWindowStart,
} from './tracking.ts';

const T0 = Date.UTC(2026, 5, 1, 12, 0, 0);
/** Positions in time order, some seconds apart (several in a minute, sometimes minutes apart). */
const timedFixes = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 1, max: 200_000 }),
      lat: fc.double({ min: 40, max: 41, noNaN: true }),
      lon: fc.double({ min: -88, max: -87, noNaN: true }),
    }),
    { maxLength: 80 },
  )
  .map((steps) => {
    let at = T0;
    return steps.map((step) => {
      at += step.gap;
      return { lat: step.lat, lon: step.lon, at: new Date(at).toISOString() };
    });
  });

describe('thinning (PRODUCT.md 18: at most one position a minute)', () => {
  it('keeps one position per minute: the first of each minute seen, in order', () => {
    fc.assert(
      fc.property(timedFixes, (fixes) => {
        const kept = thinPositions(fixes);
        const minutes = kept.map((fix) => minuteOf(fix.at));
        expect(new Set(minutes).size).toBe(minutes.length);
        expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
        expect(new Set(minutes)).toEqual(new Set(fixes.map((fix) => minuteOf(fix.at))));
        for (const fix of kept) {
          const first = fixes.find((other) => minuteOf(other.at) === minuteOf(fix.at));
          expect(fix).toBe(first);
        }
      }),
    );
  });

  it('thinning in two batches keeps what thinning them at once keeps', () => {
    fc.assert(
      fc.property(timedFixes, fc.nat(), (fixes, cut) => {
        const split = fixes.length ? cut % (fixes.length + 1) : 0;
        const first = thinPositions(fixes.slice(0, split));
        const last = first.at(-1);
        const second = thinPositions(fixes.slice(split), last ? minuteOf(last.at) : null);
        expect([...first, ...second]).toEqual(thinPositions(fixes));
      }),
    );
  });
});

const stop = { id: 7, lat: 40.5, lon: -87.5 };
/** A point `meters` north of the stop. */
const north = (meters: number, at: number): Fix => ({
  lat: stop.lat + meters / 111_195,
  lon: stop.lon,
  at: new Date(T0 + at * 60_000).toISOString(),
});

describe('geofences (PRODUCT.md 18)', () => {
  it('arrives on entering the radius and departs on leaving it, each once, in that order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 60 }),
        fc.nat(),
        (distances, cut) => {
          const fixes = distances.map((meters, index) => north(meters, index));
          const split = fixes.length ? cut % (fixes.length + 1) : 0;
          // Checked in two batches, each carrying what the first recorded.
          const firstEvents = geofenceEvents([stop], {}, null, fixes.slice(0, split), 1000);
          const state = {
            [stop.id]: {
              arrived: firstEvents.some((event) => event.event === 'arrived'),
              departed: firstEvents.some((event) => event.event === 'departed'),
            },
          };
          const events = [
            ...firstEvents,
            ...geofenceEvents([stop], state, fixes[split - 1] ?? null, fixes.slice(split), 1000),
          ];
          const inside = distances.map((meters) => metersBetween(north(meters, 0), stop) <= 1000);
          const firstIn = inside.indexOf(true);
          const arrivals = events.filter((event) => event.event === 'arrived');
          const departures = events.filter((event) => event.event === 'departed');
          expect(arrivals.length).toBe(firstIn >= 0 ? 1 : 0);
          if (firstIn >= 0) expect(arrivals[0]?.at).toBe(fixes[firstIn]?.at);
          const firstOut = inside.findIndex((value, index) => index > firstIn && !value);
          expect(departures.length).toBe(firstIn >= 0 && firstOut > 0 ? 1 : 0);
          if (departures.length) expect(departures[0]?.at).toBe(fixes[firstOut]?.at);
          // The same positions checked again record nothing new.
          expect(
            geofenceEvents(
              [stop],
              { [stop.id]: { arrived: arrivals.length > 0, departed: departures.length > 0 } },
              null,
              fixes,
              1000,
            ),
          ).toEqual([]);
        },
      ),
    );
  });

  it('does not depart a stop checked in by hand before the truck was ever seen inside', () => {
    const events = geofenceEvents([stop], { [stop.id]: { arrived: true, departed: false } }, null, [
      north(20_000, 0),
      north(10_000, 1),
    ]);
    expect(events).toEqual([]);
  });
});

describe('positions, ETA, window and quiet hours', () => {
  const now = new Date(T0);
  it('refuses impossible coordinates, the future and times going back', () => {
    const at = new Date(T0 - 60_000).toISOString();
    expect(positionProblem([{ lat: 91, lon: 0, at }], now)?.problem).toBe('coordinates');
    expect(positionProblem([{ lat: 0, lon: -181, at }], now)?.problem).toBe('coordinates');
    const future = new Date(T0 + 3600_000).toISOString();
    expect(positionProblem([{ lat: 1, lon: 1, at: future }], now)?.problem).toBe('future');
    const earlier = new Date(T0 - 120_000).toISOString();
    expect(
      positionProblem(
        [
          { lat: 1, lon: 1, at },
          { lat: 1, lon: 1, at: earlier },
        ],
        now,
      ),
    ).toEqual({ index: 1, problem: 'order' });
    expect(positionProblem([{ lat: 1, lon: 1, at: earlier }], now, at)?.problem).toBe('order');
    expect(positionProblem([{ lat: 1, lon: 1, at }], now, earlier)).toBeNull();
  });

  it('ETA is the estimated road miles at 50 mph after the position', () => {
    const from = { lat: 41.8781, lon: -87.6298, at: new Date(T0).toISOString() };
    const { eta, miles } = etaFrom(from, { latitude: 32.7767, longitude: -96.797 });
    expect(miles).toBeGreaterThan(900);
    expect(new Date(eta).getTime() - T0).toBe(Math.round((miles / 50) * 3600_000));
  });

  it('the window opens 12 hours before the first stop date in its zone', () => {
    expect(trackingWindowStart('2026-06-02', 'America/Chicago').toISOString()).toBe(
      '2026-06-01T17:00:00.000Z',
    );
  });

  it('quiet hours run past midnight in the zone and end at their end', () => {
    const quiet = { start: '22:00', end: '06:00', enabled: true };
    // 2026-06-02 04:30 UTC is 23:30 in Chicago (CDT).
    expect(
      quietHoursEnd(new Date('2026-06-02T04:30:00Z'), quiet, 'America/Chicago')?.toISOString(),
    ).toBe('2026-06-02T11:00:00.000Z');
    expect(quietHoursEnd(new Date('2026-06-02T15:00:00Z'), quiet, 'America/Chicago')).toBeNull();
    expect(
      quietHoursEnd(
        new Date('2026-06-02T04:30:00Z'),
        { ...quiet, enabled: false },
        'America/Chicago',
      ),
    ).toBeNull();
  });
});
