import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeAt, routeRegistry } from './route-registry.ts';

/** React Router's own answer: every pattern ranked, the first match. */
const rankedAt = (pathname: string) =>
  matchRoutes(
    routeRegistry.map((route) => ({ path: route.path, entry: route })),
    pathname,
  )?.[0]?.route.entry ?? null;

describe('routeAt answers what React Router renders', () => {
  const staticPaths = routeRegistry
    .map((route) => route.path)
    .filter((path) => !/[:*?]/.test(path));

  it('for every pattern without params, looked up without ranking', () => {
    expect(staticPaths.length).toBeGreaterThan(30);
    for (const path of staticPaths) expect(routeAt(path)?.name, path).toBe(rankedAt(path)?.name);
  });

  it('for paths spelled otherwise, ranked (case, trailing slash, params, unknown)', () => {
    for (const path of ['/Shipments', '/spot-quotes/', '/add-new-shipment/12', '/no-such-page']) {
      expect(routeAt(path)?.name ?? null, path).toBe(rankedAt(path)?.name ?? null);
    }
    expect(routeAt('/Shipments')?.name).toBe('shipments');
  });
});
