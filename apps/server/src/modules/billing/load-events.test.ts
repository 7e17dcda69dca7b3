import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileAppContext, fileTestContext } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';
import { recordDetentionAtDeparture } from './index.ts';

/**
 * PRODUCT.md 19: the lines other modules' events make: detention at a stop's recorded
 * departure (from the stop's own times and its location's zone) and TONU when the shipper
 * cancels an awarded load after the carrier was dispatched.
 */
describe('accessorial lines made by the load’s events', () => {
  const ctx = fileTestContext();
  const app = fileAppContext(ctx);

  const awardedLoad = (company: string) => market.awardedShipment(ctx, company);

  const linesOf = async (member: market.Member, loadId: number) =>
    (await member.client.get(`/api/loads/${loadId}/accessorials`)).body.results as Array<{
      type: string;
      amount: number;
      minutes: number | null;
      source: string;
    }>;

  it('a recorded departure makes the detention line from the stop’s times, once', async () => {
    const { carrier, loadId } = await awardedLoad('Detention Works');
    const [stop] = await market.rows<{ id: number; tz: string }>(
      ctx,
      sql`select s.id, l.timezone as tz from load_stops s join delivery_locations l on l.id = s.location_id
          where s.load_id = ${loadId} order by s.position limit 1`,
    );
    if (!stop) throw new Error('the load has no stops');
    // The worked example in the location's zone: appointment 08:00, arrived 07:55, left 11:40.
    const offset = stop.tz === 'America/New_York' ? '-05:00' : '-06:00';
    await market.rows(
      ctx,
      sql`update load_stops set appointment = '2026-03-02T08:00',
          arrived_at = ${`2026-03-02T07:55:00${offset}`}::timestamptz, arrival_source = 'driver',
          departed_at = ${`2026-03-02T11:40:00${offset}`}::timestamptz, departure_source = 'driver'
          where id = ${stop.id}`,
    );
    const first = await app.db.transaction((tx) => recordDetentionAtDeparture(app, tx, stop.id));
    const again = await app.db.transaction((tx) => recordDetentionAtDeparture(app, tx, stop.id));
    expect(first).toMatchObject({ type: 'detention', minutes: 100, amount: 12_500 });
    expect(again).toBeNull();
    const lines = await linesOf(carrier, loadId);
    expect(lines.filter((line) => line.type === 'detention')).toHaveLength(1);
  });

  it('the rate confirmation prints the load’s accessorial terms', async () => {
    const { shipper, loadId } = await awardedLoad('Printed Terms Freight');
    const terms = (await shipper.client.get('/api/accessorial_terms')).body;
    const [version] = await market.rows<{ lines: string[] }>(
      ctx,
      sql`select terms->'accessorials' as lines from rate_confirmations where load_id = ${loadId}`,
    );
    expect(version?.lines).toHaveLength(4);
    expect(version?.lines[0]).toContain(
      `$${(terms.detention.cents_per_hour / 100).toFixed(2)} an hour after ${terms.detention.free_minutes} minutes free`,
    );
  });

  it('no departure recorded, no detention line', async () => {
    const { loadId } = await awardedLoad('Still Loading');
    const [stop] = await market.rows<{ id: number }>(
      ctx,
      sql`select id from load_stops where load_id = ${loadId} order by position limit 1`,
    );
    if (!stop) throw new Error('the load has no stops');
    expect(
      await app.db.transaction((tx) => recordDetentionAtDeparture(app, tx, stop.id)),
    ).toBeNull();
  });

  it('TONU when the shipper cancels after the driver was named; nothing before dispatch', async () => {
    const dispatched = await awardedLoad('Truck Sent Freight');
    const driver = await dispatched.carrier.client.post(`/api/loads/${dispatched.loadId}/driver`, {
      name: 'Dana Driver',
      phone: '+15555550123',
    });
    expect(driver.statusCode, JSON.stringify(driver.body)).toBeLessThan(300);
    const cancel = await dispatched.shipper.client.post(`/api/loads/${dispatched.loadId}/status`, {
      status: 'cancelled',
    });
    expect(cancel.statusCode, JSON.stringify(cancel.body)).toBe(200);
    const lines = await linesOf(dispatched.carrier, dispatched.loadId);
    expect(lines).toEqual([
      expect.objectContaining({ type: 'tonu', amount: 15_000, source: 'auto' }),
    ]);

    const early = await awardedLoad('Not Yet Rolling');
    const cancelEarly = await early.shipper.client.post(`/api/loads/${early.loadId}/status`, {
      status: 'cancelled',
    });
    expect(cancelEarly.statusCode).toBe(200);
    expect(await linesOf(early.carrier, early.loadId)).toEqual([]);
  });
});
