import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REGISTRY_COLUMNS, type RegistryRecord } from '@spotlane/shared/domain/carrier-policy';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carrierRegistration, expectErrorShape, fileTestContext } from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import * as market from '../../../test/market.ts';
import { createContext } from '../../context.ts';
import { checkCarrier } from './checks.ts';
import { enqueueNightlyChecks } from './jobs.ts';

/**
 * PRODUCT.md 15, enforcement on the server for the shipper whose load it is: bids, counters,
 * accepts (and the override), named audiences, the routing guide and the spot-quote lists.
 */
const dir = mkdtempSync(join(tmpdir(), 'enforcement-'));
const file = join(dir, 'registry.csv');
const record = (dot: string, outOfService: boolean): RegistryRecord => ({
  dot_number: dot,
  mc_number: null,
  legal_name: `CARRIER ${dot}`,
  dba_name: null,
  email: null,
  phone: null,
  city: null,
  state: null,
  authority_status: 'active',
  authority_since: '2015-01-01',
  out_of_service: outOfService,
  safety_rating: 'none',
  bipd_cents: 100_000_000,
  cargo_cents: 25_000_000,
  insurance_expires_on: '2099-01-01',
});
const csv = (records: RegistryRecord[]) =>
  `${REGISTRY_COLUMNS.join(',')}\n${records
    .map((r) =>
      REGISTRY_COLUMNS.map((column) => (r[column] === null ? '' : String(r[column]))).join(','),
    )
    .join('\n')}\n`;
writeFileSync(file, csv([record('3200001', false), record('3200002', true)]));

const ctx = fileTestContext({ TRUST_PROXY: 'true', REGISTRY_FILE: file });

let shipper: market.Shipper;
let good: market.Member;
let failing: market.Member;
let failingId: number;
let goodRow: number;
let failingRow: number;

const accountOf = async (member: market.Member) =>
  (
    await market.rows<{ id: number }>(
      ctx,
      sql`select account_id as id from users where id = ${member.user.id}`,
    )
  )[0]?.id as number;
const rule = (action: 'block' | 'warn' | 'off') =>
  shipper.client.put('/api/carrier_policy', { rules: { out_of_service: action } });

beforeAll(async () => {
  shipper = await market.shipperWithLocations(ctx);
  good = await market.register(
    ctx,
    carrierRegistration({ company_name: 'Good Freight', dot_number: '3200001', mc_number: '' }),
  );
  failing = await market.register(
    ctx,
    carrierRegistration({ company_name: 'Grounded Freight', dot_number: '3200002', mc_number: '' }),
  );
  failingId = await accountOf(failing);
  goodRow = await market.linkCarrier(shipper, good);
  failingRow = await market.linkCarrier(shipper, failing);
  await settleJobs(ctx);
}, 120_000);

