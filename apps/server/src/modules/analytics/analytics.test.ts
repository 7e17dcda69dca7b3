import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import {
  createLoad,
  createShipment,
  day,
  linkCarrier,
  linkedCarriers,
  type Member,
  placeBid,
  quoteRequestBody,
  registerCarrier,
  rows,
  type Shipper,
  shipperWithLocations,
} from '../../../test/market.ts';
import { keptScorecards, scorecardsFromFacts } from './scorecards.ts';
import { CSV_PAGE, csvField, refreshAllLoadFacts } from './service.ts';

// The proxy is trusted so that each registered account comes from an address of its own.
const ctx = fileTestContext({ TRUST_PROXY: 'true' });

/** Runs SQL on the test database (to place events at known times). */
const run = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);

async function accept(shipper: Member, bidId: number) {
  const accepted = await shipper.client.post(`/api/bids/${bidId}/accept`);
  expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
}
async function move(member: Member, loadId: number, status: string) {
  const moved = await member.client.post(`/api/loads/${loadId}/status`, { status });
  expect(moved.statusCode, JSON.stringify(moved.body)).toBe(200);
}
/** Moves the load's history line of `status` (and so the facts) to a known time. */
async function at(loadId: number, status: string, when: string) {
  await run(
    sql`update load_status_history set created_at = ${when}::timestamptz where load_id = ${loadId} and status = ${status}`,
  );
}
/** The account of a member (the user answer does not carry it). */
async function accountOf(member: Member): Promise<number> {
  const [row] = await rows<{ account_id: number }>(
    ctx,
    sql`select account_id from users where id = ${member.user.id}`,
  );
  return row?.account_id as number;
}
const T0 = '2026-01-05T00:00:00Z';
const hoursAfterT0 = (hours: number) => new Date(Date.parse(T0) + hours * 3_600_000).toISOString();

/** Monday of the week of a yyyy-mm-dd date (date_trunc('week')), as yyyy-mm-dd. */
function weekOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

interface DataSet {
  shipper: Shipper;
  carriers: { a: Member; b: Member; c: Member };
  carrierIds: { a: number; b: number };
  loads: { l1: number; l2: number; l3: number; l4: number };
}

/**
 * The hand-made data set (Chicago 606 -> Dallas 752, dry van):
 * - L1 ships day(30), 1,000 mi; bids A 2,000, B 2,200, C 2,400 (in that order); A awarded 10 h
 *   after publishing; picked up on the ship date (on time), delivered a day late.
 * - L2 ships day(40), 400 mi; bids B 1,200 then A 1,000; A awarded after 4 h; picked up a day
 *   late, in transit.
 * - L3 ships day(50), 800 mi; one bid C 1,500; open.
 * - L4 ships day(60); cancelled, no bids.
 */
async function dataSet(): Promise<DataSet> {
  const shipper = await shipperWithLocations(ctx, 'Figures Shipping');
  const [a, b, c] = await linkedCarriers(ctx, shipper, 'Alpha Haul', 'Bravo Haul', 'Charlie Haul');
  const ids = (await shipper.client.get('/api/carriers')).body.results as Array<{
    id: number;
    company_name: string;
  }>;
  const idOf = (name: string) => ids.find((row) => row.company_name === name)?.id as number;
  const ship = (days: number, miles: number) =>
    createShipment(shipper, {
      date_to_leave: day(days),
      expected_delivery_date: day(days + 2),
      equipment_type: 'dry_van',
      miles,
    });
  const l1 = (await ship(30, 1000)).id;
  const l2 = (await ship(40, 400)).id;
  const l3 = (await ship(50, 800)).id;
  const l4 = (await ship(60, 900)).id;

  const a1 = await placeBid(a, l1, 200_000);
  await placeBid(b, l1, 220_000);
  await placeBid(c, l1, 240_000);
  await placeBid(b, l2, 120_000);
  const a2 = await placeBid(a, l2, 100_000);
  await placeBid(c, l3, 150_000);
  await accept(shipper, a1.id);
  await accept(shipper, a2.id);
  await move(a, l1, 'in_transit');
  await move(a, l1, 'delivered');
  await move(a, l2, 'in_transit');
  await move(shipper, l4, 'cancelled');

  await run(
    sql`update loads set created_at = ${T0}::timestamptz where id in (${l1}, ${l2}, ${l3}, ${l4})`,
  );
  await at(l1, 'assigned', hoursAfterT0(10));
  await at(l2, 'assigned', hoursAfterT0(4));
  await at(l1, 'in_transit', `${day(30)}T18:00:00Z`);
  await at(l1, 'delivered', `${day(33)}T18:00:00Z`);
  await at(l2, 'in_transit', `${day(41)}T18:00:00Z`);
  await refreshAllLoadFacts(ctx.database.db);
  return {
    shipper,
    carriers: { a, b, c },
    carrierIds: { a: idOf('Alpha Haul'), b: idOf('Bravo Haul') },
    loads: { l1, l2, l3, l4 },
  };
}

