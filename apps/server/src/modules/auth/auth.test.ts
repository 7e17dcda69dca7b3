import { FORGOT_PASSWORD_MESSAGE } from '@spotlane/shared/schemas/auth';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as harness from '../../../test/harness.ts';

const ctx = harness.fileTestContext();

async function freshClient(): Promise<harness.TestClient> {
  const client = ctx.client();
  await client.get('/api/auth/me');
  return client;
}

function expectErrorBody(body: unknown, code: string, field?: string) {
  expect(body).toMatchObject({
    errors: [expect.objectContaining({ code, message: expect.any(String) })],
  });
  const first = (body as { errors: Array<{ field?: string }> }).errors[0];
  if (field) expect(first?.field).toBe(field);
  expect(JSON.stringify(body)).not.toMatch(/stack|at Object\.|node_modules|select |insert into/i);
}

async function queryRows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function enableOtp(email: string): Promise<void> {
  await ctx.database.db.execute(
    sql`update users set otp_enabled = true where lower(email) = lower(${email})`,
  );
}

async function codeFromMail(email: string, nth = 1): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = ctx.mailbox.to(email).filter((mail) => /sign-in code/.test(mail.subject));
    const mail = mails[nth - 1];
    if (mail) {
      const match = /Your code is (\d{6})/.exec(mail.text);
      if (!match?.[1]) throw new Error(`no code in mail: ${mail.text}`);
      return match[1];
    }
    if (Date.now() > deadline) throw new Error(`no sign-in code mail #${nth} for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('registration', () => {
  it('registers a shipper as the owner with every permission and signs them in', async () => {
    const registration = harness.shipperRegistration();
    const { client, user } = await harness.signUp(ctx, registration);
    expect(user).toMatchObject({
      user_type: 'shipper',
      email: registration.email,
      first_name: 'Ann',
      last_name: 'Shipper',
      company_name: 'Acme Test Shipping',
      logo: null,
      otp_enabled: false,
    });
    expect(Object.values(user.permissions).every(Boolean)).toBe(true);
    expect(Object.keys(user.permissions).sort()).toEqual(
      [
        'analytics_view',
        'bid_accept',
        'carrier_update',
        'company_update',
        'compliance_override',
        'permission_update',
        'shipment_add',
        'shipment_cancel',
        'shipment_edit',
        'user_manage',
      ].sort(),
    );
    expect(JSON.stringify(user)).not.toMatch(/password|hash|token/i);
    const me = await client.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.body.user.id).toBe(user.id);
  });

  it('registers a carrier with its carrier fields', async () => {
    const registration = harness.carrierRegistration({
      dot_number: '7654321',
      equipment_types: ['reefer', 'flatbed'],
    });
    const { user } = await harness.signUp(ctx, registration);
    expect(user.user_type).toBe('carrier');
    const [account] = await queryRows<Record<string, unknown>>(
      sql`select a.mc_number, a.dot_number, a.cargo_insurance_limit, a.equipment_types from accounts a join users u on u.account_id = a.id where u.id = ${user.id}`,
    );
    expect(account).toMatchObject({
      mc_number: '123456',
      dot_number: '7654321',
      cargo_insurance_limit: '250k',
      equipment_types: ['reefer', 'flatbed'],
    });
  });

  it('refuses a carrier without MC or DOT number, with a bad limit, or no equipment', async () => {
    const client = await freshClient();
    const response = await client.post(
      '/api/auth/register',
      harness.carrierRegistration({
        mc_number: '',
        dot_number: '',
        cargo_insurance_limit: 'lots',
        equipment_types: [],
      }),
    );
    expect(response.statusCode).toBe(400);
    const fields = response.body.errors.map((error: { field: string }) => error.field).sort();
    expect(fields).toEqual(['cargo_insurance_limit', 'equipment_types', 'mc_number']);
    for (const error of response.body.errors) expect(error.code).toBe('ValidationError');
  });

  it('refuses an e-mail already taken in another letter case with 409 EmailTaken on the email field', async () => {
    const first = harness.shipperRegistration();
    await harness.signUp(ctx, first);
    const client = await freshClient();
    const response = await client.post(
      '/api/auth/register',
      harness.carrierRegistration({ email: first.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expectErrorBody(response.body, 'EmailTaken', 'email');
  });

  it('refuses weak passwords: too short, the e-mail itself, a common one', async () => {
    const client = await freshClient();
    const email = 'Someone.Long@example.com';
    for (const [password, message] of [
      ['short', 'Password must be at least 10 characters'],
      [email.toLowerCase(), 'Password must not be your e-mail address'],
      ['password123', 'This password is too common'],
    ] as const) {
      const response = await client.post(
        '/api/auth/register',
        harness.shipperRegistration({ email, password }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.body.errors).toContainEqual({
        code: 'ValidationError',
        message,
        field: 'password',
      });
    }
  });

  it('stores the password only as an argon2id hash', async () => {
    const { email } = await harness.signUp(ctx);
    const rows = await queryRows<{ password_hash: string }>(
      sql`select password_hash from users where email = ${email}`,
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.password_hash).not.toContain(harness.TEST_PASSWORD);
  });

  it('keeps e-mails unique in the database itself, whatever the case', async () => {
    const { email } = await harness.signUp(ctx);
    await expect(
      ctx.database.db.execute(
        sql`insert into users (account_id, email, first_name, last_name, password_hash) select account_id, upper(email), 'X', 'Y', 'h' from users where email = ${email}`,
      ),
    ).rejects.toThrow();
  });
});

describe('login and sessions', () => {
  it('signs in with the right password and sets httpOnly session and readable XSRF cookies', async () => {
    const { email } = await harness.signUp(ctx);
    const client = ctx.client();
    const response = await client.post('/api/auth/login', {
      email: email.toUpperCase(),
      password: harness.TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.otp_required).toBe(false);
    expect(response.body.user.email).toBe(email);
    expect(response.setCookies.sid?.httpOnly).toBe(true);
    expect(response.setCookies.sid?.value).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 bits
    expect(response.setCookies['XSRF-TOKEN']?.httpOnly).toBe(false);
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const { email } = await harness.signUp(ctx);
    const client = ctx.client();
    const wrong = await client.post('/api/auth/login', { email, password: 'not-the-password-1' });
    const unknown = await client.post('/api/auth/login', {
      email: 'nobody-here@example.com',
      password: 'x-password-123',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expectErrorBody(wrong.body, 'Unauthenticated');
    expect(wrong.body.errors[0].message).toBe('Invalid e-mail or password');
  });

  it('gives a 30-day cookie with remember-me and a browser-session cookie without', async () => {
    const { email } = await harness.signUp(ctx);
    const remembered = await ctx
      .client()
      .post('/api/auth/login', { email, password: harness.TEST_PASSWORD, remember_me: true });
    expect(remembered.setCookies.sid?.maxAge).toBe(30 * 24 * 60 * 60);
    const plain = await ctx
      .client()
      .post('/api/auth/login', { email, password: harness.TEST_PASSWORD, remember_me: false });
    expect(plain.setCookies.sid?.maxAge).toBeUndefined();
    expect(plain.setCookies.sid?.expires).toBeUndefined();
    const rows = await queryRows<{ remember: boolean; seconds: number }>(
      sql`select remember, extract(epoch from (s.expires_at - s.created_at))::int as seconds from sessions s join users u on u.id = s.user_id where u.email = ${email} order by s.id desc limit 2`,
    );
    expect(rows[0]).toMatchObject({ remember: false });
    expect(rows[0]?.seconds).toBeGreaterThan(12 * 3600 - 60);
    expect(rows[0]?.seconds).toBeLessThanOrEqual(12 * 3600);
    expect(rows[1]).toMatchObject({ remember: true });
    expect(rows[1]?.seconds).toBeGreaterThan(30 * 86400 - 60);
  });

  it('stores only a hash of the session token', async () => {
    const { client, user } = await harness.signUp(ctx);
    const token = client.cookies.get('sid') as string;
    const rows = await queryRows<{ token_hash: string }>(
      sql`select token_hash from sessions where user_id = ${user.id}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).not.toBe(token);
  });

  it('revokes the session on logout: the old cookie no longer works', async () => {
    const { client } = await harness.signUp(ctx);
    const token = client.cookies.get('sid') as string;
    const out = await client.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    const replay = ctx.client();
    replay.cookies.set('sid', token);
    const me = await replay.get('/api/auth/me');
    expect(me.statusCode).toBe(401);
    expectErrorBody(me.body, 'Unauthenticated');
  });

  it('answers 403 to an unsafe call without the XSRF header, or with a wrong one', async () => {
    const { client } = await harness.signUp(ctx);
    client.xsrf = false;
    const missing = await client.post('/api/auth/logout');
    expect(missing.statusCode).toBe(403);
    expectErrorBody(missing.body, 'Forbidden');
    const wrong = await client.request(
      'POST',
      '/api/auth/logout',
      {},
      { 'x-xsrf-token': 'not-the-cookie' },
    );
    expect(wrong.statusCode).toBe(403);
    client.xsrf = true;
    expect((await client.get('/api/auth/me')).statusCode).toBe(200); // still signed in
  });

  it('answers 401 to protected calls without a session', async () => {
    const body = { otp_enabled: true };
    await harness.expectSignInRequired(
      ctx,
      [
        ['GET', '/api/auth/me'],
        ['POST', '/api/auth/logout', body],
        ['PUT', '/api/auth/otp', body],
        ['GET', '/api/users'],
      ],
      (response) => expectErrorBody(response.body, 'Unauthenticated'),
    );
  });

  it('rate limits login attempts per e-mail with 429 RateLimited', async () => {
    const { email } = await harness.signUp(ctx);
    const client = ctx.client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push(
        (await client.post('/api/auth/login', { email, password: 'wrong-password-42' })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const blocked = await client.post('/api/auth/login', {
      email,
      password: harness.TEST_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expectErrorBody(blocked.body, 'RateLimited');
    harness.expectRateLimited(blocked, { max: 10, windowSeconds: 15 * 60 });
  });
});

describe('one-time code', () => {
  async function otpUser() {
    const { email } = await harness.signUp(ctx);
    await enableOtp(email);
    const client = ctx.client();
    const login = await client.post('/api/auth/login', { email, password: harness.TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.body.otp_required).toBe(true);
    return { email, client };
  }

  it('limits a session to the code calls until the mailed code is verified', async () => {
    const { email, client } = await otpUser();
    const blocked = await client.get('/api/auth/me');
    expect(blocked.statusCode).toBe(401);
    expectErrorBody(blocked.body, 'OtpRequired');
    expect((await client.get('/api/users')).body.errors[0].code).toBe('OtpRequired');
    const code = await codeFromMail(email);
    const verified = await client.post('/api/auth/otp/verify', { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.body.user.email).toBe(email);
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses a wrong code, counting the tries, and stops after five', async () => {
    const { email, client } = await otpUser();
    const code = await codeFromMail(email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const first = await client.post('/api/auth/otp/verify', { code: wrongCode });
    expect(first.statusCode).toBe(400);
    expect(first.body.errors[0]).toEqual({
      code: 'ValidationError',
      field: 'code',
      message: 'The code is not correct. 4 tries left.',
    });
    for (let attempt = 0; attempt < 4; attempt++)
      await client.post('/api/auth/otp/verify', { code: wrongCode });
    const exhausted = await client.post('/api/auth/otp/verify', { code });
    expect(exhausted.statusCode).toBe(400);
    expect(exhausted.body.errors[0].message).toBe('Too many wrong codes. Request a new one.');
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('refuses an expired code', async () => {
    const { email, client } = await otpUser();
    const code = await codeFromMail(email);
    await ctx.database.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where session_id in (select s.id from sessions s join users u on u.id = s.user_id where u.email = ${email})`,
    );
    const response = await client.post('/api/auth/otp/verify', { code });
    expect(response.statusCode).toBe(400);
    expect(response.body.errors[0]).toMatchObject({
      field: 'code',
      message: 'The code has expired. Request a new one.',
    });
  });

  it('resends at most every 30 seconds, and the new code replaces the old', async () => {
    const { email, client } = await otpUser();
    const firstCode = await codeFromMail(email, 1);
    const tooSoon = await client.post('/api/auth/otp/resend');
    expect(tooSoon.statusCode).toBe(429);
    expectErrorBody(tooSoon.body, 'RateLimited');
    harness.expectRateLimited(tooSoon, { max: 1, windowSeconds: 30 });
    await ctx.database.db.execute(
      sql`update one_time_codes set created_at = now() - interval '31 seconds' where session_id in (select s.id from sessions s join users u on u.id = s.user_id where u.email = ${email})`,
    );
    const resent = await client.post('/api/auth/otp/resend');
    expect(resent.statusCode).toBe(204);
    const secondCode = await codeFromMail(email, 2);
    if (secondCode !== firstCode) {
      const old = await client.post('/api/auth/otp/verify', { code: firstCode });
      expect(old.statusCode).toBe(400);
    }
    expect((await client.post('/api/auth/otp/verify', { code: secondCode })).statusCode).toBe(200);
  });

  it('remembers a trusted device for 30 days with a cookie and skips the code there', async () => {
    const { email, client } = await otpUser();
    const code = await codeFromMail(email);
    const verified = await client.post('/api/auth/otp/verify', { code, trust_device: true });
    expect(verified.setCookies.otp_trust?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(verified.setCookies.otp_trust?.httpOnly).toBe(true);
    const again = await client.post('/api/auth/login', { email, password: harness.TEST_PASSWORD });
    expect(again.body.otp_required).toBe(false);
    const elsewhere = await ctx
      .client()
      .post('/api/auth/login', { email, password: harness.TEST_PASSWORD });
    expect(elsewhere.body.otp_required).toBe(true);
  });

  it('lets a user turn the code on for themselves', async () => {
    const { client, email } = await harness.signUp(ctx);
    const on = await client.put('/api/auth/otp', { otp_enabled: true });
    expect(on.body.user.otp_enabled).toBe(true);
    const login = await ctx
      .client()
      .post('/api/auth/login', { email, password: harness.TEST_PASSWORD });
    expect(login.body.otp_required).toBe(true);
  });
});

describe('password reset', () => {
  async function resetLink(email: string): Promise<string> {
    const client = await freshClient();
    const response = await client.post('/api/auth/password/forgot', { email });
    expect(response.statusCode).toBe(200);
    const mail = await ctx.mailbox.waitFor(email, /Reset your Spotlane password/);
    const match = /(http:\/\/localhost:3999\/setPassword\?token=[A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match?.[1]) throw new Error(`no link in ${mail.text}`);
    return new URL(match[1]).searchParams.get('token') as string;
  }

  it('resets the password through the mailed link and ends every session', async () => {
    const { client, email } = await harness.signUp(ctx);
    const token = await resetLink(email);
    const newPassword = 'a-brand-new-secret-77';
    const reset = await ctx
      .client()
      .post('/api/auth/password/reset', { token, password: newPassword });
    expect(reset.statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
    expect(
      (await ctx.client().post('/api/auth/login', { email, password: harness.TEST_PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect(
      (await ctx.client().post('/api/auth/login', { email, password: newPassword })).statusCode,
    ).toBe(200);
  });

  it('refuses a token used once already', async () => {
    const { email } = await harness.signUp(ctx);
    const token = await resetLink(email);
    expect(
      (
        await ctx
          .client()
          .post('/api/auth/password/reset', { token, password: 'first-new-password-1' })
      ).statusCode,
    ).toBe(200);
    const again = await ctx
      .client()
      .post('/api/auth/password/reset', { token, password: 'second-new-password-2' });
    expect(again.statusCode).toBe(400);
    expectErrorBody(again.body, 'ValidationError', 'token');
  });

  it('refuses an expired token (older than one hour)', async () => {
    const { email } = await harness.signUp(ctx);
    const token = await resetLink(email);
    const rows = await queryRows<{ seconds: number }>(
      sql`select extract(epoch from (t.expires_at - t.created_at))::int as seconds from password_tokens t join users u on u.id = t.user_id where u.email = ${email}`,
    );
    expect(rows[0]?.seconds).toBe(3600);
    await ctx.database.db.execute(
      sql`update password_tokens set expires_at = now() - interval '1 second' where user_id in (select id from users where email = ${email})`,
    );
    const response = await ctx
      .client()
      .post('/api/auth/password/reset', { token, password: 'late-new-password-3' });
    expect(response.statusCode).toBe(400);
    expect(response.body.errors[0].message).toBe(
      'This link has expired or was already used. Ask for a new one.',
    );
  });

  it('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
    const { email } = await harness.signUp(ctx);
    const known = await (await freshClient()).post('/api/auth/password/forgot', { email });
    const unknownAddress = 'no-such-person@example.com';
    const unknown = await (await freshClient()).post('/api/auth/password/forgot', {
      email: unknownAddress,
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    await ctx.mailbox.waitFor(email, /Reset your Spotlane password/);
    expect(ctx.mailbox.to(unknownAddress)).toHaveLength(0);
  });

  it('rate limits forgot-password requests per e-mail', async () => {
    const email = 'limit-me@example.com';
    const client = await freshClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await client.post('/api/auth/password/forgot', { email })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
