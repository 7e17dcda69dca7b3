import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REGISTRY_COLUMNS } from '@spotlane/shared/domain/carrier-policy';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  carrierRegistration,
  expectErrorShape,
  expectReadOnly,
  expectSignInRequired,
  fileTestContext,
} from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import * as market from '../../../test/market.ts';

/** PRODUCT.md 15: compliance, the policy, identity and the rate confirmation check, over HTTP. */
const dir = mkdtempSync(join(tmpdir(), 'compliance-'));
const file = join(dir, 'registry.csv');
const header = REGISTRY_COLUMNS.join(',');
type Row = Partial<Record<(typeof REGISTRY_COLUMNS)[number], string>>;
const line = (row: Row) => REGISTRY_COLUMNS.map((column) => row[column] ?? '').join(',');
const good = (dot: string, mc: string, extra: Row = {}): Row => ({
  dot_number: dot,
  mc_number: mc,
  legal_name: `CARRIER ${dot}`,
  email: `registry-${dot}@example.com`,
  authority_status: 'active',
  authority_since: '2015-01-01',
  out_of_service: 'false',
  safety_rating: 'satisfactory',
  bipd_cents: '100000000',
  cargo_cents: '25000000',
  insurance_expires_on: '2099-01-01',
  ...extra,
});
function writeRegistry(rows: Row[]) {
  const next = join(dir, `next-${Date.now()}.csv`);
  writeFileSync(next, `${header}\n${rows.map(line).join('\n')}\n`);
  renameSync(next, file);
}
writeRegistry([good('3100001', '310001'), good('3100002', '310002', { out_of_service: 'true' })]);

const ctx = fileTestContext({ TRUST_PROXY: 'true', REGISTRY_FILE: file });

let shipper: market.Shipper;
let stranger: market.Shipper;
let carrier: market.Member;
let carrierId: number;

const accountOf = async (member: market.Member) =>
  (
    await market.rows<{ id: number }>(
      ctx,
      sql`select account_id as id from users where id = ${member.user.id}`,
    )
  )[0]?.id as number;

beforeAll(async () => {
  shipper = await market.shipperWithLocations(ctx);
  stranger = await market.shipperWithLocations(ctx);
  carrier = await market.register(
    ctx,
    carrierRegistration({
      company_name: 'Good Trucking',
      dot_number: '3100001',
      mc_number: '310001',
    }),
  );
  carrierId = await accountOf(carrier);
  await settleJobs(ctx);
}, 120_000);