describe('analytics figures on a hand-made data set (PRODUCT.md 10)', () => {
  it('answers each overview figure', async () => {
    const { shipper } = await dataSet();
    const stats = await shipper.client.get('/api/analytics/stats');
    expect(stats.statusCode, JSON.stringify(stats.body)).toBe(200);
    const body = stats.body;
    expect(body.by_status).toEqual({ delivered: 1, in_transit: 1, unscheduled: 1, cancelled: 1 });
    expect(body.on_time_pickup).toBe(0.5);
    expect(body.on_time_delivery).toBe(0);
    const weeks = new Map<string, number>();
    for (const [date, amount] of [
      [day(30), 200_000],
      [day(40), 100_000],
    ] as const)
      weeks.set(weekOf(date), (weeks.get(weekOf(date)) ?? 0) + amount);
    expect(body.spend).toEqual([...weeks].sort().map(([period, amount]) => ({ period, amount })));
    const months = new Map<string, number>();
    for (const [date, amount] of [
      [day(30), 200_000],
      [day(40), 100_000],
    ] as const)
      months.set(date.slice(0, 7), (months.get(date.slice(0, 7)) ?? 0) + amount);
    expect(body.spend_by_month).toEqual(
      [...months].sort().map(([period, amount]) => ({ period, amount })),
    );
    expect(body.avg_cost_per_load).toBe(150_000);
    // (200,000 / 1,000 + 100,000 / 400) / 2 cents per mile.
    expect(body.avg_rate_per_mile).toBe(225);
    expect(body.bids_per_load).toBe(1.5);
    expect(body.median_hours_to_award).toBe(7);

    // The ship-date filter: only L2 and L3 ship between day(35) and day(55).
    const narrowed = await shipper.client.get(`/api/analytics/stats?from=${day(35)}&to=${day(55)}`);
    expect(narrowed.body.by_status).toEqual({ in_transit: 1, unscheduled: 1 });
    expect(narrowed.body.avg_cost_per_load).toBe(100_000);
    expect(narrowed.body.median_hours_to_award).toBe(4);
  });

  it('counts no open quote request as a load, gives the counts behind on-time, and minutes of an award', async () => {
    const { shipper, loads } = await dataSet();
    await createLoad(
      shipper.client,
      quoteRequestBody({ date_to_leave: day(45), expected_delivery_date: day(47) }),
    );
    // L2 awarded 12 minutes after publishing: the median of 10 h and 0.2 h.
    await at(loads.l2, 'assigned', hoursAfterT0(0.2));
    await at(loads.l1, 'assigned', hoursAfterT0(0.1));
    await refreshAllLoadFacts(ctx.database.db);
    const body = (await shipper.client.get('/api/analytics/stats')).body;
    expect(body.by_status).toEqual({ delivered: 1, in_transit: 1, unscheduled: 1, cancelled: 1 });
    expect(body.on_time_counts).toEqual({
      pickup: { on_time: 1, of: 2 },
      delivery: { on_time: 0, of: 1 },
    });
    // 9 minutes as hours, not rounded away to 0.
    expect(body.median_hours_to_award).toBe(0.15);
  });

  it('answers the cost summary and the report, paged, sorted and filtered', async () => {
    const { shipper, carrierIds, loads } = await dataSet();
    const cost = await shipper.client.get('/api/analytics/cost');
    expect(cost.statusCode, JSON.stringify(cost.body)).toBe(200);
    expect(cost.body.summary).toEqual({
      loads: 2,
      spend: 300_000,
      avg_rate: 150_000,
      median_rate: 150_000,
      // (220,000 - 200,000) + (110,000 - 100,000)
      savings_vs_median_bid: 30_000,
      // (200,000 - 200,000) + (120,000 - 100,000)
      savings_vs_first_quote: 20_000,
    });
    expect(cost.body.count).toBe(2);
    expect(cost.body.results).toEqual([
      expect.objectContaining({
        load_id: loads.l2,
        lane: 'Chicago, IL → Dallas, TX',
        carrier: 'Alpha Haul',
        awarded_amount: 100_000,
        lowest_bid: 100_000,
        median_bid: 110_000,
        bid_count: 2,
        miles: 400,
        rate_per_mile: 250,
        hours_to_award: 4,
      }),
      expect.objectContaining({
        load_id: loads.l1,
        awarded_amount: 200_000,
        lowest_bid: 200_000,
        median_bid: 220_000,
        bid_count: 3,
        rate_per_mile: 200,
        hours_to_award: 10,
      }),
    ]);
    const byHours = await shipper.client.get(
      '/api/analytics/cost?ordering=hours_to_award&page_size=1',
    );
    expect(byHours.body.results.map((row: { load_id: number }) => row.load_id)).toEqual([loads.l2]);
    const second = await shipper.client.get(
      '/api/analytics/cost?ordering=hours_to_award&page_size=1&page=2',
    );
    expect(second.body.results.map((row: { load_id: number }) => row.load_id)).toEqual([loads.l1]);
    expect(second.body.count).toBe(2);

    // Every ordering sorts (ties by load id), both ways.
    const expected: Record<string, number[]> = {
      date_to_leave: [loads.l1, loads.l2],
      awarded_amount: [loads.l2, loads.l1],
      rate_per_mile: [loads.l1, loads.l2],
      bid_count: [loads.l2, loads.l1],
      hours_to_award: [loads.l2, loads.l1],
    };
    for (const [column, order] of Object.entries(expected)) {
      for (const [prefix, ids] of [
        ['', order],
        ['-', [...order].reverse()],
      ] as const) {
        const sorted = await shipper.client.get(`/api/analytics/cost?ordering=${prefix}${column}`);
        expect(sorted.statusCode, `${prefix}${column}`).toBe(200);
        expect(
          sorted.body.results.map((row: { load_id: number }) => row.load_id),
          `${prefix}${column}`,
        ).toEqual(ids);
      }
    }

    const ofB = await shipper.client.get(`/api/analytics/cost?carrier_id=${carrierIds.b}`);
    expect(ofB.body.summary.loads).toBe(0);
    expect(ofB.body.results).toEqual([]);
    const ofA = await shipper.client.get(`/api/analytics/cost?carrier_id=${carrierIds.a}`);
    expect(ofA.body.summary.spend).toBe(300_000);
    const reefer = await shipper.client.get('/api/analytics/cost?equipment_type=reefer');
    expect(reefer.body.count).toBe(0);

    const region = await shipper.client.post('/api/regions', {
      name: 'Illinois',
      kind: 'states',
      members: ['IL'],
    });
    const texas = await shipper.client.post('/api/regions', {
      name: 'Texas zips',
      kind: 'zip3',
      members: ['752'],
    });
    const inRegions = await shipper.client.get(
      `/api/analytics/cost?origin_region_id=${region.body.id}&destination_region_id=${texas.body.id}`,
    );
    expect(inRegions.body.count).toBe(2);
    const reversed = await shipper.client.get(
      `/api/analytics/cost?origin_region_id=${texas.body.id}`,
    );
    expect(reversed.body.count).toBe(0);
    const lane = await shipper.client.post('/api/lanes', {
      name: 'Chicago to Dallas',
      origin: { city: 'chicago', state: 'IL' },
      destination: { region_id: texas.body.id },
      equipment_type: 'dry_van',
    });
    expect(lane.statusCode, JSON.stringify(lane.body)).toBe(201);
    const onLane = await shipper.client.get(`/api/analytics/cost?lane_id=${lane.body.id}`);
    expect(onLane.body.count).toBe(2);

    // Another account's lane, region or carrier is 404; a carrier is refused; no input is a 500.
    const other = await shipperWithLocations(ctx, 'Other Figures');
    for (const filter of [
      `lane_id=${lane.body.id}`,
      `origin_region_id=${region.body.id}`,
      `carrier_id=${carrierIds.a}`,
    ]) {
      const answer = await other.client.get(`/api/analytics/cost?${filter}`);
      expect(answer.statusCode, filter).toBe(404);
      expect(answer.body.errors[0].code).toBe('NotFound');
    }
    expect((await other.client.get('/api/analytics/cost')).body.count).toBe(0);
    const carrier = await registerCarrier(ctx, 'Nosy Haul');
    expect((await carrier.client.get('/api/analytics/stats')).statusCode).toBe(403);
    const bad = await shipper.client.get('/api/analytics/cost?from=2026-02-30&ordering=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'from',
      'ordering',
    ]);
  });

  it('keeps the facts in step with every change of a load and its bids', async () => {
    const shipper = await shipperWithLocations(ctx, 'Live Facts');
    const [a, b] = await linkedCarriers(ctx, shipper, 'Live One', 'Live Two');
    const load = await createShipment(shipper, { miles: 100, equipment_type: 'reefer' });
    const facts = async () =>
      (
        await rows<Record<string, unknown>>(
          ctx,
          sql`select status, bid_count, lowest_bid_cents::int as lowest, awarded_cents::int as awarded,
            carrier_account_id is not null as carried from load_facts where load_id = ${load.id}`,
        )
      )[0];
    expect(await facts()).toMatchObject({ status: 'unscheduled', bid_count: 0, carried: false });
    const first = await placeBid(a, load.id, 90_000);
    await placeBid(b, load.id, 80_000);
    expect(await facts()).toMatchObject({ bid_count: 2, lowest: 80_000, awarded: null });
    await accept(shipper, first.id);
    expect(await facts()).toMatchObject({ status: 'assigned', awarded: 90_000, carried: true });
    await move(shipper, load.id, 'cancelled');
    expect(await facts()).toMatchObject({ status: 'cancelled', awarded: null });
  });
});

