import { describe, expect, it } from 'vitest';
import { earliestToday, isPastDate } from './past-dates.ts';

describe('past dates', () => {
  it('counts a date past only once it is past everywhere (UTC-12)', () => {
    // 22:40 UTC on 22 Nov: 10:40 on 22 Nov at UTC-12.
    const evening = new Date('2026-11-22T22:40:00Z');
    expect(earliestToday(evening)).toBe('2026-11-22');
    expect(isPastDate('2026-11-21', evening)).toBe(true);
    expect(isPastDate('2026-11-22', evening)).toBe(false);
    // 05:00 UTC on 23 Nov: still 22 Nov in Hawaii (and at UTC-12), so the 22nd is not past.
    const night = new Date('2026-11-23T05:00:00Z');
    expect(isPastDate('2026-11-22', night)).toBe(false);
    expect(isPastDate('2026-11-23', night)).toBe(false);
    // 12:00 UTC on 23 Nov: the 22nd is over everywhere.
    expect(isPastDate('2026-11-22', new Date('2026-11-23T12:00:00Z'))).toBe(true);
  });
});
