import { describe, expect, it } from 'vitest';
import { quotePlace } from '../schemas/loads.ts';
import { stateOfZip, zipInState } from './zip-states.ts';

describe('the state of a ZIP code', () => {
  it('knows the states by their prefixes', () => {
    expect(stateOfZip('90210')).toBe('CA');
    expect(stateOfZip('40202')).toBe('KY');
    expect(stateOfZip('73301')).toBe('TX');
    expect(stateOfZip('02108')).toBe('MA');
    expect(stateOfZip('60606-1234')).toBe('IL');
    expect(stateOfZip('00901')).toBeNull();
    expect(zipInState('90210', 'KY')).toBe(false);
    expect(zipInState('40202', 'ky')).toBe(true);
  });

  it('a no-location quote refuses "Louisville, KY 90210"', () => {
    const result = quotePlace.safeParse({ city: 'Louisville', state: 'KY', zipcode: '90210' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['zipcode'], message: '90210 is not a zip code in KY' }),
    ]);
    expect(
      quotePlace.safeParse({ city: 'Louisville', state: 'KY', zipcode: '40202' }).success,
    ).toBe(true);
  });
});
