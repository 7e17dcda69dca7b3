import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { loads, loadTrackingStates } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { defineJob } from '../../platform/jobs.ts';
import { recordHistory } from '../loads/index.ts';
import { driverSide, loadOfParty } from './drive.ts';
import { ingestPositions } from './ingest.ts';
import { MOVING_STATUSES } from './stops.ts';

/**
 * PRODUCT.md 18: one provider interface for trucks' electronic logging devices. A provider
 * answers a vehicle's positions since a time; a real provider is one more implementation.
 */
export interface EldPosition {
  lat: number;
  lon: number;
  at: string;
  speed_mph: number | null;
}
export interface EldProvider {
  readonly name: string;
  positionsSince(vehicleId: string, since: Date | null): Promise<EldPosition[]>;
}

/** How long a provider may take to answer before the poll gives up (the next poll tries again). */
const FEED_TIMEOUT_MS = 5000;

/** The simulated provider: `GET {ELD_SIM_URL}/vehicles/{vehicle_id}/positions?since=...`. */
export function simProvider(baseUrl: string): EldProvider {
  return {
    name: 'sim',
    async positionsSince(vehicleId, since) {
      const url = new URL(
        `vehicles/${encodeURIComponent(vehicleId)}/positions`,
        baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
      );
      if (since) url.searchParams.set('since', since.toISOString());
      const response = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`the feed answered ${response.status}`);
      const body = (await response.json()) as { positions?: unknown };
      if (!Array.isArray(body.positions)) throw new Error('the feed answered no positions');
      return body.positions.flatMap((entry) => {
        const p = entry as Partial<EldPosition>;
        const ok =
          typeof p.lat === 'number' &&
          typeof p.lon === 'number' &&
          Math.abs(p.lat) <= 90 &&
          Math.abs(p.lon) <= 180 &&
          typeof p.at === 'string' &&
          !Number.isNaN(Date.parse(p.at)) &&
          Date.parse(p.at) <= Date.now() + 120_000;
        return ok
          ? [
              {
                lat: p.lat as number,
                lon: p.lon as number,
                at: new Date(p.at as string).toISOString(),
                speed_mph: typeof p.speed_mph === 'number' ? p.speed_mph : null,
              },
            ]
          : [];
      });
    },
  };
}

/** The provider a connection names, as this process is configured; null when none is. */
export function providerFor(ctx: AppContext, name: string): EldProvider | null {
  const config = ctx.config;
  if (name === 'sim' && config.ELD_PROVIDER === 'sim' && config.ELD_SIM_URL)
    return simProvider(config.ELD_SIM_URL);
  return null;
}

/** One poll of one load: unique per load and poll slot, so two processes poll it once. */
export const eldPollJob = defineJob<{ loadId: number }>('tracking.eld-poll', { maxAttempts: 1 });

/** Enqueues this slot's poll of every active connected load (each once across processes). */
export async function enqueueEldPolls(ctx: AppContext, everySeconds: number): Promise<number> {
  const rows = await ctx.db
    .select({ loadId: loadTrackingStates.loadId })
    .from(loadTrackingStates)
    .innerJoin(loads, eq(loads.id, loadTrackingStates.loadId))
    .where(and(isNotNull(loadTrackingStates.eldVehicleId), inArray(loads.status, MOVING_STATUSES)));
  if (!rows.length) return 0;
  const slot = Math.floor(Date.now() / 1000 / everySeconds) * everySeconds;
  return eldPollJob.enqueueMany(
    ctx.db,
    rows.map(({ loadId }) => ({
      payload: { loadId },
      options: { key: `tracking.eld-poll:${loadId}@${slot}` },
    })),
  );
}

/**
 * Polls a load's vehicle since its newest ELD position and takes what came. A provider that is
 * down or answers nonsense is noted on the load ("no position since ...") and nothing else
 * happens: the next slot tries again.
 */
export async function pollEld(ctx: AppContext, loadId: number): Promise<number> {
  const [state] = await ctx.db
    .select()
    .from(loadTrackingStates)
    .where(eq(loadTrackingStates.loadId, loadId));
  if (!state?.eldVehicleId || !state.eldProvider) return 0;
  const provider = providerFor(ctx, state.eldProvider);
  let positions: Awaited<ReturnType<EldProvider['positionsSince']>>;
  try {
    if (!provider) throw new Error(`the ${state.eldProvider} provider is not configured`);
    positions = await provider.positionsSince(state.eldVehicleId, state.lastEldAt);
  } catch (error) {
    await ctx.db
      .update(loadTrackingStates)
      .set({
        eldError: error instanceof Error ? error.message : String(error),
        eldErrorAt: sql`now()`,
        eldPolledAt: sql`now()`,
      })
      .where(eq(loadTrackingStates.loadId, loadId));
    return 0;
  }
  positions.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return ctx.db.transaction(async (tx) => {
    const [load] = await tx
      .select({ status: loads.status })
      .from(loads)
      .where(eq(loads.id, loadId));
    if (!load || !MOVING_STATUSES.includes(load.status)) return 0;
    const result = await ingestPositions(ctx, tx, loadId, positions, 'eld');
    await tx
      .update(loadTrackingStates)
      .set({ eldPolledAt: sql`now()`, eldError: null, eldErrorAt: null })
      .where(eq(loadTrackingStates.loadId, loadId));
    return result.kept;
  });
}

/** POST /api/loads/{id}/eld: connects the load to a vehicle of an ELD provider. */
export async function connectEld(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
  input: { provider: string; vehicle_id: string },
) {
  const load = await loadOfParty(ctx.db, caller, loadId);
  if (!driverSide(load, caller)) throw forbidden('The carrier holding the load connects its ELD');
  if (!MOVING_STATUSES.includes(load.status))
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
