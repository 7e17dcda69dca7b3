import { describe, expect, it } from 'vitest';
import { driverName, licenceState, pickerLabel, splitLoads } from './fleet-rules.ts';

describe('fleet rules', () => {
  it('flags licences expired or expiring within 30 days', () => {
    expect(licenceState('2026-11-21', '2026-11-22')).toBe('expired');
    expect(licenceState('2026-11-22', '2026-11-22')).toBe('expiring');
    expect(licenceState('2026-12-22', '2026-11-22')).toBe('expiring');
    expect(licenceState('2026-12-23', '2026-11-22')).toBe('valid');
    // Across a year end and a short month.
    expect(licenceState('2027-01-31', '2027-01-01')).toBe('expiring');
    expect(licenceState('2027-03-03', '2027-02-01')).toBe('expiring');
    expect(licenceState('2027-03-04', '2027-02-01')).toBe('valid');
  });

  it('splits loads into upcoming (active, soonest first) and past (newest first)', () => {
    const loads = [
      { id: 1, status: 'delivered', date_to_leave: '2026-01-01' },
      { id: 2, status: 'assigned', date_to_leave: '2026-03-01' },
      { id: 3, status: 'in_transit', date_to_leave: '2026-02-01' },
      { id: 4, status: 'cancelled', date_to_leave: '2026-02-15' },
      { id: 5, status: 'scheduled', date_to_leave: '2026-04-01' },
    ];
    const { upcoming, past } = splitLoads(loads);
    expect(upcoming.map((load) => load.id)).toEqual([3, 2, 5]);
    expect(past.map((load) => load.id)).toEqual([4, 1]);
  });

  it('labels picker options with their availability', () => {
    expect(driverName({ first_name: 'Dana', last_name: 'Driver' })).toBe('Dana Driver');
    expect(pickerLabel('Dana Driver', { free: true, reason: null })).toBe('Dana Driver — free');
    expect(pickerLabel('Unit 7', { free: false, reason: 'Unit 7 is out of service' })).toBe(
      'Unit 7 is out of service',
    );
    expect(pickerLabel('Dana', { free: false, reason: 'not on duty' })).toBe('Dana — not on duty');
    expect(pickerLabel('Dana', null)).toBe('Dana — free');
  });
});
