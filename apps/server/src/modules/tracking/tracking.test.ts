import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import * as market from '../../../test/market.ts';
import { image, scratchDir } from '../../../test/uploads.ts';
import { type AppContext, createContext } from '../../context.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { zipCentroid } from '../../platform/zip-centroids.ts';
import { pollEld } from './eld.ts';
import { type EldSimulator, startEldSimulator } from './eld-simulator.ts';
import { attach, prunePositions } from './jobs.ts';

const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return silentLog;
  },
  level: 'silent',
} as never;

const CHICAGO = zipCentroid('60601') as { latitude: number; longitude: number };
const DALLAS = zipCentroid('75201') as { latitude: number; longitude: number };
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** A point `km` north of a place. */
const near = (place: typeof CHICAGO, km: number, minutesAgo: number) => ({
  lat: place.latitude + km / 111.195,
  lon: place.longitude,
  at: ago(minutesAgo),
});

/**
 * PRODUCT.md 18: the driver link, positions with their bad inputs, geofence milestones once,
 * ELD polling by two runners against the simulator, a simulator that is down, quiet hours.
 */
describe('tracking without phone calls', () => {
  let ctx: TestContext;
  let app: AppContext;
  let sim: EldSimulator;

  beforeAll(async () => {
    sim = await startEldSimulator();
    ctx = await createTestContext({
      TRUST_PROXY: 'true',
      ELD_SIM_URL: sim.url,
      DATA_DIR: await scratchDir('tracking'),
    });
    app = createContext({ config: ctx.config, db: ctx.database.db });
  });
  afterAll(async () => {
    await ctx?.close();
    await sim?.close();
  });

  /** A load leaving today from Chicago to Dallas, awarded to a carrier. */
  async function awardedToday() {
    const { shipper, carrier } = await market.shipperAndCarrier(ctx, 'Road Runner Freight');
    const load = await market.createShipment(shipper, {
      date_to_leave: market.day(0),
      expected_delivery_date: market.day(2),
    });
    const bid = await market.placeBid(carrier, load.id);
    const accepted = await shipper.client.post(`/api/bids/${bid.id}/accept`);
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    return { shipper, carrier, loadId: load.id };
  }

  async function driverLink(carrier: market.Member, loadId: number) {
    const named = await carrier.client.post(`/api/loads/${loadId}/driver`, {
      name: 'Dana Driver',
      phone: '+1 555 123 4567',
    });
    expect(named.statusCode, JSON.stringify(named.body)).toBe(201);
    expect(named.body.driver).toEqual({
      name: 'Dana Driver',
      phone: '+1 555 123 4567',
      driver_id: null,
    });
    const url = new URL(named.body.link.url);
    expect(url.pathname).toMatch(/^\/drive\/[A-Za-z0-9_-]{22}$/);
    return url.pathname.split('/').at(-1) as string;
  }

  const milestones = async (loadId: number) =>
    (
      await market.rows<{ milestone: string }>(
        ctx,
        sql`select milestone from load_tracking_events where load_id = ${loadId} and type = 'milestone' order by id`,
      )
    ).map((row) => row.milestone);

  it('a driver link gives the phone page its stops, takes positions and makes each milestone once', async () => {
    const { shipper, carrier, loadId } = await awardedToday();
    const token = await driverLink(carrier, loadId);
    const anonymous = ctx.client();
    const view = await anonymous.get(`/api/drive/${token}`);
    expect(view.statusCode, JSON.stringify(view.body)).toBe(200);
    expect(view.body.load.stops.map((stop: { type: string }) => stop.type)).toEqual([
      'pickup',
      'delivery',
    ]);
    expect(view.body.load.stops[0].lat).toBeCloseTo(CHICAGO.latitude, 3);
    expect(view.body.sharing).toBe(false);

    // At the pickup (three fixes in one minute: one kept), then 5 km away: arrived, departed.
    // The start of a minute 20 minutes ago: the first three fixes fall in one minute.
    const base = Math.floor((Date.now() - 20 * 60_000) / 60_000) * 60_000;
    const at = (offsetSeconds: number) => new Date(base + offsetSeconds * 1000).toISOString();
    const first = await anonymous.post(`/api/drive/${token}/positions`, {
      positions: [
        { ...near(CHICAGO, 0.1, 0), at: at(0), accuracy_m: 12 },
        { ...near(CHICAGO, 0.2, 0), at: at(10) },
        { ...near(CHICAGO, 0.3, 0), at: at(20) },
        { ...near(CHICAGO, 5, 0), at: at(120) },
      ],
    });
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(first.body.accepted).toBe(4);
    expect(first.body.kept).toBe(2);
    expect(first.body.events.map((event: { event: string }) => event.event)).toEqual([
      'arrived',
      'departed',
    ]);
    expect(await milestones(loadId)).toEqual(['dispatched', 'arrived_pickup', 'departed_pickup']);
    const detail = await shipper.client.get(`/api/loads/${loadId}/tracking_map`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.stops[0].arrival_source).toBe('driver');
    expect(detail.body.trail).toHaveLength(2);
    const delivery = view.body.load.stops[1].id as number;
    expect(detail.body.eta.stop_id).toBe(delivery);
    expect(Date.parse(detail.body.eta.at)).toBeGreaterThan(Date.now());

    // The same positions again: out of order. Bad inputs.
    const again = await anonymous.post(`/api/drive/${token}/positions`, {
      positions: [{ ...near(CHICAGO, 0.1, 0), at: at(0) }],
    });
    expect(again.statusCode).toBe(400);
    const bad = [
      { positions: [{ lat: 91, lon: 0, at: ago(1) }] },
      { positions: [{ lat: 40, lon: -200, at: ago(1) }] },
      { positions: [{ lat: 40, lon: -90, at: new Date(Date.now() + 3600_000).toISOString() }] },
      {
        positions: [
          { lat: 40, lon: -90, at: ago(2) },
          { lat: 40, lon: -90, at: ago(3) },
        ],
      },
      {
        positions: Array.from({ length: 501 }, (_, i) => ({ lat: 40, lon: -90, at: ago(600 - i) })),
      },
      { positions: [] },
    ];
    for (const body of bad) {
      const answer = await anonymous.post(`/api/drive/${token}/positions`, body);
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors[0].code).toBe('ValidationError');
    }
    expect(
      (
        await market.rows<{ n: number }>(
          ctx,
          sql`select count(*)::int as n from load_positions where load_id = ${loadId}`,
        )
      )[0]?.n,
    ).toBe(2);

    // Arriving at the delivery and leaving it: no POD, no tap, so not delivered yet.
    const arriving = await anonymous.post(`/api/drive/${token}/positions`, {
      positions: [near(DALLAS, 0.2, 3), near(DALLAS, 8, 2)],
    });
    expect(arriving.statusCode, JSON.stringify(arriving.body)).toBe(200);
    expect(await milestones(loadId)).toEqual([
      'dispatched',
      'arrived_pickup',
      'departed_pickup',
      'arrived_delivery',
    ]);
    // The driver's tap, twice under one key (an offline queue sent twice): delivered once.
    const tap = { stop_id: delivery, event: 'departed', idempotency_key: 'tap-departed-2-abcdef' };
    const tapped = await anonymous.post(`/api/drive/${token}/events`, tap);
    expect(tapped.statusCode, JSON.stringify(tapped.body)).toBe(200);
    expect(tapped.body.load.status).toBe('delivered');
    expect((await anonymous.post(`/api/drive/${token}/events`, tap)).statusCode).toBe(200);
    expect(await milestones(loadId)).toEqual([
      'dispatched',
      'arrived_pickup',
      'departed_pickup',
      'arrived_delivery',
      'delivered',
    ]);
    // After delivery: positions 410; the view still opens for 24 hours, then 410.
    const late = await anonymous.post(`/api/drive/${token}/positions`, {
      positions: [near(DALLAS, 20, 0)],
    });
    expect(late.statusCode).toBe(410);
    expect((await anonymous.get(`/api/drive/${token}`)).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`update load_status_history set created_at = now() - interval '25 hours' where load_id = ${loadId} and status = 'delivered'`,
    );
    const expired = await anonymous.get(`/api/drive/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.body.errors[0].code).toBe('LinkExpired');
  });

  it('a POD photo sent twice is one document, and it delivers a load that left its last stop', async () => {
    const { shipper, carrier, loadId } = await awardedToday();
    const token = await driverLink(carrier, loadId);
    const phone = ctx.client();
    const view = await phone.get(`/api/drive/${token}`);
    const [pickup, delivery] = view.body.load.stops as Array<{ id: number }>;
    for (const stop of [pickup, delivery]) {
      for (const event of ['arrived', 'departed'] as const) {
        if (stop === delivery && event === 'departed') continue;
        const tapped = await phone.post(`/api/drive/${token}/events`, {
          stop_id: stop?.id,
          event,
          idempotency_key: `tap-${stop?.id}-${event}-key`,
        });
        expect(tapped.statusCode, JSON.stringify(tapped.body)).toBe(200);
      }
    }
    // The truck leaves the delivery (its geofence): not delivered without a POD.
    const left = await phone.post(`/api/drive/${token}/positions`, {
      positions: [near(DALLAS, 0.1, 3), near(DALLAS, 6, 1)],
    });
    expect(left.statusCode, JSON.stringify(left.body)).toBe(200);
    expect((await phone.get(`/api/drive/${token}`)).body.load.status).toBe('in_transit');

    const bytes = await image('jpeg', 400, 300);
    const ticket = await phone.post(`/api/drive/${token}/uploads`, {
      content_type: 'image/jpeg',
      size: bytes.length,
    });
    expect(ticket.statusCode, JSON.stringify(ticket.body)).toBe(201);
    const put = await ctx.client().request('PUT', ticket.body.url, bytes, ticket.body.headers);
    expect(put.statusCode).toBe(204);
    const completed = await phone.post(`/api/drive/${token}/uploads/${ticket.body.id}/complete`);
    expect(completed.statusCode, JSON.stringify(completed.body)).toBe(200);
    const send = (key: string) =>
      phone.post(`/api/drive/${token}/documents`, {
        upload_id: ticket.body.id,
        kind: 'pod',
        idempotency_key: key,
      });
    const [first, again, other] = [
      await send('photo-key-1'),
      await send('photo-key-1'),
      await send('photo-key-2'),
    ];
    expect(first.statusCode, JSON.stringify(first.body)).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(other.body.id).toBe(first.body.id);
    const documents = await shipper.client.get(`/api/loads/${loadId}/documents`);
    expect(documents.body.count).toBe(1);
    expect(documents.body.results[0].kind).toBe('pod');
    expect((await phone.get(`/api/drive/${token}`)).body.load.status).toBe('delivered');
    expect(await milestones(loadId)).toContain('delivered');
  });

  it('stops taking positions when the driver stops sharing, and forgets them after 30 days', async () => {
    const { shipper, carrier, loadId } = await awardedToday();
    const token = await driverLink(carrier, loadId);
    const phone = ctx.client();
    const on = await phone.put(`/api/drive/${token}/sharing`, { sharing: true });
    expect(on.body.sharing).toBe(true);
    expect(
      (await phone.post(`/api/drive/${token}/positions`, { positions: [near(CHICAGO, 40, 3)] }))
        .statusCode,
    ).toBe(200);
    const off = await phone.put(`/api/drive/${token}/sharing`, { sharing: false });
    expect(off.body.sharing).toBe(false);
    const refused = await phone.post(`/api/drive/${token}/positions`, {
      positions: [near(CHICAGO, 45, 1)],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.errors[0].code).toBe('SharingOff');
    const map = await shipper.client.get(`/api/loads/${loadId}/tracking_map`);
    expect(map.body.driver).toEqual({ name: 'Dana Driver', sharing: false });
    expect(map.body.trail).toHaveLength(1);

    await ctx.database.db.execute(
      sql`update load_positions set at = now() - interval '31 days' where load_id = ${loadId}`,
    );
    expect(await prunePositions(ctx.database.db)).toBeGreaterThanOrEqual(1);
    expect((await shipper.client.get(`/api/loads/${loadId}/positions`)).body.results).toEqual([]);
  });

  it('refuses positions before the window (409), a replaced link (404) and strangers (404)', async () => {
    const { shipper, carrier, loadId } = await awardedToday();
    const token = await driverLink(carrier, loadId);
    const early = await ctx.client().post(`/api/drive/${token}/positions`, {
      positions: [{ lat: 41, lon: -87, at: new Date(Date.now() - 3 * 86400_000).toISOString() }],
    });
    expect(early.statusCode).toBe(409);
    expect(early.body.errors[0].code).toBe('OutsideTrackingWindow');
    const newer = await driverLink(carrier, loadId);
    expect((await ctx.client().get(`/api/drive/${token}`)).statusCode).toBe(404);
    expect((await ctx.client().get(`/api/drive/${newer}`)).statusCode).toBe(200);
    expect((await ctx.client().get('/api/drive/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);

    const stranger = await market.registerCarrier(ctx, 'Stranger Freight');
    const calls = [
      ['POST', `/api/loads/${loadId}/driver`, { name: 'X Y' }],
      ['POST', `/api/loads/${loadId}/eld`, { provider: 'sim', vehicle_id: 'T1' }],
      ['GET', `/api/loads/${loadId}/positions`],
      ['GET', `/api/loads/${loadId}/tracking_map`],
      ['POST', `/api/loads/${loadId}/check_call_request`],
    ] as const;
    for (const [method, url, body] of calls) {
      const answer = await stranger.client.request(method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    const signedOut = ctx.client();
    for (const [method, url, body] of [...calls, ['GET', '/api/quiet_hours']] as const) {
      const answer = await signedOut.request(method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
    // The shipper names no driver on a carrier's load; the carrier requests no check call.
    expect(
      (await shipper.client.post(`/api/loads/${loadId}/driver`, { name: 'X Y' })).statusCode,
    ).toBe(403);
    expect((await carrier.client.post(`/api/loads/${loadId}/check_call_request`)).statusCode).toBe(
      403,
    );
    expect((await shipper.client.get('/api/quiet_hours')).statusCode).toBe(403);
  });

  it('polls the ELD simulator from two runners: each position stored once, each milestone once', async () => {
    const { shipper, carrier, loadId } = await awardedToday();
    // The truck left the pickup 20 minutes ago at 30 mph towards Dallas.
    sim.routes.set('TRUCK-2R', {
      points: [
        { lat: CHICAGO.latitude, lon: CHICAGO.longitude },
        { lat: DALLAS.latitude, lon: DALLAS.longitude },
      ],
      startAt: Date.now() - 20 * 60_000,
      mph: 30,
      loop: false,
    });
    const connected = await carrier.client.post(`/api/loads/${loadId}/eld`, {
      provider: 'sim',
      vehicle_id: 'TRUCK-2R',
    });
    expect(connected.statusCode, JSON.stringify(connected.body)).toBe(201);
    const runners = [0, 1].map(() => {
      const runner = new JobRunner(ctx.database, silentLog, { pollMs: 60_000, leaseSeconds: 5 });
      attach(runner, app);
      return runner;
    });
    await Promise.all([
      ...runners.map((runner) => runner.runDue()),
      pollEld(app, loadId),
      pollEld(app, loadId),
    ]);
    await Promise.all(runners.map((runner) => runner.runDue()));
    await settleJobs(ctx);
    const stored = await market.rows<{ n: number; minutes: number }>(
      ctx,
      sql`select count(*)::int as n, count(distinct minute)::int as minutes from load_positions where load_id = ${loadId}`,
    );
    expect(stored[0]?.n).toBeGreaterThanOrEqual(19);
    expect(stored[0]?.n).toBe(stored[0]?.minutes);
    const stops = await market.rows<Record<string, string | null>>(
      ctx,
      sql`select arrival_source, departure_source from load_stops where load_id = ${loadId} order by position`,
    );
    expect(stops).toEqual([
      { arrival_source: 'eld', departure_source: 'eld' },
      { arrival_source: null, departure_source: null },
    ]);
    expect(await milestones(loadId)).toEqual(['dispatched', 'arrived_pickup', 'departed_pickup']);
    const positions = await shipper.client.get(`/api/loads/${loadId}/positions?since=${ago(5)}`);
    expect(positions.statusCode).toBe(200);
    expect(positions.body.results.length).toBeGreaterThanOrEqual(4);
    expect(positions.body.results[0].source).toBe('eld');
  });

  it('a simulator that is down leaves "no position since" and nothing crashes', async () => {
    const { carrier, loadId } = await awardedToday();
    const down = await startEldSimulator();
    await down.close();
    const downCtx = createContext({
      config: { ...ctx.config, ELD_SIM_URL: down.url },
      db: ctx.database.db,
    });
    const connected = await carrier.client.post(`/api/loads/${loadId}/eld`, {
      provider: 'sim',
      vehicle_id: 'GHOST-1',
    });
    expect(connected.statusCode).toBe(201);
    await expect(pollEld(downCtx, loadId)).resolves.toBe(0);
    const map = await carrier.client.get(`/api/loads/${loadId}/tracking_map`);
    expect(map.statusCode).toBe(200);
    expect(map.body.eld.error).toBeTruthy();
    expect(map.body.no_position_since).toBeTruthy();
  });

  it('holds a check-call request inside quiet hours with a fresh position, else sends it', async () => {
    const { shipper, carrier, loadId } = await awardedToday();
    expect((await carrier.client.get('/api/quiet_hours')).body).toEqual({
      start: '22:00',
      end: '06:00',
      enabled: true,
    });
    // No position yet: it goes out even inside quiet hours.
    const allDay = { start: '00:00', end: '23:59', enabled: true };
    expect((await carrier.client.put('/api/quiet_hours', allDay)).body).toEqual(allDay);
    const sent = await shipper.client.post(`/api/loads/${loadId}/check_call_request`);
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(201);
    await settleJobs(ctx);
    expect(await market.notificationTitles(ctx, carrier)).toContain(
      `Check call requested on "Steel coils"`.replace('Steel coils', await loadName(loadId)),
    );
    const token = await driverLink(carrier, loadId);
    const posted = await ctx
      .client()
      .post(`/api/drive/${token}/positions`, { positions: [near(CHICAGO, 30, 5)] });
    expect(posted.statusCode).toBe(200);
    const held = await shipper.client.post(`/api/loads/${loadId}/check_call_request`);
    expect(held.statusCode, JSON.stringify(held.body)).toBe(202);
    expect(Date.parse(held.body.held_until)).toBeGreaterThan(Date.now());
    expect(held.body.reason).toContain('quiet hours');
    const off = { start: '00:00', end: '23:59', enabled: false };
    await carrier.client.put('/api/quiet_hours', off);
    expect((await shipper.client.post(`/api/loads/${loadId}/check_call_request`)).statusCode).toBe(
      201,
    );
  });

  async function loadName(loadId: number) {
    const [row] = await market.rows<{ name: string }>(
      ctx,
      sql`select name from loads where id = ${loadId}`,
    );
    return row?.name ?? '';
  }
});
