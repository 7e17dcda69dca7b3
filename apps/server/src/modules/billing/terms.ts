import {
  type AccessorialTerms,
  DEFAULT_TERMS,
  EMPTY_LANE_TERMS,
  effectiveTerms,
  type LaneAccessorialTerms,
} from '@spotlane/shared/domain/accessorials';
import type { ScheduleEntry } from '@spotlane/shared/domain/hours';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  accessorialTerms,
  deliveryLocations,
  laneAccessorialTerms,
  lanes,
  type loads,
  locationSchedules,
} from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { firstOrNotFound } from '../../platform/errors.ts';

/** PRODUCT.md 19: the shipper's accessorial terms (defaults until it saves its own). */
export async function shipperTerms(db: DbOrTx, accountId: number): Promise<AccessorialTerms> {
  const [row] = await db
    .select({ terms: accessorialTerms.terms })
    .from(accessorialTerms)
    .where(eq(accessorialTerms.accountId, accountId));
  return row ? { ...DEFAULT_TERMS, ...row.terms } : DEFAULT_TERMS;
}

export async function getTerms(db: DbOrTx, caller: Caller): Promise<AccessorialTerms> {
  return shipperTerms(db, caller.account.id);
}

export async function putTerms(
  db: DbOrTx,
  caller: Caller,
  terms: AccessorialTerms,
): Promise<AccessorialTerms> {
  await db
    .insert(accessorialTerms)
    .values({ accountId: caller.account.id, terms })
    .onConflictDoUpdate({
      target: accessorialTerms.accountId,
      set: { terms, updatedAt: sql`now()` },
    });
  return terms;
}

async function ownLane(db: DbOrTx, caller: Caller, laneId: number) {
  return firstOrNotFound(
    await db
      .select({ id: lanes.id })
      .from(lanes)
      .where(and(eq(lanes.id, laneId), eq(lanes.accountId, caller.account.id))),
    'Lane not found',
  );
}

export async function getLaneTerms(
  db: DbOrTx,
  caller: Caller,
  laneId: number,
): Promise<LaneAccessorialTerms> {
  await ownLane(db, caller, laneId);
  const [row] = await db
    .select({ terms: laneAccessorialTerms.terms })
    .from(laneAccessorialTerms)
    .where(eq(laneAccessorialTerms.laneId, laneId));
  return row?.terms ?? EMPTY_LANE_TERMS;
}

export async function putLaneTerms(
  db: DbOrTx,
  caller: Caller,
  laneId: number,
  terms: LaneAccessorialTerms,
): Promise<LaneAccessorialTerms> {
  await ownLane(db, caller, laneId);
  await db
    .insert(laneAccessorialTerms)
    .values({ laneId, accountId: caller.account.id, terms })
    .onConflictDoUpdate({
      target: laneAccessorialTerms.laneId,
      set: { terms, updatedAt: sql`now()` },
    });
  return terms;
}

/** The terms a load runs under: its lane's where set, else its shipper's. */
export async function termsForLoad(
  db: DbOrTx,
  load: { accountId: number; laneId: number | null },
): Promise<AccessorialTerms> {
  const shipper = await shipperTerms(db, load.accountId);
  if (load.laneId === null) return shipper;
  const [row] = await db
    .select({ terms: laneAccessorialTerms.terms })
    .from(laneAccessorialTerms)
    .where(eq(laneAccessorialTerms.laneId, load.laneId));
  return effectiveTerms(shipper, row?.terms ?? null);
}

/** The shipper's clock: the hours and time zone of the load's first pickup location. */
export async function shipperClock(
  db: DbOrTx,
  load: Pick<typeof loads.$inferSelect, 'originLocationId'>,
): Promise<{ schedule: ScheduleEntry[]; timeZone: string }> {
  if (!load.originLocationId) return { schedule: [], timeZone: 'America/Chicago' };
  const [location] = await db
    .select({ timezone: deliveryLocations.timezone })
    .from(deliveryLocations)
    .where(eq(deliveryLocations.id, load.originLocationId));
  const days = await db
    .select()
    .from(locationSchedules)
    .where(eq(locationSchedules.locationId, load.originLocationId));
  return {
    timeZone: location?.timezone ?? 'America/Chicago',
    schedule: days.map((day) => ({
      schedule_type: 'weekday' as const,
      weekday: day.weekday,
      is_holiday: day.isHoliday,
      intervals: [{ start_time: day.startTime.slice(0, 5), end_time: day.endTime.slice(0, 5) }],
    })),
  };
}