describe('compliance', () => {
  it('is looked up at registration and kept with what the registry said', async () => {
    const own = await carrier.client.get(`/api/carrier_compliance/${carrierId}`);
    expect(own.statusCode).toBe(200);
    expect(own.body).toMatchObject({
      carrier_account_id: carrierId,
      status: 'verified',
      identity_verified: false,
      source: 'file',
      registry: { dot_number: '3100001', authority_status: 'active', bipd_cents: 100_000_000 },
      findings: [],
    });
    const checks = await market.rows<{ trigger: string; status: string }>(
      ctx,
      sql`select trigger, status from compliance_checks where carrier_account_id = ${carrierId}`,
    );
    expect(checks).toEqual([{ trigger: 'registration', status: 'verified' }]);
  });

  it('a shipper sees carriers of its network only; others answer 404', async () => {
    expect((await stranger.client.get(`/api/carrier_compliance/${carrierId}`)).statusCode).toBe(
      404,
    );
    const other = await market.registerCarrier(ctx, 'Other Freight');
    const otherId = await accountOf(other);
    expect((await carrier.client.get(`/api/carrier_compliance/${otherId}`)).statusCode).toBe(404);
    await market.linkCarrier(shipper, carrier);
    const seen = await shipper.client.get(`/api/carrier_compliance/${carrierId}`);
    expect(seen.statusCode).toBe(200);
    // The default policy: identity_unverified is off, so a verified carrier has no finding.
    expect(seen.body.findings).toEqual([]);
  });

  it('a registry change, checked on demand, is told once; a second check within a minute is 429', async () => {
    writeRegistry([
      good('3100001', '310001', { insurance_expires_on: '2020-01-01' }),
      good('3100002', '310002'),
    ]);
    // The file is read again within 5 seconds.
    const deadline = Date.now() + 6000;
    let status = 'verified';
    let first = true;
    while (status === 'verified' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await ctx.database.db.execute(
        sql`update carrier_compliance set refreshed_at = null where carrier_account_id = ${carrierId}`,
      );
      const refreshed = await shipper.client.post(`/api/carrier_compliance/${carrierId}/refresh`);
      expect(refreshed.statusCode).toBe(200);
      status = refreshed.body.status;
      if (status === 'failing') {
        expect(refreshed.body.findings).toEqual([
          { rule: 'insurance_expired', action: 'block', detail: 'Insurance expired on 2020-01-01' },
        ]);
      }
      first = false;
    }
    expect(first).toBe(false);
    expect(status).toBe('failing');
    const again = await shipper.client.post(`/api/carrier_compliance/${carrierId}/refresh`);
    expect(again.statusCode).toBe(429);
    expectErrorShape(again.body, 'RateLimited');
    await settleJobs(ctx);
    const told = await market.notificationTitles(ctx, shipper);
    expect(
      told.filter((title) => title.startsWith('Good Trucking: compliance is now failing')),
    ).toHaveLength(1);
    const carrierTold = await market.notificationTitles(ctx, carrier);
    expect(carrierTold.filter((title) => /changed: failing/.test(title))).toHaveLength(1);
    const events = await market.rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from events where type = 'carrier_compliance_changed'`,
    );
    expect(events[0]?.n).toBe(2);
    writeRegistry([good('3100001', '310001'), good('3100002', '310002')]);
  }, 20_000);
});

describe('the carrier policy', () => {
  it('answers the defaults of PRODUCT.md 15 and which registry answers', async () => {
    const policy = await shipper.client.get('/api/carrier_policy');
    expect(policy.statusCode).toBe(200);
    expect(policy.body).toMatchObject({
      rules: { authority_inactive: 'block', unverifiable: 'warn', identity_unverified: 'off' },
      cargo_minimum_cents: 10_000_000,
      bipd_minimum_cents: 75_000_000,
      authority_min_days: 90,
      registry_source: 'file',
      updated_at: null,
    });
  });

  it('saves the rules sent and keeps the rest; refuses bad values and carriers', async () => {
    const saved = await shipper.client.put('/api/carrier_policy', {
      rules: { identity_unverified: 'warn' },
      cargo_minimum_cents: 20_000_000,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.rules.identity_unverified).toBe('warn');
    expect(saved.body.rules.authority_inactive).toBe('block');
    expect(saved.body.cargo_minimum_cents).toBe(20_000_000);
    const bad = await shipper.client.put('/api/carrier_policy', {
      rules: { out_of_service: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await carrier.client.get('/api/carrier_policy')).statusCode).toBe(403);
    expect((await carrier.client.put('/api/carrier_policy', { rules: {} })).statusCode).toBe(403);
    const seen = await shipper.client.get(`/api/carrier_compliance/${carrierId}`);
    expect(seen.body.findings).toContainEqual({
      rule: 'identity_unverified',
      action: 'warn',
      detail: 'Identity not verified with the registry',
    });
  });
});

describe('verified identity', () => {
  it('mails a code to the registry e-mail; a wrong code is 400; the right one verifies', async () => {
    const sent = await carrier.client.post('/api/identity_verification');
    expect(sent.statusCode).toBe(202);
    expect(sent.body.sent_to).toMatch(/^r\*+@example\.com$/);
    const mail = await ctx.mailbox.waitFor('registry-3100001@example.com', /identity code/);
    const code = /(\d{6})/.exec(mail.subject)?.[1] as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await carrier.client.post('/api/identity_verification/confirm', {
      code: wrong,
    });
    expect(refused.statusCode).toBe(400);
    const confirmed = await carrier.client.post('/api/identity_verification/confirm', { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.identity_verified).toBe(true);
    const seen = await shipper.client.get(`/api/carrier_compliance/${carrierId}`);
    expect(seen.body.identity_verified).toBe(true);
    expect(seen.body.findings.map((f: { rule: string }) => f.rule)).not.toContain(
      'identity_unverified',
    );
  });

  it('a second sign-up on a verified DOT is 409 RegistryClaimed', async () => {
    const client = ctx.client();
    await client.get('/api/auth/me');
    const response = await client.request(
      'POST',
      '/api/auth/register',
      carrierRegistration({ dot_number: '3100001', mc_number: '' }),
      market.ownAddress(),
    );
    expect(response.statusCode).toBe(409);
    expectErrorShape(response.body, 'RegistryClaimed');
  });

  it('10 tries an hour', async () => {
    const thief = await market.register(
      ctx,
      carrierRegistration({ dot_number: '3100002', mc_number: '310002' }),
    );
    expect((await thief.client.post('/api/identity_verification')).statusCode).toBe(202);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const code = String(100000 + i);
      answers.push(
        (await thief.client.post('/api/identity_verification/confirm', { code })).statusCode,
      );
    }
    // A 1-in-a-million chance that one of the ten guesses is the code; never the eleventh.
    expect(answers.slice(0, 10).every((status) => status === 400 || status === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('no e-mail in the registry is 409', async () => {
    const unknown = await market.register(
      ctx,
      carrierRegistration({ dot_number: '3199999', mc_number: '' }),
    );
    const sent = await unknown.client.post('/api/identity_verification');
    expect(sent.statusCode).toBe(409);
    expectErrorShape(sent.body, 'RegistryHasNoEmail');
  });
});

describe('the rate confirmation check', () => {
  it('a PDF Spotlane never issued is not genuine; a file that is no PDF is 400', async () => {
    const anyone = ctx.client();
    const forged = await anyone.request(
      'POST',
      '/api/rate_confirmations/verify',
      Buffer.from('%PDF-1.4\nforged\n%%EOF\n'),
      { 'content-type': 'application/pdf' },
    );
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toEqual({ genuine: false });
    const notPdf = await anyone.request(
      'POST',
      '/api/rate_confirmations/verify',
      Buffer.from('hello'),
      { 'content-type': 'application/pdf' },
    );
    expect(notPdf.statusCode).toBe(400);
  });
});

describe('who may call what', () => {
  it('every endpoint needs a session, except the rate confirmation check', async () => {
    await expectSignInRequired(ctx, [
      ['GET', `/api/carrier_compliance/${carrierId}`],
      ['POST', `/api/carrier_compliance/${carrierId}/refresh`],
      ['GET', '/api/carrier_policy'],
      ['PUT', '/api/carrier_policy', { rules: {} }],
      ['POST', '/api/identity_verification'],
      ['POST', '/api/identity_verification/confirm', { code: '123456' }],
      ['POST', '/api/rate_confirmations/verify', { upload_id: 1 }],
    ]);
  });

  it('a teammate without carrier_update reads the policy but cannot change it', async () => {
    const mate = await market.teammate(ctx, shipper.client, { bid_accept: true });
    await expectReadOnly(mate.client, [
      ['GET', '/api/carrier_policy'],
      ['PUT', '/api/carrier_policy', { rules: { unverifiable: 'block' } }],
    ]);
  });

  it("identity verification is for carriers; another account's upload is 404", async () => {
    expect((await shipper.client.post('/api/identity_verification')).statusCode).toBe(403);
    const check = await carrier.client.post('/api/rate_confirmations/verify', {
      upload_id: 999_999,
    });
    expect(check.statusCode).toBe(404);
  });
});
