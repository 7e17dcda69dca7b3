import { addDays } from '@spotlane/shared/domain/dock-slots';
import { zonedInstant } from '@spotlane/shared/domain/zoned-time';
import type { DockSchedule } from '@spotlane/shared/schemas/docks';
import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { accounts, dockAppointments, loadStops, loads } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { docksOf, ownLocation, toDock } from './setup.ts';

const dayStart = (date: string, timeZone: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zonedInstant({ year, month, day }, 0, timeZone);
};

/**
 * GET /api/dock_schedule (PRODUCT.md 17): one of the shipper's locations on one local day, its
 * docks, the appointments booked on them with their loads and carriers, whether each truck
 * came (and left), who is late (not arrived, start passed), and the day's arrivals.
 */
export async function dockSchedule(
  ctx: AppContext,
  caller: Caller,
  query: { location_id: number; date: string },
): Promise<DockSchedule> {
  const location = await ownLocation(ctx.db, caller, query.location_id);
  const from = new Date(dayStart(query.date, location.timezone));
  const to = new Date(dayStart(addDays(query.date, 1), location.timezone));
  const docks = await docksOf(ctx.db, location.id);
  const booked = await ctx.db
    .select({
      appointment: dockAppointments,
      stop: loadStops,
      load: loads,
      carrier: accounts.companyName,
    })
    .from(dockAppointments)
    .innerJoin(loadStops, eq(loadStops.id, dockAppointments.stopId))
    .innerJoin(loads, eq(loads.id, dockAppointments.loadId))
    .leftJoin(accounts, eq(accounts.id, loads.assignedAccountId))
    .where(
      and(
        eq(dockAppointments.locationId, location.id),
        eq(dockAppointments.shipperAccountId, caller.account.id),
        gte(dockAppointments.startsAt, from),
        lt(dockAppointments.startsAt, to),
      ),
    )
    .orderBy(asc(dockAppointments.startsAt), asc(dockAppointments.dockId));
  const arrived = await ctx.db
    .select({ stop: loadStops, identifier: loads.identifier })
    .from(loadStops)
    .innerJoin(loads, eq(loads.id, loadStops.loadId))
    .where(
      and(
        eq(loadStops.locationId, location.id),
        eq(loads.accountId, caller.account.id),
        isNotNull(loadStops.arrivedAt),
        gte(loadStops.arrivedAt, from),
        lt(loadStops.arrivedAt, to),
      ),
    )
    .orderBy(asc(loadStops.arrivedAt));
  const now = Date.now();
  return {
    location: { id: location.id, name: location.name, timezone: location.timezone },
    date: query.date,
    docks: docks.map(toDock),
    appointments: booked.map(({ appointment, stop, load, carrier }) => ({
      stop_id: stop.id,
      load_id: load.id,
      identifier: load.identifier,
      load_name: load.name,
      carrier,
      type: stop.type,
      dock_id: appointment.dockId,
      start: appointment.startsAt.toISOString(),
      end: appointment.endsAt.toISOString(),
      loading_type: appointment.loadingType,
      arrived_at: stop.arrivedAt?.toISOString() ?? null,
      departed_at: stop.departedAt?.toISOString() ?? null,
      arrival_source: stop.arrivalSource,
      departure_source: stop.departureSource,
      late: !stop.arrivedAt && appointment.startsAt.getTime() < now,
    })),
    arrivals: arrived.map(({ stop, identifier }) => ({
      stop_id: stop.id,
      load_id: stop.loadId,
      identifier,
      arrived_at: (stop.arrivedAt as Date).toISOString(),
      departed_at: stop.departedAt?.toISOString() ?? null,
    })),
  };
}