describe('carrier scorecards', () => {
  it('shows carriers with 5 loads or more: on time, answered, response and rate against the lane', async () => {
    const shipper = await shipperWithLocations(ctx, 'Scorecard Shipping');
    const [a, b] = await linkedCarriers(ctx, shipper, 'Steady Haul', 'Sometimes Haul');
    const ids = (await shipper.client.get('/api/carriers')).body.results as Array<{
      id: number;
      company_name: string;
    }>;
    const aId = ids.find((row) => row.company_name === 'Steady Haul')?.id;
    const awarded: number[] = [];
    const loadIds: number[] = [];
    // A wins five loads at 1,000 to 1,400 (bids 1 to 5 hours after publishing); B four at 2,000.
    for (const [index, amount] of [100_000, 110_000, 120_000, 130_000, 140_000].entries()) {
      const load = await createShipment(shipper, { equipment_type: 'dry_van', miles: 500 });
      const bid = await placeBid(a, load.id, amount);
      await run(
        sql`update bids set created_at = ${hoursAfterT0(index + 1)}::timestamptz where id = ${bid.id}`,
      );
      await accept(shipper, bid.id);
      awarded.push(bid.id);
      loadIds.push(load.id);
    }
    for (let index = 0; index < 4; index++) {
      const load = await createShipment(shipper, { equipment_type: 'dry_van', miles: 500 });
      await accept(shipper, (await placeBid(b, load.id, 200_000)).id);
      loadIds.push(load.id);
    }
    // One more invitation to A alone, left unanswered.
    const invited = await createShipment(shipper, {
      equipment_type: 'dry_van',
      audience: { type: 'carriers', carrier_ids: [aId] },
    });
    loadIds.push(invited.id);
    await run(
      sql`update loads set created_at = ${T0}::timestamptz where id = any(${`{${loadIds.join(',')}}`}::int[])`,
    );
    await refreshAllLoadFacts(ctx.database.db);

    const answer = await shipper.client.get('/api/analytics/carriers');
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.count).toBe(1);
    expect(answer.body.results[0]).toEqual({
      carrier: { account_id: await accountOf(a), company_name: 'Steady Haul' },
      loads: 5,
      on_time: null,
      invitations: 6,
      answered: 0.8333,
      median_response_hours: 3,
      // The lane's median award is 1,400 (of 1,000..1,400 and four 2,000): A is 1/7 under it.
      rate_vs_lane_median: -0.1429,
    });

    // Decision 058: the kept facts answer what aggregating the load facts answers, after each
    // change and after a rebuild from scratch.
    const me = await accountOf(shipper);
    const same = async (step: string) => {
      const kept = await rows<Record<string, unknown>>(ctx, keptScorecards(me));
      const counted = await rows<Record<string, unknown>>(
        ctx,
        scorecardsFromFacts(sql`f.account_id = ${me}`),
      );
      const rounded = (list: Array<Record<string, unknown>>) =>
        list.map((row) =>
          Object.fromEntries(
            Object.entries(row).map(([key, value]) => [
              key,
              typeof value === 'number' && !Number.isInteger(value)
                ? Math.round(value * 1e9) / 1e9
                : value,
            ]),
          ),
        );
      expect(rounded(kept), step).toEqual(rounded(counted));
      return kept.length;
    };
    expect(await same('as built')).toBe(1);
    const extra = await createShipment(shipper, { equipment_type: 'dry_van', miles: 500 });
    const late = await placeBid(a, extra.id, 150_000);
    await run(
      sql`update bids set created_at = ${hoursAfterT0(9)}::timestamptz where id = ${late.id}`,
    );
    await same('a bid on a new load');
    await accept(shipper, late.id);
    await same('awarded');
    await move(shipper, extra.id, 'cancelled');
    await same('cancelled');
    await run(sql`delete from load_audience_carriers where load_id = ${invited.id}`);
    await same('an invitation taken back');
    await run(sql`delete from bids where id = ${awarded[0] as number}`);
    await same('a bid deleted');
    await run(sql`update load_facts set published_at = published_at - interval '2 hours'
      where load_id = ${loadIds[1] as number}`);
    await same('published earlier');
    await run(sql`delete from loads where id = ${loadIds[2] as number}`);
    // A has four awards left, under the scorecards' five.
    expect(await same('a load deleted')).toBe(0);
    const before = await rows(ctx, keptScorecards(me));
    await run(sql`select spotlane_rebuild_scorecards()`);
    expect(await rows(ctx, keptScorecards(me))).toEqual(before);
  });
});

