import { describe, expect, it } from 'vitest';
import { hours, outOf } from './figures.ts';

describe('analytics figures', () => {
  it('shows a duration under an hour in minutes, not as 0 h', () => {
    expect(hours(0.15)).toBe('9 min');
    expect(hours(0.005)).toBe('under 1 min');
    expect(hours(7)).toBe('7 h');
    expect(hours(null)).toBe('—');
  });
  it('gives the count behind an on-time percentage', () => {
    expect(outOf({ on_time: 12, of: 15 })).toBe('12 of 15 loads');
    expect(outOf({ on_time: 0, of: 0 })).toBeUndefined();
  });
});
