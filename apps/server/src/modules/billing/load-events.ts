import { tonuCents } from '@spotlane/shared/domain/accessorials';
import { isCancelled } from '@spotlane/shared/domain/load-status';
import type { Accessorial } from '@spotlane/shared/schemas/billing';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryLocations, driverLinks, loadStops, loads } from '../../db/schema.ts';
import { insertLine, recordDetention, toAccessorial } from './accessorials.ts';
import { termsForLoad } from './terms.ts';

/**
 * PRODUCT.md 19: detention computes itself at a stop's departure. Whoever records the
 * departure (the driver link, a geofence, the dock's check-out) calls this in its transaction
 * with the stop's id; the stop's times, appointment and its location's zone are read here.
 */
export async function recordDetentionAtDeparture(
  ctx: AppContext,
  tx: DbOrTx,
  stopId: number,
): Promise<Accessorial | null> {
  const [stop] = await tx
    .select({
      id: loadStops.id,
      loadId: loadStops.loadId,
      appointment: loadStops.appointment,
      timeZone: deliveryLocations.timezone,
      arrivedAt: loadStops.arrivedAt,
      departedAt: loadStops.departedAt,
      arrivalSource: loadStops.arrivalSource,
      departureSource: loadStops.departureSource,
    })
    .from(loadStops)
    .innerJoin(deliveryLocations, eq(deliveryLocations.id, loadStops.locationId))
    .where(eq(loadStops.id, stopId));
  if (!stop?.departedAt) return null;
  return recordDetention(ctx, tx, stop);
}

/**
 * PRODUCT.md 19, TONU: a shipper cancelling an awarded load after the carrier was dispatched
 * (a driver named for it, or a stop reached) owes the truck-order-not-used amount, as a
 * pending line. Called in the cancellation's transaction; a load is cancelled only once.
 */
export async function recordTonuOnCancel(
  ctx: AppContext,
  tx: DbOrTx,
  change: { loadId: number; status: string; byUserId: number },
): Promise<Accessorial | null> {
  if (!isCancelled(change.status)) return null;
  const [load] = await tx.select().from(loads).where(eq(loads.id, change.loadId));
  if (!load?.assignedAccountId) return null;
  const [driver] = await tx
    .select({ id: driverLinks.id })
    .from(driverLinks)
    .where(eq(driverLinks.loadId, load.id))
    .limit(1);
  const [reached] = await tx
    .select({ id: loadStops.id })
    .from(loadStops)
    .where(and(eq(loadStops.loadId, load.id), isNotNull(loadStops.arrivedAt)))
    .limit(1);
  const terms = await termsForLoad(tx, load);
  const amount = tonuCents({ awarded: true, dispatched: Boolean(driver || reached) }, terms);
  if (amount <= 0) return null;
  const row = await insertLine(ctx, tx, load, {
    type: 'tonu',
    amountCents: amount,
    note: 'Cancelled after the carrier was dispatched',
    source: 'auto',
    createdByUserId: change.byUserId,
  });
  return row ? toAccessorial(row) : null;
}
