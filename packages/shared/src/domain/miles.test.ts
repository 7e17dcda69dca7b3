import { describe, expect, it } from 'vitest';
import { estimatedRoadMiles, greatCircleMiles, milesText } from './miles.ts';

const dallas = { latitude: 32.7767, longitude: -96.797 };
const chicago = { latitude: 41.8781, longitude: -87.6298 };

describe('miles', () => {
  it('measures the great circle and adds a fifth for the road', () => {
    const straight = greatCircleMiles(dallas, chicago);
    // Dallas to Chicago is about 800 miles as the crow flies.
    expect(straight).toBeGreaterThan(790);
    expect(straight).toBeLessThan(810);
    expect(estimatedRoadMiles(dallas, chicago)).toBe(Math.round(straight * 1.2));
  });

  it('never estimates zero miles, even within one ZIP code', () => {
    expect(estimatedRoadMiles(dallas, dallas)).toBe(1);
  });

  it('labels estimates', () => {
    expect(milesText(1234, true)).toBe('1,234 mi est.');
    expect(milesText(1234, false)).toBe('1,234 mi');
    expect(milesText(null, true)).toBeNull();
  });
});
