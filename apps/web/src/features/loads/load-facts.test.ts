import { describe, expect, it } from 'vitest';
import { loadFacts } from './load-facts.ts';

describe('loadFacts', () => {
  it('names the equipment, the weight and the miles, marking estimates', () => {
    expect(
      loadFacts({
        equipment_type: 'reefer',
        weight_lbs: 42000,
        miles: 1150,
        miles_estimated: true,
      }),
    ).toBe('Reefer · 42,000 lb · 1,150 mi est.');
    expect(
      loadFacts({ equipment_type: null, weight_lbs: null, miles: 90, miles_estimated: false }),
    ).toBe('90 mi');
    expect(loadFacts({ equipment_type: null, weight_lbs: null, miles: null })).toBeNull();
  });
});
