import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carrierRegistration,
  fileTestContext,
  signUp,
  type TestClient,
} from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { seedDemoData } from './index.ts';

// The demo's documents go to a data folder of this file's own.
const dataDir = mkdtempSync(join(tmpdir(), 'spotlane-seed-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const ctx = fileTestContext({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });

let seconds = 0;
let cpuSeconds = 0;
const signedIn = new Map<string, TestClient>();

// Seeded once for the file; a loaded machine may take a while, so beforeAll has its own time.
// As main.ts does, the seed runs before the job runner starts.
beforeAll(async () => {
  await ctx.jobs.stop();
  const started = performance.now();
  const cpu = process.cpuUsage();
  expect(await seedDemoData(ctx.database.db, ctx.config)).toBe(true);
  seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  cpuSeconds = (used.user + used.system) / 1e6;
  ctx.jobs.start();
}, 240_000);

async function as(email: string): Promise<TestClient> {
  const known = signedIn.get(email);
  if (known) return known;
  const client = ctx.client();
  await client.get('/api/auth/me');
  const login = await client.post('/api/auth/login', { email, password: DEMO_PASSWORD });
  expect(login.statusCode, JSON.stringify(login.body)).toBe(200);
  signedIn.set(email, client);
  return client;
}

async function get<T = any>(client: TestClient, path: string): Promise<T> {
  const response = await client.get<T>(path);
  expect(response.statusCode, `${path}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
}

const SHIPPER = 'shipper@demo.spotlane.test';
const CARRIER = 'carrier@demo.spotlane.test';

describe('the demo seed (a story on every page)', () => {
  it('gives the demo shipper loads in every status, months back, with bids, awards and paperwork', async () => {
    const shipper = await as(SHIPPER);
    const all = await get(shipper, '/api/loads?status=all&page_size=100');
    const statuses = new Set(all.results.map((load: { status: string }) => load.status));
    for (const status of [
      'unscheduled',
      'unassigned',
      'assigned',
      'scheduled',
      'in_transit',
      'delivered',
      'cancelled',
      'draft',
    ])
      expect(statuses, status).toContain(status);
    for (const list of ['needs-attention', 'in-progress', 'completed', 'canceled'])
      expect(all.counts[list], list).toBeGreaterThan(0);
    expect(all.counts.completed).toBeGreaterThanOrEqual(15);
    // History reaches a few months back; open loads ship in the coming days.
    const today = new Date().toISOString().slice(0, 10);
    const shipDays = all.results
      .map((load: { date_to_leave: string }) => load.date_to_leave)
      .sort();
    const oldest = new Date(shipDays[0]).getTime();
    expect((Date.now() - oldest) / 86_400_000).toBeGreaterThan(90);
    expect(shipDays.at(-1) > today).toBe(true);
    // The cards tell the best bid; some loads are bid on now, one with a deadline.
    const open = all.results.filter((load: { status: string }) => load.status === 'unscheduled');
    expect(open.some((load: { best_bid: unknown }) => load.best_bid)).toBe(true);
    expect(open.some((load: { bid_deadline: string | null }) => load.bid_deadline)).toBe(true);
    expect((await get(shipper, '/api/loads?status=quotes')).count).toBeGreaterThanOrEqual(2);
    expect((await get(shipper, '/api/loads?status=all&starred=true')).count).toBeGreaterThan(0);

    // A delivered load has its rate confirmation acknowledged, documents, and its road.
    const completed = await get(shipper, '/api/loads?status=completed&page_size=100');
    const withPaper = [];
    for (const load of completed.results) {
      const documents = await get(shipper, `/api/loads/${load.id}/documents`);
      if (documents.count > 0) withPaper.push({ load, documents });
    }
    expect(withPaper.length).toBeGreaterThan(0);
    const { load } = withPaper[0] as { load: { id: number } };
    const confirmations = await get(shipper, `/api/loads/${load.id}/rate_confirmations`);
    expect(confirmations.results[0].acknowledged_name).toBeTruthy();
    const timeline = await get(shipper, `/api/loads/${load.id}/tracking`);
    const kinds = timeline.results.map((entry: { type: string }) => entry.type);
    expect(kinds).toContain('milestone');
    expect(kinds).toContain('check_call');

    // A document in the shipper's own hands, not reviewed: its uploader can still retype it.
    const fasteners = all.results.find(
      (entry: { name: string }) => entry.name === 'Steel fasteners',
    );
    const papers = await get(shipper, `/api/loads/${fasteners.id}/documents`);
    const own = papers.results.find(
      (doc: { uploaded_by_party: string; review: unknown }) =>
        doc.uploaded_by_party === 'shipper' && doc.review === null,
    );
    expect(own, JSON.stringify(papers.results)).toBeDefined();
    const retyped = await shipper.put(`/api/documents/${own.id}`, { kind: 'bol' });
    expect(retyped.statusCode, JSON.stringify(retyped.body)).toBe(200);
    expect(retyped.body.kind).toBe('bol');
    expect((await shipper.put(`/api/documents/${own.id}`, { kind: own.kind })).statusCode).toBe(
      200,
    );
  });

  it('keeps a draft to the shipper and offers a load to the whole marketplace', async () => {
    const shipper = await as(SHIPPER);
    const all = await get(shipper, '/api/loads?status=all&page_size=100');
    const draft = all.results.find((load: { status: string }) => load.status === 'draft');
    expect(draft).toBeDefined();
    const carrier = await as(CARRIER);
    expect((await carrier.get(`/api/loads/${draft.id}`)).statusCode).toBe(404);

    // A carrier that signs up on the demo, outside the shipper's network, has a load to bid on.
    const { client: outsider } = await signUp(ctx, carrierRegistration());
    const spot = await get(outsider, '/api/loads/custom_pagination_spotquotes?status=spot-quotes');
    expect(spot.all_spotquotes, JSON.stringify(spot)).toBeGreaterThan(0);
    const offered = all.results.find((load: { name: string }) => load.name === 'Lumber bundles');
    const seen = spot.results.shipments.map((load: { id: number }) => load.id);
    expect(seen).toContain(offered.id);
    expect(seen).not.toContain(draft.id);
  });

  it('fills the shipper network, fleet, lanes, contacts, quotes, analytics and support', async () => {
    const shipper = await as(SHIPPER);
    expect((await get(shipper, '/api/carriers')).count).toBeGreaterThanOrEqual(3);
    expect((await get(shipper, '/api/carrier_lists')).count).toBeGreaterThan(0);
    expect((await get(shipper, '/api/companies')).count).toBeGreaterThanOrEqual(5);
    expect((await get(shipper, '/api/contacts')).count).toBeGreaterThanOrEqual(5);
    expect((await get(shipper, '/api/drivers')).count).toBeGreaterThanOrEqual(2);
    expect((await get(shipper, '/api/equipment')).count).toBeGreaterThanOrEqual(2);
    expect((await get(shipper, '/api/regions')).count).toBeGreaterThan(0);
    const lanes = await get(shipper, '/api/lanes');
    expect(lanes.count).toBeGreaterThan(0);
    const guided = lanes.results.find(
      (lane: { carriers?: unknown[]; contract: unknown }) => lane.contract,
    );
    expect(guided).toBeDefined();
    const lane = await get(shipper, `/api/lanes/${guided.id}`);
    expect(lane.loads.length).toBeGreaterThan(0);
    expect((await get(shipper, '/api/api_tokens')).results.length).toBeGreaterThan(0);

    const from = new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const stats = await get(shipper, `/api/analytics/stats?from=${from}&to=${to}`);
    expect(JSON.stringify(stats)).not.toBe('{}');
    const cost = await get(shipper, `/api/analytics/cost?from=${from}&to=${to}`);
    expect(cost.count).toBeGreaterThanOrEqual(15);
    const scorecards = await get(shipper, `/api/analytics/carriers?from=${from}&to=${to}`);
    expect(scorecards.results.length).toBeGreaterThanOrEqual(2);
    const benchmark = await get(
      shipper,
      '/api/analytics/benchmark?origin_zip=60608&destination_zip=75201&equipment_type=dry_van&days=90',
    );
    expect(benchmark.bids.n).toBeGreaterThan(0);
    expect(benchmark.awards.n).toBeGreaterThan(0);
    // A lane from a region (Midwest) has its benchmark too, over the states of the region.
    const regional = lanes.results.find(
      (entry: { origin: { region_id?: number } }) => entry.origin.region_id !== undefined,
    );
    expect(regional, JSON.stringify(lanes.results)).toBeDefined();
    const regionBenchmark = await get(
      shipper,
      `/api/analytics/benchmark?origin_region_id=${regional.origin.region_id}&destination_zip=75201&equipment_type=dry_van&days=90`,
    );
    expect(regionBenchmark.bids.n).toBeGreaterThan(0);
    expect(regionBenchmark.awards.n).toBeGreaterThan(0);

    const support = await get(shipper, '/api/support/conversation');
    expect(support.messages.length).toBeGreaterThanOrEqual(2);
  });

  it('gives the demo carrier something in every category, an offer and an API token', async () => {
    const carrier = await as(CARRIER);
    const list = await get(carrier, '/api/loads/custom_pagination_spotquotes?status=spot-quotes');
    for (const count of [
      'all_spotquotes',
      'bids_placed',
      'assigned',
      'in_transit',
      'delivered',
      'cancelled',
    ])
      expect(list[count], count).toBeGreaterThan(0);
    expect((await get(carrier, '/api/tenders')).results.length).toBeGreaterThan(0);
    // The chosen quote waits for Prairie Express: the demo carrier is met by no prompt.
    expect((await get(carrier, '/api/loads/quotes_to_be_confirmed')).results.length).toBe(0);
    const prairie = await as('carrier3@demo.spotlane.test');
    expect((await get(prairie, '/api/loads/quotes_to_be_confirmed')).results.length).toBe(1);
    expect((await get(carrier, '/api/api_tokens')).results.length).toBeGreaterThan(0);
    const support = await get(carrier, '/api/support/conversation');
    expect(support.messages.length).toBeGreaterThanOrEqual(2);
  });

  it('shows a truck on its way: a load in transit with a trail, an ETA and a driver link', async () => {
    const shipper = await as(SHIPPER);
    const all = await get(shipper, '/api/loads?status=all&page_size=100&search=line%203');
    const tracked = all.results.find(
      (load: { name: string }) => load.name === 'Boxed motors (line 3)',
    );
    expect(tracked?.status).toBe('in_transit');
    const map = await get(shipper, `/api/loads/${tracked.id}/tracking_map`);
    expect(map.trail.length).toBeGreaterThan(20);
    expect(map.stops[0].departure_source).toBe('eld');
    expect(map.eta.stop_id).toBe(map.stops[1].id);
    expect(map.driver).toEqual({ name: 'Dana Diaz', sharing: false });
    expect(map.eld.vehicle_id).toBe('DEMO-TRUCK-1');
  });

  it('gives the demo carrier posted trucks and Recommended loads, and the shipper trucks near its open load', async () => {
    const carrier = await as(CARRIER);
    expect((await get(carrier, '/api/trucks')).count).toBeGreaterThan(0);
    expect((await get(carrier, '/api/lane_preferences')).count).toBeGreaterThan(0);
    const recommended = await get(
      carrier,
      '/api/loads/custom_pagination_spotquotes?status=recommended',
    );
    expect(recommended.recommended).toBeGreaterThan(0);
    expect(recommended.results.shipments[0].match.reasons.length).toBeGreaterThan(0);
    // Reloads: the loads on the road have a next load picking up where they deliver.
    const rolling = await get(
      carrier,
      '/api/loads/custom_pagination_spotquotes?status=in-progress&page=1&page_size=20',
    );
    for (const held of rolling.results.shipments as Array<{ id: number }>)
      expect(
        (await get(carrier, `/api/loads/${held.id}/reloads`)).count,
        `load ${held.id}`,
      ).toBeGreaterThan(0);
    const shipper = await as(SHIPPER);
    const open = (await get(shipper, '/api/loads?status=all&page_size=100')).results.find(
      (load: { status: string; origin_location: { address: { city: string } } | null }) =>
        load.status === 'unscheduled' && load.origin_location?.address.city === 'Chicago',
    );
    const near = await get(
      shipper,
      `/api/trucks/near?origin_location_id=${open.origin_location.id}&date=${open.date_to_leave}`,
    );
    expect(near.results.length).toBeGreaterThan(0);
  });

  it('shows money after delivery: invoices open, quick-paid, scheduled today, paid and held, detention, a bank account', async () => {
    const carrier = await as(CARRIER);
    const invoices = await get(carrier, '/api/invoices?page_size=100');
    const mine = invoices.results as Array<{
      id: number;
      status: string;
      quick_pay: unknown;
      load_id: number;
      lines: Array<{ type: string }>;
      shipper: { id: number };
      hold_reason: string | null;
    }>;
    const statuses = new Set(mine.map((invoice) => invoice.status));
    for (const status of ['open', 'scheduled', 'paid', 'on_hold'])
      expect(statuses).toContain(status);
    expect(mine.some((invoice) => invoice.quick_pay)).toBe(true);
    expect(mine.find((invoice) => invoice.status === 'on_hold')?.hold_reason).toBe(
      'POD is missing the consignee signature',
    );
    const withDetention = mine.find((invoice) =>
      invoice.lines.some((line) => line.type === 'detention'),
    );
    expect(withDetention).toBeDefined();
    const lines = await get(carrier, `/api/loads/${withDetention?.load_id}/accessorials`);
    expect(lines.results).toEqual([
      expect.objectContaining({
        type: 'detention',
        minutes: 100,
        amount: 12_500,
        status: 'approved',
      }),
    ]);
    expect(await get(carrier, '/api/payment_details')).toMatchObject({
      account_name: 'Rapid Freight LLC',
      pending_confirmation: false,
    });
    const days = await get(carrier, `/api/shippers/${mine[0]?.shipper.id}/days_to_pay`);
    expect(days?.paid_count).toBeGreaterThanOrEqual(2);

    const shipper = await as(SHIPPER);
    const today = new Date().toISOString().slice(0, 10);
    const run = await get(shipper, `/api/invoices?pay_on=${today}`);
    expect(run.results.map((invoice: { status: string }) => invoice.status)).toContain('scheduled');
  });

  it('gives the demo shipper a dock schedule in use: doors, booked loads, one truck checked in', async () => {
    const shipper = await as(SHIPPER);
    const companies = await get(shipper, '/api/companies?page_size=50');
    const plant = companies.results.find(
      (company: { name: string }) => company.name === 'Acme Plant',
    );
    const locationId = plant.locations[0].id as number;
    expect((await get(shipper, `/api/locations/${locationId}/docks`)).count).toBe(3);
    const booked = [];
    // The schedule's dates are the plant's (Chicago): from the day before today's UTC date,
    // which is still today in Chicago in the evening, when UTC has moved on.
    for (let day = -1; day < 9; day++) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const schedule = await get(
        shipper,
        `/api/dock_schedule?location_id=${locationId}&date=${date}`,
      );
      booked.push(...schedule.appointments);
    }
    expect(booked.length).toBeGreaterThanOrEqual(4);
    expect(booked.some((entry: { arrived_at: string | null }) => entry.arrived_at)).toBe(true);
  });

  it('shows reputation in use: ratings both ways, one answered, claims with one settled in part', async () => {
    const shipper = await as(SHIPPER);
    const carrier = await as(CARRIER);
    const received = await get(shipper, '/api/ratings/received');
    expect(received.count).toBeGreaterThan(0);
    expect(
      received.results.some(
        (r: { stars: number; reply: string | null }) => r.stars <= 2 && r.reply,
      ),
    ).toBe(true);
    expect((await get(carrier, '/api/ratings/received')).count).toBeGreaterThan(0);
    expect((await get(shipper, '/api/ratings/to_rate')).count).toBeGreaterThan(0);
    const claims = (await get(carrier, '/api/claims')).results as Array<{
      status: string;
      deducted: number | null;
    }>;
    expect(claims.map((c) => c.status).sort()).toEqual(['filed', 'partial']);
    expect(claims.find((c) => c.status === 'partial')?.deducted).toBe(40_000);
  });

  it('seeds only into an empty database', async () => {
    await as(SHIPPER);
    // How long it took, for the record (a loaded machine makes any bound a guess).
    console.info(
      `demo seed: ${seconds.toFixed(1)} s, ${cpuSeconds.toFixed(1)} s of this process's CPU`,
    );
    expect(await seedDemoData(ctx.database.db, ctx.config)).toBe(false);
  });
});
