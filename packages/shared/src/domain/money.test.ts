import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents, sanitizeRateInput } from './money.ts';

describe('money', () => {
  it('converts dollars to integer cents without float error', () => {
    expect(dollarsToCents('1250.5')).toBe(125050);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('1,000')).toBe(100000);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
  });
  it('shows cents as US dollars', () => {
    expect(formatCents(125050)).toBe('$1,250.50');
  });
  it('keeps only digits and one decimal point in a rate', () => {
    expect(sanitizeRateInput('$1,2a3.4.5')).toBe('123.45');
  });
});
