import { describe, expect, it } from 'vitest';
import {
  addRating,
  isRatingVisible,
  isWithinRatingWindow,
  meanStars,
  unknownTags,
  visibleFrom,
} from './reputation.ts';

const at = (iso: string) => new Date(iso);

describe('ratings (PRODUCT.md 21)', () => {
  it('keeps a low rating for the rated party alone for 7 days', () => {
    const created = at('2026-03-01T12:00:00Z');
    const low = { visible_from: visibleFrom(2, created) };
    const high = { visible_from: visibleFrom(3, created) };
    expect(low.visible_from.toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(high.visible_from).toEqual(created);
    const other = { isRatedParty: false, isAuthor: false };
    expect(isRatingVisible(low, other, at('2026-03-08T11:59:59Z'))).toBe(false);
    expect(isRatingVisible(low, other, at('2026-03-08T12:00:00Z'))).toBe(true);
    expect(isRatingVisible(low, { isRatedParty: true, isAuthor: false }, created)).toBe(true);
    expect(isRatingVisible(low, { isRatedParty: false, isAuthor: true }, created)).toBe(true);
    expect(isRatingVisible(high, other, created)).toBe(true);
  });

  it('allows rating for 14 days after delivery', () => {
    const delivered = at('2026-03-01T12:00:00Z');
    expect(isWithinRatingWindow(delivered, at('2026-03-15T12:00:00Z'))).toBe(true);
    expect(isWithinRatingWindow(delivered, at('2026-03-15T12:00:01Z'))).toBe(false);
  });

  it('knows each subject tag vocabulary', () => {
    expect(unknownTags('location', ['long_wait', 'on_time'])).toEqual(['on_time']);
    expect(unknownTags('carrier', ['on_time', 'no_updates'])).toEqual([]);
    expect(unknownTags('shipper', ['friendly_staff'])).toEqual(['friendly_staff']);
  });

  it('keeps the mean from running sums', () => {
    let tally = { stars_sum: 0, count: 0 };
    expect(meanStars(tally)).toBeNull();
    for (const stars of [5, 4, 4]) tally = addRating(tally, stars);
    expect(tally).toEqual({ stars_sum: 13, count: 3 });
    expect(meanStars(tally)).toBe(4.3);
  });
});
