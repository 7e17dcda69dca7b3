import { describe, expect, it } from 'vitest';
import { canCancel, shipperStatusActions } from './status-actions.ts';

describe('shipperStatusActions', () => {
  it('offers picking up an assigned load', () => {
    expect(shipperStatusActions('assigned')).toEqual([
      { status: 'scheduled', label: 'Mark scheduled' },
      { status: 'in_transit', label: 'Mark picked up' },
    ]);
  });
  it('offers delivering a load in transit', () => {
    expect(shipperStatusActions('in_transit')).toEqual([
      { status: 'delivered', label: 'Mark delivered' },
    ]);
  });
  it('offers nothing on an open, delivered or cancelled load', () => {
    expect(shipperStatusActions('unscheduled')).toEqual([]);
    expect(shipperStatusActions('delivered')).toEqual([]);
    expect(shipperStatusActions('cancelled_by_shipper')).toEqual([]);
  });
});

describe('canCancel', () => {
  it('allows cancelling anything but delivered or cancelled loads', () => {
    expect(canCancel('unscheduled')).toBe(true);
    expect(canCancel('in_transit')).toBe(true);
    expect(canCancel('delivered')).toBe(false);
    expect(canCancel('cancelled')).toBe(false);
  });
});
