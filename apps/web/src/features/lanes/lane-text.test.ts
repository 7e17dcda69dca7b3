import { describe, expect, it } from 'vitest';
import { moveItem, placeText } from './lane-text.ts';

describe('lane text', () => {
  it('reads a city or a region', () => {
    expect(placeText({ city: 'Dallas', state: 'TX', zipcode: null })).toBe('Dallas, TX');
    expect(placeText({ region_id: 3, region_name: 'Texas', region_kind: 'states' })).toBe(
      'Region: Texas',
    );
  });

  it('moves one carrier of the guide, keeping the others in order', () => {
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
  });
});
