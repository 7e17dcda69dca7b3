import { Box } from '@mantine/core';
import type { PermissionFlag } from '@spotlane/shared/domain/permissions';
import type { ReactNode } from 'react';
import { useSession } from '../lib/session.ts';
import { PageHeader } from './page-header.tsx';
import { NoAccessState } from './states.tsx';

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
    <>
      <PageHeader title={title} showTools={false} />
      <Box p={{ base: 'md', sm: 'xl' }}>
        <NoAccessState />
      </Box>
    </>
  );
}
