import type { PermissionFlag } from '@spotlane/shared/domain/permissions';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSession } from '../lib/session.ts';

// Loaded only when a page is refused: the router (in every first load) stays as small as it was.
const NoAccessPage = lazy(() => import('./no-access-page.tsx'));

/**
 * PRODUCT.md 1: a page that needs a permission the signed-in teammate lacks says so plainly,
 * before it asks the server for anything (which would answer 403).
 */
export function PermissionGate({
  permission,
  title,
  children,
}: {
  permission: PermissionFlag;
  title: string;
  children: ReactNode;
}) {
  const { user } = useSession();
  if (user?.permissions[permission] !== false) return children;
  return (
    <Suspense fallback={null}>
      <NoAccessPage title={title} />
    </Suspense>
  );
}
