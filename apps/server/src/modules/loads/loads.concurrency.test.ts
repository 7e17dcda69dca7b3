import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectErrorShape, fileTestContext, type TestResponse } from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import * as market from '../../../test/market.ts';

/**
 * Races on one load, answered by the database: only real PostgreSQL serves requests at the
 * same time (the embedded PGlite runs one query after another, so there is no race there).
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'loads and bids under concurrency (needs PostgreSQL: PGlite serves one connection at a time)',
  () => {
    // Each account registers from an address of its own, past the per-address limits.
    const ctx = fileTestContext({ TRUST_PROXY: 'true' });

    /** `count` carriers, registered a few at a time (password hashing is the slow part). */
    async function carriers(count: number, prefix: string): Promise<market.Member[]> {
      const made: market.Member[] = [];
      while (made.length < count) {
        const batch = Math.min(10, count - made.length);
        made.push(
          ...(await Promise.all(
            Array.from({ length: batch }, (_, i) =>
              market.registerCarrier(ctx, `${prefix} ${made.length + i + 1}`),
            ),
          )),
        );
      }
      return made;
    }

    function expectNoServerError(responses: TestResponse[]) {
      for (const response of responses) {
        expect(response.statusCode, JSON.stringify(response.body)).toBeLessThan(500);
        if (response.statusCode >= 400) expectErrorShape(response.body);
      }
    }

    async function marketplaceLoad(shipper: market.Shipper) {
      return market.createShipment(shipper, { audience: { type: 'marketplace' } });
    }

    it('gives 20 loads created at once by two users of one shipper 20 distinct identifiers', async () => {
      const shipper = await market.shipperWithLocations(ctx);
      const mate = await market.teammate(ctx, shipper.client, { shipment_add: true });
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 === 0 ? shipper : mate).client.post(
            '/api/loads',
            market.shipmentBody(shipper.origin, shipper.destination, { name: `Race ${i}` }),
          ),
        ),
      );
      expectNoServerError(responses);
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
      const identifiers = responses.map((response) => response.body.identifier as string).sort();
      expect(identifiers).toEqual(
        Array.from({ length: 20 }, (_, i) => `SH-${String(i + 1).padStart(6, '0')}`),
      );
      const stored = await market.rows<{ identifier: string }>(
        ctx,
        sql`select identifier from loads where account_id =
          (select account_id from loads where id = ${responses[0]?.body.id}) order by identifier`,
      );
      expect(stored.map((row) => row.identifier)).toEqual(identifiers);
      const next = await shipper.client.post(
        '/api/loads',
        market.shipmentBody(shipper.origin, shipper.destination),
      );
      expect(next.body.identifier).toBe('SH-000021');
    });

    it('leaves exactly one accepted bid when 20 bids of one load are accepted at once', async () => {
      const shipper = await market.shipperWithLocations(ctx);
      const mate = await market.teammate(ctx, shipper.client, { bid_accept: true });
      const load = await marketplaceLoad(shipper);
      const bidders = await carriers(20, 'Accept Race');
      const bids = await Promise.all(
        bidders.map((carrier, i) =>
          carrier.client.post('/api/bids', market.bidBody(load.id, 100_000 + i)),
        ),
      );
      expect(bids.map((bid) => bid.statusCode)).toEqual(Array(20).fill(201));
      const accepts = await Promise.all(
        bids.map((bid, i) =>
          (i % 2 === 0 ? shipper : mate).client.post(`/api/bids/${bid.body.id}/accept`),
        ),
      );
      expectNoServerError(accepts);
      // PRODUCT.md 4: one assignment; every later accept finds the load held and is refused.
      const codes = accepts.map((response) => response.statusCode).sort();
      expect(codes).toEqual([200, ...Array(19).fill(409)]);
      for (const refused of accepts.filter((response) => response.statusCode === 409))
        expectErrorShape(refused.body, 'AlreadyAssigned');
      // The other pending bids are rejected (and their carriers told) by the award's job.
      await settleJobs(ctx);
      const accepted = await market.rows<{ id: number; carrier_account_id: number }>(
        ctx,
        sql`select id, carrier_account_id from bids where load_id = ${load.id} and is_accepted`,
      );
      expect(accepted).toHaveLength(1);
      const [stored] = await market.rows<{
        status: string;
        assigned_account_id: number;
        assigned_user_id: number;
      }>(
        ctx,
        sql`select status, assigned_account_id, assigned_user_id from loads where id = ${load.id}`,
      );
      expect(stored?.status).toBe('assigned');
      expect(stored?.assigned_account_id).toBe(accepted[0]?.carrier_account_id);
      const winner = bidders[bids.findIndex((bid) => bid.body.id === accepted[0]?.id)];
      expect(stored?.assigned_user_id).toBe(winner?.user.id);
      // Every other bid ends rejected; the API tells the same story.
      const [counts] = await market.rows<{ rejected: number; open: number }>(
        ctx,
        sql`select count(*) filter (where is_rejected)::int as rejected,
          count(*) filter (where not is_rejected and not is_accepted)::int as open
          from bids where load_id = ${load.id}`,
      );
      expect(counts).toEqual({ rejected: 19, open: 0 });
      const detail = await shipper.client.get(`/api/loads/${load.id}`);
      expect(detail.body.assigned_to.id).toBe(winner?.user.id);
      const listed = await shipper.client.get(`/api/bids?load_id=${load.id}`);
      expect(listed.body.results[0]).toMatchObject({ id: accepted[0]?.id, is_accepted: true });
      expect(
        listed.body.results.filter((bid: { is_accepted: boolean }) => bid.is_accepted),
      ).toHaveLength(1);
      const assigned = await winner?.client.get(
        '/api/loads/custom_pagination_spotquotes?status=assigned',
      );
      expect(assigned?.body.results.shipments.map((card: { id: number }) => card.id)).toEqual([
        load.id,
      ]);
      // One "accepted" mail, to the winner, one "rejected" to each other bidder, and one rate
      // confirmation.
      const addresses = new Set(bidders.map((carrier) => carrier.email));
      const mails = (
        await market.rows<{ to_address: string; subject: string }>(
          ctx,
          sql`select to_address, subject from mail_outbox`,
        )
      ).filter((mail) => addresses.has(mail.to_address));
      const acceptedMail = mails.filter((mail) => / was accepted$/.test(mail.subject));
      expect(acceptedMail.map((mail) => mail.to_address)).toEqual([winner?.email]);
      const rejectedMail = mails.filter((mail) => / was rejected$/.test(mail.subject));
      expect(rejectedMail).toHaveLength(19);
      expect(rejectedMail.map((mail) => mail.to_address)).not.toContain(winner?.email);
      const [confirmations] = await market.rows<{ n: number }>(
        ctx,
        sql`select count(*)::int as n from load_status_history
          where load_id = ${load.id} and status like 'rate_confirmation_v%'`,
      );
      expect(confirmations?.n).toBe(1);
    });

    it('stores each of 50 simultaneous bids once, and answers BidExists to a second round', async () => {
      const shipper = await market.shipperWithLocations(ctx);
      const load = await marketplaceLoad(shipper);
      const bidders = await carriers(50, 'Bid Race');
      const first = await Promise.all(
        bidders.map((carrier, i) =>
          carrier.client.post('/api/bids', market.bidBody(load.id, 90_000 + i)),
        ),
      );
      expectNoServerError(first);
      expect(first.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
      const stored = await market.rows<{ carrier_account_id: number; n: number }>(
        ctx,
        sql`select carrier_account_id, count(*)::int as n from bids where load_id = ${load.id}
          group by carrier_account_id`,
      );
      expect(stored).toHaveLength(50);
      expect(stored.every((row) => row.n === 1)).toBe(true);
      const second = await Promise.all(
        bidders.map((carrier) => carrier.client.post('/api/bids', market.bidBody(load.id, 80_000))),
      );
      expectNoServerError(second);
      expect(second.map((response) => response.statusCode)).toEqual(Array(50).fill(409));
      for (const response of second) expectErrorShape(response.body, 'BidExists');
      const [total] = await market.rows<{ n: number; changed: number }>(
        ctx,
        sql`select count(*)::int as n, count(*) filter (where amount_cents = 80000)::int as changed
          from bids where load_id = ${load.id}`,
      );
      expect(total).toEqual({ n: 50, changed: 0 });
      const listed = await shipper.client.get(`/api/bids?load_id=${load.id}`);
      expect(listed.body.count).toBe(50);
    });

    it('keeps one bid when one carrier sends the same bid 10 times at once', async () => {
      const shipper = await market.shipperWithLocations(ctx);
      const load = await marketplaceLoad(shipper);
      const [carrier] = await carriers(1, 'Double Click');
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          (carrier as market.Member).client.post('/api/bids', market.bidBody(load.id)),
        ),
      );
      expectNoServerError(responses);
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([201, ...Array(9).fill(409)]);
      for (const response of responses.filter((r) => r.statusCode === 409))
        expectErrorShape(response.body, 'BidExists');
      const [count] = await market.rows<{ n: number }>(
        ctx,
        sql`select count(*)::int as n from bids where load_id = ${load.id}`,
      );
      expect(count?.n).toBe(1);
    });
  },
);
