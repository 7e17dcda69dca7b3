import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents, formatCentsShort } from './money.ts';

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
  it('drops .00 from whole dollars in the short form', () => {
    expect(formatCentsShort(230000)).toBe('$2,300');
    expect(formatCentsShort(125050)).toBe('$1,250.50');
    expect(formatCentsShort(5)).toBe('$0.05');
  });
});
