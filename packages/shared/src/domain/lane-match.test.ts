import { describe, expect, it } from 'vitest';
import { contractInForce, type LanePlace, laneMatches, placeContains } from './lane-match.ts';

const dallas = { city: 'Dallas', state: 'TX', zipcode: '75201' };
const chicago = { city: 'Chicago', state: 'IL', zipcode: '60601' };
const city = (name: string, state: string): LanePlace => ({ kind: 'city', city: name, state });

describe('lane matching (PRODUCT.md 8)', () => {
  it('matches a city by name and state, whatever the case and spacing', () => {
    expect(placeContains(city(' dallas ', 'TX'), dallas)).toBe(true);
    expect(placeContains(city('Dallas', 'GA'), dallas)).toBe(false);
    expect(placeContains(city('Houston', 'TX'), dallas)).toBe(false);
  });

  it('matches a states region by the stop state and a zip3 region by the prefix', () => {
    expect(placeContains({ kind: 'states', members: ['OK', 'TX'] }, dallas)).toBe(true);
    expect(placeContains({ kind: 'states', members: ['OK'] }, dallas)).toBe(false);
    expect(placeContains({ kind: 'zip3', members: ['752', '606'] }, dallas)).toBe(true);
    expect(placeContains({ kind: 'zip3', members: ['750'] }, dallas)).toBe(false);
  });

  it('needs both stops and the same equipment type', () => {
    const lane = {
      origin: { kind: 'zip3', members: ['606'] } as LanePlace,
      destination: { kind: 'states', members: ['TX'] } as LanePlace,
      equipmentType: 'reefer',
    };
    expect(
      laneMatches(lane, { origin: chicago, destination: dallas, equipmentType: 'reefer' }),
    ).toBe(true);
    expect(
      laneMatches(lane, { origin: chicago, destination: dallas, equipmentType: 'dry_van' }),
    ).toBe(false);
    expect(laneMatches(lane, { origin: chicago, destination: dallas, equipmentType: null })).toBe(
      false,
    );
    // Reversed direction is another lane.
    expect(
      laneMatches(lane, { origin: dallas, destination: chicago, equipmentType: 'reefer' }),
    ).toBe(false);
  });

  it('knows when a contract is in force, both ends included', () => {
    const contract = { valid_from: '2030-01-01', valid_to: '2030-12-31' };
    expect(contractInForce(contract, '2030-01-01')).toBe(true);
    expect(contractInForce(contract, '2030-12-31')).toBe(true);
    expect(contractInForce(contract, '2031-01-01')).toBe(false);
    expect(contractInForce(null, '2030-06-01')).toBe(false);
  });
});
