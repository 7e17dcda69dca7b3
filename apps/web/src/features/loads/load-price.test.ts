import { describe, expect, it } from 'vitest';
import { priceFacts } from './load-price.ts';

describe("a spot-quote card's price (decision 060)", () => {
  it('shows the target rate and its rate per mile when both are known', () => {
    expect(priceFacts({ target_rate: 192_400, miles: 962 })).toBe('$1,924.00 · $2.00/mi');
    expect(priceFacts({ target_rate: 150_000, miles: null })).toBe('$1,500.00');
  });
  it('shows nothing without a target rate (none set, or a sealed reserve)', () => {
    expect(priceFacts({ target_rate: null, miles: 962 })).toBeNull();
    expect(priceFacts({ miles: 962 })).toBeNull();
  });
});
