import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import {
  addLocation,
  createLoad,
  day,
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
  const statement = text.split('--> statement-breakpoint').at(-1) ?? '';
  return statement
    .replace(/^--.*$/gm, '')
    .trim()
    .replace(/;$/, '');
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
