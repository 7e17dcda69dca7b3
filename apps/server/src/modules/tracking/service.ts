import {
  DEFAULT_QUIET_HOURS,
  FRESH_POSITION_MINUTES,
  POSITIONS_KEPT_DAYS,
  type QuietHours,
  quietHoursEnd,
} from '@spotlane/shared/domain/tracking';
import type { LoadPosition, TrackingMap } from '@spotlane/shared/schemas/tracking';
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  accounts,
  checkCallRequests,
  driverLinks,
  loadPositions,
  loads,
  loadTrackingStates,
  quietHours,
} from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { defineJob, type JobRunner } from '../../platform/jobs.ts';
import { lockLoadRow, recordHistory } from '../loads/index.ts';
import { notify } from '../notifications/index.ts';
import { sharedLoad } from '../paperwork/index.ts';
import { driverSide, loadOfParty, nameDriver } from './drive.ts';
import { eldPollJob, enqueueEldPolls, pollEld } from './eld.ts';
import { fixesSince } from './eld-simulator.ts';
import { ingestPositions, nextStop } from './ingest.ts';
import { stopsOfLoad } from './stops.ts';

export {
  completeDriveUpload,
  createDriveUpload,
  driverViewOf,
  postDriveDocument,
  postDriveEvent,
  postPositions,
  setSharing,
} from './drive.ts';
export { enqueueEldPolls, pollEld } from './eld.ts';
export { type EldSimulator, startEldSimulator } from './eld-simulator.ts';
export { nameDriver };

type LoadRow = typeof loads.$inferSelect;
const ACTIVE = ['assigned', 'scheduled', 'in_transit'];
/** The map says "no position since ..." once the newest position is this old. */
const STALE_POSITION_MINUTES = 30;
/** The trail on the map: the newest positions, at most this many. */
const TRAIL_POINTS = 1500;

