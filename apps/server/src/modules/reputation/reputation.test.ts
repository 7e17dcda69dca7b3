import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import {
  expectErrorShape,
  expectSignInRequired,
  fileAppContext,
  fileTestContext,
} from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import * as market from '../../../test/market.ts';
import { image, startUpload } from '../../../test/uploads.ts';
import { issueInvoice } from '../billing/index.ts';
import { fileClaim, sweepClaimClocks } from './index.ts';
import { publishRating } from './ratings.ts';

/**
 * PRODUCT.md 21 through the API: ratings both ways after delivery with their refusals, the low
 * rating pending for the rated party and its one reply, the kept scores, and a claim filed,
 * acknowledged and settled in part with the deduction on the invoice, its packet and clocks.
 */
describe('reputation both ways, and claims', () => {
  const ctx = fileTestContext({ TRUST_PROXY: 'true' });
  const app = fileAppContext(ctx);

  const accountOf = async (member: market.Member) =>
    (
      await market.rows<{ id: number }>(
        ctx,
        sql`select account_id as id from users where id = ${member.user.id}`,
      )
    )[0]?.id as number;

  async function awarded(shipper: market.Shipper, carrier: market.Member) {
    const load = await market.createShipment(shipper);
    const bid = await market.placeBid(carrier, load.id, 250_000);
    const accepted = await shipper.client.post(`/api/bids/${bid.id}/accept`);
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    return load.id as number;
  }
  async function deliver(shipper: market.Member, loadId: number) {
    for (const status of ['in_transit', 'delivered']) {
      const moved = await shipper.client.post(`/api/loads/${loadId}/status`, { status });
      expect(moved.statusCode, JSON.stringify(moved.body)).toBe(200);
    }
  }
  const ratingCount = async () =>
    (await market.rows<{ n: number }>(ctx, sql`select count(*)::int as n from ratings`))[0]?.n;

  it('answers 401 without a session on every endpoint', async () => {
    await expectSignInRequired(ctx, [
      ['POST', '/api/loads/1/ratings', { subject: 'carrier', stars: 5 }],
      ['GET', '/api/loads/1/ratings'],
      ['GET', '/api/ratings/to_rate'],
      ['GET', '/api/ratings/received'],
      ['GET', '/api/ratings/scores?subject=carrier&ids=1'],
      ['GET', '/api/ratings?subject=carrier&subject_id=1'],
      ['POST', '/api/ratings/1/reply', { comment: 'Thanks' }],
      ['GET', '/api/claims'],
      ['POST', '/api/claims', { load_id: 1, type: 'loss', amount: 1, description: 'x' }],
      ['GET', '/api/claims/1'],
      ['GET', '/api/claims/1/packet.pdf'],
      ['POST', '/api/claims/1/acknowledge'],
      ['POST', '/api/claims/1/decide', { decision: 'pay' }],
      ['POST', '/api/claims/1/close'],
    ]);
  });

  it('rates a delivered load both ways, once, and keeps the scores', async () => {
    const { shipper, carrier } = await market.shipperAndCarrier(ctx, 'Stars Freight');
    const outsider = await market.registerCarrier(ctx, 'Nosy Stars Freight');
    const loadId = await awarded(shipper, carrier);
    const rate = (member: market.Member, body: Record<string, unknown>) =>
      member.client.post(`/api/loads/${loadId}/ratings`, body);
    const carrierRating = { subject: 'carrier', stars: 5, tags: ['on_time'], comment: 'Great' };

    // Before delivery: 403 for a party, 404 for whoever cannot see the load.
    expect((await rate(shipper, carrierRating)).statusCode).toBe(403);
    expect((await rate(outsider, { ...carrierRating, subject: 'shipper' })).statusCode).toBe(404);
    await deliver(shipper, loadId);

    // Bad input: stars out of range, unknown tags, a subject the side does not rate.
    for (const bad of [
      { ...carrierRating, stars: 6 },
      { ...carrierRating, stars: 0 },
      { ...carrierRating, tags: ['long_wait'] },
      { ...carrierRating, subject: 'shipper' },
    ]) {
      const refused = await rate(shipper, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expectErrorShape(refused.body, 'ValidationError');
    }
    expect(await ratingCount()).toBe(0);

    const given = await rate(shipper, carrierRating);
    expect(given.statusCode, JSON.stringify(given.body)).toBe(201);
    expect(given.body).toMatchObject({
      by: 'shipper',
      subject: 'carrier',
      stars: 5,
      pending: false,
    });
    const twice = await rate(shipper, carrierRating);
    expect(twice.statusCode).toBe(409);
    expectErrorShape(twice.body, 'AlreadyRated');
    expect(await ratingCount()).toBe(1);

    // The carrier rates the shipper low and a facility it visited.
    const low = await rate(carrier, { subject: 'shipper', stars: 2, tags: ['slow_to_pay'] });
    expect(low.statusCode, JSON.stringify(low.body)).toBe(201);
    expect(low.body.pending).toBe(true);
    const facility = await rate(carrier, {
      subject: 'location',
      location_id: shipper.origin,
      stars: 4,
      tags: ['friendly_staff'],
    });
    expect(facility.statusCode, JSON.stringify(facility.body)).toBe(201);
    const wrongPlace = await rate(carrier, { subject: 'location', location_id: 999_999, stars: 4 });
    expect(wrongPlace.statusCode).toBe(400);

    // The low rating: seen by the shipper (the rated party) alone for 7 days, not yet counted.
    const shipperId = await accountOf(shipper);
    const ratingsOf = (member: market.Member) =>
      member.client.get(`/api/ratings?subject=shipper&subject_id=${shipperId}`);
    const asOutsider = await ratingsOf(outsider);
    expect(asOutsider.statusCode).toBe(200);
    expect(asOutsider.body).toMatchObject({ count: 0, summary: { stars: null, count: 0 } });
    const asShipper = (await ratingsOf(shipper)).body;
    expect(asShipper.results).toHaveLength(1);
    expect(asShipper.results[0]).toMatchObject({ stars: 2, can_reply: true, pending: true });

    // One reply, by the rated party only.
    const replyUrl = `/api/ratings/${low.body.id}/reply`;
    expect((await outsider.client.post(replyUrl, { comment: 'Hi' })).statusCode).toBe(404);
    const reply = await shipper.client.post(replyUrl, { comment: 'Paid on day 12, sorry' });
    expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.reply).toBe('Paid on day 12, sorry');
    const again = await shipper.client.post(replyUrl, { comment: 'Again' });
    expect(again.statusCode).toBe(409);
    expectErrorShape(again.body, 'AlreadyReplied');

    const received = (await shipper.client.get('/api/ratings/received')).body;
    expect(received.results.map((r: { id: number }) => r.id)).toEqual([
      facility.body.id,
      low.body.id,
    ]);

    // Seven days later it shows to everyone with its reply and joins the score, once.
    await market.rows(
      ctx,
      sql`update ratings set visible_from = now() - interval '1 minute' where id = ${low.body.id}`,
    );
    await market.rows(
      ctx,
      sql`update jobs set run_at = now() where unique_key = ${`rating-publish:${low.body.id}`}`,
    );
    await settleJobs(ctx);
    const shown = (await ratingsOf(outsider)).body;
    expect(shown.results[0]).toMatchObject({ reply: 'Paid on day 12, sorry', pending: false });
    expect(shown.summary).toMatchObject({ stars: 2, count: 1 });

    const carrierScore = await shipper.client.get(
      `/api/ratings?subject=carrier&subject_id=${await accountOf(carrier)}`,
    );
    expect(carrierScore.body.summary).toMatchObject({ stars: 5, count: 1, days_to_pay: null });
    // The measured dwell at the facility: departure - arrival of its stops over 90 days.
    await market.rows(
      ctx,
      sql`update load_stops set date = current_date, arrived_at = now() - interval '3 hours',
            departed_at = now() - interval '1 hour' where load_id = ${loadId} and location_id = ${shipper.origin}`,
    );
    const facilityScore = await carrier.client.get(
      `/api/ratings?subject=location&subject_id=${shipper.origin}`,
    );
    expect(facilityScore.body.summary).toMatchObject({ stars: 4, count: 1, dwell_minutes: 120 });
    const batch = await carrier.client.get(
      `/api/ratings/scores?subject=location&ids=${shipper.origin},${shipper.destination}`,
    );
    expect(batch.body.results).toEqual([
      expect.objectContaining({ subject_id: shipper.origin, stars: 4, count: 1 }),
      expect.objectContaining({ subject_id: shipper.destination, stars: null, count: 0 }),
    ]);
    // A shipper cannot read another shipper's facility.
    const stranger = await market.shipperWithLocations(ctx, 'Stranger Shipping');
    expect(
      (await stranger.client.get(`/api/ratings?subject=location&subject_id=${shipper.origin}`))
        .statusCode,
    ).toBe(404);

    // What is left to rate: nothing for the shipper; nothing either for the carrier but the destination.
    const left = (await carrier.client.get(`/api/loads/${loadId}/ratings`)).body;
    expect(left.to_rate.map((s: { subject: string }) => s.subject)).toEqual(['location']);
    const reminders = (await carrier.client.get('/api/ratings/to_rate')).body;
    expect(reminders.results.map((r: { load_id: number }) => r.load_id)).toEqual([loadId]);
  });

  it('files a claim, acknowledges it, settles it in part on the invoice, and packs it', async () => {
    const { shipper, carrier } = await market.shipperAndCarrier(ctx, 'Claims Freight');
    const outsider = await market.registerCarrier(ctx, 'Nosy Claims Freight');
    const loadId = await awarded(shipper, carrier);
    const claimBody = {
      load_id: loadId,
      type: 'damage',
      amount: 50_000,
      description: 'Two pallets crushed',
      document_ids: [] as number[],
    };
    const notDelivered = await shipper.client.post('/api/claims', claimBody);
    expect(notDelivered.statusCode).toBe(409);
    expectErrorShape(notDelivered.body, 'InvalidTransition');
    await deliver(shipper, loadId);

    // The POD, uploaded by the carrier, joins the claim.
    const bytes = await image('png', 60, 40);
    const ticket = await startUpload(carrier.client, {
      purpose: 'document',
      content_type: 'image/png',
      size: bytes.length,
    });
    expect((await ctx.client().request('PUT', ticket.url, bytes, ticket.headers)).statusCode).toBe(
      204,
    );
    expect((await carrier.client.post(`/api/uploads/${ticket.id}/complete`)).statusCode).toBe(200);
    const pod = await carrier.client.post(`/api/loads/${loadId}/documents`, {
      upload_id: ticket.id,
      kind: 'pod',
    });
    expect(pod.statusCode, JSON.stringify(pod.body)).toBe(201);

    const viewer = await market.teammate(ctx, shipper.client, { shipment_edit: false });
    expect((await viewer.client.post('/api/claims', claimBody)).statusCode).toBe(403);
    expect((await viewer.client.get('/api/claims')).statusCode).toBe(200);
    expect((await carrier.client.post('/api/claims', claimBody)).statusCode).toBe(403);
    expect((await outsider.client.post('/api/claims', claimBody)).statusCode).toBe(404);
    const negative = await shipper.client.post('/api/claims', { ...claimBody, amount: -1 });
    expect(negative.statusCode).toBe(400);
    const foreignDoc = await shipper.client.post('/api/claims', {
      ...claimBody,
      document_ids: [999_999],
    });
    expect(foreignDoc.statusCode).toBe(400);
    const lateCaller = {
      user: { id: shipper.user.id },
      account: { id: await accountOf(shipper), type: 'shipper' },
    } as Parameters<typeof fileClaim>[1];
    await expect(
      fileClaim(
        app,
        lateCaller,
        { ...claimBody, type: 'damage' },
        new Date(Date.now() + 280 * 86_400_000),
      ),
    ).rejects.toMatchObject({ statusCode: 400, errors: [{ code: 'ClaimTooLate' }] });
    expect(
      (await market.rows<{ n: number }>(ctx, sql`select count(*)::int as n from claims`))[0]?.n,
    ).toBe(0);

    const filed = await shipper.client.post('/api/claims', {
      ...claimBody,
      document_ids: [pod.body.id],
    });
    expect(filed.statusCode, JSON.stringify(filed.body)).toBe(201);
    const claim = filed.body;
    expect(claim).toMatchObject({ status: 'filed', overdue: false, decision: null });
    expect(claim.acknowledge_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await outsider.client.get(`/api/claims/${claim.id}`)).statusCode).toBe(404);
    expect((await carrier.client.get('/api/claims')).body.count).toBe(1);

    const decide = (body: Record<string, unknown>) =>
      carrier.client.post(`/api/claims/${claim.id}/decide`, body);
    expect((await decide({ decision: 'partial', amount: 20_000 })).statusCode).toBe(409);
    expect((await shipper.client.post(`/api/claims/${claim.id}/acknowledge`)).statusCode).toBe(403);
    const acknowledged = await carrier.client.post(`/api/claims/${claim.id}/acknowledge`);
    expect(acknowledged.statusCode, JSON.stringify(acknowledged.body)).toBe(200);
    expect(acknowledged.body.status).toBe('acknowledged');
    expect((await carrier.client.post(`/api/claims/${claim.id}/acknowledge`)).statusCode).toBe(409);

    // The invoice exists (POD approved); the partial settlement is deducted on it.
    const invoiceId = await app.db.transaction((tx) => issueInvoice(app, tx, loadId, null));
    expect((await decide({ decision: 'decline' })).statusCode).toBe(400);
    expect((await decide({ decision: 'partial', amount: 60_000 })).statusCode).toBe(400);
    const settled = await decide({ decision: 'partial', amount: 20_000, reason: 'One pallet' });
    expect(settled.statusCode, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body).toMatchObject({
      status: 'partial',
      deducted: 20_000,
      decision: { decision: 'partial', amount: 20_000 },
    });
    const twice = await decide({ decision: 'pay' });
    expect(twice.statusCode).toBe(409);
    const invoice = (await shipper.client.get(`/api/invoices/${invoiceId}`)).body;
    expect(invoice.lines.at(-1)).toMatchObject({ type: 'claim_deduction', amount: -20_000 });
    expect(invoice.total).toBe(250_000 - 20_000);
    expect(invoice.revision).toBe(1);

    // The packet: the claim, the POD, the rate confirmation section and the load's history.
    const cookie = [...carrier.client.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const packet = await ctx.app.inject({
      method: 'GET',
      url: `/api/claims/${claim.id}/packet.pdf`,
      headers: { cookie },
    });
    expect(packet.statusCode, packet.body).toBe(200);
    expect(packet.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(packet.rawPayload) });
    const text = (await parser.getText()).text.replace(/[ \t]+/g, ' ');
    expect(text).toContain(`Claim packet #${claim.id}`);
    expect(text).toContain('Two pallets crushed');
    expect(text).toMatch(/Amount claimed: ?\$500\.00/);
    expect(text).toContain('Proof of delivery (POD)');
    expect(text).toContain(pod.body.file_name);
    expect(text).toContain('Rate confirmation');
    expect(text).toMatch(/Status: delivered/);
    expect((await outsider.client.get(`/api/claims/${claim.id}/packet.pdf`)).statusCode).toBe(404);
  });

  it('reminds on day 25 once and marks an unanswered claim overdue', async () => {
    const { shipper, carrier } = await market.shipperAndCarrier(ctx, 'Clock Freight');
    const loadId = await awarded(shipper, carrier);
    await deliver(shipper, loadId);
    const filed = await shipper.client.post('/api/claims', {
      load_id: loadId,
      type: 'loss',
      amount: 10_000,
      description: 'One carton missing',
    });
    expect(filed.statusCode, JSON.stringify(filed.body)).toBe(201);
    const later = (days: number) => new Date(Date.now() + days * 86_400_000);
    expect(await sweepClaimClocks(app, later(20))).toEqual({ reminded: 0, overdue: 0 });
    expect(await sweepClaimClocks(app, later(25.5))).toEqual({ reminded: 1, overdue: 0 });
    expect(await sweepClaimClocks(app, later(25.5))).toEqual({ reminded: 0, overdue: 0 });
    expect(await sweepClaimClocks(app, later(32))).toEqual({ reminded: 0, overdue: 1 });
    expect(await sweepClaimClocks(app, later(33))).toEqual({ reminded: 0, overdue: 0 });
    const seen = (await carrier.client.get(`/api/claims/${filed.body.id}`)).body;
    expect(seen.overdue).toBe(true);
    const overdueList = (await shipper.client.get('/api/claims?status=overdue')).body;
    expect(overdueList.results.map((c: { id: number }) => c.id)).toEqual([filed.body.id]);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'rates once, replies once and decides once when the same request races (PostgreSQL)',
    async () => {
      const { shipper, carrier } = await market.shipperAndCarrier(ctx, 'Race Stars Freight');
      const loadId = await awarded(shipper, carrier);
      await deliver(shipper, loadId);
      const body = { subject: 'shipper', stars: 1, tags: [] };
      const rated = await Promise.all(
        [0, 1, 2].map(() => carrier.client.post(`/api/loads/${loadId}/ratings`, body)),
      );
      expect(rated.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      const ratingId = rated.find((r) => r.statusCode === 201)?.body.id;
      const replies = await Promise.all(
        ['a', 'b'].map((comment) =>
          shipper.client.post(`/api/ratings/${ratingId}/reply`, { comment }),
        ),
      );
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);

      const filed = await shipper.client.post('/api/claims', {
        load_id: loadId,
        type: 'delay',
        amount: 5_000,
        description: 'Two days late',
      });
      expect(filed.statusCode).toBe(201);
      await carrier.client.post(`/api/claims/${filed.body.id}/acknowledge`);
      const decided = await Promise.all(
        [{ decision: 'pay' }, { decision: 'partial', amount: 1_000 }].map((decision) =>
          carrier.client.post(`/api/claims/${filed.body.id}/decide`, decision),
        ),
      );
      expect(decided.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      // The publication job of the low rating counts it once, however many runners take it.
      await market.rows(ctx, sql`update ratings set visible_from = now() where id = ${ratingId}`);
      await Promise.all([publishRating(app, ratingId), publishRating(app, ratingId)]);
      const [score] = await market.rows<{ n: number }>(
        ctx,
        sql`select rating_count as n from reputation_scores where subject = 'shipper'
             and subject_id = ${await accountOf(shipper)}`,
      );
      expect(score?.n).toBe(1);
    },
  );
});
