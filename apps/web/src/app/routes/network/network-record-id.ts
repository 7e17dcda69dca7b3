import type { PermissionFlag } from '@spotlane/shared/domain/permissions';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session.ts';

/**
 * The `{id}` of a network view page (`/view-carrier/{id}`, `/view-list/{id}`,
 * `/view-company/{id}`), the id to load (null unless a positive whole number, so nothing is
 * asked for) and whether the user holds the permission to edit it.
 */
export function useNetworkRecordId(permission: PermissionFlag) {
  const id = Number(useParams().id);
  const { user } = useSession();
  return {
    id,
    loadId: Number.isInteger(id) && id > 0 ? id : null,
    canEdit: user?.permissions[permission] === true,
  };
}