describe('the policy x finding matrix at each point (out_of_service)', () => {
  it('bid: block is 409 CarrierBlocked with reasons; warn and off are placed', async () => {
    expect((await rule('block')).statusCode).toBe(200);
    const load = await market.createShipment(shipper);
    const refused = await failing.client.post('/api/bids', market.bidBody(load.id));
    expect(refused.statusCode).toBe(409);
    expectErrorShape(refused.body, 'CarrierBlocked');
    expect(refused.body.errors[0].reasons).toEqual(['out_of_service']);
    expect((await good.client.post('/api/bids', market.bidBody(load.id))).statusCode).toBe(201);

    await rule('warn');
    const placed = await failing.client.post('/api/bids', market.bidBody(load.id));
    expect(placed.statusCode).toBe(201);
    // The shipper sees the finding beside the bid; the carrier never sees the shipper's rules.
    expect(placed.body.compliance).toBeUndefined();
    const list = await shipper.client.get(`/api/bids?load_id=${load.id}`);
    const seen = list.body.results.find((bid: { id: number }) => bid.id === placed.body.id);
    expect(seen.carrier_account_id).toBe(failingId);
    expect(seen.compliance).toEqual({
      status: 'failing',
      identity_verified: false,
      findings: [
        { rule: 'out_of_service', action: 'warn', detail: 'Under an out-of-service order' },
      ],
    });
    await rule('off');
    const off = await shipper.client.get(`/api/bids/${placed.body.id}`);
    expect(off.body.compliance.findings).toEqual([]);
  });

  it('counter: block is 409; accept: 409 without a reason, 403 without the permission, an override with a reason', async () => {
    await rule('warn');
    const load = await market.createShipment(shipper);
    const bid = await market.placeBid(failing, load.id);
    await rule('block');
    const counter = await shipper.client.post(`/api/bids/${bid.id}/counter`, {
      amount: 140_000,
      pickup_date: market.day(30),
      delivery_date: market.day(32),
    });
    expect(counter.statusCode).toBe(409);
    expectErrorShape(counter.body, 'CarrierBlocked');

    const refused = await shipper.client.post(`/api/bids/${bid.id}/accept`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'CarrierBlocked',
      reasons: ['out_of_service'],
    });
    const mate = await market.teammate(ctx, shipper.client, {
      bid_accept: true,
      compliance_override: false,
    });
    const forbidden = await mate.client.post(`/api/bids/${bid.id}/accept`, {
      override_reason: 'We know them',
    });
    expect(forbidden.statusCode).toBe(403);
    const accepted = await shipper.client.post(`/api/bids/${bid.id}/accept`, {
      override_reason: 'Their order was lifted this morning; FMCSA confirmed by phone',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.is_accepted).toBe(true);
    const detail = await shipper.client.get(`/api/loads/${load.id}`);
    const override = detail.body.status_history.find(
      (entry: { status: string }) => entry.status === 'compliance_override',
    );
    expect(override).toMatchObject({
      note: 'Carrier policy overridden (out_of_service): Their order was lifted this morning; FMCSA confirmed by phone',
    });
    expect(override.changed_by).toBeTruthy();
  });

  it('audience: naming a blocked carrier is 400; a warned one is fine', async () => {
    await rule('block');
    const named = await shipper.client.post('/api/loads', {
      ...market.shipmentBody(shipper.origin, shipper.destination),
      audience: { type: 'carriers', carrier_ids: [failingRow] },
    });
    expect(named.statusCode).toBe(400);
    expectErrorShape(named.body, 'ValidationError', 'audience.carrier_ids');
    await rule('warn');
    const warned = await shipper.client.post('/api/loads', {
      ...market.shipmentBody(shipper.origin, shipper.destination),
      audience: { type: 'carriers', carrier_ids: [failingRow, goodRow] },
    });
    expect(warned.statusCode).toBe(201);
  });

  it("spot quotes: a blocked carrier does not see that shipper's private loads, and its counts agree", async () => {
    await rule('off');
    const load = await market.createShipment(shipper, { name: 'Private peas' });
    const names = async () => {
      const page = await failing.client.get(
        '/api/loads/custom_pagination_spotquotes?page=1&page_size=100',
      );
      expect(page.statusCode).toBe(200);
      return {
        ids: page.body.results.shipments.map((card: { id: number }) => card.id) as number[],
        count: page.body.results.count as number,
        all: page.body.all_spotquotes as number,
      };
    };
    const before = await names();
    expect(before.ids).toContain(load.id);
    await rule('block');
    const after = await names();
    expect(after.ids).not.toContain(load.id);
    expect(after.all).toBe(after.ids.length);
    expect(after.all).toBeLessThan(before.all);
    // The good carrier still sees it.
    const goodPage = await good.client.get(
      '/api/loads/custom_pagination_spotquotes?page=1&page_size=100',
    );
    expect(goodPage.body.results.shipments.map((card: { id: number }) => card.id)).toContain(
      load.id,
    );
  });

  it('tender: the routing guide skips a blocked carrier and writes why in the history', async () => {
    await rule('block');
    const lane = await shipper.client.post('/api/lanes', {
      name: 'Guide with a grounded carrier',
      origin: { city: 'Chicago', state: 'IL' },
      destination: { city: 'Dallas', state: 'TX' },
      equipment_type: 'dry_van',
      carrier_ids: [failingRow, goodRow],
      target_rate: 150_000,
    });
    expect(lane.statusCode, JSON.stringify(lane.body)).toBe(201);
    const load = await market.createShipment(shipper, {
      equipment_type: 'dry_van',
      audience: { type: 'lane', lane_id: lane.body.id },
    });
    await settleJobs(ctx);
    const tenders = await shipper.client.get(`/api/loads/${load.id}/tenders`);
    expect(tenders.body.results.map((t: { carrier: { id: number } }) => t.carrier.id)).toEqual([
      goodRow,
    ]);
    const detail = await shipper.client.get(`/api/loads/${load.id}`);
    expect(
      detail.body.status_history.filter(
        (entry: { status: string }) => entry.status === 'tender_skipped',
      ),
    ).toEqual([
      expect.objectContaining({
        note: 'Grounded Freight skipped: blocked by the carrier policy (out_of_service)',
      }),
    ]);
  });
});