describe('rate benchmark scope (own or platform)', () => {
  it('counts other shippers only from 7 bids of 3 shippers, always with n, at once', async () => {
    const shippers = [
      await shipperWithLocations(ctx, 'Bench One'),
      await shipperWithLocations(ctx, 'Bench Two'),
      await shipperWithLocations(ctx, 'Bench Three'),
    ] as const;
    const carriers = [
      await registerCarrier(ctx, 'Market One'),
      await registerCarrier(ctx, 'Market Two'),
      await registerCarrier(ctx, 'Market Three'),
    ];
    for (const shipper of shippers)
      for (const carrier of carriers) await linkCarrier(shipper, carrier);
    const load = (shipper: Shipper) =>
      createShipment(shipper, { equipment_type: 'flatbed', miles: 1000 });
    const [s1, s2, s3] = shippers;
    const [c1, c2, c3] = carriers as [Member, Member, Member];
    const l1 = await load(s1);
    const l2 = await load(s2);
    const l3 = await load(s3);
    const won = await placeBid(c1, l1.id, 100_000);
    await placeBid(c2, l1.id, 200_000);
    await placeBid(c3, l1.id, 300_000);
    await placeBid(c1, l2.id, 150_000);
    await placeBid(c2, l2.id, 250_000);
    await placeBid(c1, l3.id, 400_000);
    const url =
      '/api/analytics/benchmark?origin_zip=60601&destination_zip=75201&equipment_type=flatbed&days=7';

    // 6 bids from 3 shippers: each shipper sees only its own, with its n.
    const own = await s1.client.get(url);
    expect(own.statusCode, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toEqual({
      scope: 'own',
      days: 7,
      bids: { p25: 150_000, p50: 200_000, p75: 250_000, n: 3 },
      per_mile: { p25: 150, p50: 200, p75: 250, n: 3 },
      awards: { p25: null, p50: null, p75: null, n: 0 },
    });
    expect((await s3.client.get(url)).body.bids).toEqual({
      p25: 400_000,
      p50: 400_000,
      p75: 400_000,
      n: 1,
    });

    // The 7th bid counts at once: every shipper now sees the platform's figures.
    await placeBid(c2, l3.id, 500_000);
    const platform = await s3.client.get(url);
    expect(platform.body.scope).toBe('platform');
    expect(platform.body.bids).toEqual({ p25: 175_000, p50: 250_000, p75: 350_000, n: 7 });

    // An award is counted in awards; the lost bidders see where they stood.
    await accept(s1, won.id);
    const awards = (await s2.client.get(url)).body.awards;
    expect(awards).toEqual({ p25: 100_000, p50: 100_000, p75: 100_000, n: 1 });
    const view = await c2.client.get('/api/analytics/carrier');
    expect(view.statusCode, JSON.stringify(view.body)).toBe(200);
    expect(view.body).toMatchObject({ bids: 3, decided: 1, won: 0, win_rate: 0 });
    expect(view.body.lost).toEqual([
      {
        load_id: l1.id,
        date_to_leave: day(30),
        amount: 200_000,
        standing: { rank: 2, of: 3, band: '50-55% lower' },
      },
    ]);
    const winner = await c1.client.get('/api/analytics/carrier');
    expect(winner.body).toMatchObject({ bids: 3, decided: 1, won: 1, win_rate: 1, lost: [] });

    // 7 bids but only 2 shippers' loads in another equipment: own only.
    const reeferUrl = url.replace('flatbed', 'step_deck');
    const r1 = await createShipment(s1, { equipment_type: 'step_deck', miles: 1000 });
    const r2 = await createShipment(s2, { equipment_type: 'step_deck', miles: 1000 });
    for (const carrier of carriers) await placeBid(carrier, r1.id, 100_000);
    for (const carrier of carriers) await placeBid(carrier, r2.id, 200_000);
    const fourth = await registerCarrier(ctx, 'Market Four');
    await linkCarrier(s2, fourth);
    await placeBid(fourth, r2.id, 300_000);
    const twoShippers = await s1.client.get(reeferUrl);
    expect(twoShippers.body.scope).toBe('own');
    expect(twoShippers.body.bids.n).toBe(3);

    const bad = await s1.client.get(url.replace('60601', '606').replace('days=7', 'days=14'));
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'days',
      'origin_zip',
    ]);
  });

  it('takes a region (states or 3-digit prefixes) for either end, as for ZIP codes', async () => {
    const shipper = await shipperWithLocations(ctx, 'Region Bench');
    const carrier = await registerCarrier(ctx, 'Region Hauler');
    await linkCarrier(shipper, carrier);
    const shipment = await createShipment(shipper, { equipment_type: 'reefer', miles: 500 });
    await placeBid(carrier, shipment.id, 120_000);
    const illinois = await shipper.client.post('/api/regions', {
      name: 'Illinois',
      kind: 'states',
      members: ['IL', 'WI'],
    });
    const dallas = await shipper.client.post('/api/regions', {
      name: 'Dallas zips',
      kind: 'zip3',
      members: ['752', '753'],
    });
    const byRegion = await shipper.client.get(
      `/api/analytics/benchmark?origin_region_id=${illinois.body.id}&destination_region_id=${dallas.body.id}&equipment_type=reefer&days=7`,
    );
    expect(byRegion.statusCode, JSON.stringify(byRegion.body)).toBe(200);
    const byZip = await shipper.client.get(
      '/api/analytics/benchmark?origin_zip=60601&destination_zip=75201&equipment_type=reefer&days=7',
    );
    expect(byRegion.body).toEqual(byZip.body);
    expect(byRegion.body.bids).toEqual({ p25: 120_000, p50: 120_000, p75: 120_000, n: 1 });
    const mixed = await shipper.client.get(
      `/api/analytics/benchmark?origin_zip=60601&destination_region_id=${dallas.body.id}&equipment_type=reefer&days=7`,
    );
    expect(mixed.body.bids.n).toBe(1);
    const elsewhere = await shipper.client.get(
      `/api/analytics/benchmark?origin_region_id=${dallas.body.id}&destination_zip=75201&equipment_type=reefer&days=7`,
    );
    expect(elsewhere.body.bids.n).toBe(0);

    // Another account's region is 404; a ZIP and a region at one end, or neither, is a 400.
    const other = await shipperWithLocations(ctx, 'Other Region Bench');
    const foreign = await other.client.get(
      `/api/analytics/benchmark?origin_region_id=${illinois.body.id}&destination_zip=75201&equipment_type=reefer`,
    );
    expect(foreign.statusCode).toBe(404);
    const both = await shipper.client.get(
      `/api/analytics/benchmark?origin_zip=60601&origin_region_id=${illinois.body.id}&equipment_type=reefer`,
    );
    expect(both.statusCode).toBe(400);
    expect(both.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'destination_zip',
      'origin_zip',
    ]);
  });
});

