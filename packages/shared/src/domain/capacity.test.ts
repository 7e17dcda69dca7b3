import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  compareMatches,
  deadheadMiles,
  destinationFits,
  postActive,
  rankMatches,
  ratePerMileCents,
  withinRadius,
} from './capacity.ts';
import { greatCircleMiles } from './miles.ts';

const dallas = { latitude: 32.7767, longitude: -96.797 };
const fortWorth = { latitude: 32.7555, longitude: -97.3308 };
const houston = { latitude: 29.7604, longitude: -95.3698 };
const chicago = { latitude: 41.8781, longitude: -87.6298 };
const anchorage = { latitude: 61.2181, longitude: -149.9003 };

describe('radius', () => {
  it.each([
    // from, to, radius, within
    ['Dallas to Fort Worth in 100', dallas, fortWorth, 100, true],
    ['Dallas to Houston in 100', dallas, houston, 100, false],
    ['Dallas to Houston in 300', dallas, houston, 300, true],
    ['Dallas to Chicago in 250', dallas, chicago, 250, false],
    ['a point to itself in 1', dallas, dallas, 1, true],
  ])('%s', (_, from, to, radius, within) => {
    expect(withinRadius(from, to, radius)).toBe(within);
  });

  it('measures deadhead as estimated road miles (great circle x 1.2)', () => {
    expect(deadheadMiles(dallas, houston)).toBe(
      Math.round(greatCircleMiles(dallas, houston) * 1.2),
    );
  });

  it.each([
    ['Dallas', dallas, 100],
    ['Dallas', dallas, 250],
    ['Chicago', chicago, 150],
    ['Anchorage (far north)', anchorage, 250],
  ])('the bounding box around %s in %i miles holds the circle', (_, center, radius) => {
    const box = boundingBox(center, radius);
    // The points on the circle's edge, every 15 degrees, are inside the box.
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      const miles = radius / 1.2 - 0.5;
      const point = {
        latitude: center.latitude + (miles / 69) * Math.cos(rad),
        longitude:
          center.longitude +
          (miles / (69 * Math.cos((center.latitude * Math.PI) / 180))) * Math.sin(rad),
      };
      if (!withinRadius(center, point, radius)) continue;
      expect(point.latitude).toBeGreaterThanOrEqual(box.minLat);
      expect(point.latitude).toBeLessThanOrEqual(box.maxLat);
      expect(point.longitude).toBeGreaterThanOrEqual(box.minLon);
      expect(point.longitude).toBeLessThanOrEqual(box.maxLon);
    }
  });
});

describe('destinations', () => {
  it.each([
    [['anywhere'], 'TX', '75201', true],
    [[], 'TX', '75201', true],
    [['TX'], 'TX', '75201', true],
    [['OK', 'TX'], 'TX', '75201', true],
    [['OK'], 'TX', '75201', false],
    [['752'], 'TX', '75201', true],
    [['753'], 'TX', '75201', false],
    [['753', 'TX'], 'TX', '75201', true],
    [['TX'], null, null, false],
  ] as const)('%j fits %s %s: %s', (destinations, state, zip, fits) => {
    expect(destinationFits(destinations, state, zip)).toBe(fits);
  });
});

describe('ranking', () => {
  it('ranks by deadhead, then rate per mile, then id; a preference (no deadhead) last', () => {
    const matches = [
      { id: 1, deadhead_miles: null, rate_per_mile_cents: 400 },
      { id: 2, deadhead_miles: 30, rate_per_mile_cents: 200 },
      { id: 3, deadhead_miles: 30, rate_per_mile_cents: 300 },
      { id: 4, deadhead_miles: 10, rate_per_mile_cents: null },
      { id: 5, deadhead_miles: 30, rate_per_mile_cents: null },
      { id: 6, deadhead_miles: null, rate_per_mile_cents: null },
      { id: 7, deadhead_miles: 30, rate_per_mile_cents: 300 },
    ];
    expect(rankMatches(matches).map((match) => match.id)).toEqual([4, 3, 7, 2, 5, 1, 6]);
    expect(compareMatches(matches[1] as never, matches[1] as never)).toBe(0);
  });

  it.each([
    [250_000, 1000, 250],
    [100_000, 333, 300],
    [null, 1000, null],
    [250_000, null, null],
    [250_000, 0, null],
  ])('rate %s over %s miles is %s cents a mile', (rate, miles, perMile) => {
    expect(ratePerMileCents(rate, miles)).toBe(perMile);
  });

  it.each([
    ['2026-11-28', '2026-11-28', true],
    ['2026-11-29', '2026-11-28', true],
    ['2026-11-27', '2026-11-28', false],
  ])('a post available to %s on %s matches: %s', (to, today, active) => {
    expect(postActive(to, today)).toBe(active);
  });
});
