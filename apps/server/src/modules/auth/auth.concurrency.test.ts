import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as harness from '../../../test/harness.ts';

/**
 * Races on one row, answered by the database: only real PostgreSQL serves requests at the
 * same time (the embedded PGlite runs one query after another, so there is no race there).
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'concurrent requests (needs PostgreSQL: PGlite serves one connection at a time)',
  () => {
    // Each racer comes from its own address, so the per-address limits stay out of the way.
    const ctx = harness.fileTestContext({ TRUST_PROXY: 'true' });

    let address = 0;
    /** A browser with its XSRF cookie, behind an address of its own. */
    async function browser(): Promise<harness.TestClient> {
      const client = ctx.client();
      await client.get('/api/auth/me');
      return client;
    }
    function from(client: harness.TestClient) {
      const forwarded = {
        'x-forwarded-for': `10.1.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
      };
      return {
        post: (url: string, body: unknown) => client.request('POST', url, body, forwarded),
      };
    }

    function statuses(responses: harness.TestResponse[]): number[] {
      return responses.map((response) => response.statusCode).sort();
    }

    function expectNoServerError(responses: harness.TestResponse[]) {
      for (const response of responses) {
        expect(response.statusCode, JSON.stringify(response.body)).toBeLessThan(500);
        if (response.statusCode >= 400) harness.expectErrorShape(response.body);
      }
    }

    async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
      return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    }

    function caseVariant(email: string, index: number): string {
      // Index 0 as given, the others with a different mix of capitals.
      return [...email]
        .map((char, position) =>
          index > 0 && (position + index) % (index + 1) === 0 ? char.toUpperCase() : char,
        )
        .join('');
    }

    it('accepts exactly one of 10 simultaneous registrations of one e-mail in different letter cases', async () => {
      const email = harness.uniqueEmail('race');
      const variants = Array.from({ length: 10 }, (_, index) => caseVariant(email, index));
      expect(new Set(variants).size).toBe(10);
      const clients = await Promise.all(variants.map(() => browser()));
      const responses = await Promise.all(
        variants.map((variant, index) =>
          from(clients[index] as harness.TestClient).post(
            '/api/auth/register',
            harness.shipperRegistration({ email: variant }),
          ),
        ),
      );
      expectNoServerError(responses);
      expect(statuses(responses)).toEqual([201, ...Array(9).fill(409)]);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        harness.expectErrorShape(response.body, 'EmailTaken', 'email');
      }
      const stored = await rows<{ count: number }>(
        sql`select count(*)::int as count from users where lower(email) = lower(${email})`,
      );
      expect(stored[0]?.count).toBe(1);
      // No account was left behind by the losers: each registration is one transaction.
      const orphans = await rows<{ count: number }>(
        sql`select count(*)::int as count from accounts a where not exists (select 1 from users u where u.account_id = a.id)`,
      );
      expect(orphans[0]?.count).toBe(0);
    });

    it('accepts exactly one of 10 simultaneous invitations of one e-mail in different letter cases', async () => {
      const { client: owner } = await harness.signUp(ctx);
      const email = harness.uniqueEmail('invite-race');
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          owner.post('/api/users', {
            email: caseVariant(email, index),
            first_name: 'Tess',
            last_name: 'Teammate',
          }),
        ),
      );
      expectNoServerError(responses);
      expect(statuses(responses)).toEqual([201, ...Array(9).fill(409)]);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        harness.expectErrorShape(response.body, 'EmailTaken', 'email');
      }
      expect((await owner.get('/api/users')).body.count).toBe(2);
    });

    it('lets one of 10 simultaneous verifications of one code pass the session, and no 500', async () => {
      const { email } = await harness.signUp(ctx);
      await ctx.database.db.execute(
        sql`update users set otp_enabled = true where lower(email) = lower(${email})`,
      );
      const client = await browser();
      const login = await from(client).post('/api/auth/login', {
        email,
        password: harness.TEST_PASSWORD,
      });
      expect(login.body.otp_required).toBe(true);
      const mail = await ctx.mailbox.waitFor(email, /sign-in code/);
      const code = /Your code is (\d{6})/.exec(mail.text)?.[1] as string;
      expect(code).toMatch(/^\d{6}$/);

      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          from(client).post('/api/auth/otp/verify', { code, trust_device: true }),
        ),
      );
      expectNoServerError(responses);
      const passed = responses.filter((response) => response.statusCode === 200);
      expect(passed).toHaveLength(1);
      for (const response of responses.filter((r) => r.statusCode !== 200)) {
        expect(response.statusCode).toBe(400);
        harness.expectErrorShape(response.body, 'ValidationError', 'code');
      }
      // One use, one trusted device.
      expect(passed[0]?.setCookies.otp_trust).toBeDefined();
      const devices = await rows<{ count: number }>(
        sql`select count(*)::int as count from trusted_devices d join users u on u.id = d.user_id where u.email = ${email}`,
      );
      expect(devices[0]?.count).toBe(1);
      const me = await client.get('/api/auth/me');
      expect(me.statusCode).toBe(200);
      expect(me.body.user.email).toBe(email);
    });

    it('lets exactly one of 5 simultaneous uses of one password-reset token through', async () => {
      const { email } = await harness.signUp(ctx);
      await from(await browser()).post('/api/auth/password/forgot', { email });
      const mail = await ctx.mailbox.waitFor(email, /Reset your Spotlane password/);
      const link = /(http:\/\/localhost:3999\/setPassword\?token=[A-Za-z0-9_-]+)/.exec(
        mail.text,
      )?.[1];
      const token = new URL(link as string).searchParams.get('token') as string;

      const passwords = Array.from({ length: 5 }, (_, index) => `racing-new-password-${index}x`);
      const clients = await Promise.all(passwords.map(() => browser()));
      const responses = await Promise.all(
        passwords.map((password, index) =>
          from(clients[index] as harness.TestClient).post('/api/auth/password/reset', {
            token,
            password,
          }),
        ),
      );
      expectNoServerError(responses);
      expect(statuses(responses)).toEqual([200, 400, 400, 400, 400]);
      for (const response of responses.filter((r) => r.statusCode === 400)) {
        harness.expectErrorShape(response.body, 'ValidationError', 'token');
      }
      // The winner's password is the one that works now; the losers' never took.
      const winner = passwords[responses.findIndex((response) => response.statusCode === 200)];
      for (const password of passwords) {
        const login = await from(ctx.client()).post('/api/auth/login', { email, password });
        expect(login.statusCode, password).toBe(password === winner ? 200 : 401);
      }
    });

    it('counts simultaneous wrong logins exactly: 10 refusals, then 429 for the rest', async () => {
      const { email } = await harness.signUp(ctx);
      // PRODUCT.md 14: failures count per (e-mail, address), so all come from one address.
      const forwarded = { 'x-forwarded-for': '10.2.0.1' };
      const responses = await Promise.all(
        Array.from({ length: 15 }, () =>
          ctx
            .client()
            .request(
              'POST',
              '/api/auth/login',
              { email, password: 'wrong-password-42' },
              forwarded,
            ),
        ),
      );
      expectNoServerError(responses);
      expect(statuses(responses)).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    });
  },
);
