import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, fileTestContext } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';
import { type AppContext, createContext } from '../../context.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { expireTender } from './decisions.ts';
import { attach } from './jobs.ts';
import { offerNextTender } from './service.ts';

/** PRODUCT.md 8: the tender waterfall of a lane's routing guide, run by the job runner. */
const ctx = fileTestContext({ TRUST_PROXY: 'true' });

let shipper: market.Shipper;
let carriers: market.Member[] = [];
let guide: number[] = [];
let appCtx: AppContext;

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
  silent() {},
} as never;

beforeAll(async () => {
  // The tests run the job runner themselves, one pass at a time.
  await ctx.jobs.stop();
  appCtx = createContext({ config: ctx.config, db: ctx.database.db, database: ctx.database });
  shipper = await market.shipperWithLocations(ctx);
  carriers = [
    await market.registerCarrier(ctx, 'First Freight'),
    await market.registerCarrier(ctx, 'Second Freight'),
    await market.registerCarrier(ctx, 'Third Freight'),
  ];
  guide = [];
  for (const carrier of carriers) guide.push(await market.linkCarrier(shipper, carrier));
}, 120_000);

/** One pass of the runner: every job due, and those they enqueue, until none is left. */
async function runnerPass(runner: JobRunner = ctx.jobs): Promise<number> {
  let ran = 0;
  for (;;) {
    const now = await runner.runDue();
    if (now === 0) return ran;
    ran += now;
  }
}

