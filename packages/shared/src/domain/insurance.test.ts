import { describe, expect, it } from 'vitest';
import { isUnderInsured, parseCargoLimit } from './insurance.ts';

describe('parseCargoLimit', () => {
  it.each([
    ['10k', 10_000],
    ['10K', 10_000],
    ['$250,000', 250_000],
    ['1.5m', 1_500_000],
    ['1m', 1_000_000],
    [' 100 k ', 100_000],
    ['750000', 750_000],
    ['$1,000,000 USD', 1_000_000],
    ['.5m', 500_000],
  ])('reads %s as %i dollars', (text, dollars) => {
    expect(parseCargoLimit(text)).toBe(dollars);
  });

  it.each(['', 'lots', 'k', '10kk', '1.2.3', '-5k', null, undefined])('refuses %s', (text) => {
    expect(parseCargoLimit(text as string)).toBeNull();
  });
});

describe('isUnderInsured', () => {
  it('warns when the limit is below the load value in cents', () => {
    expect(isUnderInsured('10k', 1_000_001)).toBe(true);
    expect(isUnderInsured('10k', 1_000_000)).toBe(false);
    expect(isUnderInsured('garbage', 100)).toBe(true);
    expect(isUnderInsured('10k', null)).toBe(false);
  });
});
