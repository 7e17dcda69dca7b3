import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectSignInRequired, fileTestContext } from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import {
  addLocation,
  createShipment,
  day,
  type Member,
  placeBid,
  registerCarrier,
  rows,
  type Shipper,
  shipperWithLocations,
} from '../../../test/market.ts';
import { spotQuoteCountsFromLoads } from '../loads/index.ts';

const ctx = fileTestContext({ TRUST_PROXY: 'true' });

/** A dry van empty in Chicago (the shipper's pickup, 60601) around its ship date. */
const chicagoPost = (overrides: Record<string, unknown> = {}) => ({
  equipment_type: 'dry_van',
  empty_at: { city: 'Chicago', state: 'IL', zipcode: '60603' },
  available_from: day(29),
  available_to: day(31),
  destinations: ['anywhere'],
  min_rate_per_mile_cents: null,
  notes: 'Team drivers',
  ...overrides,
});

const accountOf = async (member: Member) =>
  (
    await rows<{ id: number }>(
      ctx,
      sql`select account_id as id from users where id = ${member.user.id}`,
    )
  )[0]?.id as number;

const recommended = (carrier: Member, query = '') =>
  carrier.client.get(`/api/loads/custom_pagination_spotquotes?status=recommended${query}`);

async function expectCountsKept(carrier: Member) {
  const page = await recommended(carrier);
  const recount = await spotQuoteCountsFromLoads(ctx.database.db, await accountOf(carrier));
  expect(page.body.recommended).toBe(recount.recommended);
  return page;
}

