import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

/**
 * What a route module (`app/routes/<entity>/<name>-page.tsx`) exports: its page as the default
 * export and, when the page has data to show first, a `loader`. The router (router.tsx) fetches
 * the module when the route matches and runs the loader before the page renders; the loader
 * asks for the page's first data with the features' `queryOptions` (`prefetchQuery`, not
 * awaited: the page reads the same query with `useQuery` and shows its own loading state).
 *
 *   export const loader: RouteLoader = (queryClient) => ({ params }) => {
 *     void queryClient.prefetchQuery(loadQuery(Number(params.id)));
 *     return null;
 *   };
 */
export interface RouteModule {
  default: ComponentType;
  loader?: RouteLoader;
}

/**
 * A loader in a module of its own (`<name>-loader.ts` beside the page), for the pages a session
 * opens on (the landing lists) and the signed-in shell: React Router fetches it beside the
 * page's module (`lazy.loader`), so their first requests leave while the page's larger chunk is
 * still on its way rather than after it (decision 091). It imports no page code and no schema
 * (the queries load their schemas with the answer), so its chunk stays small.
 */
export interface LoaderModule {
  loader: RouteLoader;
}

/** A page's loader, built with the app's query client. */
export type RouteLoader = (queryClient: QueryClient) => LoaderFunction;
