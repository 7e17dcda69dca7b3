import { DEFAULT_SLOT_RULES, type SlotRules } from '@spotlane/shared/domain/dock-slots';
import type { Dock, DockRequest, SlotRulesBody } from '@spotlane/shared/schemas/docks';
import { dockRequest, slotRules as slotRulesSchema } from '@spotlane/shared/schemas/docks';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  deliveryLocations,
  dockAppointments,
  docks,
  locationSchedules,
  slotRules,
} from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { conflict, firstOrNotFound } from '../../platform/errors.ts';

type DockRow = typeof docks.$inferSelect;
type LocationRow = typeof deliveryLocations.$inferSelect;

export const toDock = (row: DockRow): Dock => ({
  id: row.id,
  location_id: row.locationId,
  name: row.name,
  kind: row.kind,
  equipment_types: row.equipmentTypes,
  active: row.active,
});

/** One of the caller's (shipper's) locations, or 404. */
export async function ownLocation(db: DbOrTx, caller: Caller, id: number): Promise<LocationRow> {
  return firstOrNotFound(
    await db
      .select()
      .from(deliveryLocations)
      .where(
        and(
          eq(deliveryLocations.id, id),
          eq(deliveryLocations.accountId, caller.account.id),
          isNull(deliveryLocations.archivedAt),
        ),
      ),
    'Location not found',
  );
}

/** PRODUCT.md 17's slot rules of a location: its own row, else the defaults. */
export async function rulesOf(db: DbOrTx, locationId: number): Promise<SlotRules> {
  const [row] = await db.select().from(slotRules).where(eq(slotRules.locationId, locationId));
  if (!row) return DEFAULT_SLOT_RULES;
  return {
    minutes: { live: row.liveMinutes, drop: row.dropMinutes, preload: row.preloadMinutes },
    lead_hours: row.leadHours,
    horizon_days: row.horizonDays,
    change_cutoff_hours: row.changeCutoffHours,
    closed_dates: [...row.closedDates].sort(),
  };
}

/** The location's SPEC 3.8 hours as the slot computation reads them. */
export async function scheduleOf(db: DbOrTx, locationId: number) {
  const rows = await db
    .select()
    .from(locationSchedules)
    .where(eq(locationSchedules.locationId, locationId));
  return rows.map((row) => ({
    schedule_type: 'weekday' as const,
    weekday: row.weekday,
    is_holiday: row.isHoliday,
    intervals: [{ start_time: row.startTime, end_time: row.endTime }],
  }));
}

export async function docksOf(db: DbOrTx, locationId: number): Promise<DockRow[]> {
  return db.select().from(docks).where(eq(docks.locationId, locationId)).orderBy(asc(docks.id));
}

export async function listDocks(ctx: AppContext, caller: Caller, locationId: number) {
  await ownLocation(ctx.db, caller, locationId);
  const rows = await docksOf(ctx.db, locationId);
  return { results: rows.map(toDock), count: rows.length };
}

export async function createDock(
  ctx: AppContext,
  caller: Caller,
  locationId: number,
  input: DockRequest,
): Promise<Dock> {
  const body = dockRequest.parse(input);
  await ownLocation(ctx.db, caller, locationId);
  const [row] = await ctx.db
    .insert(docks)
    .values({
      accountId: caller.account.id,
      locationId,
      name: body.name,
      kind: body.kind,
      equipmentTypes: body.equipment_types,
      active: body.active,
    })
    .returning();
  if (!row) throw new Error('the dock was not saved');
  return toDock(row);
}

const ownDock = (id: number, caller: Caller) =>
  and(eq(docks.id, id), eq(docks.accountId, caller.account.id));

export async function updateDock(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: DockRequest,
): Promise<Dock> {
  const body = dockRequest.parse(input);
  const [row] = await ctx.db
    .update(docks)
    .set({
      name: body.name,
      kind: body.kind,
      equipmentTypes: body.equipment_types,
      active: body.active,
      updatedAt: sql`now()`,
    })
    .where(ownDock(id, caller))
    .returning();
  return toDock(firstOrNotFound(row ? [row] : [], 'Dock not found'));
}

/** A dock with booked appointments ahead is kept (set it inactive instead): 409 InUse. */
export async function deleteDock(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    firstOrNotFound(
      await tx.select().from(docks).where(ownDock(id, caller)).for('update'),
      'Dock not found',
    );
    const [ahead] = await tx
      .select({ id: dockAppointments.id })
      .from(dockAppointments)
      .where(and(eq(dockAppointments.dockId, id), sql`${dockAppointments.endsAt} > now()`))
      .limit(1);
    if (ahead)
      throw conflict('InUse', 'This dock has booked appointments ahead: set it inactive instead');
    await tx.delete(dockAppointments).where(eq(dockAppointments.dockId, id));
    await tx.delete(docks).where(eq(docks.id, id));
  });
}

export async function getSlotRules(ctx: AppContext, caller: Caller, locationId: number) {
  await ownLocation(ctx.db, caller, locationId);
  return rulesOf(ctx.db, locationId);
}

export async function putSlotRules(
  ctx: AppContext,
  caller: Caller,
  locationId: number,
  input: SlotRulesBody,
): Promise<SlotRules> {
  const body = slotRulesSchema.parse(input);
  await ownLocation(ctx.db, caller, locationId);
  const values = {
    accountId: caller.account.id,
    liveMinutes: body.minutes.live,
    dropMinutes: body.minutes.drop,
    preloadMinutes: body.minutes.preload,
    leadHours: body.lead_hours,
    horizonDays: body.horizon_days,
    changeCutoffHours: body.change_cutoff_hours,
    closedDates: [...new Set(body.closed_dates)].sort(),
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(slotRules)
    .values({ locationId, ...values })
    .onConflictDoUpdate({ target: slotRules.locationId, set: values });
  return rulesOf(ctx.db, locationId);
}
