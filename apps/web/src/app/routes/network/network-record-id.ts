import type { PermissionFlag } from '@spotlane/shared/domain/permissions';
import { usePathId } from '../../../lib/path-id.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * The `{id}` of a network view page (`/view-carrier/{id}`, `/view-list/{id}`,
 * `/view-company/{id}`), the id to load (null unless it can name a record, so nothing is
 * asked for) and whether the user holds the permission to edit it.
 */
export function useNetworkRecordId(permission: PermissionFlag) {
  const { id, valid } = usePathId();
  const { user } = useSession();
  return {
    id: id ?? Number.NaN,
    loadId: valid ? id : null,
    canEdit: user?.permissions[permission] === true,
  };
}
