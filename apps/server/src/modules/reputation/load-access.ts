import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryLocations, loadStatusHistory, loadStops, loads } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { carrierMaySeeLoad } from '../loads/index.ts';

export type LoadRow = typeof loads.$inferSelect;

/**
 * The load as the caller may see it (its shipper, or a carrier of its audience, a bidder or its
 * holder); any other caller gets 404, never a hint that it exists (PRODUCT.md 21, 6).
 */
export async function visibleLoad(db: DbOrTx, caller: Caller, loadId: number): Promise<LoadRow> {
  const me = caller.account.id;
  const seen =
    caller.account.type === 'carrier'
      ? sql`exists (select 1 from loads l where l.id = ${loadId} and ${carrierMaySeeLoad(me)})`
      : sql`true`;
  const [load] = await db
    .select()
    .from(loads)
    .where(
      and(eq(loads.id, loadId), caller.account.type === 'carrier' ? seen : eq(loads.accountId, me)),
    );
  if (!load) throw notFound('Load not found');
  return load;
}

/** The side the caller is on for a load: its shipper, its holder, or neither. */
export function sideOf(load: LoadRow, caller: Caller): 'shipper' | 'carrier' | null {
  if (load.accountId === caller.account.id) return 'shipper';
  if (load.assignedAccountId !== null && load.assignedAccountId === caller.account.id)
    return 'carrier';
  return null;
}

/** When the load was delivered (its last move to `delivered`), or null. */
export async function deliveredAt(db: DbOrTx, load: LoadRow): Promise<Date | null> {
  if (load.status !== 'delivered') return null;
  const [row] = await db
    .select({ at: loadStatusHistory.createdAt })
    .from(loadStatusHistory)
    .where(and(eq(loadStatusHistory.loadId, load.id), eq(loadStatusHistory.status, 'delivered')))
    .orderBy(desc(loadStatusHistory.id))
    .limit(1);
  return row?.at ?? load.updatedAt;
}

/** The facilities a load visits, in stop order, with their owners and time zones. */
export async function facilitiesOf(db: DbOrTx, load: LoadRow) {
  const loadId = load.id;
  let rows = await db
    .select({
      id: deliveryLocations.id,
      name: deliveryLocations.name,
      accountId: deliveryLocations.accountId,
      timezone: deliveryLocations.timezone,
      type: loadStops.type,
    })
    .from(loadStops)
    .innerJoin(deliveryLocations, eq(deliveryLocations.id, loadStops.locationId))
    .where(eq(loadStops.loadId, loadId))
    .orderBy(loadStops.position);
  if (rows.length === 0) {
    // A load written before stops existed: its origin and destination are its facilities.
    const ends = [load.originLocationId, load.destinationLocationId].filter(
      (id): id is number => id !== null,
    );
    const found = ends.length
      ? await db.select().from(deliveryLocations).where(inArray(deliveryLocations.id, ends))
      : [];
    rows = ends.flatMap((id, index) => {
      const row = found.find((entry) => entry.id === id);
      return row
        ? [
            {
              id: row.id,
              name: row.name,
              accountId: row.accountId,
              timezone: row.timezone,
              type: index === 0 ? ('pickup' as const) : ('delivery' as const),
            },
          ]
        : [];
    });
  }
  return rows.filter((row, index) => rows.findIndex((other) => other.id === row.id) === index);
}
