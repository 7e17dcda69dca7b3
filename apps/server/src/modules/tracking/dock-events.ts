import type { StopSource } from '@spotlane/shared/schemas/tracking';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { loads } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { applyStopEvent, lockedState } from './ingest.ts';
import { stopsOfLoad } from './stops.ts';

/**
 * PRODUCT.md 17: a check-in or check-out recorded by a person (the shipper's dock staff, the
 * carrier's dispatcher) at a stop. It goes the one way every arrival and departure goes
 * (applyStopEvent: once per stop, the load's milestones, detention on departure), under the
 * load's tracking lock, like the driver's taps and the geofences. Answers whether it was
 * recorded now (false: the stop already had it, the first one stands).
 */
export async function recordCheck(
  ctx: AppContext,
  tx: DbOrTx,
  loadId: number,
  stopId: number,
  event: 'arrived' | 'departed',
  source: StopSource,
  at: Date,
): Promise<boolean> {
  await lockedState(tx, loadId);
  const [load] = await tx.select().from(loads).where(eq(loads.id, loadId));
  if (!load) return false;
  const stops = await stopsOfLoad(tx, load);
  const stop = stops.find((entry) => entry.id === stopId);
  if (!stop) return false;
  if (event === 'departed' && !stop.arrived_at)
    throw AppError.of(409, 'InvalidTransition', 'Check the truck in before checking it out');
  if (event === 'departed' && stop.arrived_at && at < new Date(stop.arrived_at))
    throw AppError.of(400, 'ValidationError', 'The check-out is before the check-in', 'at');
  return applyStopEvent(
    ctx,
    tx,
    loadId,
    stops,
    { stop_id: stopId, event, at: at.toISOString() },
    source,
    true,
  );
}
