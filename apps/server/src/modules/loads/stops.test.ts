import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import {
  addLocation,
  createLoad,
  day,
  linkCarrier,
  placeBid,
  registerCarrier,
  rows,
  shipmentBody,
  shipperWithLocations,
} from '../../../test/market.ts';

const ctx = fileTestContext();

interface StopRow {
  id: number;
  position: number;
  type: string;
  location_id: number;
  date: string;
  appointment: string | null;
}

const stopRows = (loadId: number) =>
  rows<StopRow>(
    ctx,
    sql`select id, position, type, location_id, to_char(date, 'YYYY-MM-DD') as date, appointment
      from load_stops where load_id = ${loadId} order by position`,
  );

/** The migration's backfill statement, run again over loads that have no stops. */
function backfillStatement(): string {
  const text = readFileSync(
    new URL('../../db/migrations/0032_load_stops.sql', import.meta.url),
    'utf8',
  );
  const statement = text
    .split('--> statement-breakpoint')
    .map((part) => part.replace(/^--.*$/gm, '').trim())
    .find((part) => part.startsWith('INSERT INTO "load_stops"'));
  if (!statement) throw new Error('the migration has no backfill of load_stops');
  return statement.replace(/;$/, '');
}

describe('stops of loads made the SPEC way (PRODUCT.md 16)', () => {
  it('writes two to four stops in order and keeps them in step on an edit', async () => {
    const shipper = await shipperWithLocations(ctx);
    const second = await addLocation(shipper.client, 'Gamma Mill', 'Gary', 'IN', '46402');
    const before = await addLocation(shipper.client, 'Delta Shop', 'Tulsa', 'OK', '74103');
    const two = await createLoad(shipper.client, shipmentBody(shipper.origin, shipper.destination));
    expect(await stopRows(two.id)).toMatchObject([
      { position: 0, type: 'pickup', location_id: shipper.origin, date: day(30) },
      { position: 1, type: 'delivery', location_id: shipper.destination, date: day(32) },
    ]);
    const four = await createLoad(
      shipper.client,
      shipmentBody(shipper.origin, shipper.destination, {
        extra_origin_location_id: second,
        extra_destination_location_id: before,
        appointment_pickup: `${day(30)}T08:00`,
        extra_appointment_pickup: `${day(31)}T09:30`,
        extra_appointment_delivery: `${day(31)}T15:00`,
      }),
    );
    const written = await stopRows(four.id);
    expect(
      written.map(({ type, location_id, date, appointment }) => ({
        type,
        location_id,
        date,
        appointment,
      })),
    ).toEqual([
      {
        type: 'pickup',
        location_id: shipper.origin,
        date: day(30),
        appointment: `${day(30)}T08:00`,
      },
      { type: 'pickup', location_id: second, date: day(31), appointment: `${day(31)}T09:30` },
      { type: 'delivery', location_id: before, date: day(31), appointment: `${day(31)}T15:00` },
      { type: 'delivery', location_id: shipper.destination, date: day(32), appointment: null },
    ]);

    // An edit that drops the second pickup keeps the other stops' rows (their ids).
    const edited = await shipper.client.put(
      `/api/loads/${four.id}`,
      shipmentBody(shipper.origin, shipper.destination, { extra_destination_location_id: before }),
    );
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    const after = await stopRows(four.id);
    expect(after.map((stop) => stop.location_id)).toEqual([
      shipper.origin,
      before,
      shipper.destination,
    ]);
    expect(after.map((stop) => stop.id)).toEqual([written[0]?.id, written[2]?.id, written[3]?.id]);
  });

  it('the migration turns a load as it stood into the same stops the service writes', async () => {
    const shipper = await shipperWithLocations(ctx);
    const second = await addLocation(shipper.client, 'Gamma Mill', 'Gary', 'IN', '46402');
    const load = await createLoad(
      shipper.client,
      shipmentBody(shipper.origin, shipper.destination, {
        extra_origin_location_id: second,
        extra_appointment_pickup: `${day(31)}T09:30`,
      }),
    );
    const quote = await createLoad(shipper.client, {
      name: 'Quote request',
      is_quote: true,
      quote_origin: { city: 'Austin', state: 'TX', zipcode: '78701' },
      quote_destination: { city: 'Memphis', state: 'TN', zipcode: '38103' },
      date_to_leave: day(30),
      expected_delivery_date: day(33),
    });
    const written = await stopRows(load.id);
    await ctx.database.db.execute(sql`delete from load_stops`);
    await ctx.database.db.execute(sql.raw(backfillStatement()));
    const again = await stopRows(load.id);
    const shape = (list: StopRow[]) => list.map(({ id: _id, ...rest }) => rest);
    expect(shape(again)).toEqual(shape(written));
    expect(again).toHaveLength(3);
    // A quote request between two places has no locations, so no stops.
    expect(await stopRows(quote.id)).toEqual([]);
  });
});

