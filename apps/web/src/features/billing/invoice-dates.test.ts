import { describe, expect, it } from 'vitest';
import { dateInZone, todayInZone } from './invoice-dates.ts';

describe('invoice dates in the shipper’s zone', () => {
  it('reads a late-evening moment as the zone’s day, not the UTC one', () => {
    expect(dateInZone('2026-03-03T03:30:00Z', 'America/Chicago')).toBe('2026-03-02');
    expect(dateInZone('2026-03-03T03:30:00Z', 'Europe/Berlin')).toBe('2026-03-03');
  });
  it('gives today in the zone', () => {
    expect(todayInZone('America/Los_Angeles', new Date('2026-07-01T05:00:00Z'))).toBe('2026-06-30');
  });
});
