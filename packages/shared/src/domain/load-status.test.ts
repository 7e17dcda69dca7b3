import { describe, expect, it } from 'vitest';
import { allowedNextStatuses, canTransition, isCancelled } from './load-status.ts';

describe('load status machine (PRODUCT.md 4)', () => {
  it('lets a bid assign an open load, and nothing else assign it', () => {
    expect(canTransition('unscheduled', 'assigned', 'system')).toBe(true);
    expect(canTransition('unassigned', 'assigned', 'system')).toBe(true);
    expect(canTransition('unscheduled', 'assigned', 'shipper')).toBe(false);
    expect(canTransition('in_transit', 'assigned', 'system')).toBe(false);
  });
  it('schedules an assigned load, reopens it on rejection, and moves it along', () => {
    expect(canTransition('assigned', 'scheduled', 'system')).toBe(true);
    expect(canTransition('assigned', 'unassigned', 'system')).toBe(true);
    expect(canTransition('scheduled', 'unassigned', 'system')).toBe(true);
    expect(canTransition('scheduled', 'in_transit', 'carrier')).toBe(true);
    expect(canTransition('in_transit', 'delivered', 'shipper')).toBe(true);
    expect(canTransition('unscheduled', 'in_transit', 'shipper')).toBe(false);
    expect(canTransition('delivered', 'in_transit', 'shipper')).toBe(false);
  });
  it('lets only the shipper cancel, anything but a delivered load', () => {
    for (const from of ['unscheduled', 'unassigned', 'assigned', 'scheduled', 'in_transit']) {
      expect(canTransition(from, 'cancelled', 'shipper')).toBe(true);
      expect(canTransition(from, 'cancelled', 'carrier')).toBe(false);
    }
    expect(canTransition('delivered', 'cancelled', 'shipper')).toBe(false);
    expect(canTransition('cancelled', 'cancelled', 'shipper')).toBe(false);
    expect(isCancelled('cancelled_by_shipper')).toBe(true);
    expect(allowedNextStatuses('cancelled_by_shipper', 'shipper')).toEqual([]);
  });
  it('PRODUCT.md 4: a draft goes out only by publishing, or is cancelled by its shipper', () => {
    expect(canTransition('draft', 'unscheduled', 'system')).toBe(true);
    expect(canTransition('draft', 'unscheduled', 'shipper')).toBe(false);
    expect(canTransition('draft', 'assigned', 'system')).toBe(false);
    expect(canTransition('draft', 'cancelled', 'shipper')).toBe(true);
    expect(canTransition('unscheduled', 'draft', 'shipper')).toBe(false);
  });
});
