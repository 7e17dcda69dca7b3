/**
 * The demo's tracked load (seed and main.ts): a named driver, the simulated truck's ELD, and
 * its road so far arriving as ELD positions would, through the same geofences.
 */
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { loads, loadTrackingStates } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { nameDriver } from './drive.ts';
import { connectEld } from './eld.ts';
import { fixesSince } from './eld-simulator.ts';
import { ingestPositions } from './ingest.ts';
import { stopsOfLoad } from './stops.ts';

/** The demo's truck (seed): the route through the stops of the load connected to `vehicleId`. */
export async function routeOfVehicle(db: Db, vehicleId: string) {
  const [row] = await db
    .select({ load: loads, state: loadTrackingStates })
    .from(loadTrackingStates)
    .innerJoin(loads, eq(loads.id, loadTrackingStates.loadId))
    .where(eq(loadTrackingStates.eldVehicleId, vehicleId))
    .orderBy(asc(loadTrackingStates.id))
    .limit(1);
  if (!row) return null;
  const stops = await stopsOfLoad(db, row.load);
  return {
    points: stops.flatMap((stop) =>
      stop.lat !== null && stop.lon !== null ? [{ lat: stop.lat, lon: stop.lon }] : [],
    ),
    connectedAt: row.state.eldConnectedAt,
  };
}

/** The demo's truck: its vehicle id, and how long before its connection it left the pickup. */
export const DEMO_VEHICLE = 'DEMO-TRUCK-1';
export const DEMO_HEAD_START_HOURS = 6;
export const DEMO_MPH = 50;

/**
 * The demo (seed): the carrier names its driver and connects the truck's ELD, and the truck's
 * road so far arrives as ELD positions would (through the same geofences), so the load is in
 * transit with a trail; the demo's simulator drives it on from there.
 */
export async function seedTrackedDemoLoad(ctx: AppContext, carrier: Caller, loadId: number) {
  await nameDriver(ctx, carrier, loadId, { name: 'Dana Diaz', phone: '+1 773 555 0199' });
  await connectEld(ctx, carrier, loadId, { provider: 'sim', vehicle_id: DEMO_VEHICLE });
  const route = await routeOfVehicle(ctx.db, DEMO_VEHICLE);
  if (!route?.points.length) return;
  const now = Date.now();
  const simRoute = {
    points: route.points,
    startAt: now - DEMO_HEAD_START_HOURS * 3600_000,
    mph: DEMO_MPH,
    loop: false,
  };
  // Every fifth minute of the road so far (the page's trail), then the last minutes.
  const fixes = fixesSince(simRoute, simRoute.startAt - 1, now);
  const sampled = fixes.filter((_, index) => index % 5 === 0 || index > fixes.length - 5);
  // The truck stood at the dock while it was loaded: two fixes there before it left, so the
  // geofence records the arrival and the departure whatever minute the road's fixes start on.
  const pickup = route.points[0] as { lat: number; lon: number };
  const atDock = (minutesBefore: number) => ({
    lat: pickup.lat,
    lon: pickup.lon,
    at: new Date(simRoute.startAt - minutesBefore * 60_000).toISOString(),
    speed_mph: 0,
  });
  await ctx.db.transaction((tx) =>
    ingestPositions(ctx, tx, loadId, [atDock(40), atDock(20), ...sampled], 'eld'),
  );
}