/** POST /api/loads/{id}/eld: connects the load to a vehicle of an ELD provider. */
export async function connectEld(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
  input: { provider: string; vehicle_id: string },
) {
  const load = await loadOfParty(ctx.db, caller, loadId);
  if (!driverSide(load, caller)) throw forbidden('The carrier holding the load connects its ELD');
  if (!ACTIVE.includes(load.status))
    throw AppError.of(409, 'InvalidTransition', 'Only an active load can be tracked');
  const [row] = await ctx.db
    .insert(loadTrackingStates)
    .values({
      loadId,
      eldProvider: input.provider,
      eldVehicleId: input.vehicle_id,
      eldConnectedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: loadTrackingStates.loadId,
      set: {
        eldProvider: input.provider,
        eldVehicleId: input.vehicle_id,
        eldConnectedAt: sql`now()`,
        eldError: null,
        eldErrorAt: null,
      },
    })
    .returning();
  await recordHistory(ctx.db, loadId, 'eld_connected', caller.user.id);
  // The first poll right away rather than at the next slot.
  await eldPollJob.enqueue(
    ctx.db,
    { loadId },
    { key: `tracking.eld-poll:${loadId}@connect-${row?.id}-${Date.now()}` },
  );
  ctx.mailWritten();
  return {
    load_id: loadId,
    provider: input.provider,
    vehicle_id: input.vehicle_id,
    connected_at: (row?.eldConnectedAt ?? new Date()).toISOString(),
  };
}

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
    ACTIVE.includes(load.status) &&
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
export async function publicMapOf(db: Db, token: string, address: string): Promise<TrackingMap> {
  const { load, linkCreatedAt } = await sharedLoad(db, token, address);
  const map = await mapOf(db, load, linkCreatedAt);
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

// ---------------------------------------------------------------------------------------
// Quiet hours and check-call requests

function requireCarrier(caller: Caller) {
  if (caller.account.type !== 'carrier') throw forbidden('Quiet hours are a carrier setting');
}

async function quietHoursOf(db: DbOrTx, accountId: number): Promise<QuietHours> {
  const [row] = await db.select().from(quietHours).where(eq(quietHours.accountId, accountId));
  return row
    ? { start: row.start, end: row.end, enabled: row.enabled }
    : { ...DEFAULT_QUIET_HOURS };
}

export async function getQuietHours(ctx: AppContext, caller: Caller) {
  requireCarrier(caller);
  return quietHoursOf(ctx.db, caller.account.id);
}

export async function putQuietHours(ctx: AppContext, caller: Caller, input: QuietHours) {
  requireCarrier(caller);
  await ctx.db
    .insert(quietHours)
    .values({ accountId: caller.account.id, ...input })
    .onConflictDoUpdate({
      target: quietHours.accountId,
      set: { ...input, updatedAt: sql`now()` },
    });
  return quietHoursOf(ctx.db, caller.account.id);
}

const timeIn = (at: Date, timeZone: string) =>
  at.toLocaleTimeString('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/**
 * POST /api/loads/{id}/check_call_request (PRODUCT.md 18): the shipper asks the carrier for a
 * check call. Inside the carrier's quiet hours (in the next stop's time zone, the driver's)
 * with a position under 60 minutes old it is held until they end and says why; otherwise it
 * goes out now as a notification and mail to the carrier.
 */
export async function requestCheckCall(ctx: AppContext, caller: Caller, loadId: number) {
  const result = await ctx.db.transaction(async (tx) => {
    const load = await lockLoadRow(tx, loadId);
    if (load.accountId !== caller.account.id) {
      if (load.assignedAccountId === caller.account.id)
        throw forbidden('The shipper requests check calls');
      throw notFound('Shipment not found');
    }
    if (!load.assignedAccountId || !ACTIVE.includes(load.status))
      throw AppError.of(
        409,
        'InvalidTransition',
        'Only a load a carrier is moving has check calls',
      );
    const stops = await stopsOfLoad(tx, load);
    const quiet = await quietHoursOf(tx, load.assignedAccountId);
    const [state] = await tx
      .select()
      .from(loadTrackingStates)
      .where(eq(loadTrackingStates.loadId, load.id));
    const zone = (nextStop(stops) ?? stops.at(-1))?.location.timezone ?? 'America/Chicago';
    const now = new Date();
    const ends = quietHoursEnd(now, quiet, zone);
    const lastAt = state?.lastAt ?? null;
    const freshMinutes = lastAt ? (now.getTime() - lastAt.getTime()) / 60_000 : null;
    if (ends && freshMinutes !== null && freshMinutes < FRESH_POSITION_MINUTES) {
      const reason = `The carrier's quiet hours (${quiet.start}-${quiet.end}, the driver's time) last until ${timeIn(ends, zone)}, and the truck reported its position ${Math.max(1, Math.round(freshMinutes))} min ago: the request goes out then.`;
      const [row] = await tx
        .insert(checkCallRequests)
        .values({
          loadId: load.id,
          requestedByUserId: caller.user.id,
          status: 'held',
          heldUntil: ends,
          reason,
        })
        .returning({ id: checkCallRequests.id });
      await heldCheckCallJob.enqueue(
        tx,
        { requestId: row?.id ?? 0 },
        { key: `tracking.check-call:${row?.id}`, runAt: ends },
      );
      await recordHistory(tx, load.id, 'check_call_held', caller.user.id);
      return { status: 'held' as const, held_until: ends.toISOString(), reason };
    }
    await tx.insert(checkCallRequests).values({
      loadId: load.id,
      requestedByUserId: caller.user.id,
      status: 'sent',
      sentAt: now,
    });
    await recordHistory(tx, load.id, 'check_call_requested', caller.user.id);
    await notify(ctx, tx, { accountId: load.assignedAccountId }, 'checkCallRequested', load, {
      company: caller.account.companyName,
    });
    return { status: 'sent' as const, sent_at: now.toISOString() };
  });
  if (result.status === 'sent') ctx.mailWritten();
  return result;
}

/** A held check-call request goes out when the quiet hours end (once: its row is marked). */
export const heldCheckCallJob = defineJob<{ requestId: number }>('tracking.check-call-held', {
  maxAttempts: 5,
});

async function sendHeldCheckCall(ctx: AppContext, requestId: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(checkCallRequests)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(and(eq(checkCallRequests.id, requestId), eq(checkCallRequests.status, 'held')))
      .returning();
    if (!row) return;
    const [load] = await tx.select().from(loads).where(eq(loads.id, row.loadId));
    if (!load?.assignedAccountId || !ACTIVE.includes(load.status)) return;
    const [shipper] = await tx
      .select({ name: accounts.companyName })
      .from(accounts)
      .where(eq(accounts.id, load.accountId));
    await notify(ctx, tx, { accountId: load.assignedAccountId }, 'checkCallRequested', load, {
      company: shipper?.name ?? '',
    });
  });
  ctx.mailWritten();
}

/** Positions older than 30 days go (PRODUCT.md 18), a batch at a time through the `at` index. */
export const prunePositionsJob = defineJob<Record<string, never>>('tracking.prune-positions', {
  maxAttempts: 3,
});

export async function prunePositions(db: Db): Promise<number> {
  let removed = 0;
  for (;;) {
    const result = (await db.execute(sql`delete from load_positions where id in (
        select id from load_positions where at < now() - make_interval(days => ${POSITIONS_KEPT_DAYS})
        limit 5000)`)) as unknown as { affectedRows?: number; rowCount?: number };
    const count = result.rowCount ?? result.affectedRows ?? 0;
    removed += count;
    if (count < 5000) return removed;
  }
}

/** The tracking jobs: ELD polls, held check calls, and the position housekeeping. */
export function attachTracking(runner: JobRunner, ctx: AppContext, log: FastifyBaseLogger) {
  const every = ctx.config.ELD_POLL_SECONDS;
  runner
    .handle(eldPollJob, async ({ loadId }) => {
      await pollEld(ctx, loadId);
    })
    .periodic('tracking.eld-polls', every, () => enqueueEldPolls(ctx, every))
    .handle(heldCheckCallJob, ({ requestId }) => sendHeldCheckCall(ctx, requestId))
    .handle(prunePositionsJob, async () => {
      const removed = await prunePositions(ctx.db);
      if (removed) log.info({ removed }, 'tracking: positions older than 30 days removed');
    })
    .every(prunePositionsJob, 3600, {});
}

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
