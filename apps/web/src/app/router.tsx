import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactElement, useEffect, useRef } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  Outlet,
  type RouteObject,
  useRevalidator,
  useRouteError,
} from 'react-router';
import { AuthLayout } from '../features/account/components/auth-layout.tsx';
import { useHomepagePreference, useOtpConfirmed } from '../lib/device-storage.ts';
import { useSession } from '../lib/session.ts';
import { headerForSection } from '../ui/page-header-rules.ts';
import { PermissionGate } from '../ui/permission-gate.tsx';
import { RouteHeaderContext } from '../ui/route-header.ts';
import { FullPageLoader } from '../ui/states.tsx';
import { guardDecision, rootLoader } from './root-loader.ts';
import type { RouteLoader } from './route-module.ts';
import { type RouteArea, type RouteEntry, routeNamed, routeRegistry } from './route-registry.ts';
import { PublicLayout } from './shell/public-layout.tsx';

/**
 * How a page gets its data, in one place. Every route of the registry is `lazy`: React Router
 * fetches its module (the page and its `loader`) when the route matches, then runs the loader,
 * which asks for the page's first data with the features' `queryOptions` into the query cache
 * (without waiting for it: the page shows its own loading state). The pages a session opens on
 * (the landing lists) and the signed-in shell keep their loader in a module of their own,
 * fetched beside the page's (route-module.ts `LoaderModule`), so their requests leave before
 * the page's chunk has arrived. The root route's loader is the guard (root-loader.ts); the page
 * loaders wait for its decision.
 */

/** A route's page with the route's header options. */
export function elementOf(
  { path, menu, header = {}, permission, title }: RouteEntry,
  Page: ComponentType,
): ReactElement {
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

/** A page's loader, run once the guard lets the visitor see the page (else it asks for nothing). */
export function guarded(loader: RouteLoader, queryClient: QueryClient): LoaderFunction {
  const pageLoader = loader(queryClient);
  return async (args) => {
    const decision = await guardDecision(args.request, queryClient);
    return decision.action === 'render' ? pageLoader(args) : null;
  };
}

/**
 * A registry entry as a lazy route: its page, and its loader once the guard lets it through.
 * A loader in a module of its own is fetched beside the page (React Router's `lazy` object):
 * it runs as soon as it arrives, while the page's chunk is still on its way.
 */
function lazyRoute(route: RouteEntry, queryClient: QueryClient, path?: string): RouteObject {
  const { loader: loaderModule } = route;
  if (loaderModule) {
    return {
      path: path ?? route.path,
      lazy: {
        loader: async () => guarded((await loaderModule()).loader, queryClient),
        element: async () => elementOf(route, (await route.module()).default),
      },
    };
  }
  return {
    path: path ?? route.path,
    lazy: async () => {
      const module = await route.module();
      const loader = module.loader && guarded(module.loader, queryClient);
      return { loader, element: elementOf(route, module.default) };
    },
  };
}

function routesOf(area: RouteArea, queryClient: QueryClient): RouteObject[] {
  return routeRegistry
    .filter((route) => route.area === area)
    .map((route) => lazyRoute(route, queryClient));
}

/**
 * The root of every route, under the guard: the toasts for every page (the confirm modals'
 * host is the signed-in shell's root, where every page that opens one lives), and a new guard decision when the session changes without a navigation (a sign-out from
 * another tab, a 401 answer, a confirmed one-time code).
 */
function Root() {
  const { guardUser } = useSession();
  const otpConfirmed = useOtpConfirmed();
  const homepage = useHomepagePreference();
  const revalidator = useRevalidator();
  const session = JSON.stringify([guardUser, otpConfirmed, homepage]);
  const seen = useRef(session);
  useEffect(() => {
    if (seen.current === session) return;
    seen.current = session;
    void revalidator.revalidate();
  }, [session, revalidator]);
  return (
    <>
      <Notifications position="top-right" />
      <Outlet />
    </>
  );
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

const signedInShell = async () => (await import('./shell/signed-in-shell.tsx')).default;

/**
 * The shell of a role tree (the guard has already checked the role), in a chunk of its own,
 * and its loader (the bell's and the help button's data) in a module fetched beside it, as the
 * landing lists' are. The shell stays mounted from page to page and its queries follow the live
 * events: its loader runs when the shell first opens.
 */
const roleLayout = (children: RouteObject[], queryClient: QueryClient): RouteObject => ({
  lazy: {
    loader: async () => guarded((await import('./shell/shell-loader.ts')).loader, queryClient),
    Component: signedInShell,
  },
  shouldRevalidate: () => false,
  children,
});

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      loader: rootLoader(queryClient),
      // The guard runs on every navigation, not only when the root's own params change.
      shouldRevalidate: () => true,
      element: <Root />,
      HydrateFallback: FullPageLoader,
      errorElement: <RouteError />,
      children: [
        {
          element: <AuthLayout />,
          children: [
            ...routesOf('entry', queryClient),
            lazyRoute(routeNamed.signIn, queryClient, '*'),
          ],
        },
        { element: <PublicLayout />, children: routesOf('public', queryClient) },
        roleLayout(routesOf('shipper', queryClient), queryClient),
        roleLayout(routesOf('carrier', queryClient), queryClient),
        roleLayout(routesOf('member', queryClient), queryClient),
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
