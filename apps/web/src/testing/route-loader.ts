import type { QueryClient } from '@tanstack/react-query';
import { RouterContextProvider } from 'react-router';
import type { RouteLoader } from '../app/route-module.ts';
import { guarded } from '../app/router.tsx';

/** Runs a route's loader behind the guard, as the router does for a navigation to `path`. */
export const runLoader = (loader: RouteLoader, client: QueryClient, path: string) =>
  guarded(
    loader,
    client,
  )({
    request: new Request(`http://localhost${path}`),
    url: new URL(`http://localhost${path}`),
    pattern: path,
    params: {},
    context: new RouterContextProvider(),
  });
