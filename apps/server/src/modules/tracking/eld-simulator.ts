import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metersBetween } from '@spotlane/shared/domain/tracking';

/**
 * A simulated ELD provider (PRODUCT.md 18) for the tests and the demo: it drives each vehicle
 * along its route at a steady speed from a start time and answers
 * `GET /vehicles/{vehicle_id}/positions?since={ISO}` with `{positions: [{lat, lon, at,
 * speed_mph}]}`, one fix a minute up to now. `POST /vehicles/{vehicle_id}` with `{points:
 * [{lat, lon}], start_at, mph, loop}` sets a route. It listens on 127.0.0.1 only.
 */
export interface SimRoute {
  points: Array<{ lat: number; lon: number }>;
  startAt: number;
  mph: number;
  /** Start over at the first point after the last (the demo's truck never stops). */
  loop: boolean;
}

const METERS_PER_MILE = 1609.344;
const FIX_EVERY_MS = 60_000;
const MAX_FIXES = 500;

/** Where a vehicle on `route` is at `at` (ms). */
export function positionOnRoute(route: SimRoute, at: number): { lat: number; lon: number } {
  const { points } = route;
  const first = points[0] ?? { lat: 0, lon: 0 };
  const legs = points.slice(1).map((point, index) => metersBetween(points[index] ?? first, point));
  const total = legs.reduce((sum, leg) => sum + leg, 0);
  if (total === 0) return first;
  let travelled = (Math.max(0, at - route.startAt) / 3600_000) * route.mph * METERS_PER_MILE;
  travelled = route.loop ? travelled % total : Math.min(travelled, total);
  for (const [index, leg] of legs.entries()) {
    const from = points[index] ?? first;
    const to = points[index + 1] ?? first;
    if (travelled <= leg || index === legs.length - 1) {
      const share = leg === 0 ? 0 : Math.min(1, travelled / leg);
      return {
        lat: from.lat + (to.lat - from.lat) * share,
        lon: from.lon + (to.lon - from.lon) * share,
      };
    }
    travelled -= leg;
  }
  return points.at(-1) ?? first;
}

/** The fixes of a vehicle after `since` up to `now`, one a minute, at most 500 (the newest). */
export function fixesSince(route: SimRoute, since: number | null, now: number) {
  const from = Math.max(route.startAt, since ?? now - 2 * 3600_000);
  const firstTick = Math.floor(from / FIX_EVERY_MS) * FIX_EVERY_MS + FIX_EVERY_MS;
  const fixes = [];
  for (let at = firstTick; at <= now; at += FIX_EVERY_MS) {
    fixes.push({
      ...positionOnRoute(route, at),
      at: new Date(at).toISOString(),
      speed_mph: route.mph,
    });
  }
  return fixes.slice(-MAX_FIXES);
}

export interface EldSimulator {
  url: string;
  routes: Map<string, SimRoute>;
  close(): Promise<void>;
}

export async function startEldSimulator(port = 0): Promise<EldSimulator> {
  const routes = new Map<string, SimRoute>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const match = /^\/vehicles\/([A-Za-z0-9_.-]+)(\/positions)?$/.exec(url.pathname);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!match?.[1]) return send(404, { error: 'not found' });
    const vehicleId = match[1];
    if (request.method === 'GET' && match[2]) {
      const route = routes.get(vehicleId);
      if (!route) return send(200, { positions: [] });
      const since = url.searchParams.get('since');
      const sinceMs = since ? Date.parse(since) : null;
      return send(200, {
        positions: fixesSince(route, Number.isNaN(sinceMs) ? null : sinceMs, Date.now()),
      });
    }
    if (request.method === 'POST' && !match[2]) {
      let text = '';
      request.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      request.on('end', () => {
        try {
          const body = JSON.parse(text) as {
            points: SimRoute['points'];
            start_at?: string;
            mph?: number;
            loop?: boolean;
          };
          routes.set(vehicleId, {
            points: body.points,
            startAt: body.start_at ? Date.parse(body.start_at) : Date.now(),
            mph: body.mph ?? 50,
            loop: body.loop ?? false,
          });
          send(201, { vehicle_id: vehicleId });
        } catch {
          send(400, { error: 'a route is {points: [{lat, lon}], start_at, mph, loop}' });
        }
      });
      return;
    }
    return send(405, { error: 'method not allowed' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