/** Four places of one shipper: Chicago, Gary, Tulsa, Dallas. */
async function fourPlaces() {
  const shipper = await shipperWithLocations(ctx);
  const gary = await addLocation(shipper.client, 'Gamma Mill', 'Gary', 'IN', '46402');
  const tulsa = await addLocation(shipper.client, 'Delta Shop', 'Tulsa', 'OK', '74103');
  return { shipper, places: [shipper.origin, gary, tulsa, shipper.destination] as const };
}

const stopBody = (
  stops: Array<{ type: string; location_id: number; date: string; [key: string]: unknown }>,
  overrides: Record<string, unknown> = {},
) => ({
  name: 'Milk run',
  stops,
  specs: {},
  ...overrides,
});

describe('POST and PUT /api/loads with stops (PRODUCT.md 16)', () => {
  it('takes four stops and answers them with the SPEC fields derived and the miles of the legs', async () => {
    const { shipper, places } = await fourPlaces();
    const [chicago, gary, tulsa, dallas] = places;
    const body = stopBody([
      {
        type: 'pickup',
        location_id: chicago,
        date: day(30),
        window_start: '07:00',
        window_end: '11:00',
        reference: 'PO-1',
      },
      { type: 'pickup', location_id: gary, date: day(30), appointment: `${day(30)}T14:00` },
      { type: 'delivery', location_id: tulsa, date: day(31), notes: 'Dock 4' },
      { type: 'delivery', location_id: dallas, date: day(32), appointment: `${day(32)}T09:30` },
    ]);
    const created = await createLoad(shipper.client, body);
    const stops = created.stops as Array<Record<string, unknown>>;
    expect(stops.map((stop) => [stop.position, stop.type, stop.location_id, stop.date])).toEqual([
      [0, 'pickup', chicago, day(30)],
      [1, 'pickup', gary, day(30)],
      [2, 'delivery', tulsa, day(31)],
      [3, 'delivery', dallas, day(32)],
    ]);
    expect(stops[0]).toMatchObject({
      window_start: '07:00',
      window_end: '11:00',
      reference: 'PO-1',
      arrived_at: null,
    });
    expect(stops[2]).toMatchObject({ location: { address: { city: 'Tulsa' } } });
    expect(created).toMatchObject({
      origin_location: { id: chicago },
      extra_origin_location: { id: gary },
      extra_destination_location: { id: tulsa },
      destination_location: { id: dallas },
      appointment_pickup: null,
      extra_appointment_pickup: `${day(30)}T14:00`,
      appointment_delivery: `${day(32)}T09:30`,
      date_to_leave: day(30),
      expected_delivery_date: day(32),
      stop_count: 4,
      miles_estimated: true,
    });
    // The legs Chicago-Gary-Tulsa-Dallas are longer than Chicago-Dallas straight.
    const direct = await createLoad(shipper.client, shipmentBody(chicago, dallas));
    expect(created.miles as number).toBeGreaterThan(direct.miles as number);

    const read = await shipper.client.get(`/api/loads/${created.id}`);
    expect(read.body.stops).toEqual(stops);
    const list = await shipper.client.get('/api/loads?status=all&ordering=old');
    expect(
      list.body.results.find((card: { id: number }) => card.id === created.id)?.stop_count,
    ).toBe(4);

    // A PUT reorders and drops a stop: the kept stops keep their ids.
    const [first, second, third, last] = stops as Array<{ id: number }>;
    const edited = await shipper.client.put(
      `/api/loads/${created.id}`,
      stopBody([
        { id: second?.id, type: 'pickup', location_id: gary, date: day(30) },
        { id: first?.id, type: 'pickup', location_id: chicago, date: day(30) },
        { id: last?.id, type: 'delivery', location_id: dallas, date: day(32) },
      ]),
    );
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.stops.map((stop: { id: number }) => stop.id)).toEqual([
      second?.id,
      first?.id,
      last?.id,
    ]);
    expect(edited.body).toMatchObject({
      origin_location: { id: gary },
      extra_origin_location: { id: chicago },
      extra_destination_location: null,
      stop_count: 3,
    });
    expect((await stopRows(created.id)).map((row) => row.id)).not.toContain(third?.id);
  });

  it('refuses bad stops at their field and stores nothing', async () => {
    const { shipper, places } = await fourPlaces();
    const [chicago, gary, tulsa, dallas] = places;
    const other = await shipperWithLocations(ctx, 'Other Shipping');
    const count = async () =>
      (await rows<{ n: number }>(ctx, sql`select count(*)::int as n from loads`))[0]?.n;
    const before = await count();
    const refused = async (body: Record<string, unknown>, status: number, field?: string) => {
      const response = await shipper.client.post('/api/loads', body);
      expect(response.statusCode, JSON.stringify(response.body)).toBe(status);
      if (field)
        expect(response.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      return response;
    };
    const p = (location_id: number, date = day(30)) => ({ type: 'pickup', location_id, date });
    const d = (location_id: number, date = day(32)) => ({ type: 'delivery', location_id, date });
    await refused(stopBody([d(dallas), p(chicago)]), 400, 'stops');
    await refused(stopBody([p(chicago)]), 400, 'stops');
    await refused(
      stopBody([...Array.from({ length: 20 }, () => p(chicago)), d(dallas)]),
      400,
      'stops',
    );
    const order = await refused(
      stopBody([p(chicago), p(gary, day(31)), d(tulsa, day(30)), d(dallas)]),
      400,
      'stops.2.date',
    );
    expect(order.body.errors[0].message).toContain('Stop 3');
    await refused(stopBody([p(chicago), d(dallas)], { origin_location_id: chicago }), 400, 'stops');
    await refused(
      stopBody([p(chicago), d(dallas)], { date_to_leave: day(29) }),
      400,
      'date_to_leave',
    );
    await refused(stopBody([p(chicago), d(other.destination)]), 404);
    expect(await count()).toBe(before);
    // The dates may be sent when they match.
    await createLoad(
      shipper.client,
      stopBody([p(chicago), d(dallas)], {
        date_to_leave: day(30),
        expected_delivery_date: day(32),
      }),
    );
  });

  it('a carrier that does not hold the load sees each stop city, state and zip only', async () => {
    const { shipper, places } = await fourPlaces();
    const carrier = await registerCarrier(ctx, 'Stop Carrier');
    await linkCarrier(shipper, carrier);
    const load = await createLoad(
      shipper.client,
      stopBody([
        { type: 'pickup', location_id: places[0], date: day(30), reference: 'PO-9' },
        { type: 'pickup', location_id: places[1], date: day(30) },
        { type: 'delivery', location_id: places[2], date: day(31) },
        { type: 'delivery', location_id: places[3], date: day(32) },
      ]),
    );
    const seen = await carrier.client.get(`/api/loads/${load.id}`);
    expect(seen.statusCode).toBe(200);
    expect(
      seen.body.stops.map(
        (stop: { location: { address: { city: string } } }) => stop.location.address.city,
      ),
    ).toEqual(['Chicago', 'Gary', 'Tulsa', 'Dallas']);
    expect(seen.body.stops[0]).toMatchObject({
      reference: null,
      location: { name: null, address: { address1: null } },
    });
  });
});

