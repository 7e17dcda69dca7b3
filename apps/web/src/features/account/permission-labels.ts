import { type PermissionFlag, permissionFlags } from '@spotlane/shared/domain/permissions';

/** What each permission flag of PRODUCT.md 1 lets a teammate do. */
export const permissionLabels: Record<PermissionFlag, string> = {
  shipment_add: 'Add shipments',
  shipment_edit: 'Edit shipments',
  shipment_cancel: 'Cancel shipments',
  bid_accept: 'Accept bids',
  company_update: 'Manage companies',
  carrier_update: 'Manage carriers',
  analytics_view: 'View analytics',
  user_manage: 'Manage users',
  permission_update: 'Change permissions',
  compliance_override: 'Override the carrier policy',
};

/** A short line for a team list: "All permissions", "No permissions" or the granted labels. */
export function permissionSummary(
  permissions: Partial<Record<PermissionFlag, boolean>>,
  isOwner = false,
): string {
  if (isOwner) return 'All permissions';
  const granted = permissionFlags.filter((flag) => permissions[flag]);
  if (granted.length === 0) return 'No permissions';
  if (granted.length === permissionFlags.length) return 'All permissions';
  return granted.map((flag) => permissionLabels[flag]).join(', ');
}

/** Only the granted flags, for an invitation (a teammate starts with none). */
export function grantedOnly(
  permissions: Partial<Record<PermissionFlag, boolean>>,
): Partial<Record<PermissionFlag, boolean>> {
  return Object.fromEntries(
    permissionFlags.filter((flag) => permissions[flag]).map((flag) => [flag, true]),
  );
}
