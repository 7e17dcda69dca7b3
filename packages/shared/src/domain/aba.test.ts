import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber, maskAccount, routingCheckDigit } from './aba.ts';

describe('ABA routing numbers', () => {
  it.each([
    ['011000015', true], // Federal Reserve Bank of Boston
    ['021000021', true], // JPMorgan Chase
    ['121000358', true], // Bank of America (California)
    ['011000016', false], // wrong check digit
    ['02100002', false],
    ['0210000211', false],
    ['02100002a', false],
  ])('%s valid: %s', (routing, valid) => {
    expect(isValidRoutingNumber(routing)).toBe(valid);
  });

  it('property: the computed check digit is the only valid ninth digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (firstEight) => {
        const digit = routingCheckDigit(firstEight);
        for (let candidate = 0; candidate <= 9; candidate++) {
          expect(isValidRoutingNumber(`${firstEight}${candidate}`)).toBe(candidate === digit);
        }
      }),
    );
  });

  it('masks all but the last four digits', () => {
    expect(maskAccount('123456789')).toBe('•••••6789');
    expect(maskAccount('12')).toBe('12');
  });
});
