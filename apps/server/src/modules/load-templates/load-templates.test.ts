import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  expectEachAnswer,
  expectErrorShape,
  expectReadOnly,
  expectSignInRequired,
  fileTestContext,
  type RouteCall,
} from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import * as market from '../../../test/market.ts';
import { createContext } from '../../context.ts';
import { openDatabase } from '../../db/client.ts';
import { runSchedule } from './run.ts';

const ctx = fileTestContext({ TRUST_PROXY: 'true' });

/** A template of a three-stop run (Chicago, Gary, then Dallas a day later). */
async function templateOf(shipper: market.Shipper, overrides: Record<string, unknown> = {}) {
  const gary = await market.addLocation(shipper.client, 'Gamma Mill', 'Gary', 'IN', '46402');
  const response = await shipper.client.post('/api/load_templates', {
    name: 'Monday milk run',
    load: {
      name: 'Steel coils',
      stops: [
        { type: 'pickup', location_id: shipper.origin, window_start: '07:00', window_end: '10:00' },
        { type: 'pickup', location_id: gary, day_offset: 0, reference: 'PO-77' },
        { type: 'delivery', location_id: shipper.destination, day_offset: 1 },
      ],
      specs: { Pallets: '20' },
      equipment_type: 'dry_van',
      load_value: 2_500_000,
      ...overrides,
    },
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return { template: response.body as { id: number; load: { name: string } }, gary };
}

const count = async (table: string) =>
  (await market.rows<{ n: number }>(ctx, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

describe('load templates (PRODUCT.md 16)', () => {
  it('are saved, listed, edited, make a load for a ship date, and are deleted', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const { template, gary } = await templateOf(shipper);
    expect(template).toMatchObject({ name: 'Monday milk run', load: { name: 'Steel coils' } });
    const list = await shipper.client.get('/api/load_templates');
    expect(list.body).toMatchObject({ count: 1, results: [{ id: template.id }] });

    const made = await shipper.client.post(`/api/load_templates/${template.id}/loads`, {
      date_to_leave: market.day(20),
    });
    expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Steel coils',
      date_to_leave: market.day(20),
      expected_delivery_date: market.day(21),
      origin_location: { id: shipper.origin },
      extra_origin_location: { id: gary },
      destination_location: { id: shipper.destination },
      equipment_type: 'dry_van',
    });
    expect(made.body.stops[0]).toMatchObject({ window_start: '07:00', window_end: '10:00' });
    expect(made.body.stops[1]).toMatchObject({ reference: 'PO-77', date: market.day(20) });
    const named = await shipper.client.post(`/api/load_templates/${template.id}/loads`, {
      date_to_leave: market.day(22),
      name: 'Extra coils',
    });
    expect(named.body.name).toBe('Extra coils');

    const renamed = await shipper.client.put(`/api/load_templates/${template.id}`, {
      name: 'Tuesday milk run',
      load: {
        ...made.body,
        ...{
          name: 'Coils',
          stops: [
            { type: 'pickup', location_id: shipper.origin },
            { type: 'delivery', location_id: shipper.destination, day_offset: 2 },
          ],
          specs: {},
          audience: { type: 'all' },
        },
      },
    });
    expect(renamed.statusCode, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Tuesday milk run', load: { name: 'Coils' } });

    const other = await market.shipperWithLocations(ctx, 'Other Shipping');
    expect((await other.client.get(`/api/load_templates/${template.id}`)).statusCode).toBe(404);
    expect(
      (
        await other.client.post(`/api/load_templates/${template.id}/loads`, {
          date_to_leave: market.day(20),
        })
      ).statusCode,
    ).toBe(404);
    // A template naming another account's location is 404, and stores nothing.
    const before = await count('load_templates');
    const foreign = await shipper.client.post('/api/load_templates', {
      name: 'Foreign',
      load: {
        name: 'X',
        stops: [
          { type: 'pickup', location_id: shipper.origin },
          { type: 'delivery', location_id: other.destination },
        ],
      },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await count('load_templates')).toBe(before);

    expect((await shipper.client.delete(`/api/load_templates/${template.id}`)).statusCode).toBe(
      204,
    );
    expect((await shipper.client.get(`/api/load_templates/${template.id}`)).statusCode).toBe(404);
    // The loads it made stay.
    expect((await shipper.client.get(`/api/loads/${made.body.id}`)).statusCode).toBe(200);
  });
});

describe('recurring shipments (PRODUCT.md 16)', () => {
  it('every weekday, 2 a day, lead 3: saved today, it has made 8 loads', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const { template } = await templateOf(shipper);
    const saved = await shipper.client.post('/api/load_schedules', {
      template_id: template.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      loads_per_day: 2,
      lead_days: 3,
      starts_on: market.day(-1),
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(201);
    await settleJobs(ctx);
    const loads = await shipper.client.get(`/api/load_schedules/${saved.body.id}/loads`);
    expect(loads.body.count).toBe(8);
    expect(loads.body.results).toHaveLength(8);
    const dates = loads.body.results.map((card: { date_to_leave: string }) => card.date_to_leave);
    expect(new Set(dates).size).toBe(4);
    expect(dates.every((date: string) => date >= market.day(-1))).toBe(true);
    const read = await shipper.client.get(`/api/load_schedules/${saved.body.id}`);
    expect(read.body).toMatchObject({
      load_count: 8,
      paused: false,
      template_name: 'Monday milk run',
    });
    expect(read.body.next_run_on > market.day(-1)).toBe(true);

    // Saving it again makes nothing twice; pausing stops new loads, the made ones stay.
    const paused = await shipper.client.put(`/api/load_schedules/${saved.body.id}`, {
      template_id: template.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      loads_per_day: 3,
      lead_days: 3,
      starts_on: market.day(-1),
      paused: true,
    });
    expect(paused.statusCode).toBe(200);
    await settleJobs(ctx);
    expect(
      (await shipper.client.get(`/api/load_schedules/${saved.body.id}/loads`)).body.count,
    ).toBe(8);
    expect(paused.body.next_run_on).toBeNull();
  });

  it('refuses a schedule with no weekday or lead days out of range, and stores nothing', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const { template } = await templateOf(shipper);
    const before = await count('load_schedules');
    const body = {
      template_id: template.id,
      weekdays: [2],
      lead_days: 3,
      starts_on: market.day(1),
    };
    for (const [change, field] of [
      [{ weekdays: [] }, 'weekdays'],
      [{ lead_days: 0 }, 'lead_days'],
      [{ lead_days: 31 }, 'lead_days'],
      [{ loads_per_day: 11 }, 'loads_per_day'],
      [{ weekdays: [8] }, 'weekdays.0'],
      [{ ends_on: market.day(0) }, 'ends_on'],
    ] as const) {
      const response = await shipper.client.post('/api/load_schedules', { ...body, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const other = await market.shipperWithLocations(ctx, 'Other Shipping');
    expect((await other.client.post('/api/load_schedules', body)).statusCode).toBe(404);
    expect(await count('load_schedules')).toBe(before);
  });

  it('pauses itself and tells the shipper when a location of its template is gone', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const { template, gary } = await templateOf(shipper);
    const saved = await shipper.client.post('/api/load_schedules', {
      template_id: template.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      lead_days: 1,
      starts_on: market.day(5),
      paused: false,
    });
    await settleJobs(ctx);
    await ctx.database.db.execute(
      sql`update delivery_locations set archived_at = now() where id = ${gary}`,
    );
    const app = createContext({ config: ctx.config, db: ctx.database.db });
    expect(await runSchedule(app, saved.body.id)).toBe(0);
    const read = await shipper.client.get(`/api/load_schedules/${saved.body.id}`);
    expect(read.body).toMatchObject({
      paused: true,
      paused_reason: 'A location of its template was deleted',
      next_run_on: null,
    });
    const notices = await shipper.client.get('/api/notifications');
    expect(JSON.stringify(notices.body)).toContain('A recurring shipment paused itself');
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'recurring shipments under concurrency (needs PostgreSQL)',
  () => {
    it('two runners and a restart in the middle make every load once', async () => {
      const shipper = await market.shipperWithLocations(ctx);
      const { template } = await templateOf(shipper);
      const saved = await shipper.client.post('/api/load_schedules', {
        template_id: template.id,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        loads_per_day: 2,
        lead_days: 3,
        starts_on: market.day(-1),
        // Saved paused, so the app's own runner cannot make the loads before the race below
        // starts; resumed in the table, which enqueues nothing.
        paused: true,
      });
      const id = saved.body.id as number;
      await settleJobs(ctx);
      await market.rows(ctx, sql`update load_schedules set paused = false where id = ${id}`);
      const second = openDatabase({ url: ctx.databaseUrl as string });
      try {
        const one = createContext({ config: ctx.config, db: ctx.database.db });
        const two = createContext({ config: ctx.config, db: second.db });
        // A process dies after making three loads: its transaction never commits.
        await expect(runSchedule(one, id, { dieAfter: 3 })).rejects.toThrow(/died/);
        // Two processes (and the app's own runner, from the save) race to make the rest.
        const made = await Promise.all([
          runSchedule(one, id),
          runSchedule(two, id),
          settleJobs(ctx),
        ]);
        expect((made[0] ?? 0) + (made[1] ?? 0)).toBeLessThanOrEqual(8);
        // A restart: nothing left to make.
        expect(await runSchedule(two, id)).toBe(0);
      } finally {
        await second.close();
      }
      const runs = await market.rows<{ n: number; loads: number; keys: number }>(
        ctx,
        sql`select count(*)::int as n, count(distinct load_id)::int as loads,
          count(distinct (ship_date, number))::int as keys
          from load_schedule_runs where schedule_id = ${id}`,
      );
      expect(runs[0]).toEqual({ n: 8, loads: 8, keys: 8 });
      const [loads] = await market.rows<{ n: number }>(
        ctx,
        sql`select count(*)::int as n from loads where account_id = (select account_id from load_schedules where id = ${id})`,
      );
      expect(loads?.n).toBe(8);
      expect((await shipper.client.get(`/api/load_schedules/${id}`)).body.load_count).toBe(8);
    });
  },
);

describe('who may call the template and schedule endpoints', () => {
  it('anonymous 401, carriers 403, another shipper 404, a teammate without shipment_add reads only', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const { template } = await templateOf(shipper);
    const schedule = await shipper.client.post('/api/load_schedules', {
      template_id: template.id,
      weekdays: [2],
      lead_days: 2,
      starts_on: market.day(40),
    });
    const t = template.id;
    const s = schedule.body.id as number;
    const reads: RouteCall[] = [
      ['GET', `/api/load_templates/${t}`],
      ['GET', `/api/load_schedules/${s}`],
      ['GET', `/api/load_schedules/${s}/loads`],
    ];
    const writes: RouteCall[] = [
      [
        'PUT',
        `/api/load_templates/${t}`,
        {
          name: 'X',
          load: {
            name: 'X',
            stops: [
              { type: 'pickup', location_id: shipper.origin },
              { type: 'delivery', location_id: shipper.destination },
            ],
          },
        },
      ],
      ['POST', `/api/load_templates/${t}/loads`, { date_to_leave: market.day(30) }],
      [
        'PUT',
        `/api/load_schedules/${s}`,
        { template_id: t, weekdays: [3], lead_days: 2, starts_on: market.day(40) },
      ],
      ['DELETE', `/api/load_schedules/${s}`],
      ['DELETE', `/api/load_templates/${t}`],
    ];
    const lists: RouteCall[] = [
      ['GET', '/api/load_templates'],
      ['GET', '/api/load_schedules'],
    ];
    await expectSignInRequired(ctx, [...lists, ...reads, ...writes]);
    const carrier = await market.registerCarrier(ctx, 'Template Carrier');
    await expectEachAnswer(carrier.client, [...lists, ...reads, ...writes], 403, (response) =>
      expectErrorShape(response.body, 'Forbidden'),
    );
    const other = await market.shipperWithLocations(ctx, 'Other Shipping');
    await expectEachAnswer(other.client, [...reads, ...writes], 404, (response) =>
      expectErrorShape(response.body, 'NotFound'),
    );
    expect((await other.client.get('/api/load_templates')).body.count).toBe(0);
    const mate = await market.teammate(ctx, shipper.client, { shipment_add: false });
    await expectReadOnly(mate.client, [
      ...reads,
      ...writes.filter(([method]) => method !== 'DELETE'),
    ]);
  });
});