describe('the cost CSV', () => {
  it('neutralises formula cells and quotes what must be quoted', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tTab')).toBe("'\tTab");
    expect(csvField('\rReturn')).toBe(`"'\rReturn"`);
    expect(csvField('Chicago, IL')).toBe('"Chicago, IL"');
    expect(csvField('Plain')).toBe('Plain');
    expect(csvField(null)).toBe('');
  });

  // Its setup inserts 2,007 awarded loads and their bids in SQL, and every row goes through the
  // count triggers (decision 025): on the embedded database under a loaded machine that alone
  // took 29-77 s, so it gets more than the suite's 30 s.
  it('streams every awarded load in keyset pages, in ship-date order', async () => {
    const shipper = await shipperWithLocations(ctx, 'Csv Shipping');
    const carrier = await registerCarrier(ctx, 'Csv Haul');
    await linkCarrier(shipper, carrier);
    const first = await createShipment(shipper, { miles: 250 });
    await accept(shipper, (await placeBid(carrier, first.id, 123_456)).id);
    await run(
      sql`update accounts set company_name = '=cmd|'' /C calc''!A0' where id = ${await accountOf(carrier)}`,
    );
    // More rows than two keyset pages, made in SQL: copies of the first load, each awarded.
    const total = CSV_PAGE * 2 + 7;
    await run(sql`insert into loads (account_id, identifier, status, name, origin_location_id,
        destination_location_id, date_to_leave, expected_delivery_date, assigned_account_id, miles)
      select l.account_id, 'CSV-' || g, 'assigned', l.name, l.origin_location_id,
        l.destination_location_id, l.date_to_leave + (g % 5), l.expected_delivery_date + (g % 5),
        l.assigned_account_id, 250
      from loads l, generate_series(2, ${total}) g where l.id = ${first.id}`);
    await run(sql`insert into bids (load_id, carrier_account_id, amount_cents, is_accepted, status)
      select l.id, l.assigned_account_id, 100000, true, 'accepted'
      from loads l where l.identifier like 'CSV-%' and l.account_id = ${await accountOf(shipper)}`);
    await refreshAllLoadFacts(ctx.database.db);

    const csv = await shipper.client.get('/api/analytics/cost.csv');
    expect(csv.statusCode).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(String(csv.headers['content-disposition'])).toMatch(
      /^attachment; filename="cost-report-/,
    );
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Identifier,Ship date,Lane,Carrier,Awarded ($),Lowest bid ($),Median bid ($),Bids,Miles,Rate per mile ($),Hours to award',
    );
    expect(lines).toHaveLength(total + 1);
    const records = lines.slice(1);
    expect(new Set(records.map((line) => line.split(',')[0])).size).toBe(total);
    const dates = records.map((line) => line.split(',')[1] as string);
    expect([...dates].sort()).toEqual(dates);
    const own = records.find((line) => line.startsWith(`${first.identifier},`));
    expect(own).toBe(
      `${first.identifier},${day(30)},"Chicago, IL → Dallas, TX",'=cmd|' /C calc'!A0,1234.56,1234.56,1234.56,1,250,4.94,${own?.split(',').at(-1)}`,
    );
    // Filters apply to the CSV too; a bad one is a JSON error before any byte of CSV.
    const none = await shipper.client.get(`/api/analytics/cost.csv?from=${day(100)}`);
    expect(
      String(none.body)
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
    const bad = await shipper.client.get('/api/analytics/cost.csv?lane_id=0x1');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors[0].code).toBe('ValidationError');
  }, 180_000);
});
