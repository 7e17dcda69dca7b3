import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, fileTestContext } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';

/** PRODUCT.md 9: deadlines, automatic award, bid states, counters and standing. */
const ctx = fileTestContext({ TRUST_PROXY: 'true' });

let shipper: market.Shipper;
let carriers: market.Member[] = [];

beforeAll(async () => {
  // The tests run the job runner themselves, one pass at a time.
  await ctx.jobs.stop();
  shipper = await market.shipperWithLocations(ctx);
  while (carriers.length < 21) {
    const batch = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        market.registerCarrier(ctx, `Carrier ${carriers.length + i + 1}`),
      ),
    );
    carriers = [...carriers, ...batch];
  }
}, 300_000);

/** One pass of the runner: every job due, and those they enqueue, until none is left. */
async function runnerPass(): Promise<number> {
  let ran = 0;
  for (;;) {
    const now = await ctx.jobs.runDue();
    if (now === 0) return ran;
    ran += now;
  }
}

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

/** The clock reaches the load's deadline: the deadline and its job are now in the past. */
async function passDeadline(loadId: number) {
  await ctx.database.db.execute(
    sql`update loads set bid_deadline = now() - interval '1 second' where id = ${loadId}`,
  );
  await ctx.database.db.execute(sql`update jobs set run_at = now()
    where name = 'bids.award-at-deadline' and (payload->>'loadId')::int = ${loadId}`);
}

async function marketplaceLoad(overrides: Record<string, unknown> = {}) {
  return market.createShipment(shipper, {
    audience: { type: 'marketplace' },
    bid_deadline: inAnHour(),
    award_rule: 'lowest',
    ...overrides,
  });
}

interface BidAnswer {
  id: number;
  amount: number;
  status: string;
  is_accepted: boolean;
  is_rejected: boolean;
  valid_until: string | null;
  counters: Array<{ id: number; by: string; amount: number; status: string }>;
  standing: { rank: number; of: number; band: string } | null;
}

async function bidsOf(member: market.Member, loadId: number): Promise<BidAnswer[]> {
  const response = await member.client.get(`/api/bids?load_id=${loadId}`);
  expect(response.statusCode).toBe(200);
  return response.body.results;
}

const titlesFor = (member: market.Member) => market.notificationTitles(ctx, member);

