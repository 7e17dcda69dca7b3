/** The permission flags of PRODUCT.md 1. An account's owner holds all of them. */
export const permissionFlags = [
  'shipment_add',
  'shipment_edit',
  'shipment_cancel',
  'bid_accept',
  'company_update',
  'carrier_update',
  'analytics_view',
  'user_manage',
  'permission_update',
  // PRODUCT.md 15: accept a bid, counter or quote of a carrier the policy blocks, with a reason.
  'compliance_override',
] as const;
export type PermissionFlag = (typeof permissionFlags)[number];
export type Permissions = Record<PermissionFlag, boolean>;

export function allPermissions(granted = true): Permissions {
  return Object.fromEntries(permissionFlags.map((flag) => [flag, granted])) as Permissions;
}