describe('truck posts and lane preferences (PRODUCT.md 20)', () => {
  it('answers 401 without a session on every capacity endpoint', async () => {
    await expectSignInRequired(ctx, [
      ['GET', '/api/trucks'],
      ['POST', '/api/trucks', chicagoPost()],
      ['GET', '/api/trucks/1'],
      ['PUT', '/api/trucks/1', chicagoPost()],
      ['DELETE', '/api/trucks/1'],
      ['GET', `/api/trucks/near?origin_location_id=1&date=${day(3)}`],
      ['POST', '/api/trucks/invite', { carrier_account_id: 1 }],
      ['GET', '/api/lane_preferences'],
      [
        'POST',
        '/api/lane_preferences',
        { origin: { states: ['IL'] }, destination: { states: ['TX'] } },
      ],
      ['DELETE', '/api/lane_preferences/1'],
      ['GET', '/api/loads/1/reloads'],
      ['GET', '/api/loads/custom_pagination_spotquotes?status=recommended'],
    ]);
  });

  it('refuses bad posts at the field, and keeps posts per carrier', async () => {
    const carrier = await registerCarrier(ctx, 'Posting Freight');
    const bad = async (body: Record<string, unknown>, field: string) => {
      const answer = await carrier.client.post('/api/trucks', body);
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({ code: 'ValidationError', field });
    };
    await bad(chicagoPost({ available_from: day(-3), available_to: day(-2) }), 'available_to');
    await bad(chicagoPost({ available_from: day(5), available_to: day(3) }), 'available_to');
    await bad(
      chicagoPost({ empty_at: { city: 'Nowhere', state: 'IL', zipcode: '60000' } }),
      'empty_at.zipcode',
    );
    await bad(chicagoPost({ destinations: ['Texas'] }), 'destinations.0');
    await bad(chicagoPost({ destinations: ['75'] }), 'destinations.0');

    const created = await carrier.client.post(
      '/api/trucks',
      chicagoPost({ destinations: ['tx', '606'] }),
    );
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ destinations: ['TX', '606'], active: true });
    const id = created.body.id;
    expect((await carrier.client.get('/api/trucks')).body.count).toBe(1);
    const changed = await carrier.client.put(`/api/trucks/${id}`, chicagoPost({ notes: 'Solo' }));
    expect(changed.body.notes).toBe('Solo');

    const other = await registerCarrier(ctx, 'Other Freight');
    expect((await other.client.get(`/api/trucks/${id}`)).statusCode).toBe(404);
    expect((await other.client.put(`/api/trucks/${id}`, chicagoPost())).statusCode).toBe(404);
    expect((await other.client.delete(`/api/trucks/${id}`)).statusCode).toBe(404);
    const shipper = await shipperWithLocations(ctx);
    expect((await shipper.client.get('/api/trucks')).statusCode).toBe(403);
    expect(
      (
        await shipper.client.post('/api/lane_preferences', {
          origin: { states: ['IL'] },
          destination: { states: ['TX'] },
        })
      ).statusCode,
    ).toBe(403);

    const preference = await carrier.client.post('/api/lane_preferences', {
      origin: { states: ['il', 'IN'] },
      destination: { states: ['TX'] },
      equipment_type: 'dry_van',
    });
    expect(preference.statusCode, JSON.stringify(preference.body)).toBe(201);
    expect(preference.body.origin).toEqual({ states: ['IL', 'IN'] });
    const noRegion = await carrier.client.post('/api/lane_preferences', {
      origin: { region_id: 1 },
      destination: { states: ['TX'] },
    });
    expect(noRegion.body.errors[0].field).toBe('origin.region_id');
    expect(
      (await other.client.delete(`/api/lane_preferences/${preference.body.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await carrier.client.delete(`/api/lane_preferences/${preference.body.id}`)).statusCode,
    ).toBe(204);
    expect((await carrier.client.delete(`/api/trucks/${id}`)).statusCode).toBe(204);
  });
});

describe('recommended loads, trucks near a load and reloads (PRODUCT.md 20)', () => {
  let shipper: Shipper;
  let carrier: Member;

  it('a carrier posts a truck, the shipper sees it near its load and invites it, the carrier finds the load first in Recommended and bids', async () => {
    shipper = await shipperWithLocations(ctx, 'Journey Shipping');
    carrier = await registerCarrier(ctx, 'Journey Freight');
    const post = await carrier.client.post('/api/trucks', chicagoPost());
    expect(post.statusCode).toBe(201);

    const near = await shipper.client.get(
      `/api/trucks/near?origin_location_id=${shipper.origin}&date=${day(30)}&equipment_type=dry_van`,
    );
    expect(near.statusCode, JSON.stringify(near.body)).toBe(200);
    const carrierId = await accountOf(carrier);
    const entry = near.body.results.find(
      (row: { carrier: { id: number } }) => row.carrier.id === carrierId,
    );
    expect(entry).toMatchObject({
      carrier: { company_name: 'Journey Freight' },
      truck: { id: post.body.id, equipment_type: 'dry_van' },
      in_network: false,
    });
    expect(entry.miles).toBeLessThanOrEqual(5);
    // Another shipper's location is not found; a carrier cannot search trucks.
    const stranger = await shipperWithLocations(ctx, 'Stranger Shipping');
    expect(
      (
        await stranger.client.get(
          `/api/trucks/near?origin_location_id=${shipper.origin}&date=${day(30)}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await carrier.client.get(`/api/trucks/near?origin_location_id=1&date=${day(30)}`))
        .statusCode,
    ).toBe(403);

    const load = await createShipment(shipper, {
      equipment_type: 'dry_van',
      target_rate: 250_000,
      miles: 1000,
    });
    await settleJobs(ctx);
    // Not in the shipper's network yet: the load is not in its audience, nothing recommended.
    expect((await expectCountsKept(carrier)).body.recommended).toBe(0);

    const unconfirmed = await shipper.client.post('/api/trucks/invite', {
      carrier_account_id: carrierId,
      load_id: load.id,
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body.errors[0].field).toBe('add_to_network');
    const invited = await shipper.client.post('/api/trucks/invite', {
      carrier_account_id: carrierId,
      load_id: load.id,
      add_to_network: true,
    });
    expect(invited.statusCode, JSON.stringify(invited.body)).toBe(200);
    await settleJobs(ctx);

    const page = await expectCountsKept(carrier);
    expect(page.body.recommended).toBe(1);
    expect(page.body.results.count).toBe(1);
    const card = page.body.results.shipments[0];
    expect(card).toMatchObject({
      id: load.id,
      identifier: null,
      name: null,
      match: { post_id: post.body.id, reasons: expect.arrayContaining(['Dry van']) },
    });
    expect(card.match.deadhead_miles).toBeLessThanOrEqual(5);
    // The privacy rule: no street address on the card.
    expect(card.origin_location.address.address1).toBeNull();
    const told = await rows<{ type: string; body: string }>(
      ctx,
      sql`select type, body from notifications where user_id = ${carrier.user.id} and type = 'load_match'`,
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.body).not.toContain('Steel coils');
    const digests = await rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from jobs where name = 'capacity.match-digest' and payload->>'userId' = ${String(carrier.user.id)}`,
    );
    expect(digests[0]?.n).toBe(1);

    // A second load: its match job tells the carrier once, whatever is matched again.
    const second = await createShipment(shipper, {
      equipment_type: 'dry_van',
      target_rate: 300_000,
      miles: 1000,
    });
    await settleJobs(ctx);
    await carrier.client.put(`/api/trucks/${post.body.id}`, chicagoPost({ notes: 'Again' }));
    await settleJobs(ctx);
    const ranked = await expectCountsKept(carrier);
    expect(ranked.body.recommended).toBe(2);
    // Same deadhead: the better rate per mile first.
    expect(ranked.body.results.shipments.map((row: { id: number }) => row.id)).toEqual([
      second.id,
      load.id,
    ]);
    expect(
      await rows(
        ctx,
        sql`select 1 from notifications where user_id = ${carrier.user.id} and type = 'load_match'`,
      ),
    ).toHaveLength(2);

    // Bidding takes the load out of Recommended (into Bids Placed).
    await placeBid(carrier, load.id);
    const after = await expectCountsKept(carrier);
    expect(after.body.recommended).toBe(1);
    expect(after.body.bids_placed).toBe(1);
  });

  it('filters every category by origin, destination, equipment and dates, and refuses an unknown ZIP', async () => {
    const list = (query: string) =>
      carrier.client.get(`/api/loads/custom_pagination_spotquotes?status=spot-quotes${query}`);
    const all = (await list('')).body.results.count;
    expect(all).toBeGreaterThanOrEqual(1);
    expect((await list('&origin_zip=60601&origin_radius_mi=50')).body.results.count).toBe(all);
    expect((await list('&origin_zip=75201&origin_radius_mi=50')).body.results.count).toBe(0);
    expect((await list('&destination_zip=76102&destination_radius_mi=60')).body.results.count).toBe(
      all,
    );
    expect((await list('&destination_zip=76102&destination_radius_mi=10')).body.results.count).toBe(
      0,
    );
    expect((await list('&equipment_type=reefer')).body.results.count).toBe(0);
    expect((await list(`&pickup_from=${day(31)}`)).body.results.count).toBe(0);
    expect((await list(`&pickup_from=${day(30)}&pickup_to=${day(30)}`)).body.results.count).toBe(
      all,
    );
    const bids = await carrier.client.get(
      '/api/loads/custom_pagination_spotquotes?status=bid-placed&origin_zip=60601',
    );
    expect(bids.body.results.count).toBe(1);
    const search = await carrier.client.get(
      '/api/loads/custom_pagination_spotquotes?status=search&search=chicago&origin_zip=75201',
    );
    expect(search.body.results.count).toBe(0);
    const unknown = await list('&origin_zip=00001');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.errors[0].field).toBe('origin_zip');
  });

  it('stops recommending once a post has ended', async () => {
    const before = (await expectCountsKept(carrier)).body.recommended;
    expect(before).toBeGreaterThan(0);
    const carrierId = await accountOf(carrier);
    await ctx.database.db.execute(
      sql`update load_matches set until = current_date - 1 where carrier_account_id = ${carrierId}`,
    );
    const page = await expectCountsKept(carrier);
    expect(page.body.recommended).toBe(0);
    expect(page.body.results.shipments).toEqual([]);
  });

  it('lists reloads near the last delivery of a held load, nearest first', async () => {
    const fortWorth = await addLocation(
      shipper.client,
      'Fort Worth DC',
      'Fort Worth',
      'TX',
      '76102',
    );
    const houston = await addLocation(shipper.client, 'Houston DC', 'Houston', 'TX', '77002');
    const held = await createShipment(shipper);
    const bid = await placeBid(carrier, held.id);
    const accepted = await shipper.client.post(`/api/bids/${bid.id}/accept`, {});
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    const near = await createShipment(shipper, {
      origin_location_id: fortWorth,
      destination_location_id: shipper.origin,
      date_to_leave: day(33),
      expected_delivery_date: day(35),
    });
    await createShipment(shipper, {
      origin_location_id: houston,
      destination_location_id: shipper.origin,
      date_to_leave: day(33),
      expected_delivery_date: day(35),
    });
    const tooEarly = await createShipment(shipper, {
      origin_location_id: fortWorth,
      destination_location_id: shipper.origin,
      date_to_leave: day(31),
      expected_delivery_date: day(35),
    });
    const answer = await carrier.client.get(`/api/loads/${held.id}/reloads`);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    const ids = answer.body.results.map((card: { id: number }) => card.id);
    expect(ids).toContain(near.id);
    expect(ids).not.toContain(tooEarly.id);
    const first = answer.body.results[0];
    expect(first.deadhead_miles).toBeLessThanOrEqual(150);
    expect(first.name).toBeNull();
    // A load the carrier does not hold: 404.
    expect((await carrier.client.get(`/api/loads/${near.id}/reloads`)).statusCode).toBe(404);
  });
});
