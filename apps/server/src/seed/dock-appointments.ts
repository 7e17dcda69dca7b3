import { bidRequest } from '@spotlane/shared/schemas/bids';
import { dockRequest, slotRules } from '@spotlane/shared/schemas/docks';
import { type LoadDetail, loadRequest } from '@spotlane/shared/schemas/loads';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { acceptBid, placeBid } from '../modules/bids/index.ts';
import {
  bookAppointment,
  checkStop,
  createDock,
  getSlots,
  putSlotRules,
} from '../modules/docks/index.ts';
import { createLoad } from '../modules/loads/index.ts';
import type { Caller } from '../platform/auth.ts';

const isoDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * PRODUCT.md 17 in the demo: the Chicago plant takes appointments at three doors; Rapid Freight
 * holds four loads leaving it today and tomorrow, each booked at a door. One truck is checked in,
 * one is late (its time passed, no arrival), so the shipper's /dock-schedule shows a working day
 * and the carrier's load page its booked slot.
 */
export async function seedDockAppointments(
  ctx: AppContext,
  shipper: Caller,
  carrier: Caller,
  places: { chicago: number; dallas: number; atlanta: number },
): Promise<void> {
  for (const [name, kind] of [
    ['Door 1', 'both'],
    ['Door 2', 'both'],
    ['Door 3', 'pickup'],
  ] as const)
    await createDock(ctx, shipper, places.chicago, dockRequest.parse({ name, kind }));
  const rules = (lead_hours: number) =>
    slotRules.parse({
      minutes: { live: 60, drop: 30, preload: 30 },
      lead_hours,
      horizon_days: 14,
      change_cutoff_hours: 12,
      closed_dates: [`${new Date().getUTCFullYear()}-12-25`],
    });
  // Booked as if made earlier (no lead time), then the plant's lead time of 2 hours applies.
  await putSlotRules(ctx, shipper, places.chicago, rules(0));

  const loads: LoadDetail[] = [];
  for (const [name, leave, to] of [
    ['Corrugated boxes', 0, places.dallas],
    ['Canned tomatoes', 0, places.atlanta],
    ['Copper wire', 1, places.dallas],
    ['Bottled water', 1, places.atlanta],
  ] as const) {
    const load = await createLoad(
      ctx,
      shipper,
      loadRequest.parse({
        name,
        origin_location_id: places.chicago,
        destination_location_id: to,
        date_to_leave: isoDate(leave),
        expected_delivery_date: isoDate(leave + 2),
        equipment_type: 'dry_van',
        weight_lbs: 36_000,
        target_rate: 240_000,
        load_value: 5_400_000,
        description: 'Book a door before you come: the plant takes appointments.',
        audience: { type: 'all' },
        award_rule: 'manual',
      }),
    );
    const bid = await placeBid(
      ctx,
      carrier,
      bidRequest.parse({
        load_id: load.id,
        amount: 236_000,
        pickup_date: load.date_to_leave,
        delivery_date: load.expected_delivery_date,
        notes: null,
      }),
    );
    await acceptBid(ctx, shipper, bid.id);
    loads.push(load);
  }

  const booked: Array<{ stopId: number; start: string }> = [];
  for (const [index, load] of loads.entries()) {
    const stopId = load.stops[0]?.id;
    if (!stopId) continue;
    // The first free slots from today (the next open day when the plant is closed now).
    for (let day = index < 2 ? 0 : 1; day < 8; day++) {
      const free = (
        await getSlots(ctx, carrier, places.chicago, {
          date: isoDate(day),
          load_id: load.id,
          loading_type: 'live',
        })
      ).results.filter((slot) => slot.docks_free > 0);
      const slot = free[index % 2 === 0 ? 0 : Math.min(2, free.length - 1)];
      if (!slot) continue;
      await bookAppointment(
        ctx,
        index % 2 ? shipper : carrier,
        stopId,
        {
          start: slot.start,
          loading_type: 'live',
        },
        'book',
      );
      booked.push({ stopId, start: slot.start });
      break;
    }
  }
  await putSlotRules(ctx, shipper, places.chicago, rules(2));

  const [late, arrived] = booked;
  // The first truck's time has come and gone without it: moved back as the story ages loads.
  if (late)
    await ctx.db.execute(sql`with moved as (
        update dock_appointments set starts_at = now() - interval '50 minutes',
          ends_at = now() + interval '10 minutes'
        where stop_id = ${late.stopId} returning stop_id)
      update load_stops s set appointment = to_char(
          (now() - interval '50 minutes') at time zone d.timezone, 'YYYY-MM-DD"T"HH24:MI')
        from delivery_locations d, moved
        where s.id = moved.stop_id and d.id = s.location_id`);
  if (arrived)
    await checkStop(ctx, shipper, arrived.stopId, 'arrived', {
      at: new Date(Math.min(Date.now(), Date.parse(arrived.start)) - 20 * 60_000).toISOString(),
      source: 'dock',
    });
}
