import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectErrorShape, fileTestContext } from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import * as market from '../../../test/market.ts';

const ctx = fileTestContext({ TRUST_PROXY: 'true', RATE_LIMIT_IP_FACTOR: '100' });

/** Everything that tells someone something: notifications, queued mail and live events. */
async function told(): Promise<{ notifications: number; mail: number; events: number }> {
  await settleJobs(ctx);
  const [row] = await market.rows<{ notifications: number; mail: number; events: number }>(
    ctx,
    sql`select (select count(*)::int from notifications) as notifications,
      (select count(*)::int from mail_outbox) as mail,
      (select count(*)::int from events) as events`,
  );
  return row as { notifications: number; mail: number; events: number };
}

async function shipmentWithBids(name: string) {
  const shipper = await market.shipperWithLocations(ctx);
  const a = await market.registerCarrier(ctx, 'Alpha Haul');
  const b = await market.registerCarrier(ctx, 'Beta Freight');
  await market.linkCarrier(shipper, a);
  await market.linkCarrier(shipper, b);
  const load = await market.createShipment(shipper, { name });
  const bidA = await market.placeBid(a, load.id, 150_000);
  const bidB = await market.placeBid(b, load.id, 160_000);
  return { shipper, a, b, loadId: load.id, bidA: bidA.id, bidB: bidB.id };
}

async function expectNothingChanges(
  response: { statusCode: number; body: unknown },
  before: Awaited<ReturnType<typeof told>>,
) {
  expect(response.statusCode, JSON.stringify(response.body)).toBe(409);
  expectErrorShape(response.body, 'InvalidTransition');
  expect(await told()).toEqual(before);
}

describe('actions that change nothing (PRODUCT.md 14)', () => {
  it('answers 409 InvalidTransition to rejecting a rejected bid and accepting the accepted one', async () => {
    const { shipper, bidA, bidB } = await shipmentWithBids('No-op bids');
    expect((await shipper.client.post(`/api/bids/${bidB}/reject`)).statusCode).toBe(200);
    let before = await told();
    for (let i = 0; i < 3; i++)
      await expectNothingChanges(await shipper.client.post(`/api/bids/${bidB}/reject`), before);
    expect((await shipper.client.post(`/api/bids/${bidA}/accept`)).statusCode).toBe(200);
    before = await told();
    for (let i = 0; i < 3; i++)
      await expectNothingChanges(await shipper.client.post(`/api/bids/${bidA}/accept`), before);
  });

  it('answers 409 to reject_quote with nothing chosen and to choosing the chosen quote', async () => {
    const { shipper, carrier: a } = await market.shipperAndCarrier(ctx, 'Alpha Haul');
    const request = await market.createLoad(
      shipper.client,
      market.quoteRequestBody({ name: 'No-op quote' }),
    );
    const quote = await market.placeBid(a, request.id, 90_000);
    let before = await told();
    for (let i = 0; i < 3; i++)
      await expectNothingChanges(
        await a.client.delete(`/api/bids/${quote.id}/reject_quote`),
        before,
      );
    await expectNothingChanges(
      await shipper.client.delete(`/api/loads/${request.id}/choose_quote`),
      before,
    );
    const chosen = await shipper.client.post(`/api/loads/${request.id}/choose_quote`, {
      bid_id: quote.id,
    });
    expect(chosen.statusCode, JSON.stringify(chosen.body)).toBe(200);
    before = await told();
    for (let i = 0; i < 3; i++)
      await expectNothingChanges(
        await shipper.client.post(`/api/loads/${request.id}/choose_quote`, { bid_id: quote.id }),
        before,
      );
    // A real decline still works once, then changes nothing.
    expect((await a.client.delete(`/api/bids/${quote.id}/reject_quote`)).statusCode).toBe(204);
    before = await told();
    await expectNothingChanges(await a.client.delete(`/api/bids/${quote.id}/reject_quote`), before);
  });

  it('mails "accepted" once for 20 parallel accepts of one bid', async () => {
    const { shipper, a, bidA } = await shipmentWithBids('Parallel accepts');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shipper.client.post(`/api/bids/${bidA}/accept`)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200).every((code) => code === 409)).toBe(true);
    const accepted = await market.rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from mail_outbox where to_address = ${a.email} and subject like '%accepted%'`,
    );
    expect(accepted[0]?.n).toBe(1);
    const notes = await market.rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from notifications where user_id = ${a.user.id} and title like '%accepted%'`,
    );
    expect(notes[0]?.n).toBe(1);
  });
});

describe('SPEC 2.7 privacy in every channel', () => {
  async function everythingTo(carrier: market.Member) {
    const notes = await market.rows<{ title: string; body: string }>(
      ctx,
      sql`select title, body from notifications where user_id = ${carrier.user.id}`,
    );
    const mails = await market.rows<{ subject: string }>(
      ctx,
      sql`select subject from mail_outbox where to_address = ${carrier.email}`,
    );
    const received = ctx.mailbox.to(carrier.email).map((mail) => `${mail.subject}\n${mail.text}`);
    const events = await market.rows<{ payload: unknown }>(
      ctx,
      sql`select payload from events e join users u on u.account_id = e.account_id where u.id = ${carrier.user.id}`,
    );
    return JSON.stringify({ notes, mails, received, events });
  }

  it('never names the load to a carrier whose bid was rejected without holding it', async () => {
    const secret = 'Secret Name 7Q';
    const { shipper, a, b, bidA, bidB } = await shipmentWithBids(secret);
    expect((await shipper.client.post(`/api/bids/${bidB}/reject`)).statusCode).toBe(200);
    // A held the load, then lost it: A may read the name, B never.
    expect((await shipper.client.post(`/api/bids/${bidA}/accept`)).statusCode).toBe(200);
    expect((await shipper.client.post(`/api/bids/${bidA}/reject`)).statusCode).toBe(200);
    await ctx.mailbox.waitFor(b.email, /rejected/);
    await ctx.mailbox.waitFor(a.email, /rejected/);
    const toB = await everythingTo(b);
    expect(toB).toContain('Your bid on a load was rejected');
    expect(toB).not.toContain(secret);
    expect(await everythingTo(a)).toContain(secret);
  });

  it('never names a canceled load to bidders that never held it', async () => {
    const secret = 'Secret Cancel 9Z';
    const { shipper, b, loadId } = await shipmentWithBids(secret);
    const cancelled = await shipper.client.post(`/api/loads/${loadId}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, JSON.stringify(cancelled.body)).toBe(200);
    await ctx.mailbox.waitFor(b.email, /canceled/);
    const toB = await everythingTo(b);
    expect(toB).toContain('canceled');
    expect(toB).not.toContain(secret);
  });

  it('never names the load in the mail of a chat message to a carrier that was not chosen', async () => {
    const secret = 'Secret Chat 3K';
    const { shipper, b, bidB } = await shipmentWithBids(secret);
    expect((await shipper.client.post(`/api/bids/${bidB}/reject`)).statusCode).toBe(200);
    const sent = await shipper.client.post(`/api/bids/${bidB}/create_bid_comment`, {
      comment: 'Thanks anyway',
    });
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(201);
    await ctx.mailbox.waitFor(b.email, /Message from/);
    expect(await everythingTo(b)).not.toContain(secret);
  });
});
