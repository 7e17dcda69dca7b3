import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeNamed, routeRegistry } from './route-registry.ts';
import { createRoutes } from './router.tsx';

/** Every route object of the tree, depth first. */
const allRoutes = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);

const routes = allRoutes(createRoutes(new QueryClient()));
const routeOf = (path: string) => routes.find((route) => route.path === path);

// The landing lists and the signed-in shell keep their loader in a module of its own, which
// React Router fetches beside the page's (a `lazy` object): their first requests leave before
// the page's chunk has arrived (decision 091).
describe('loaders fetched beside their pages', () => {
  it('the landing lists name their loader module and get a lazy loader of their own', async () => {
    for (const name of ['shipments', 'spotQuotes', 'allSpotQuotes'] as const) {
      const entry = routeNamed[name];
      expect(entry.loader, name).toBeTypeOf('function');
      const lazy = routeOf(entry.path)?.lazy;
      expect(lazy, name).toBeTypeOf('object');
      const { loader, element } = lazy as { loader: () => Promise<unknown>; element: unknown };
      expect(element, name).toBeTypeOf('function');
      expect(await loader(), name).toBeTypeOf('function');
    }
  });

  it("the role layouts fetch the shell's loader beside the shell", async () => {
    const layouts = routes.filter(
      (route) => route.lazy && typeof route.lazy === 'object' && route.path === undefined,
    );
    expect(layouts).toHaveLength(3);
    for (const layout of layouts) {
      const lazy = layout.lazy as { loader: () => Promise<unknown>; Component: unknown };
      expect(await lazy.loader()).toBeTypeOf('function');
      expect(lazy.Component).toBeTypeOf('function');
      expect(layout.shouldRevalidate?.({} as never)).toBe(false);
    }
  });

  it('every other page keeps its loader in its module (one lazy function)', () => {
    const others = routeRegistry.filter((entry) => !entry.loader);
    expect(others.length).toBeGreaterThan(90);
    for (const entry of others) {
      expect(typeof routeOf(entry.path)?.lazy, entry.name).toBe('function');
    }
  });
});
