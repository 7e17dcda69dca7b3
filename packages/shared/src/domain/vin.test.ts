import { describe, expect, it } from 'vitest';
import { vinCheckDigit, vinProblem } from './vin.ts';

describe('VIN check digit (ISO 3779)', () => {
  it('accepts real VINs', () => {
    expect(vinProblem('1M8GDM9AXKP042788')).toBeNull(); // check digit X
    expect(vinProblem('11111111111111111')).toBeNull();
    expect(vinProblem('1HGCM82633A004352')).toBeNull();
    expect(vinProblem('1hgcm82633a004352')).toBeNull();
  });

  it('computes the ninth character', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
  });

  it('refuses a typo, a wrong length and the letters I, O and Q', () => {
    expect(vinProblem('1HGCM82633A004353')).toMatch(/check digit/);
    expect(vinProblem('1M8GDM9A1KP042788')).toMatch(/check digit/);
    expect(vinProblem('1HGCM82633A00435')).toMatch(/17 characters/);
    expect(vinProblem('1HGCM82633A0043520')).toMatch(/17 characters/);
    expect(vinProblem('1HGCM8263OA004352')).toMatch(/other than I, O and Q/);
    expect(vinProblem('1HGCM82633A00435!')).toMatch(/other than I, O and Q/);
  });

  it('catches every single-character change of a valid VIN', () => {
    const valid = '1HGCM82633A004352';
    let caught = 0;
    for (let index = 0; index < 17; index++) {
      if (index === 8) continue;
      const char = valid[index] === '0' ? '1' : '0';
      const changed = `${valid.slice(0, index)}${char}${valid.slice(index + 1)}`;
      // Every weight but the check digit's is 1-10 and a value changes by 1-9: never a multiple of 11.
      if (vinProblem(changed) !== null) caught++;
    }
    expect(caught).toBe(16);
  });
});
