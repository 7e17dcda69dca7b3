import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as harness from '../../../test/harness.ts';
import { loadConfig, parseTrustProxy } from '../../config.ts';

const ctx = harness.fileTestContext({ TRUST_PROXY: '1' });

let addressCounter = 1;
/** A client behind one reverse proxy: the client wrote `spoofed`, the proxy added `address`. */
function via(
  client: harness.TestClient,
  address: string,
  spoofed = `9.9.9.${addressCounter++ % 250}`,
) {
  const headers = { 'x-forwarded-for': `${spoofed}, ${address}` };
  return {
    post: (url: string, body: unknown) => client.request('POST', url, body, headers),
  };
}
const newAddress = () => `10.50.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}`;

async function codeMails(email: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const codes = ctx.mailbox
      .to(email)
      .filter((mail) => /sign-in code/.test(mail.subject))
      .map((mail) => /Your code is (\d{6})/.exec(mail.text)?.[1] as string);
    if (codes.length >= count) return codes;
    if (Date.now() > deadline) throw new Error(`only ${codes.length} code mails for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('sign-in lockout (PRODUCT.md 14)', () => {
  it('locks the failing address out but lets the owner in from an address that has not failed', async () => {
    const { email } = await harness.signUp(ctx);
    const attacker = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await via(ctx.client(), attacker).post('/api/auth/login', {
        email,
        password: `wrong-password-${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // The right password from the failing address is refused too...
    const blocked = await via(ctx.client(), attacker).post('/api/auth/login', {
      email,
      password: harness.TEST_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    harness.expectErrorShape(blocked.body, 'RateLimited');
    // ...and more failures from other addresses change nothing for the owner's own.
    for (let i = 0; i < 2; i++) {
      const elsewhere = newAddress();
      for (let j = 0; j < 10; j++)
        await via(ctx.client(), elsewhere).post('/api/auth/login', {
          email,
          password: 'nope-nope-1',
        });
    }
    const owner = await via(ctx.client(), newAddress()).post('/api/auth/login', {
      email,
      password: harness.TEST_PASSWORD,
    });
    expect(owner.statusCode, JSON.stringify(owner.body)).toBe(200);
  });

  it('limits failures per address too, whichever e-mails they try', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const response = await via(ctx.client(), address).post('/api/auth/login', {
        email: `nobody-${i}@example.com`,
        password: 'wrong-password-1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
  });

  it('does not count successful sign-ins as failures', async () => {
    const { email } = await harness.signUp(ctx);
    const home = newAddress();
    for (let i = 0; i < 15; i++) {
      const response = await via(ctx.client(), home).post('/api/auth/login', {
        email,
        password: harness.TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('takes the address from the nearest proxy, never from what the client wrote', async () => {
    const { email } = await harness.signUp(ctx);
    const proxySaw = newAddress();
    for (let i = 0; i < 10; i++) {
      // A fresh client-written address every time buys no fresh budget.
      await via(ctx.client(), proxySaw, `7.7.${i}.7`).post('/api/auth/login', {
        email,
        password: 'wrong-password-x',
      });
    }
    const next = await via(ctx.client(), proxySaw, '8.8.8.8').post('/api/auth/login', {
      email,
      password: harness.TEST_PASSWORD,
    });
    expect(next.statusCode).toBe(429);
    const keys = (
      (await ctx.database.db.execute(
        sql`select key from rate_limit_hits where key like 'login-fail:ip:%'`,
      )) as unknown as { rows: Array<{ key: string }> }
    ).rows.map((row) => row.key);
    expect(keys).toContain(`login-fail:ip:${proxySaw}`);
    expect(keys.some((key) => key.startsWith('login-fail:ip:7.7.'))).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or address ranges, never as "trust everyone"', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it('allows at most 10 wrong one-time codes per user an hour, across codes', async () => {
    const { email } = await harness.signUp(ctx);
    await ctx.database.db.execute(
      sql`update users set otp_enabled = true where lower(email) = lower(${email})`,
    );
    const statuses: number[] = [];
    let last: harness.TestClient | null = null;
    for (let session = 1; session <= 3; session++) {
      const client = ctx.client();
      const login = await via(client, newAddress()).post('/api/auth/login', {
        email,
        password: harness.TEST_PASSWORD,
      });
      expect(login.body.otp_required).toBe(true);
      const codes = await codeMails(email, session);
      const wrong = codes[session - 1] === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++)
        statuses.push((await client.post('/api/auth/otp/verify', { code: wrong })).statusCode);
      last = client;
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
    // The cap holds for the right code of a brand-new session too.
    const codes = await codeMails(email, 3);
    const right = await (last as harness.TestClient).post('/api/auth/otp/verify', {
      code: codes[2],
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('password reset ends everything (PRODUCT.md 14)', () => {
  it('ends every session, every other reset link and every trusted device', async () => {
    const { email, client: oldSession } = await harness.signUp(ctx);
    await ctx.database.db.execute(
      sql`update users set otp_enabled = true where lower(email) = lower(${email})`,
    );
    // A trusted device: signs in once with the code and trust_device.
    const device = ctx.client();
    await via(device, newAddress()).post('/api/auth/login', {
      email,
      password: harness.TEST_PASSWORD,
    });
    const [code] = await codeMails(email, 1);
    const trusted = await device.post('/api/auth/otp/verify', { code, trust_device: true });
    expect(trusted.statusCode).toBe(200);
    expect(device.cookies.get('otp_trust')).toBeTruthy();
    const again = await via(device, newAddress()).post('/api/auth/login', {
      email,
      password: harness.TEST_PASSWORD,
    });
    expect(again.body.otp_required).toBe(false);

    for (let i = 0; i < 2; i++)
      expect((await ctx.client().post('/api/auth/password/forgot', { email })).statusCode).toBe(
        200,
      );
    const links: string[] = [];
    const deadline = Date.now() + 10_000;
    while (links.length < 2 && Date.now() < deadline) {
      links.splice(0, links.length);
      for (const mail of ctx.mailbox.to(email).filter((m) => /Reset/.test(m.subject))) {
        const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
        if (token) links.push(token);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(links).toHaveLength(2);
    const newPassword = 'another-horse-battery-7';
    const reset = await ctx
      .client()
      .post('/api/auth/password/reset', { token: links[0], password: newPassword });
    expect(reset.statusCode, JSON.stringify(reset.body)).toBe(200);
    const second = await ctx
      .client()
      .post('/api/auth/password/reset', { token: links[1], password: 'third-horse-battery-5' });
    expect(second.statusCode).toBe(400);
    harness.expectErrorShape(second.body, 'ValidationError', 'token');
    expect((await oldSession.get('/api/auth/me')).statusCode).toBe(401);
    const afterReset = await via(device, newAddress()).post('/api/auth/login', {
      email,
      password: newPassword,
    });
    expect(afterReset.statusCode).toBe(200);
    expect(afterReset.body.otp_required).toBe(true);
  });
});

describe('account enumeration', () => {
  it('answers forgot-password before doing any work for the address', async () => {
    const { email } = await harness.signUp(ctx);
    const db = ctx.database.db;
    const original = db.transaction.bind(db);
    // Whatever the work for a real account costs, the answer does not wait for it.
    db.transaction = (async (...args: Parameters<typeof original>) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return original(...args);
    }) as typeof db.transaction;
    try {
      const started = Date.now();
      const response = await ctx.client().post('/api/auth/password/forgot', { email });
      expect(response.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      db.transaction = original;
    }
    await ctx.mailbox.waitFor(email, /Reset your Spotlane password/);
  });

  it('keeps the 409 EmailTaken of registration but limits it per address', async () => {
    const { email } = await harness.signUp(ctx);
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await via(ctx.client(), address).post(
        '/api/auth/register',
        harness.shipperRegistration({ email }),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(409), 429]);
    // From that address, a free e-mail no longer tells anything either.
    const fresh = await via(ctx.client(), address).post(
      '/api/auth/register',
      harness.shipperRegistration(),
    );
    expect(fresh.statusCode).toBe(429);
  });
});
