import type { Claim } from '@spotlane/shared/schemas/reputation';
import { describe, expect, it } from 'vitest';
import { claimClockText } from './claim-clock.ts';

const claim = (status: Claim['status']) => ({
  status,
  acknowledge_by: '2026-03-31',
  decide_by: '2026-06-29',
  time_zone: 'America/Chicago',
});
/** Noon in Chicago on a date. */
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);

describe('claim clock words', () => {
  it('says what is due next and when', () => {
    expect(claimClockText(claim('filed'), noonOn('2026-03-26'))).toBe('Acknowledge within 5 days');
    expect(claimClockText(claim('filed'), noonOn('2026-03-31'))).toBe('Acknowledge by today');
    expect(claimClockText(claim('filed'), noonOn('2026-04-02'))).toBe(
      'Acknowledge was due 2 days ago',
    );
    expect(claimClockText(claim('acknowledged'), noonOn('2026-06-28'))).toBe('Decide within 1 day');
    expect(claimClockText(claim('partial'), noonOn('2026-06-28'))).toBe('Decided');
  });

  it("counts from today in the delivery location's zone, not UTC", () => {
    // 00:55 UTC on March 2 is still the evening of March 1 in Chicago, the day it was filed.
    const filedOnMarch1 = { ...claim('filed'), acknowledge_by: '2026-03-31' };
    expect(claimClockText(filedOnMarch1, new Date('2026-03-02T00:55:00Z'))).toBe(
      'Acknowledge within 30 days',
    );
  });
});
