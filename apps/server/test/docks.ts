/**
 * Fixtures of the dock appointment tests: an appointment location with hours and docks, and
 * loads from it awarded to a carrier, all through the API.
 */
import { expect } from 'vitest';
import type { TestContext } from './harness.ts';
import * as market from './market.ts';

export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** Opens a location every day between `open` and `close` as an appointment location. */
export async function setHours(
  shipper: market.Member,
  locationId: number,
  open = '06:00',
  close = '18:00',
  process: 'appointment' | 'fcfs' = 'appointment',
) {
  const saved = await shipper.client.post(
    `/api/delivery_locations/${locationId}/schedules/bulk_create`,
    {
      shipment_process: process,
      schedule: EVERY_DAY.map((weekday) => ({
        schedule_type: 'weekday',
        weekday,
        is_holiday: false,
        intervals: [{ start_time: open, end_time: close }],
      })),
    },
  );
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
}

export async function addDock(shipper: market.Member, locationId: number, name = 'Door 1') {
  const made = await shipper.client.post(`/api/locations/${locationId}/docks`, { name });
  expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
  return made.body as { id: number };
}

/** A load from the shipper's origin, awarded to the carrier; answers it with its stops. */
export async function awardedLoad(shipper: market.Shipper, carrier: market.Member) {
  const load = await market.createShipment(shipper, {
    date_to_leave: market.day(3),
    expected_delivery_date: market.day(5),
  });
  const bid = await market.placeBid(carrier, load.id);
  const accepted = await shipper.client.post(`/api/bids/${bid.id}/accept`);
  expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
  const detail = await shipper.client.get(`/api/loads/${load.id}`);
  const stops = detail.body.stops as Array<{ id: number; type: string; location_id: number }>;
  const pickup = stops.find((stop) => stop.type === 'pickup');
  if (!pickup) throw new Error('the load has no pickup');
  return { loadId: load.id, pickupStopId: pickup.id, deliveryStopId: stops.at(-1)?.id as number };
}

/** The slots of a location on a date, as the carrier of `loadId` sees them. */
export async function slots(
  member: market.Member,
  locationId: number,
  date: string,
  loadId: number,
) {
  const answer = await member.client.get(
    `/api/locations/${locationId}/slots?date=${date}&load_id=${loadId}`,
  );
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  return answer.body.results as Array<{ start: string; end: string; docks_free: number }>;
}

export async function appointmentScene(ctx: TestContext) {
  const { shipper, carrier } = await market.shipperAndCarrier(ctx, 'Dockside Freight');
  await setHours(shipper, shipper.origin);
  const dock = await addDock(shipper, shipper.origin);
  return { shipper, carrier, dock };
}
