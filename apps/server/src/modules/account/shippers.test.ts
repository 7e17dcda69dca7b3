import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  shipperRegistration,
  type TestContext,
  uniqueEmail,
} from '../../../test/harness.ts';
import { type Member, register, registerCarrier, rows } from '../../../test/market.ts';

/**
 * GET /api/shippers/{id} reads the id as a shipper's account id and nothing else (PRODUCT.md 11):
 * user ids are another number space, and reading the id as either answered another company
 * whenever the two numbers met.
 */
describe('GET /api/shippers/{id}: a shipper by its account id only', () => {
  let ctx: TestContext;
  let first: Member;
  let second: Member;
  let carrier: Member;

  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: 'true' });
    first = await register(ctx, shipperRegistration({ company_name: 'First Shipper' }));
    // Teammates move the user ids ahead of the account ids, so that the next shipper's account id
    // is a teammate's user id and its owner's user id is no account's id.
    for (let n = 0; n < 3; n += 1) {
      const invited = await first.client.post('/api/users', {
        email: uniqueEmail('mate'),
        first_name: 'Tess',
        last_name: 'Teammate',
        permissions: {},
      });
      expect(invited.statusCode, JSON.stringify(invited.body)).toBe(201);
    }
    second = await register(ctx, shipperRegistration({ company_name: 'Second Shipper' }));
    carrier = await registerCarrier(ctx, 'Carrier Kept Private');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const accountId = async (member: Member) =>
    (await member.client.get('/api/account')).body.id as number;

  it('answers the shipper whose account id was asked, to shippers and carriers alike', async () => {
    for (const asker of [first, second, carrier]) {
      for (const [shipper, name] of [
        [first, 'First Shipper'],
        [second, 'Second Shipper'],
      ] as const) {
        const id = await accountId(shipper);
        const answer = await asker.client.get(`/api/shippers/${id}`);
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toEqual({ id, company_name: name, logo: null, logo_expires_at: null });
      }
    }
  });

  it("never answers a user's company for a user id: the account with that number, or 404", async () => {
    // A teammate of the first shipper whose user id is the second shipper's account id.
    const clashes = await rows<{ id: number; company_name: string }>(
      ctx,
      sql`select u.id, a.company_name from users u join accounts a on a.id = u.id
          where u.account_id <> u.id and a.type = 'shipper'`,
    );
    expect(clashes.length).toBeGreaterThan(0);
    for (const clash of clashes) {
      for (const asker of [first, carrier]) {
        const answer = await asker.client.get(`/api/shippers/${clash.id}`);
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toMatchObject({ id: clash.id, company_name: clash.company_name });
      }
    }

    // The second shipper's owner: a user id that is no account's id.
    const [orphan] = await rows<{ count: number }>(
      ctx,
      sql`select count(*)::int as count from accounts where id = ${second.user.id}`,
    );
    expect(orphan?.count).toBe(0);
    for (const asker of [first, second, carrier]) {
      const answer = await asker.client.get(`/api/shippers/${second.user.id}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.body.errors[0].code).toBe('NotFound');
    }
  });

  it("keeps a carrier's account to itself: its id is 404, with nothing of the company", async () => {
    const id = await accountId(carrier);
    for (const asker of [first, carrier]) {
      const answer = await asker.client.get(`/api/shippers/${id}`);
      expect(answer.statusCode).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('Carrier Kept Private');
    }
  });

  it('refuses a caller who is not signed in; an id that is not a number names no shipper', async () => {
    const id = await accountId(first);
    expect((await ctx.client().get(`/api/shippers/${id}`)).statusCode).toBe(401);
    expect((await first.client.get('/api/shippers/first')).statusCode).toBe(404);
  });
});
