import { Box, Button, Group } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useOtpConfirmed } from '../../lib/device-storage.ts';
import { otpPending, useSession } from '../../lib/session.ts';
import { BrandMark } from '../../ui/brand.tsx';
import { LoadingState } from '../../ui/states.tsx';
import { isRole } from '../route-guard.ts';
import classes from './public-layout.module.css';

// The signed-in shell, in its own chunk: a visitor's public page loads none of it.
const SignedInShell = lazy(() => import('./signed-in-shell.tsx'));

/**
 * Public pages other than sign-in (/support, /settings/user-account, ...): inside the
 * signed-in shell for a user, in a light frame for a visitor.
 */
export function PublicLayout() {
  const { user, guardUser } = useSession();
  const otpConfirmed = useOtpConfirmed();
  const signedIn =
    user && guardUser && isRole(user.user_type) && !otpPending(guardUser, otpConfirmed);
  if (signedIn)
    return (
      <Suspense fallback={<LoadingState />}>
        <SignedInShell />
      </Suspense>
    );
  return (
    <Box className={classes.root}>
      <Group component="header" justify="space-between" className={classes.top}>
        <Link to="/" aria-label="Spotlane home" className={classes.home}>
          <BrandMark />
        </Link>
        <Group gap="sm">
          <Button component={Link} to={paths.register} variant="subtle">
            Create account
          </Button>
          <Button component={Link} to="/">
            Sign in
          </Button>
        </Group>
      </Group>
      <Box component="main">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
