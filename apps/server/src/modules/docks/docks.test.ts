import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as docks from '../../../test/docks.ts';
import {
  expectErrorShape,
  expectSignInRequired,
  fileAppContext,
  fileTestContext,
} from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';
import { remind } from './jobs.ts';

const HOUR = 3_600_000;

/** PRODUCT.md 17: docks, slot rules, slots, booking with its refusals, check-in/out, the schedule. */
describe('dock appointments', () => {
  const ctx = fileTestContext({ TRUST_PROXY: 'true' });
  const app = fileAppContext(ctx);

  it('asks for a sign-in on every endpoint', async () => {
    const rules = {
      minutes: { live: 60, drop: 30, preload: 30 },
      lead_hours: 24,
      horizon_days: 14,
      change_cutoff_hours: 12,
      closed_dates: [],
    };
    const start = { start: '2026-12-02T14:00:00.000Z', loading_type: 'live' };
    await expectSignInRequired(ctx, [
      ['GET', '/api/locations/1/docks'],
      ['POST', '/api/locations/1/docks', { name: 'Door 1' }],
      ['PUT', '/api/docks/1', { name: 'Door 1' }],
      ['DELETE', '/api/docks/1'],
      ['GET', '/api/locations/1/slot_rules'],
      ['PUT', '/api/locations/1/slot_rules', rules],
      ['GET', '/api/locations/1/slots?date=2026-12-01'],
      ['POST', '/api/stops/1/appointment', start],
      ['PUT', '/api/stops/1/appointment', start],
      ['DELETE', '/api/stops/1/appointment'],
      ['POST', '/api/stops/1/check_in', { source: 'dock' }],
      ['POST', '/api/stops/1/check_out', { source: 'dock' }],
      ['GET', '/api/dock_schedule?location_id=1&date=2026-12-01'],
    ]);
  });

  it('keeps docks and slot rules per location, the defaults first, another account 404', async () => {
    const { shipper, dock } = await docks.appointmentScene(ctx);
    const rules = await shipper.client.get(`/api/locations/${shipper.origin}/slot_rules`);
    expect(rules.body).toEqual({
      minutes: { live: 60, drop: 30, preload: 30 },
      lead_hours: 24,
      horizon_days: 14,
      change_cutoff_hours: 12,
      closed_dates: [],
    });
    const changed = await shipper.client.put(`/api/locations/${shipper.origin}/slot_rules`, {
      ...rules.body,
      lead_hours: 2,
      closed_dates: ['2026-12-25', '2026-12-24', '2026-12-25'],
    });
    expect(changed.statusCode, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.closed_dates).toEqual(['2026-12-24', '2026-12-25']);
    const bad = await shipper.client.put(`/api/locations/${shipper.origin}/slot_rules`, {
      ...rules.body,
      minutes: { live: 5, drop: 30, preload: 30 },
    });
    expect(bad.statusCode).toBe(400);
    expectErrorShape(bad.body);

    const renamed = await shipper.client.put(`/api/docks/${dock.id}`, {
      name: 'Door 7',
      kind: 'pickup',
      equipment_types: ['flatbed'],
    });
    expect(renamed.body).toMatchObject({ name: 'Door 7', kind: 'pickup', active: true });
    const listed = await shipper.client.get(`/api/locations/${shipper.origin}/docks`);
    expect(listed.body.count).toBe(1);

    const other = await market.shipperWithLocations(ctx, 'Other Shipper');
    for (const [method, url, body] of [
      ['GET', `/api/locations/${shipper.origin}/docks`],
      ['POST', `/api/locations/${shipper.origin}/docks`, { name: 'Mine' }],
      ['PUT', `/api/docks/${dock.id}`, { name: 'Mine' }],
      ['DELETE', `/api/docks/${dock.id}`],
      ['GET', `/api/locations/${shipper.origin}/slot_rules`],
      ['GET', `/api/locations/${shipper.origin}/slots?date=${market.day(3)}`],
      ['GET', `/api/dock_schedule?location_id=${shipper.origin}&date=${market.day(3)}`],
    ] as const) {
      const answer = await other.client.request(method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await shipper.client.delete(`/api/docks/${dock.id}`)).statusCode).toBe(204);
  });

  it('lets the carrier book a slot after the award: the stop, the load and a new rate confirmation follow', async () => {
    const { shipper, carrier } = await docks.appointmentScene(ctx);
    const { loadId, pickupStopId } = await docks.awardedLoad(shipper, carrier);
    const free = await docks.slots(carrier, shipper.origin, market.day(3), loadId);
    expect(free.length).toBeGreaterThan(10);
    expect(free[0]?.docks_free).toBe(1);
    const slot = free[2] as { start: string; end: string };
    const booked = await carrier.client.post(`/api/stops/${pickupStopId}/appointment`, {
      start: slot.start,
      loading_type: 'live',
    });
    expect(booked.statusCode, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.appointment).toBe(`${market.day(3)}T07:00`);
    expect(booked.body.booking).toMatchObject({ start: slot.start, loading_type: 'live' });
    const load = await shipper.client.get(`/api/loads/${loadId}`);
    expect(load.body.appointment_pickup).toBe(`${market.day(3)}T07:00`);
    const versions = await market.rows<{ version: number }>(
      ctx,
      sql`select version from rate_confirmations where load_id = ${loadId} order by version`,
    );
    expect(versions.map((row) => row.version)).toEqual([1, 2]);
    expect(await market.notificationTitles(ctx, shipper)).toContain(
      `Dock appointment booked on "Steel coils"`,
    );
    const events = await market.rows<{ account_id: number }>(
      ctx,
      sql`select account_id from events where type = 'appointment' and payload->>'load_id' = ${String(loadId)}`,
    );
    expect(events).toHaveLength(2);
    // The slot is now full for the next load.
    const after = await docks.slots(carrier, shipper.origin, market.day(3), loadId);
    expect(after.find((entry) => entry.start === slot.start)?.docks_free).toBe(1);
  });

  it('refuses bad times with the reason, fcfs locations, strangers and loads not awarded', async () => {
    const { shipper, carrier } = await docks.appointmentScene(ctx);
    const { loadId, pickupStopId, deliveryStopId } = await docks.awardedLoad(shipper, carrier);
    const free = await docks.slots(carrier, shipper.origin, market.day(3), loadId);
    const first = Date.parse((free[0] as { start: string }).start);
    const book = (start: number | string, stopId = pickupStopId, who = carrier) =>
      who.client.post(`/api/stops/${stopId}/appointment`, {
        start: typeof start === 'number' ? new Date(start).toISOString() : start,
        loading_type: 'live',
      });
    const reasonOf = (answer: { body: { errors: Array<{ reasons?: string[] }> } }) =>
      answer.body.errors[0]?.reasons?.[0];
    const offGrid = await book(first + 10 * 60_000);
    expect(offGrid.statusCode).toBe(400);
    expect(reasonOf(offGrid)).toBe('outside_hours');
    const night = await book(first - 3 * HOUR);
    expect(reasonOf(night)).toBe('outside_hours');
    expect(reasonOf(await book(first + 20 * 24 * HOUR))).toBe('past_horizon');
    const soon = await docks.slots(carrier, shipper.origin, market.day(1), loadId);
    const tomorrowEarly = Date.parse(`${market.day(0)}T12:00:00Z`);
    expect(reasonOf(await book(tomorrowEarly))).toBe('inside_lead_time');
    expect(soon.every((slot) => Date.parse(slot.start) >= Date.now() + 24 * HOUR)).toBe(true);
    const rules = await shipper.client.get(`/api/locations/${shipper.origin}/slot_rules`);
    await shipper.client.put(`/api/locations/${shipper.origin}/slot_rules`, {
      ...rules.body,
      closed_dates: [market.day(3)],
    });
    expect(reasonOf(await book(first))).toBe('closed_date');
    await shipper.client.put(`/api/locations/${shipper.origin}/slot_rules`, rules.body);

    // The delivery location is first come, first served.
    await docks.setHours(shipper, shipper.destination, '06:00', '18:00', 'fcfs');
    const fcfs = await book(first, deliveryStopId);
    expect(fcfs.statusCode).toBe(400);
    expect(fcfs.body.errors[0].message).toMatch(/first come, first served/);

    const stranger = await market.registerCarrier(ctx, 'Stranger Freight');
    expect((await book(first, pickupStopId, stranger)).statusCode).toBe(404);
    const open = await market.createShipment(shipper);
    const openStops = (await shipper.client.get(`/api/loads/${open.id}`)).body.stops;
    expect((await book(first, openStops[0].id, shipper)).statusCode).toBe(409);
  });

  it('answers a taken slot with 409 SlotTaken and the next free one, and changes only before the cutoff', async () => {
    const { shipper, carrier } = await docks.appointmentScene(ctx);
    const a = await docks.awardedLoad(shipper, carrier);
    const b = await docks.awardedLoad(shipper, carrier);
    const free = await docks.slots(carrier, shipper.origin, market.day(3), a.loadId);
    const start = (free[0] as { start: string }).start;
    const first = await carrier.client.post(`/api/stops/${a.pickupStopId}/appointment`, { start });
    expect(first.statusCode).toBe(200);
    const second = await shipper.client.post(`/api/stops/${b.pickupStopId}/appointment`, { start });
    expect(second.statusCode).toBe(409);
    expect(second.body.errors[0]).toMatchObject({
      code: 'SlotTaken',
      next_free: new Date(Date.parse(start) + HOUR).toISOString(),
    });
    // A reschedule frees the stop's own time; a cancel clears the stop's appointment.
    const later = (free[4] as { start: string }).start;
    const moved = await carrier.client.put(`/api/stops/${a.pickupStopId}/appointment`, {
      start: later,
    });
    expect(moved.statusCode, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.booking.start).toBe(later);
    expect(
      (await shipper.client.post(`/api/stops/${b.pickupStopId}/appointment`, { start })).statusCode,
    ).toBe(200);
    const cancelled = await carrier.client.delete(`/api/stops/${a.pickupStopId}/appointment`);
    expect(cancelled.body).toMatchObject({ appointment: null, booking: null });
    expect(await market.notificationTitles(ctx, shipper)).toContain(
      `Dock appointment cancelled on "Steel coils"`,
    );

    // Inside the cutoff: the appointment moved to within 12 hours by the database's clock.
    await ctx.database.db.execute(
      sql`update dock_appointments set starts_at = now() + interval '2 hours', ends_at = now() + interval '3 hours' where stop_id = ${b.pickupStopId}`,
    );
    const late = await shipper.client.delete(`/api/stops/${b.pickupStopId}/appointment`);
    expect(late.statusCode).toBe(409);
    expect(late.body.errors[0].code).toBe('PastCutoff');
    const lateMove = await shipper.client.put(`/api/stops/${b.pickupStopId}/appointment`, {
      start: later,
    });
    expect(lateMove.body.errors[0].code).toBe('PastCutoff');
  });

  it('checks a truck in and out (never in the future), feeds detention, and shows the dock schedule', async () => {
    const { shipper, carrier } = await docks.appointmentScene(ctx);
    const { loadId, pickupStopId, deliveryStopId } = await docks.awardedLoad(shipper, carrier);
    const free = await docks.slots(carrier, shipper.origin, market.day(3), loadId);
    const start = (free[0] as { start: string }).start;
    await carrier.client.post(`/api/stops/${pickupStopId}/appointment`, { start });

    const future = await shipper.client.post(`/api/stops/${pickupStopId}/check_in`, {
      at: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    const outFirst = await shipper.client.post(`/api/stops/${pickupStopId}/check_out`, {});
    expect(outFirst.statusCode).toBe(409);
    const stranger = await market.registerCarrier(ctx, 'Nosy Freight');
    expect((await stranger.client.post(`/api/stops/${pickupStopId}/check_in`, {})).statusCode).toBe(
      404,
    );

    const arrivedAt = new Date(Date.now() - 5 * HOUR).toISOString();
    const inside = await shipper.client.post(`/api/stops/${pickupStopId}/check_in`, {
      at: arrivedAt,
      source: 'dock',
    });
    expect(inside.statusCode, JSON.stringify(inside.body)).toBe(200);
    expect(inside.body).toMatchObject({ arrived_at: arrivedAt, arrival_source: 'dock' });
    const out = await carrier.client.post(`/api/stops/${pickupStopId}/check_out`, {
      source: 'manual',
    });
    expect(out.body).toMatchObject({ departure_source: 'manual' });
    expect(out.body.departed_at).not.toBeNull();

    // At a stop without an appointment the clock runs from the arrival: 5 hours, 2 of them free.
    await shipper.client.post(`/api/stops/${deliveryStopId}/check_in`, { at: arrivedAt });
    const delivered = await shipper.client.post(`/api/stops/${deliveryStopId}/check_out`, {});
    expect(delivered.statusCode, JSON.stringify(delivered.body)).toBe(200);
    const lines = await carrier.client.get(`/api/loads/${loadId}/accessorials`);
    expect(lines.statusCode, JSON.stringify(lines.body)).toBe(200);
    expect(
      (lines.body.results as Array<{ type: string; stop_id: number }>).filter(
        (line) => line.type === 'detention' && line.stop_id === deliveryStopId,
      ),
    ).toHaveLength(1);

    const schedule = await shipper.client.get(
      `/api/dock_schedule?location_id=${shipper.origin}&date=${market.day(3)}`,
    );
    expect(schedule.statusCode, JSON.stringify(schedule.body)).toBe(200);
    expect(schedule.body.docks).toHaveLength(1);
    expect(schedule.body.appointments).toEqual([
      expect.objectContaining({
        stop_id: pickupStopId,
        load_id: loadId,
        carrier: 'Dockside Freight',
        start,
        arrived_at: arrivedAt,
        late: false,
      }),
    ]);
    const today = await shipper.client.get(
      `/api/dock_schedule?location_id=${shipper.origin}&date=${new Date(Date.parse(arrivedAt) - 6 * HOUR).toISOString().slice(0, 10)}`,
    );
    expect(today.statusCode).toBe(200);
  });

  it('reminds the carrier once, only while the appointment stands as booked', async () => {
    const { shipper, carrier } = await docks.appointmentScene(ctx);
    const { loadId, pickupStopId } = await docks.awardedLoad(shipper, carrier);
    const free = await docks.slots(carrier, shipper.origin, market.day(3), loadId);
    const start = (free[0] as { start: string }).start;
    await shipper.client.post(`/api/stops/${pickupStopId}/appointment`, { start });
    const [job] = await market.rows<{
      unique_key: string;
      payload: { appointmentId: number; startsAt: string };
    }>(
      ctx,
      sql`select unique_key, payload from jobs where name = 'docks.appointment-reminder'
        and (payload->>'appointmentId')::int in
          (select id from dock_appointments where stop_id = ${pickupStopId})`,
    );
    expect(job?.unique_key).toMatch(/^appointment-reminder:\d+$/);
    expect(
      await remind(app, { ...(job?.payload as { appointmentId: number; startsAt: string }) }),
    ).toBe(true);
    const titles = await market.notificationTitles(ctx, carrier);
    expect(titles, titles.join(' | ')).toContain('Dock appointment tomorrow for "Steel coils"');
    // A moved appointment: the old reminder finds nothing to say.
    await shipper.client.put(`/api/stops/${pickupStopId}/appointment`, {
      start: (free[3] as { start: string }).start,
    });
    expect(await remind(app, job?.payload as { appointmentId: number; startsAt: string })).toBe(
      false,
    );
  });
});
