import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type RouteObject,
  useLocation,
  useRouteError,
} from 'react-router';
import { meQueryOptions } from './features/auth/api/get-me.ts';
import { AuthLayout } from './features/auth/components/auth-layout.tsx';
import { clearSession, signedOutJustNow, useSession } from './features/auth/session.ts';
import { PublicLayout } from './features/shell/public-layout.tsx';
import { RoleLayout } from './features/shell/role-layout.tsx';
import {
  clearRedirectTo,
  getRedirectTo,
  setRedirectTo,
  useHomepagePreference,
  useOtpConfirmed,
} from './lib/device-storage.ts';
import { afterSignInPath, decideRoute, type RouteDecision } from './route-guard.ts';
import { type RouteArea, routeTable } from './route-table.ts';
import { FullPageLoader } from './ui/states.tsx';

// Every page is its own chunk (SPEC: split bundles by route).
const LoginPage = lazy(() => import('./features/auth/pages/login-page.tsx'));
const RegisterPage = lazy(() => import('./features/auth/pages/register-page.tsx'));
const RegisterShipperPage = lazy(() => import('./features/auth/pages/register-shipper-page.tsx'));
const RegisterCarrierPage = lazy(() => import('./features/auth/pages/register-carrier-page.tsx'));
const RegisterSuccessPage = lazy(() => import('./features/auth/pages/register-success-page.tsx'));
const ForgotPasswordPage = lazy(() => import('./features/auth/pages/forgot-password-page.tsx'));
const SetPasswordPage = lazy(() => import('./features/auth/pages/set-password-page.tsx'));
const PasswordConfirmedPage = lazy(
  () => import('./features/auth/pages/password-confirmed-page.tsx'),
);
const OtpPage = lazy(() => import('./features/auth/pages/otp-page.tsx'));
const UserAccountPage = lazy(() => import('./features/auth/pages/user-account-page.tsx'));
const ShipmentsPage = lazy(() => import('./features/shipments/pages/shipments-page.tsx'));
const SpotQuotesPage = lazy(() => import('./features/spot-quotes/pages/spot-quotes-page.tsx'));
const ComingSoonPage = lazy(() => import('./ui/coming-soon-page.tsx'));

import { networkPages } from './features/companies/routes.ts';
import { fleetPages } from './features/fleet/routes.ts';
import { settingsPages } from './features/settings/routes.ts';
import { formPages } from './features/shipment-form/routes.ts';
import { shipmentPages } from './features/shipments/routes.ts';
import { carrierPages } from './features/spot-quotes/routes.ts';

/** Pages with their own content; every other route shows its title and a coming-soon panel. */
const pages: Record<string, ComponentType> = {
  '/': LoginPage,
  '/register': RegisterPage,
  '/register-shipper': RegisterShipperPage,
  '/register-carrier': RegisterCarrierPage,
  '/register-success': RegisterSuccessPage,
  '/forgotPassword': ForgotPasswordPage,
  '/setPassword': SetPasswordPage,
  '/passwordConfirmed': PasswordConfirmedPage,
  '/authentication': OtpPage,
  '/settings/user-account': UserAccountPage,
  '/shipments': ShipmentsPage,
  '/spot-quotes': SpotQuotesPage,
  // Each feature lists its own pages, so features grow without editing this file.
  ...networkPages,
  ...formPages,
  ...shipmentPages,
  ...carrierPages,
  ...settingsPages,
  ...fleetPages,
};

function routesOf(area: RouteArea): RouteObject[] {
  return routeTable
    .filter((route) => route.area === area)
    .map((route) => {
      const Page = pages[route.path];
      const element: ReactNode = Page ? (
        <Page key={route.path} />
      ) : (
        <ComingSoonPage
          key={route.path}
          title={route.title}
          message={route.soon ?? 'This page arrives in a later release.'}
        />
      );
      return { path: route.path, element };
    });
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
  const me = useQuery(meQueryOptions);
  const started = useRef(false);
  if (!me.isPending) started.current = true;

  const path = `${location.pathname}${location.search}`;
  const decision = decideRoute(path, guardUser, otpConfirmed, homepage);

  const clearRendered = decision.action === 'render' && decision.clearUser === true;
  useEffect(() => {
    if (clearRendered) clearSession();
  }, [clearRendered]);

  if (!started.current) return <FullPageLoader />;
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
        children: [...routesOf('entry'), { path: '*', element: <LoginPage /> }],
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
