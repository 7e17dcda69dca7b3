import { type StopPlan, stopsFromSpec } from '@spotlane/shared/domain/stops';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loadStops } from '../../db/schema.ts';

/** A stop as a write names it: an id keeps that stop (and its arrival and departure). */
export type StopWrite = StopPlan & { id?: number | null };

type StopRow = typeof loadStops.$inferSelect;

/**
 * Makes a load's stop rows say `plans`, in order (PRODUCT.md 16). A stop keeps its row (its
 * id, which appointments and milestones name, and its arrival and departure) when the write
 * names its id, else when an unclaimed stop of the same type and location is there. Positions
 * may swap within the transaction: their unique key is checked at commit.
 */
export async function writeStops(tx: DbOrTx, loadId: number, plans: StopWrite[]): Promise<void> {
  const existing = await tx
    .select()
    .from(loadStops)
    .where(eq(loadStops.loadId, loadId))
    .orderBy(asc(loadStops.position));
  const claimed = new Set<number>();
  const matches: Array<StopRow | undefined> = plans.map((plan) => {
    const byId = plan.id ? existing.find((row) => row.id === plan.id) : undefined;
    if (byId) claimed.add(byId.id);
    return byId;
  });
  plans.forEach((plan, index) => {
    if (matches[index] || plan.id) return;
    const same = existing.find(
      (row) =>
        !claimed.has(row.id) && row.type === plan.type && row.locationId === plan.location_id,
    );
    if (same) {
      claimed.add(same.id);
      matches[index] = same;
    }
  });
  const gone = existing.filter((row) => !claimed.has(row.id)).map((row) => row.id);
  if (gone.length) await tx.delete(loadStops).where(inArray(loadStops.id, gone));
  for (const [position, plan] of plans.entries()) {
    const values = {
      position,
      type: plan.type,
      locationId: plan.location_id,
      date: plan.date,
      appointment: plan.appointment ?? null,
      // A field the write leaves out (the SPEC way has no windows) keeps what the stop had.
      ...(plan.window_start !== undefined && { windowStart: plan.window_start }),
      ...(plan.window_end !== undefined && { windowEnd: plan.window_end }),
      ...(plan.reference !== undefined && { reference: plan.reference }),
      ...(plan.notes !== undefined && { notes: plan.notes }),
    };
    const match = matches[position];
    if (match) {
      await tx
        .update(loadStops)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(loadStops.id, match.id));
    } else {
      await tx.insert(loadStops).values({ ...values, loadId });
    }
  }
}

/** A load written the SPEC way gets the two to four stops its fields stand for. */
export async function writeSpecStops(
  tx: DbOrTx,
  loadId: number,
  spec: Parameters<typeof stopsFromSpec>[0],
): Promise<void> {
  const plans = stopsFromSpec(spec);
  if (plans) await writeStops(tx, loadId, plans);
  else await tx.delete(loadStops).where(eq(loadStops.loadId, loadId));
}

/** The stops of some loads, in order, by load. */
export async function stopsOfLoads(tx: DbOrTx, loadIds: number[]): Promise<Map<number, StopRow[]>> {
  const byLoad = new Map<number, StopRow[]>();
  if (!loadIds.length) return byLoad;
  const rows = await tx
    .select()
    .from(loadStops)
    .where(inArray(loadStops.loadId, loadIds))
    .orderBy(asc(loadStops.loadId), asc(loadStops.position));
  for (const row of rows) {
    const list = byLoad.get(row.loadId) ?? [];
    list.push(row);
    byLoad.set(row.loadId, list);
  }
  return byLoad;
}