let laneCount = 0;
async function lane(overrides: Record<string, unknown> = {}): Promise<number> {
  const created = await shipper.client.post('/api/lanes', {
    name: `Chicago to Dallas ${++laneCount}`,
    origin: { city: 'Chicago', state: 'IL' },
    destination: { city: 'Dallas', state: 'TX' },
    equipment_type: 'dry_van',
    carrier_ids: guide,
    target_rate: 150_000,
    contract: { rate: 180_000, valid_from: '2020-01-01', valid_to: '2999-12-31' },
    ...overrides,
  });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

async function tendered(laneId: number) {
  const load = await market.createShipment(shipper, {
    name: 'Secret peas',
    equipment_type: 'dry_van',
    audience: { type: 'lane', lane_id: laneId },
  });
  return load;
}

interface Tender {
  id: number;
  load_id: number;
  carrier: { id: number; company_name: string };
  rate: number | null;
  position: number;
  status: string;
  offered_at: string;
  expires_at: string;
}

async function waterfall(loadId: number): Promise<Tender[]> {
  const answer = await shipper.client.get(`/api/loads/${loadId}/tenders`);
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  return answer.body.results;
}

async function history(loadId: number): Promise<string[]> {
  const detail = await shipper.client.get(`/api/loads/${loadId}`);
  return detail.body.status_history.map((entry: { status: string }) => entry.status);
}

async function spotQuoteIds(member: market.Member): Promise<number[]> {
  const answer = await member.client.get(
    '/api/loads/custom_pagination_spotquotes?status=spot-quotes',
  );
  expect(answer.statusCode).toBe(200);
  return answer.body.results.shipments.map((load: { id: number }) => load.id);
}

const titlesFor = (member: market.Member) => market.notificationTitles(ctx, member);

describe('the tender waterfall', () => {
  it('offers a load published via the guide to its first carrier at the contract rate', async () => {
    const laneId = await lane();
    const load = await tendered(laneId);
    expect(load.audience).toMatchObject({ type: 'lane', lane_id: laneId });
    await runnerPass();

    const [offer, ...rest] = await waterfall(load.id);
    expect(rest).toEqual([]);
    expect(offer).toMatchObject({
      carrier: { id: guide[0], company_name: 'First Freight' },
      rate: 180_000,
      position: 1,
      status: 'offered',
    });
    // No shipping hours at the origin: the window is 120 plain minutes.
    const window = Date.parse(offer?.expires_at ?? '') - Date.parse(offer?.offered_at ?? '');
    expect(window).toBe(120 * 60_000);
    expect(await history(load.id)).toEqual(['unscheduled', 'tender_offered']);

    // Only the offered carrier sees it: as an open offer (not also as a spot quote), never named.
    const [first, second] = carriers as [market.Member, market.Member];
    const offers = await first.client.get('/api/tenders');
    expect(offers.statusCode).toBe(200);
    expect(offers.body.results).toHaveLength(1);
    expect(offers.body.results[0]).toMatchObject({
      id: offer?.id,
      load: { id: load.id, name: null, identifier: null },
    });
    expect(await spotQuoteIds(first)).not.toContain(load.id);
    expect(await spotQuoteIds(second)).not.toContain(load.id);
    const tiles = await first.client.get(
      '/api/loads/custom_pagination_spotquotes?status=spot-quotes',
    );
    expect(tiles.body.all_spotquotes).toBe(0);
    // While the offer stands the carrier answers it with Accept or Decline, not with a bid.
    const bid = await first.client.post('/api/bids', market.bidBody(load.id));
    expect(bid.statusCode).toBe(409);
    expectErrorShape(bid.body, 'TenderOpen');
    expect((await first.client.get(`/api/loads/${load.id}`)).statusCode).toBe(200);
    // The count tables (decision 025) follow the offer (the list subtracts it, above).
    const counted = await market.rows<{ first: number; second: number }>(
      ctx,
      sql`select (select coalesce(sum(n), 0)::int from open_load_counts
          where kind = 'carriers' and key = (select account_id from users where id = ${first.user.id})) as first,
        (select coalesce(sum(n), 0)::int from open_load_counts
          where kind = 'carriers' and key = (select account_id from users where id = ${second.user.id})) as second`,
    );
    expect(counted[0]).toEqual({ first: 1, second: 0 });
    expect((await second.client.get('/api/tenders')).body.results).toEqual([]);
    const told = await titlesFor(first);
    expect(told).toContain('A load is tendered to you at $1,800.00');
    expect(told.join(' ')).not.toContain('Secret peas');
    const mail = await ctx.mailbox.waitFor(first.email, /tendered to you/);
    expect(`${mail.subject}\n${mail.text}`).toContain('$1,800.00');
    expect(`${mail.subject}\n${mail.text}`).not.toContain('Secret peas');

    // Another shipper sees nothing of it; a lane that is not the caller's is refused.
    const other = await market.shipperWithLocations(ctx, 'Other Shipping');
    expect((await other.client.get(`/api/loads/${load.id}/tenders`)).statusCode).toBe(404);
    const foreign = await other.client.post(
      '/api/loads',
      market.shipmentBody(other.origin, other.destination, {
        audience: { type: 'lane', lane_id: laneId },
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expectErrorShape(foreign.body, 'ValidationError');
    expect(foreign.body.errors[0].field).toBe('audience.lane_id');
    // A carrier never answers another carrier's offer.
    expect((await second.client.post(`/api/tenders/${offer?.id}/accept`)).statusCode).toBe(404);
  });

  it('moves on after a decline, and the accepting carrier gets the load through the award path', async () => {
    const load = await tendered(await lane({ contract: null }));
    await runnerPass();
    const [first, second, third] = carriers as [market.Member, market.Member, market.Member];
    const [offer] = await waterfall(load.id);
    // Without a contract the lane's target rate is offered.
    expect(offer?.rate).toBe(150_000);

    const declined = await first.client.post(`/api/tenders/${offer?.id}/decline`);
    expect(declined.statusCode, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.status).toBe('declined');
    const again = await first.client.post(`/api/tenders/${offer?.id}/decline`);
    expect(again.statusCode).toBe(409);
    expectErrorShape(again.body, 'InvalidTransition');
    expect(await spotQuoteIds(first)).not.toContain(load.id);

    await runnerPass();
    const steps = await waterfall(load.id);
    expect(steps.map((step) => [step.carrier.company_name, step.status])).toEqual([
      ['First Freight', 'declined'],
      ['Second Freight', 'offered'],
    ]);
    const accepted = await second.client.post(`/api/tenders/${steps[1]?.id}/accept`);
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    const detail = await shipper.client.get(`/api/loads/${load.id}`);
    expect(detail.body.status).toBe('assigned');
    expect(detail.body.assigned_to).toMatchObject({ company_name: 'Second Freight' });
    expect(await history(load.id)).toEqual([
      'unscheduled',
      'tender_offered',
      'tender_declined',
      'tender_offered',
      'assigned',
      'rate_confirmation_v1',
      'tender_accepted',
    ]);
    const twice = await second.client.post(`/api/tenders/${steps[1]?.id}/accept`);
    expect(twice.statusCode).toBe(409);
    expectErrorShape(twice.body, 'InvalidTransition');
    await runnerPass();
    // The third carrier was never offered it.
    expect((await waterfall(load.id)).length).toBe(2);
    expect((await third.client.get('/api/tenders')).body.results).toEqual([]);
    const shipperTitles = await titlesFor(shipper);
    expect(shipperTitles).toContain('First Freight declined the tender of "Secret peas"');
    expect(shipperTitles).toContain('Second Freight accepted the tender of "Secret peas"');
  });

  it('expires an unanswered offer at its deadline and offers the load to the next carrier', async () => {
    const load = await tendered(await lane());
    await runnerPass();
    const [offer] = await waterfall(load.id);
    if (!offer) throw new Error('no offer');
    const deadline = Date.parse(offer.expires_at);
    // Before the deadline the job does nothing.
    expect(await expireTender(appCtx, offer.id, new Date(deadline - 1000))).toBeNull();
    expect(await expireTender(appCtx, offer.id, new Date(deadline + 1000))).toBe('expired');
    expect(await expireTender(appCtx, offer.id, new Date(deadline + 2000))).toBeNull();
    const late = await carriers[0]?.client.post(`/api/tenders/${offer.id}/accept`);
    expect(late?.statusCode).toBe(409);
    expectErrorShape(late?.body, 'TenderExpired');

    await runnerPass();
    const steps = await waterfall(load.id);
    expect(steps.map((step) => step.status)).toEqual(['expired', 'offered']);
    expect(steps[1]?.carrier.company_name).toBe('Second Freight');
    expect(await history(load.id)).toEqual([
      'unscheduled',
      'tender_offered',
      'tender_expired',
      'tender_offered',
    ]);
    expect(await titlesFor(carriers[0] as market.Member)).toContain(
      'The tender of a load to you expired',
    );
  });

  it('opens the load to the fallback audience after the last carrier, or keeps it with the shipper', async () => {
    const [first, second, third] = carriers as [market.Member, market.Member, market.Member];
    const marketplace = await tendered(
      await lane({ carrier_ids: [guide[0]], fallback_audience: { type: 'marketplace' } }),
    );
    await runnerPass();
    const [offer] = await waterfall(marketplace.id);
    await first.client.post(`/api/tenders/${offer?.id}/decline`);
    await runnerPass();
    expect((await waterfall(marketplace.id)).length).toBe(1);
    const opened = await shipper.client.get(`/api/loads/${marketplace.id}`);
    expect(opened.body.audience.type).toBe('marketplace');
    expect(await spotQuoteIds(third)).toContain(marketplace.id);
    expect(await history(marketplace.id)).toContain('tender_fallback');
    expect(await titlesFor(shipper)).toContain(
      'No carrier of the routing guide took "Secret peas"',
    );

    const noneLane = await lane({ carrier_ids: [guide[1]] });
    const none = await tendered(noneLane);
    await runnerPass();
    const [only] = await waterfall(none.id);
    await second.client.post(`/api/tenders/${only?.id}/decline`);
    await runnerPass();
    const kept = await shipper.client.get(`/api/loads/${none.id}`);
    expect(kept.body.audience.type).toBe('lane');
    expect(await history(none.id)).toContain('tender_guide_ended');
    for (const carrier of carriers) expect(await spotQuoteIds(carrier)).not.toContain(none.id);
    // The waterfall is over: its lane may go.
    expect((await shipper.client.delete(`/api/lanes/${noneLane}`)).statusCode).toBe(204);
  });

  it("counts the acceptance window in the origin dock's shipping hours", async () => {
    const schedule = [2, 3, 4, 5, 6].map((weekday) => ({
      schedule_type: 'weekday' as const,
      weekday,
      is_holiday: false,
      intervals: [{ start_time: '06:00', end_time: '18:00' }],
    }));
    const saved = await shipper.client.post(
      `/api/delivery_locations/${shipper.origin}/schedules/bulk_create`,
      { schedule, shipment_process: 'appointment' },
    );
    expect(saved.statusCode, JSON.stringify(saved.body)).toBeLessThan(300);
    try {
      const [origin] = await market.rows<{ timezone: string }>(
        ctx,
        sql`select timezone from delivery_locations where id = ${shipper.origin}`,
      );
      expect(origin?.timezone).toBe('America/Chicago');
      // Offered on Friday 4 December 2026 at 17:30 in Chicago (the job run with a fake clock):
      // 30 minutes that evening, 90 on Monday from 06:00, so it expires Monday 07:30.
      const load = await tendered(await lane());
      const offer = await offerNextTender(appCtx, load.id, 0, new Date('2026-12-04T23:30:00Z'));
      expect(offer?.expiresAt.toISOString()).toBe('2026-12-07T13:30:00.000Z');
      const [listed] = await waterfall(load.id);
      expect(listed?.expires_at).toBe('2026-12-07T13:30:00.000Z');
      // The step the publish enqueued finds it done and does nothing.
      await runnerPass();
      expect(await waterfall(load.id)).toHaveLength(1);
    } finally {
      await shipper.client.post(`/api/delivery_locations/${shipper.origin}/schedules/bulk_create`, {
        schedule: [],
        shipment_process: 'appointment',
      });
    }
  });

  it('keeps the waterfall through an edit and refuses another audience while an offer is open', async () => {
    const laneId = await lane();
    const load = await tendered(laneId);
    await runnerPass();
    const body = (audience: Record<string, unknown>) =>
      market.shipmentBody(shipper.origin, shipper.destination, {
        name: 'Secret peas, chilled',
        equipment_type: 'dry_van',
        audience,
      });
    const edited = await shipper.client.put(
      `/api/loads/${load.id}`,
      body({ type: 'lane', lane_id: laneId }),
    );
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.audience).toMatchObject({ type: 'lane', lane_id: laneId });
    // The offered carrier still has it, as its open offer.
    const offers = await (carriers[0] as market.Member).client.get('/api/tenders');
    expect(offers.body.results.map((offer: { load: { id: number } }) => offer.load.id)).toContain(
      load.id,
    );
    const moved = await shipper.client.put(`/api/loads/${load.id}`, body({ type: 'all' }));
    expect(moved.statusCode).toBe(409);
    expectErrorShape(moved.body, 'InvalidTransition');
    // Nor does its lane go while it tenders.
    const removed = await shipper.client.delete(`/api/lanes/${laneId}`);
    expect(removed.statusCode).toBe(409);
    expectErrorShape(removed.body, 'InUse');
    // A quote request, or a load already published elsewhere, is not tendered.
    const quote = await shipper.client.post(
      '/api/loads',
      market.quoteRequestBody({ audience: { type: 'lane', lane_id: laneId } }),
    );
    expect(quote.statusCode).toBe(400);
    const plain = await market.createShipment(shipper, { equipment_type: 'dry_van' });
    const late = await shipper.client.put(
      `/api/loads/${plain.id}`,
      body({ type: 'lane', lane_id: laneId }),
    );
    expect(late.statusCode).toBe(400);
    expect(late.body.errors[0].field).toBe('audience.type');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'lets an accept racing the expiry win or lose, never both (PostgreSQL)',
    async () => {
      const laneId = await lane();
      const outcomes: string[] = [];
      for (let round = 0; round < 6; round++) {
        const load = await tendered(laneId);
        await runnerPass();
        const [offer] = await waterfall(load.id);
        if (!offer) throw new Error('no offer');
        const after = new Date(Date.parse(offer.expires_at) + 1000);
        const [accept, expiry] = await Promise.all([
          carriers[0]?.client.post(`/api/tenders/${offer.id}/accept`),
          expireTender(appCtx, offer.id, after),
        ]);
        await runnerPass();
        const steps = await waterfall(load.id);
        const lines = await history(load.id);
        const detail = await shipper.client.get(`/api/loads/${load.id}`);
        if (accept?.statusCode === 200) {
          expect(expiry).toBeNull();
          expect(steps.map((step) => step.status)).toEqual(['accepted']);
          expect(detail.body.status).toBe('assigned');
          expect(lines).not.toContain('tender_expired');
          outcomes.push('accepted');
        } else {
          expect(accept?.statusCode).toBe(409);
          expectErrorShape(accept?.body, 'TenderExpired');
          expect(expiry).toBe('expired');
          expect(steps.map((step) => step.status)).toEqual(['expired', 'offered']);
          expect(detail.body.status).toBe('unscheduled');
          expect(lines).not.toContain('tender_accepted');
          outcomes.push('expired');
        }
      }
      expect(outcomes).toHaveLength(6);
    },
  );

  it('loses no step and repeats none when the runner restarts in the middle of the waterfall', async () => {
    const load = await tendered(await lane());
    await runnerPass();
    const [offer] = await waterfall(load.id);
    if (!offer) throw new Error('no offer');
    // The clock reaches the deadline; a runner claims the expiry and dies before finishing it.
    await ctx.database.db.execute(sql`update tenders set expires_at = now() - interval '1 second'
      where id = ${offer.id}`);
    await ctx.database.db.execute(sql`update jobs set run_at = now() - interval '1 second',
      attempts = 1, locked_by = 'dead-runner', locked_until = now() - interval '1 second'
      where name = 'tenders.expire' and (payload->>'tenderId')::int = ${offer.id}`);
    const restarted = new JobRunner(ctx.database, silentLog, { pollMs: 60_000, leaseSeconds: 5 });
    attach(restarted, appCtx);
    await runnerPass(restarted);
    let steps = await waterfall(load.id);
    expect(steps.map((step) => step.status)).toEqual(['expired', 'offered']);

    // The next step committed, but its runner died before marking the job done: run again,
    // it changes nothing.
    await ctx.database.db.execute(sql`update jobs set status = 'pending', run_at = now(),
      locked_by = 'dead-runner', locked_until = now() - interval '1 second'
      where name = 'tenders.next' and (payload->>'loadId')::int = ${load.id}`);
    const again = new JobRunner(ctx.database, silentLog, { pollMs: 60_000, leaseSeconds: 5 });
    attach(again, appCtx);
    expect(await runnerPass(again)).toBeGreaterThan(0);
    steps = await waterfall(load.id);
    expect(steps.map((step) => step.status)).toEqual(['expired', 'offered']);
    expect(await history(load.id)).toEqual([
      'unscheduled',
      'tender_offered',
      'tender_expired',
      'tender_offered',
    ]);
  });

  it('never lets two runners advance the same tender', async () => {
    const loadsMade = [await tendered(await lane()), await tendered(await lane())];
    await runnerPass();
    const runners = [0, 1].map(() => {
      const runner = new JobRunner(ctx.database, silentLog, { pollMs: 60_000, leaseSeconds: 5 });
      attach(runner, appCtx);
      return runner;
    });
    for (const load of loadsMade) {
      const [offer] = await waterfall(load.id);
      await ctx.database.db.execute(sql`update tenders set expires_at = now() - interval '1 second'
        where id = ${offer?.id}`);
      await ctx.database.db.execute(sql`update jobs set run_at = now() - interval '1 second'
        where name = 'tenders.expire' and (payload->>'tenderId')::int = ${offer?.id}`);
    }
    await Promise.all(runners.map((runner) => runnerPass(runner)));
    // Both runners racing on the next steps too (and a third pass by the app's runner).
    await Promise.all([...runners.map((runner) => runnerPass(runner)), runnerPass()]);
    for (const load of loadsMade) {
      const steps = await waterfall(load.id);
      expect(steps.map((step) => [step.position, step.status])).toEqual([
        [1, 'expired'],
        [2, 'offered'],
      ]);
      expect(await history(load.id)).toEqual([
        'unscheduled',
        'tender_offered',
        'tender_expired',
        'tender_offered',
      ]);
    }
  });
});
