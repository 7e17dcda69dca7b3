import type { TeamUser } from '@spotlane/shared/schemas/users';
import { describe, expect, it } from 'vitest';
import {
  carrierRegistration,
  expectErrorShape,
  expectSignInRequired,
  fileTestContext,
  shipperRegistration,
  signUp,
  type TestClient,
  uniqueEmail,
} from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';

const ctx = fileTestContext();

const TEAMMATE_PASSWORD = 'teammate-secret-pass-4';

/** Waits for the invitation mail and answers the token of its /setPassword link. */
async function inviteToken(email: string): Promise<string> {
  const mail = await ctx.mailbox.waitFor(email, /invited you/);
  const match =
    /(http:\/\/localhost:3999\/setPassword\?token=[A-Za-z0-9_-]+&invite=1)(?:\s|$)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no invitation link in ${mail.text}`);
  const url = new URL(match[1]);
  expect(url.searchParams.get('invite')).toBe('1');
  return url.searchParams.get('token') as string;
}

async function invite(
  owner: TestClient,
  overrides: Partial<{ email: string; permissions: Record<string, boolean> }> = {},
) {
  return owner.post<TeamUser>('/api/users', {
    email: uniqueEmail('mate'),
    first_name: 'Tess',
    last_name: 'Teammate',
    permissions: { company_update: false, shipment_add: true },
    ...overrides,
  });
}

describe('team', () => {
  it('lets the owner list the team, which starts with the owner alone', async () => {
    const { client, user } = await signUp(ctx);
    const response = await client.get('/api/users');
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({
      results: [expect.objectContaining({ id: user.id, is_owner: true, status: 'active' })],
      count: 1,
    });
  });

  it('invites a teammate who sets a password through the mailed link and signs in with the granted permissions', async () => {
    const registration = shipperRegistration({ company_name: 'Invite Test Co' });
    const { client: owner, user: ownerUser } = await signUp(ctx, registration);
    const email = uniqueEmail('mate');

    const invited = await invite(owner, { email });
    expect(invited.statusCode).toBe(201);
    expect(invited.body).toMatchObject({
      email,
      first_name: 'Tess',
      last_name: 'Teammate',
      user_type: 'shipper',
      company_name: 'Invite Test Co',
      is_owner: false,
      status: 'invited',
    });
    expect(invited.body.permissions).toEqual({
      shipment_add: true,
      shipment_edit: false,
      shipment_cancel: false,
      bid_accept: false,
      company_update: false,
      carrier_update: false,
      analytics_view: false,
      user_manage: false,
      permission_update: false,
      compliance_override: false,
    });
    expect(JSON.stringify(invited.body)).not.toMatch(/password|hash|token/i);

    const team = await owner.get('/api/users');
    expect(team.body.count).toBe(2);
    expect(team.body.results.map((member: TeamUser) => [member.id, member.status])).toEqual([
      [ownerUser.id, 'active'],
      [invited.body.id, 'invited'],
    ]);

    // Not active yet: the invited address cannot sign in, with the usual answer.
    const early = await ctx
      .client()
      .post('/api/auth/login', { email, password: TEAMMATE_PASSWORD });
    expect(early.statusCode).toBe(401);
    expectErrorShape(early.body, 'Unauthenticated');

    const mail = await ctx.mailbox.waitFor(email, /invited you/);
    expect(mail.subject).toBe('Ann invited you to Invite Test Co on Spotlane');
    const token = await inviteToken(email);
    const activated = await ctx
      .client()
      .post('/api/auth/password/reset', { token, password: TEAMMATE_PASSWORD });
    expect(activated.statusCode).toBe(200);

    const mate = ctx.client();
    const login = await mate.post('/api/auth/login', { email, password: TEAMMATE_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.body.otp_required).toBe(false);
    const me = await mate.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.body.user).toMatchObject({ id: invited.body.id, email, user_type: 'shipper' });
    expect(me.body.user.permissions.company_update).toBe(false);
    expect(me.body.user.permissions.shipment_add).toBe(true);
    expect(me.body.user.permissions.user_manage).toBe(false);

    const after = await owner.get('/api/users');
    expect(after.body.results[1]).toMatchObject({ id: invited.body.id, status: 'active' });

    // The invitation link is single use.
    const again = await ctx
      .client()
      .post('/api/auth/password/reset', { token, password: 'another-secret-pass-5' });
    expect(again.statusCode).toBe(400);
    expectErrorShape(again.body, 'ValidationError', 'token');
  });

  it('refuses a teammate without user_manage 403 Forbidden on inviting and editing, but lets them see the team', async () => {
    const { client: owner, user: ownerUser } = await signUp(ctx);
    const email = uniqueEmail('mate');
    const invited = await invite(owner, { email });
    const token = await inviteToken(email);
    await ctx.client().post('/api/auth/password/reset', { token, password: TEAMMATE_PASSWORD });
    const mate = ctx.client();
    expect(
      (await mate.post('/api/auth/login', { email, password: TEAMMATE_PASSWORD })).statusCode,
    ).toBe(200);

    const refused = await invite(mate);
    expect(refused.statusCode).toBe(403);
    expectErrorShape(refused.body, 'Forbidden');

    const selfPromotion = await mate.put(`/api/users/${invited.body.id}`, {
      permissions: { user_manage: true, permission_update: true },
    });
    expect(selfPromotion.statusCode).toBe(403);
    expectErrorShape(selfPromotion.body, 'Forbidden');
    const renameOwner = await mate.put(`/api/users/${ownerUser.id}`, { first_name: 'Mallory' });
    expect(renameOwner.statusCode).toBe(403);

    const team = await mate.get('/api/users');
    expect(team.statusCode).toBe(200);
    expect(team.body.count).toBe(2);
    const me = await mate.get('/api/auth/me');
    expect(me.body.user.permissions.user_manage).toBe(false);
  });

  it('answers another account 404 NotFound for a teammate, and shows it nothing of them', async () => {
    const { client: owner } = await signUp(ctx);
    const invited = await invite(owner);
    expect(invited.statusCode).toBe(201);
    const { client: stranger } = await signUp(ctx, carrierRegistration());

    const response = await stranger.put(`/api/users/${invited.body.id}`, {
      first_name: 'Hijacked',
      permissions: { user_manage: true },
    });
    expect(response.statusCode).toBe(404);
    expectErrorShape(response.body, 'NotFound');
    const unknown = await stranger.put('/api/users/999999', { first_name: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toEqual(response.body);

    const strangersTeam = await stranger.get('/api/users');
    expect(strangersTeam.body.count).toBe(1);
    expect(JSON.stringify(strangersTeam.body)).not.toContain(invited.body.email);
    const ownersTeam = await owner.get('/api/users');
    expect(ownersTeam.body.results[1]).toMatchObject({
      first_name: 'Tess',
      permissions: { user_manage: false },
    });
  });

  it('lets the owner change a teammate name and permissions', async () => {
    const { client: owner } = await signUp(ctx);
    const invited = await invite(owner);
    const updated = await owner.put(`/api/users/${invited.body.id}`, {
      first_name: 'Theresa',
      permissions: { bid_accept: true, shipment_add: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body).toMatchObject({ first_name: 'Theresa', last_name: 'Teammate' });
    expect(updated.body.permissions).toMatchObject({
      bid_accept: true,
      shipment_add: false,
      company_update: false,
    });
  });

  it('refuses to invite an e-mail already on the platform in another case: 409 EmailTaken on email', async () => {
    const { client: owner, email: ownerEmail } = await signUp(ctx);
    const { email: otherEmail } = await signUp(ctx, carrierRegistration());
    const invitedEmail = uniqueEmail('mate');
    expect((await invite(owner, { email: invitedEmail })).statusCode).toBe(201);

    for (const taken of [
      ownerEmail.toUpperCase(),
      otherEmail.toUpperCase(),
      invitedEmail.toUpperCase(),
    ]) {
      const response = await invite(owner, { email: taken });
      expect(response.statusCode, taken).toBe(409);
      const errors = expectErrorShape(response.body, 'EmailTaken', 'email');
      expect(errors).toHaveLength(1);
    }
    // Nor can a new account register with an address that has an invitation waiting.
    const register = await ctx
      .client()
      .post('/api/auth/register', shipperRegistration({ email: invitedEmail.toUpperCase() }));
    expect(register.statusCode).toBe(409);
    expectErrorShape(register.body, 'EmailTaken', 'email');
  });

  it('keeps an invited teammate out until the link is used, whatever password is tried', async () => {
    const { client: owner } = await signUp(ctx);
    const email = uniqueEmail('mate');
    expect((await invite(owner, { email })).statusCode).toBe(201);
    for (const password of ['', 'anything-at-all-1', TEAMMATE_PASSWORD]) {
      const response = await ctx.client().post('/api/auth/login', { email, password });
      expect(response.statusCode === 401 || response.statusCode === 400, password).toBe(true);
      expectErrorShape(response.body);
    }
    const login = await ctx
      .client()
      .post('/api/auth/login', { email, password: TEAMMATE_PASSWORD });
    expect(login.statusCode).toBe(401);
    expect(login.body).toEqual({
      errors: [{ code: 'Unauthenticated', message: 'Invalid e-mail or password' }],
    });
    // Forgot-password does not activate an invitation behind the owner's back either.
    const forgot = await ctx.client().post('/api/auth/password/forgot', { email });
    expect(forgot.statusCode).toBe(200);
    await ctx.mailbox.waitFor(email, /invited you/);
    await settleJobs(ctx);
    expect(ctx.mailbox.to(email).filter((mail) => /Reset/.test(mail.subject))).toHaveLength(0);
  });

  it('refuses an invitation with bad fields, one entry per field', async () => {
    const { client: owner } = await signUp(ctx);
    const response = await owner.post('/api/users', {
      email: 'nope',
      first_name: '',
      last_name: 'x'.repeat(101),
      permissions: { user_manage: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    const errors = expectErrorShape(response.body, 'ValidationError');
    expect(errors.map((error) => error.field).sort()).toEqual(
      ['email', 'first_name', 'last_name', 'permissions.user_manage'].sort(),
    );
  });

  it('answers 401 to the team calls without a session', async () => {
    const member = () => ({ email: uniqueEmail(), first_name: 'A', last_name: 'B' });
    await expectSignInRequired(ctx, [
      ['GET', '/api/users'],
      ['POST', '/api/users', member()],
      ['PUT', '/api/users/1', member()],
    ]);
  });
});

describe('profile', () => {
  it('lets a carrier owner edit its person and company details, and refuses a teammate the company', async () => {
    const ctxProfile = ctx;
    const carrier = await signUp(
      ctxProfile,
      carrierRegistration({ company_name: 'Old Name Freight' }),
    );
    const before = await carrier.client.get('/api/profile');
    expect(before.body).toMatchObject({
      company_name: 'Old Name Freight',
      user_type: 'carrier',
      is_owner: true,
    });
    const saved = await carrier.client.put('/api/profile', {
      first_name: 'Cora',
      last_name: 'Driver',
      phone: '+1 555 0100',
      company_name: 'New Name Freight',
      mc_number: '',
      dot_number: '998877',
      cargo_insurance_limit: '$500,000',
      equipment_types: ['reefer'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toMatchObject({
      first_name: 'Cora',
      company_name: 'New Name Freight',
      mc_number: null,
      dot_number: '998877',
      cargo_insurance_limit: '$500,000',
      equipment_types: ['reefer'],
    });
    const noNumbers = await carrier.client.put('/api/profile', {
      first_name: 'Cora',
      last_name: 'Driver',
      mc_number: '',
      dot_number: '',
    });
    expect(noNumbers.statusCode).toBe(400);
    const bad = await carrier.client.put('/api/profile', {
      first_name: 'Cora',
      last_name: 'Driver',
      cargo_insurance_limit: 'lots',
    });
    expect(bad.body.errors[0]).toMatchObject({ field: 'cargo_insurance_limit' });
  });
});
