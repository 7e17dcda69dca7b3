import {
  type Booking,
  type DayInput,
  daySlots,
  type LoadingType,
  nextFreeSlot,
} from '@spotlane/shared/domain/dock-slots';
import type { SlotsAnswer } from '@spotlane/shared/schemas/docks';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryLocations, dockAppointments, loadStops, loads } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { firstOrNotFound, notFound } from '../../platform/errors.ts';
import { docksOf, rulesOf, scheduleOf } from './setup.ts';
import { servingDocks } from './stops.ts';

const DAY = 86_400_000;
type LocationRow = typeof deliveryLocations.$inferSelect;

/** The bookings of some docks over [from, to), but the stop's own (a reschedule frees it). */
export async function bookingsOf(
  db: DbOrTx,
  dockIds: readonly number[],
  from: number,
  to: number,
  exceptStopId: number | null,
): Promise<Booking[]> {
  if (dockIds.length === 0) return [];
  const rows = await db
    .select()
    .from(dockAppointments)
    .where(
      and(
        inArray(dockAppointments.dockId, [...dockIds]),
        lt(dockAppointments.startsAt, new Date(to)),
        gt(dockAppointments.endsAt, new Date(from)),
        exceptStopId === null ? undefined : ne(dockAppointments.stopId, exceptStopId),
      ),
    );
  return rows.map((row) => ({
    dock_id: row.dockId,
    start: row.startsAt.getTime(),
    end: row.endsAt.getTime(),
  }));
}

/** What the slot computation needs of a location for one stop (its docks, rules and hours). */
export async function slotInput(
  db: DbOrTx,
  location: LocationRow,
  stopType: 'pickup' | 'delivery' | null,
  equipmentType: string | null,
  loadingType: LoadingType,
  now: number,
): Promise<Omit<DayInput, 'date' | 'bookings'>> {
  const [rules, schedule, all] = [
    await rulesOf(db, location.id),
    await scheduleOf(db, location.id),
    await docksOf(db, location.id),
  ];
  const serving = stopType
    ? servingDocks(all, stopType, equipmentType)
    : all.filter((dock) => dock.active);
  return {
    timeZone: location.timezone,
    schedule,
    rules,
    loadingType,
    docks: serving.map((dock) => dock.id),
    now,
  };
}

/** The day's slots of a location for a stop, with their free docks. */
export async function slotsOn(
  db: DbOrTx,
  input: Omit<DayInput, 'date' | 'bookings'>,
  date: string,
  exceptStopId: number | null,
) {
  const from = Date.parse(`${date}T00:00:00Z`) - DAY;
  const bookings = await bookingsOf(db, input.docks, from, from + 3 * DAY, exceptStopId);
  return daySlots({ ...input, date, bookings });
}

/** PRODUCT.md 17's `next_free` after a taken start (ISO), or null within the horizon. */
export async function nextFree(
  db: DbOrTx,
  input: Omit<DayInput, 'date' | 'bookings'>,
  after: number,
  exceptStopId: number | null,
): Promise<string | null> {
  const to = input.now + (input.rules.horizon_days + 2) * DAY;
  const bookings = await bookingsOf(db, input.docks, after - DAY, to, exceptStopId);
  const slot = nextFreeSlot(after, input, bookings);
  return slot ? new Date(slot.start).toISOString() : null;
}

/**
 * GET /api/locations/{id}/slots: the shipper's own location, or (for the carrier that holds
 * `load_id`) a location one of that load's stops names. Others are 404.
 */
export async function getSlots(
  ctx: AppContext,
  caller: Caller,
  locationId: number,
  query: { date: string; load_id?: number | undefined; loading_type: LoadingType },
): Promise<SlotsAnswer> {
  const location = firstOrNotFound(
    await ctx.db.select().from(deliveryLocations).where(eq(deliveryLocations.id, locationId)),
    'Location not found',
  );
  let stopType: 'pickup' | 'delivery' | null = null;
  let equipmentType: string | null = null;
  let stopId: number | null = null;
  if (query.load_id !== undefined) {
    const [found] = await ctx.db
      .select({ load: loads, stop: loadStops })
      .from(loads)
      .innerJoin(loadStops, eq(loadStops.loadId, loads.id))
      .where(and(eq(loads.id, query.load_id), eq(loadStops.locationId, locationId)));
    const mine =
      found &&
      (found.load.accountId === caller.account.id ||
        found.load.assignedAccountId === caller.account.id);
    if (!found || !mine) throw notFound('Load not found');
    stopType = found.stop.type;
    equipmentType = found.load.equipmentType;
    stopId = found.stop.id;
  } else if (location.accountId !== caller.account.id) {
    throw notFound('Location not found');
  }
  const shipmentProcess = location.shipmentProcess === 'fcfs' ? 'fcfs' : 'appointment';
  if (shipmentProcess === 'fcfs')
    return { results: [], timezone: location.timezone, shipment_process: shipmentProcess };
  const input = await slotInput(
    ctx.db,
    location,
    stopType,
    equipmentType,
    query.loading_type,
    Date.now(),
  );
  const slots = await slotsOn(ctx.db, input, query.date, stopId);
  return {
    results: slots.map((slot) => ({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
      docks_free: slot.docks_free,
    })),
    timezone: location.timezone,
    shipment_process: shipmentProcess,
  };
}