describe('after the award', () => {
  it('a phone changed within 72 hours of an award is recorded and both owners are mailed', async () => {
    // The grounded carrier holds the load accepted over the policy above.
    const changed = await failing.client.put('/api/account', { phone: '+1 312 555 0199' });
    expect(changed.statusCode, JSON.stringify(changed.body)).toBe(200);
    const recorded = await market.rows<{ field: string }>(
      ctx,
      sql`select field from contact_changes where carrier_account_id = ${failingId}`,
    );
    expect(recorded).toEqual([{ field: 'phone' }]);
    await settleJobs(ctx);
    await ctx.mailbox.waitFor(shipper.email, /Grounded Freight changed its phone/);
    await ctx.mailbox.waitFor(failing.email, /Grounded Freight changed its phone/);
    // The good carrier holds nothing: its change is nobody's business.
    await good.client.put('/api/account', { phone: '+1 312 555 0100' });
    const none = await market.rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from contact_changes where carrier_account_id <> ${failingId}`,
    );
    expect(none[0]?.n).toBe(0);
  });

  it('the nightly checks: one job per active carrier and night, whatever the number of runs', async () => {
    const first = await enqueueNightlyChecks(ctx.database.db, '2099-01-01');
    expect(first).toBeGreaterThan(0);
    expect(await enqueueNightlyChecks(ctx.database.db, '2099-01-01')).toBe(0);
    await settleJobs(ctx);
    const checks = await market.rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from compliance_checks where trigger = 'nightly'`,
    );
    expect(checks[0]?.n).toBe(first);
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'a registry change during an accept (PostgreSQL)',
  () => {
    it('gives the old award or a 409, never half', async () => {
      const outcomes: number[] = [];
      for (let round = 0; round < 6; round++) {
        // A carrier verified now, bidding while the policy blocks out-of-service carriers.
        await rule('block');
        const dot = `33000${String(round).padStart(2, '0')}`;
        const carrier = await market.register(
          ctx,
          carrierRegistration({ company_name: `Racer ${round}`, dot_number: dot, mc_number: '' }),
        );
        const carrierId = await accountOf(carrier);
        await market.linkCarrier(shipper, carrier);
        const clean = createContext({
          config: ctx.config,
          db: ctx.database.db,
          registry: {
            source: 'file',
            lookup: async () => ({ kind: 'found', record: record(dot, false) }),
          },
        });
        await checkCarrier(clean, carrierId, 'registration');
        const load = await market.createShipment(shipper);
        const bid = await market.placeBid(carrier, load.id);
        // The registration's own check (a job, against the test's registry) is done before the
        // race, so only the two racers write the carrier's compliance.
        await settleJobs(ctx);
        const grounded = createContext({
          config: ctx.config,
          db: ctx.database.db,
          registry: {
            source: 'file',
            lookup: async () => ({ kind: 'found', record: record(dot, true) }),
          },
        });
        const [accept] = await Promise.all([
          shipper.client.post(`/api/bids/${bid.id}/accept`, {}),
          checkCarrier(grounded, carrierId, 'on_demand'),
        ]);
        outcomes.push(accept.statusCode);
        const [state] = await market.rows<{
          assigned: number | null;
          accepted: boolean;
          status: string;
        }>(
          ctx,
          sql`select l.assigned_account_id as assigned, b.is_accepted as accepted, c.status
          from loads l join bids b on b.load_id = l.id
          join carrier_compliance c on c.carrier_account_id = b.carrier_account_id
          where b.id = ${bid.id}`,
        );
        expect(state?.status).toBe('failing');
        if (accept.statusCode === 200) {
          expect(state?.accepted).toBe(true);
          expect(Number(state?.assigned)).toBe(carrierId);
        } else {
          expect(accept.statusCode).toBe(409);
          expect(accept.body.errors[0].code).toBe('CarrierBlocked');
          expect(state?.accepted).toBe(false);
          expect(state?.assigned).toBeNull();
        }
      }
      expect(outcomes.every((status) => status === 200 || status === 409)).toBe(true);
    }, 60_000);
  },
);