describe('a four-stop load end to end (PRODUCT.md 16)', () => {
  it('is bid on, awarded, confirmed with its four stops, and its carrier sees them in order', async () => {
    const { shipper, places } = await fourPlaces();
    const carrier = await registerCarrier(ctx, 'Four Stop Freight');
    await linkCarrier(shipper, carrier);
    const load = await createLoad(
      shipper.client,
      stopBody([
        { type: 'pickup', location_id: places[0], date: day(30), appointment: `${day(30)}T08:00` },
        { type: 'pickup', location_id: places[1], date: day(30) },
        { type: 'delivery', location_id: places[2], date: day(31) },
        {
          type: 'delivery',
          location_id: places[3],
          date: day(32),
          appointment: `${day(32)}T15:00`,
        },
      ]),
    );
    const bid = await placeBid(carrier, load.id);
    const accepted = await shipper.client.post(`/api/bids/${bid.id}/accept`);
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);

    const cookie = [...shipper.client.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/loads/${load.id}/rate_confirmation`,
      headers: { cookie },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    const order = ['Stop 1 - Pickup', 'Stop 2 - Pickup', 'Stop 3 - Delivery', 'Stop 4 - Delivery'];
    const at = order.map((label) => text.indexOf(label));
    expect(
      at.every((index) => index >= 0),
      text,
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const city of ['Chicago', 'Gary', 'Tulsa', 'Dallas']) expect(text).toContain(city);

    const held = await carrier.client.get(`/api/loads/${load.id}`);
    expect(
      held.body.stops.map((stop: { location: { name: string } }) => stop.location.name),
    ).toEqual(['Acme Plant dock', 'Gamma Mill dock', 'Delta Shop dock', 'Beta Store dock']);
  });
});
