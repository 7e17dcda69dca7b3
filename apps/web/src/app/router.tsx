import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactElement, useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type RouteObject,
  useLocation,
  useRouteError,
} from 'react-router';
import { meQueryOptions } from '../features/account/api/get-me.ts';
import { AuthLayout } from '../features/account/components/auth-layout.tsx';
import {
  clearRedirectTo,
  getRedirectTo,
  setRedirectTo,
  useHomepagePreference,
  useOtpConfirmed,
} from '../lib/device-storage.ts';
import { clearSession, signedOutJustNow, useSession } from '../lib/session.ts';
import { headerForSection } from '../ui/page-header-rules.ts';
import { PermissionGate } from '../ui/permission-gate.tsx';
import { RouteHeaderContext } from '../ui/route-header.ts';
import { FullPageLoader } from '../ui/states.tsx';
import { useFirstRevealReady } from './first-reveal.ts';
import {
  afterSignInPath,
  asksWhoIsSignedIn,
  decideRoute,
  type RouteDecision,
} from './route-guard.ts';
import { type RouteArea, type RouteEntry, routeNamed, routeRegistry } from './route-registry.ts';
import { PublicLayout } from './shell/public-layout.tsx';
import { RoleLayout } from './shell/role-layout.tsx';

/** A route's page with the route's header options. */
export function elementOf({
  path,
  page: Page,
  menu,
  header = {},
  permission,
  title,
}: RouteEntry): ReactElement {
  const page = <Page key={path} />;
  return (
    <RouteHeaderContext value={{ ...headerForSection(menu), ...header }}>
      {permission ? (
        <PermissionGate permission={permission} title={title}>
          {page}
        </PermissionGate>
      ) : (
        page
      )}
    </RouteHeaderContext>
  );
}

function routesOf(area: RouteArea): RouteObject[] {
  return routeRegistry
    .filter((route) => route.area === area)
    .map((route) => ({ path: route.path, element: elementOf(route) }));
}

/** Carries out a redirect decision: remember the wanted page, forget a bad user, go. */
function Redirect({ decision }: { decision: Extract<RouteDecision, { action: 'redirect' }> }) {
  const { user } = useSession();
  const homepage = useHomepagePreference();
  let to = decision.to;
  if (decision.afterSignIn && user) to = afterSignInPath(user, getRedirectTo(), homepage);

  const { clearUser, afterSignIn, remember } = decision;
  useLayoutEffect(() => {
    if (clearUser) clearSession();
    if (afterSignIn) clearRedirectTo();
    if (remember && !signedOutJustNow()) setRedirectTo(remember);
  }, [clearUser, afterSignIn, remember]);

  return <Navigate to={to} replace />;
}

/**
 * The root of every route: asks the server who is signed in once (GET /api/auth/me), then
 * applies the SPEC 2.4 decision to each location.
 */
function RootGuard() {
  const location = useLocation();
  const { guardUser } = useSession();
  const otpConfirmed = useOtpConfirmed();
  const homepage = useHomepagePreference();
  const path = `${location.pathname}${location.search}`;
  const ask = asksWhoIsSignedIn(path, guardUser);
  const me = useQuery({ ...meQueryOptions, enabled: ask });
  const chunksReady = useFirstRevealReady();
  const started = useRef(false);
  if ((!ask || !me.isPending) && chunksReady) started.current = true;

  const decision = decideRoute(path, guardUser, otpConfirmed, homepage);

  const clearRendered = decision.action === 'render' && decision.clearUser === true;
  useEffect(() => {
    if (clearRendered) clearSession();
  }, [clearRendered]);

  // The signed-in shell and the page (hundreds of components) render in a deferred pass that
  // React splits into short tasks, not in the one long task of the GET /api/auth/me answer's
  // update (the first-load budget: the first render was the page's longest task).
  const revealed = useDeferredValue(started.current);
  if (!revealed) return <FullPageLoader />;
  if (decision.action === 'redirect') return <Redirect decision={decision} />;
  return <Outlet />;
}

function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <Center h="100vh" p="xl">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <Title order={1} size="h2">
          {chunkFailed ? 'Spotlane was updated' : 'Something went wrong'}
        </Title>
        <Text c="dimmed">
          {chunkFailed
            ? 'A newer version is available. Reload the page to continue.'
            : 'The page could not be shown. Reload it, or go back to the start.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootGuard />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AuthLayout />,
        children: [...routesOf('entry'), { path: '*', element: elementOf(routeNamed.signIn) }],
      },
      { element: <PublicLayout />, children: routesOf('public') },
      { element: <RoleLayout />, children: routesOf('shipper') },
      { element: <RoleLayout />, children: routesOf('carrier') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
