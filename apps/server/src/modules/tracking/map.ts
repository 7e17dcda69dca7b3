/**
 * Where the truck is (PRODUCT.md 18): the positions of a load, and its map as the shipper and
 * carrier see it and as the public tracking page does (cities only, the trail since its link).
 */
import type { LoadPosition, TrackingMap } from '@spotlane/shared/schemas/tracking';
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { driverLinks, loadPositions, type loads, loadTrackingStates } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { sharedLoad } from '../paperwork/index.ts';
import { loadOfParty } from './drive.ts';
import { nextStop } from './ingest.ts';
import { MOVING_STATUSES, stopsOfLoad } from './stops.ts';

type LoadRow = typeof loads.$inferSelect;
/** The map says "no position since ..." once the newest position is this old. */
const STALE_POSITION_MINUTES = 30;
/** The trail on the map: the newest positions, at most this many. */
const TRAIL_POINTS = 1500;

const toPosition = (row: typeof loadPositions.$inferSelect): LoadPosition => ({
  lat: row.lat,
  lon: row.lon,
  at: row.at.toISOString(),
  source: row.source as LoadPosition['source'],
});

async function positionsOf(db: DbOrTx, loadId: number, since: Date | null, limit: number) {
  const rows = await db
    .select()
    .from(loadPositions)
    .where(and(eq(loadPositions.loadId, loadId), since ? gte(loadPositions.at, since) : undefined))
    .orderBy(desc(loadPositions.at))
    .limit(limit);
  return rows.reverse().map(toPosition);
}

/** GET /api/loads/{id}/positions: the shipper's or the carrier's, oldest first. */
export async function listPositions(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
  since: string | undefined,
) {
  await loadOfParty(ctx.db, caller, loadId);
  return { results: await positionsOf(ctx.db, loadId, since ? new Date(since) : null, 5000) };
}

async function mapOf(db: DbOrTx, load: LoadRow, since: Date | null): Promise<TrackingMap> {
  const [stops, trail, [state], [link]] = await Promise.all([
    stopsOfLoad(db, load),
    positionsOf(db, load.id, since, TRAIL_POINTS),
    db.select().from(loadTrackingStates).where(eq(loadTrackingStates.loadId, load.id)),
    db
      .select()
      .from(driverLinks)
      .where(and(eq(driverLinks.loadId, load.id), isNull(driverLinks.revokedAt)))
      .limit(1),
  ]);
  const truck = trail.at(-1) ?? null;
  // The newest position of any time (the public trail starts with its link).
  const newest = state?.lastAt?.toISOString() ?? null;
  const stale =
    MOVING_STATUSES.includes(load.status) &&
    (state?.eldVehicleId || link?.sharing) &&
    (!newest || Date.now() - Date.parse(newest) > STALE_POSITION_MINUTES * 60_000);
  const next = nextStop(stops);
  return {
    stops,
    trail,
    truck,
    eta:
      state?.eta && state.etaStopId && truck && next && load.status !== 'delivered'
        ? { at: state.eta.toISOString(), stop_id: state.etaStopId, from_position_at: truck.at }
        : null,
    driver: link ? { name: link.driverName, sharing: link.sharing } : null,
    eld: state?.eldVehicleId
      ? {
          provider: state.eldProvider ?? 'sim',
          vehicle_id: state.eldVehicleId,
          last_position_at: state.lastEldAt?.toISOString() ?? null,
          error: state.eldError,
        }
      : null,
    no_position_since: stale
      ? (newest ?? state?.eldConnectedAt?.toISOString() ?? load.updatedAt.toISOString())
      : null,
  };
}

/** GET /api/loads/{id}/tracking_map: the map and its table on the shipper's and carrier's page. */
export async function trackingMapOf(ctx: AppContext, caller: Caller, loadId: number) {
  const load = await loadOfParty(ctx.db, caller, loadId);
  return mapOf(ctx.db, load, null);
}

/**
 * GET /api/track/{token}/map: the public page's map (PRODUCT.md 18): the stops' cities and the
 * trail since the link was made, never a position older than the link.
 */
export async function publicMapOf(
  ctx: AppContext,
  token: string,
  address: string,
): Promise<TrackingMap> {
  const { load, linkCreatedAt } = await sharedLoad(ctx.db, token, address);
  const map = await mapOf(ctx.db, load, linkCreatedAt);
  return {
    ...map,
    driver: null,
    eld: null,
    // The public page shows cities, never street addresses or company names.
    stops: map.stops.map((stop) => ({
      ...stop,
      location: {
        ...stop.location,
        name: `${stop.location.city}, ${stop.location.state}`,
        address1: '',
        address2: null,
      },
    })),
  };
}
