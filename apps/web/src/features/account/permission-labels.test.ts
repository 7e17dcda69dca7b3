import { allPermissions } from '@spotlane/shared/domain/permissions';
import { describe, expect, it } from 'vitest';
import { grantedOnly, permissionSummary } from './permission-labels.ts';

describe('permissionSummary', () => {
  it('says all for the owner whatever the flags', () => {
    expect(permissionSummary(allPermissions(false), true)).toBe('All permissions');
  });

  it('says none when nothing is granted', () => {
    expect(permissionSummary(allPermissions(false))).toBe('No permissions');
    expect(permissionSummary({})).toBe('No permissions');
  });

  it('says all when every flag is granted', () => {
    expect(permissionSummary(allPermissions(true))).toBe('All permissions');
  });

  it('lists the granted labels in flag order', () => {
    expect(
      permissionSummary({ ...allPermissions(false), user_manage: true, shipment_add: true }),
    ).toBe('Add shipments, Manage users');
  });
});

describe('grantedOnly', () => {
  it('keeps the ticked flags only', () => {
    expect(grantedOnly({ shipment_add: true, company_update: false })).toEqual({
      shipment_add: true,
    });
    expect(grantedOnly({})).toEqual({});
  });
});
