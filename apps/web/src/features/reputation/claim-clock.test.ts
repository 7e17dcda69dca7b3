import type { Claim } from '@spotlane/shared/schemas/reputation';
import { describe, expect, it } from 'vitest';
import { claimClockText } from './claim-clock.ts';

const claim = (status: Claim['status']) =>
  ({ status, acknowledge_by: '2026-03-31', decide_by: '2026-06-29' }) as Claim;

describe('claim clock words', () => {
  it('says what is due next and when', () => {
    expect(claimClockText(claim('filed'), '2026-03-26')).toBe('Acknowledge within 5 days');
    expect(claimClockText(claim('filed'), '2026-03-31')).toBe('Acknowledge by today');
    expect(claimClockText(claim('filed'), '2026-04-02')).toBe('Acknowledge was due 2 days ago');
    expect(claimClockText(claim('acknowledged'), '2026-06-28')).toBe('Decide within 1 day');
    expect(claimClockText(claim('partial'), '2026-06-28')).toBe('Decided');
  });
});