describe('bidding that ends', () => {
  it('answers a load with its deadline and rule, and refuses rules that cannot work', async () => {
    const deadline = inAnHour();
    const load = await marketplaceLoad({
      bid_deadline: deadline,
      award_rule: 'lowest_under_target',
      target_rate: 120_000,
    });
    expect(load).toMatchObject({
      bid_deadline: new Date(deadline).toISOString(),
      award_rule: 'lowest_under_target',
      target_rate: 120_000,
    });
    // The carrier sees the deadline (for its countdown), never the target rate.
    const seen = await carriers[0]?.client.get(`/api/loads/${load.id}`);
    expect(seen?.body).toMatchObject({ award_rule: 'lowest_under_target', target_rate: null });
    expect(seen?.body.bid_deadline).toBe(new Date(deadline).toISOString());

    const body = (extra: Record<string, unknown>) =>
      market.shipmentBody(shipper.origin, shipper.destination, extra);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ award_rule: 'lowest' }, 'bid_deadline'],
      [{ award_rule: 'lowest_under_target', bid_deadline: inAnHour() }, 'target_rate'],
      [{ bid_deadline: new Date(Date.now() - 60_000).toISOString() }, 'bid_deadline'],
      [{ bid_deadline: '2030-01-01T10:00' }, 'bid_deadline'],
      [{ award_rule: 'highest' }, 'award_rule'],
    ];
    for (const [extra, field] of cases) {
      const refused = await shipper.client.post('/api/loads', body(extra));
      expect(refused.statusCode, JSON.stringify(extra)).toBe(400);
      expectErrorShape(refused.body, 'ValidationError');
      expect(refused.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('awards the lowest of 20 open bids at the deadline and makes every bid final in one runner pass', async () => {
    const load = await marketplaceLoad();
    const bidders = carriers.slice(0, 20);
    const placed = await Promise.all(
      bidders.map((carrier, i) => market.placeBid(carrier, load.id, 200_000 - i * 1_000)),
    );
    const lowest = placed[19] as { id: number };
    await passDeadline(load.id);

    // After the deadline: no new bid, no edit (409 BiddingClosed).
    const late = await carriers[20]?.client.post('/api/bids', market.bidBody(load.id, 90_000));
    expect(late?.statusCode).toBe(409);
    expectErrorShape(late?.body, 'BiddingClosed');
    const edit = await bidders[0]?.client.put(
      `/api/bids/${placed[0]?.id}`,
      market.bidBody(load.id, 80_000),
    );
    expect(edit?.statusCode).toBe(409);
    expectErrorShape(edit?.body, 'BiddingClosed');

    // One pass: the award, then the job that closes every other bid (and the mail they queue).
    await runnerPass();
    const jobs = await market.rows<{ name: string; status: string }>(
      ctx,
      sql`select name, status from jobs where name like 'bids.%'
        and (payload->>'loadId')::int = ${load.id} order by id`,
    );
    expect(jobs).toEqual([
      { name: 'bids.award-at-deadline', status: 'done' },
      { name: 'bids.close-others', status: 'done' },
    ]);
    const all = await bidsOf(shipper, load.id);
    expect(all).toHaveLength(20);
    expect(all.filter((bid) => bid.status === 'accepted').map((bid) => bid.id)).toEqual([
      lowest.id,
    ]);
    expect(all.filter((bid) => bid.status === 'rejected')).toHaveLength(19);
    expect(all.every((bid) => bid.status !== 'pending')).toBe(true);
    const detail = await shipper.client.get(`/api/loads/${load.id}`);
    expect(detail.body.status).toBe('assigned');
    expect(detail.body.assigned_to.company_name).toBe('Carrier 20');

    // The closing job was due at the award's commit: well within 60 seconds.
    const [timing] = await market.rows<{ gap: number }>(
      ctx,
      sql`select extract(epoch from (c.run_at - a.finished_at))::float as gap
        from jobs a, jobs c
        where a.name = 'bids.award-at-deadline' and (a.payload->>'loadId')::int = ${load.id}
          and c.name = 'bids.close-others' and (c.payload->>'loadId')::int = ${load.id}`,
    );
    expect(timing?.gap).toBeLessThan(60);

    // Each losing carrier is told, without the load's name; the winner is told it won.
    for (const carrier of bidders.slice(0, 19)) {
      const titles = await titlesFor(carrier);
      expect(titles).toContain('Your bid on a load was rejected');
      expect(titles.join(' ')).not.toContain('Steel coils');
    }
    expect(await titlesFor(bidders[19] as market.Member)).toContain(
      'Your bid on "Steel coils" was accepted',
    );
    expect(await titlesFor(shipper)).toContain(
      'Bidding on "Steel coils" closed and the load was awarded',
    );
    // A second pass finds nothing to do: nothing is awarded or told twice.
    expect(await runnerPass()).toBe(0);
  }, 120_000);

  it('keeps the load open and tells the shipper when no bid is under the target', async () => {
    const load = await marketplaceLoad({ award_rule: 'lowest_under_target', target_rate: 100_000 });
    await market.placeBid(carriers[0] as market.Member, load.id, 120_000);
    await market.placeBid(carriers[1] as market.Member, load.id, 130_000);
    await passDeadline(load.id);
    await runnerPass();
    const detail = await shipper.client.get(`/api/loads/${load.id}`);
    expect(detail.body.status).toBe('unscheduled');
    expect((await bidsOf(shipper, load.id)).map((bid) => bid.status)).toEqual([
      'pending',
      'pending',
    ]);
    expect(await titlesFor(shipper)).toContain('Bidding on "Steel coils" closed');
    // The shipper may still accept one by hand after the deadline.
    const [first] = await bidsOf(shipper, load.id);
    const accepted = await shipper.client.post(`/api/bids/${first?.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.status).toBe('accepted');
  });

  it('shows an expired bid as Expired and refuses to accept it (409 BidExpired)', async () => {
    const load = await marketplaceLoad({ award_rule: 'manual', bid_deadline: null });
    const carrier = carriers[2] as market.Member;
    const validUntil = inAnHour();
    const placed = await carrier.client.post('/api/bids', {
      ...market.bidBody(load.id),
      valid_until: validUntil,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.body).toMatchObject({ status: 'pending', counters: [], standing: null });
    expect(placed.body.valid_until).toBe(new Date(validUntil).toISOString());
    const past = await carrier.client.post('/api/bids', {
      ...market.bidBody(load.id),
      valid_until: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    await ctx.database.db.execute(
      sql`update bids set valid_until = now() - interval '1 second' where id = ${placed.body.id}`,
    );
    expect((await bidsOf(carrier, load.id))[0]?.status).toBe('expired');
    const accept = await shipper.client.post(`/api/bids/${placed.body.id}/accept`);
    expect(accept.statusCode).toBe(409);
    expectErrorShape(accept.body, 'BidExpired');
    // An edit renews it.
    const renewed = await carrier.client.put(`/api/bids/${placed.body.id}`, {
      ...market.bidBody(load.id),
      valid_until: inAnHour(),
    });
    expect(renewed.body.status).toBe('pending');
  });

  it('lets a carrier withdraw its pending bid, once, and nobody else', async () => {
    const load = await marketplaceLoad({ award_rule: 'manual', bid_deadline: null });
    const carrier = carriers[3] as market.Member;
    const bid = await market.placeBid(carrier, load.id);
    const other = await carriers[4]?.client.delete(`/api/bids/${bid.id}`);
    expect(other?.statusCode).toBe(404);
    const byShipper = await shipper.client.delete(`/api/bids/${bid.id}`);
    expect(byShipper.statusCode).toBe(403);
    const withdrawn = await carrier.client.delete(`/api/bids/${bid.id}`);
    expect(withdrawn.statusCode).toBe(204);
    expect((await bidsOf(shipper, load.id))[0]?.status).toBe('withdrawn');
    const again = await carrier.client.delete(`/api/bids/${bid.id}`);
    expect(again.statusCode).toBe(409);
    expectErrorShape(again.body, 'InvalidTransition');
    const accept = await shipper.client.post(`/api/bids/${bid.id}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(await titlesFor(shipper)).toContain('Carrier 4 withdrew its bid on "Steel coils"');
  });

  it('negotiates with counter-offers: turns, Stale, every version kept, awarded at the accepted terms', async () => {
    const load = await marketplaceLoad({ award_rule: 'manual', bid_deadline: null });
    const carrier = carriers[5] as market.Member;
    const bid = await market.placeBid(carrier, load.id, 150_000);
    const terms = (amount: number, extra: Record<string, unknown> = {}) => ({
      amount,
      pickup_date: market.day(30),
      delivery_date: market.day(32),
      note: `At ${amount}`,
      ...extra,
    });
    // The bid is the carrier's word: the shipper proposes first.
    const carrierFirst = await carrier.client.post(`/api/bids/${bid.id}/counter`, terms(160_000));
    expect(carrierFirst.statusCode).toBe(409);
    const first = await shipper.client.post(`/api/bids/${bid.id}/counter`, terms(130_000));
    expect(first.statusCode, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ bid_id: bid.id, by: 'shipper', status: 'open' });
    expect(await titlesFor(carrier)).toContainEqual(
      expect.stringMatching(/ proposed new terms on a load$/),
    );
    // The shipper cannot answer its own proposal, nor propose again over it.
    const own = await shipper.client.post(`/api/counters/${first.body.id}/accept`);
    expect(own.statusCode).toBe(403);
    const twice = await shipper.client.post(`/api/bids/${bid.id}/counter`, terms(129_000));
    expect(twice.statusCode).toBe(409);
    expectErrorShape(twice.body, 'Stale');
    // Another shipper does not even see it.
    const stranger = await market.shipperWithLocations(ctx);
    expect((await stranger.client.post(`/api/counters/${first.body.id}/accept`)).statusCode).toBe(
      404,
    );

    const second = await carrier.client.post(
      `/api/bids/${bid.id}/counter`,
      terms(140_000, { reply_to: first.body.id }),
    );
    expect(second.statusCode).toBe(201);
    // Answering the older proposal now is Stale, whoever tries.
    const stale = await carrier.client.post(`/api/counters/${first.body.id}/accept`);
    expect(stale.statusCode).toBe(409);
    expectErrorShape(stale.body, 'Stale');
    const staleReply = await shipper.client.post(
      `/api/bids/${bid.id}/counter`,
      terms(135_000, { reply_to: first.body.id }),
    );
    expect(staleReply.statusCode).toBe(409);
    expectErrorShape(staleReply.body, 'Stale');

    const third = await shipper.client.post(
      `/api/bids/${bid.id}/counter`,
      terms(135_000, { reply_to: second.body.id }),
    );
    expect(third.statusCode).toBe(201);
    const accepted = await carrier.client.post(`/api/counters/${third.body.id}/accept`);
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', is_accepted: true, amount: 135_000 });
    expect(
      accepted.body.counters.map((c: { by: string; amount: number; status: string }) => [
        c.by,
        c.amount,
        c.status,
      ]),
    ).toEqual([
      ['shipper', 130_000, 'superseded'],
      ['carrier', 140_000, 'superseded'],
      ['shipper', 135_000, 'accepted'],
    ]);
    const detail = await shipper.client.get(`/api/loads/${load.id}`);
    expect(detail.body).toMatchObject({ status: 'assigned' });
    expect(detail.body.assigned_to.company_name).toBe('Carrier 6');
    // Every proposal and its answer are lines of the load's history, before the award's own.
    const history = detail.body.status_history.map((entry: { status: string }) => entry.status);
    expect(history.filter((status: string) => status.startsWith('counter_'))).toEqual([
      'counter_proposed_by_shipper',
      'counter_proposed_by_carrier',
      'counter_proposed_by_shipper',
      'counter_accepted',
    ]);
    expect(history.indexOf('counter_accepted')).toBeLessThan(history.indexOf('assigned'));
    expect(await titlesFor(shipper)).toContain('Carrier 6 accepted your proposal on "Steel coils"');
    const again = await carrier.client.post(`/api/counters/${third.body.id}/accept`);
    expect(again.statusCode).toBe(409);
  });

  it('takes at most 5 proposals per bid and lets the other side decline one', async () => {
    const load = await marketplaceLoad({ award_rule: 'manual', bid_deadline: null });
    const carrier = carriers[6] as market.Member;
    const bid = await market.placeBid(carrier, load.id, 150_000);
    const sides = [shipper, carrier, shipper, carrier, shipper];
    let last: { id: number } | null = null;
    for (const [i, side] of sides.entries()) {
      const made: { statusCode: number; body: { id: number } } = await side.client.post(
        `/api/bids/${bid.id}/counter`,
        {
          amount: 140_000 + i,
          pickup_date: market.day(30),
          delivery_date: market.day(32),
          reply_to: last?.id ?? null,
        },
      );
      expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
      last = made.body;
    }
    const sixth = await carrier.client.post(`/api/bids/${bid.id}/counter`, {
      amount: 141_000,
      pickup_date: market.day(30),
      delivery_date: market.day(32),
    });
    expect(sixth.statusCode).toBe(409);
    const declined = await carrier.client.post(`/api/counters/${last?.id}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toMatchObject({ status: 'pending', amount: 150_000 });
    expect(declined.body.counters).toHaveLength(5);
    expect(declined.body.counters.at(-1).status).toBe('declined');
  });

  it('tells each losing carrier where its bid stood after the award, with 3 bids or more', async () => {
    const load = await marketplaceLoad({ award_rule: 'manual', bid_deadline: null });
    const [a, b, c] = carriers.slice(7, 10) as [market.Member, market.Member, market.Member];
    const winner = await market.placeBid(a, load.id, 100_000);
    await market.placeBid(b, load.id, 107_000);
    await market.placeBid(c, load.id, 130_000);
    // Before the award nobody sees anything of the others.
    expect((await bidsOf(b, load.id))[0]?.standing).toBeNull();
    await shipper.client.post(`/api/bids/${winner.id}/accept`);
    await runnerPass();
    expect((await bidsOf(b, load.id))[0]).toMatchObject({
      status: 'rejected',
      standing: { rank: 2, of: 3, band: '5-10% lower' },
    });
    expect((await bidsOf(c, load.id))[0]?.standing).toEqual({
      rank: 3,
      of: 3,
      band: '20-25% lower',
    });
    expect((await bidsOf(a, load.id))[0]?.standing).toBeNull();
    expect((await bidsOf(shipper, load.id)).every((bid) => bid.standing === null)).toBe(true);

    // With two bids, nothing.
    const small = await marketplaceLoad({ award_rule: 'manual', bid_deadline: null });
    const won = await market.placeBid(a, small.id, 100_000);
    await market.placeBid(b, small.id, 110_000);
    await shipper.client.post(`/api/bids/${won.id}/accept`);
    expect((await bidsOf(b, small.id))[0]?.standing).toBeNull();
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'the award under concurrency (needs PostgreSQL: PGlite serves one connection at a time)',
  () => {
    it('gives exactly one accepted bid when the shipper accepts while the deadline awards', async () => {
      for (let round = 0; round < 5; round++) {
        const load = await marketplaceLoad();
        const bids = await Promise.all(
          carriers
            .slice(10, 14)
            .map((carrier, i) => market.placeBid(carrier, load.id, 100_000 + i * 5_000)),
        );
        await passDeadline(load.id);
        const highest = bids.at(-1) as { id: number };
        const [accept] = await Promise.all([
          shipper.client.post(`/api/bids/${highest.id}/accept`),
          ctx.jobs.runDue(),
          ctx.jobs.runDue(),
        ]);
        expect(accept.statusCode).toBeLessThan(500);
        await runnerPass();
        const rows = await market.rows<{ id: number; status: string; carrier: number }>(
          ctx,
          sql`select id, status, carrier_account_id as carrier from bids where load_id = ${load.id}`,
        );
        const accepted = rows.filter((row) => row.status === 'accepted');
        expect(accepted).toHaveLength(1);
        expect(rows.filter((row) => row.status === 'rejected')).toHaveLength(3);
        const [held] = await market.rows<{ assigned: number }>(
          ctx,
          sql`select assigned_account_id as assigned from loads where id = ${load.id}`,
        );
        expect(held?.assigned).toBe(accepted[0]?.carrier);
      }
    }, 120_000);
  },
);
