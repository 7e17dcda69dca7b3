import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  carrierRegistration,
  expectErrorShape,
  fileTestContext,
  signUp,
} from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import { addLocation, day } from '../../../test/market.ts';

/** The load leaves 30 days from today and arrives two days later (past dates are refused). */
const LEAVES = day(30);
const ARRIVES = day(32);

const ctx = fileTestContext();
const SECRET_STREET = '1 Secret Rd';

async function lastEventId(): Promise<number> {
  const result = (await ctx.database.db.execute(
    sql`select coalesce(max(id), 0)::int as id from events`,
  )) as unknown as { rows: Array<{ id: number }> };
  return result.rows[0]?.id ?? 0;
}

/** The titles of a user's in-app notifications, newest first. */
async function titles(user: { client: { get: (url: string) => Promise<{ body: unknown }> } }) {
  const listed = (await user.client.get('/api/notifications')).body as {
    results: Array<{ title: string }>;
  };
  return listed.results.map((entry) => entry.title);
}

/** A shipper with two carriers in its network and one outsider carrier. */
async function market() {
  const shipper = await signUp(ctx);
  const carriers = [];
  for (const name of ['Alpha Haul', 'Beta Freight']) {
    const carrier = await signUp(ctx, carrierRegistration({ company_name: name }));
    const added = await shipper.client.post('/api/carriers', { email: carrier.email });
    expect(added.body.status).toBe('linked');
    carriers.push(carrier);
  }
  const outsider = await signUp(ctx, carrierRegistration({ company_name: 'Outside Co' }));
  const origin = await addLocation(
    shipper.client,
    'Acme Plant',
    'Chicago',
    'IL',
    '60601',
    SECRET_STREET,
  );
  const destination = await addLocation(
    shipper.client,
    'Beta Store',
    'Dallas',
    'TX',
    '75201',
    SECRET_STREET,
  );
  const load = await shipper.client.post('/api/loads', {
    name: 'Secret steel',
    origin_location_id: origin,
    destination_location_id: destination,
    date_to_leave: LEAVES,
    expected_delivery_date: ARRIVES,
    load_value: 5_000_000,
  });
  expect(load.statusCode).toBe(201);
  const [a, b] = carriers as [(typeof carriers)[number], (typeof carriers)[number]];
  return { shipper, a, b, outsider, loadId: load.body.id as number };
}

const bid = (loadId: number, amount = 150_000) => ({
  load_id: loadId,
  amount,
  pickup_date: LEAVES,
  delivery_date: ARRIVES,
  notes: 'Team drivers',
});

describe('spot quotes and bids', () => {
  it('offers the load to the network only, with the privacy rule', async () => {
    const { a, outsider, loadId } = await market();
    const list = await a.client.get('/api/loads/custom_pagination_spotquotes?status=spot-quotes');
    expect(list.statusCode).toBe(200);
    expect(list.body.all_spotquotes).toBe(1);
    const card = list.body.results.shipments[0];
    expect(card.id).toBe(loadId);
    expect(card.identifier).toBeNull();
    expect(card.name).toBeNull();
    expect(card.origin_location.address).toEqual({
      address1: null,
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
    });
    expect(JSON.stringify(list.body)).not.toMatch(/Secret|SH-0/);
    const outside = await outsider.client.get(
      '/api/loads/custom_pagination_spotquotes?status=spot-quotes',
    );
    expect(outside.body.all_spotquotes).toBe(0);
    expect((await outsider.client.get(`/api/loads/${loadId}`)).statusCode).toBe(404);
    const detail = await a.client.get(`/api/loads/${loadId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.origin_location.address.address1).toBeNull();
  });

  it('lets a carrier read the hours of the stops of a load it sees, without the street', async () => {
    const { shipper, a, outsider, loadId } = await market();
    const detail = await shipper.client.get(`/api/loads/${loadId}`);
    const locationId = detail.body.origin_location.id;
    await shipper.client.post(`/api/delivery_locations/${locationId}/schedules/bulk_create`, {
      schedule: [
        {
          schedule_type: 'weekday',
          weekday: 2,
          is_holiday: false,
          intervals: [{ start_time: '07:00', end_time: '15:00' }],
        },
      ],
      shipment_process: 'fcfs',
    });
    const hours = await a.client.get(`/api/delivery_locations/${locationId}`);
    expect(hours.statusCode).toBe(200);
    expect(hours.body.schedule[0].intervals[0]).toEqual({ start_time: '07:00', end_time: '15:00' });
    expect(hours.body.shipment_process).toBe('fcfs');
    expect(hours.body.address.address1).toBe('');
    expect(JSON.stringify(hours.body)).not.toContain('Secret');
    expect((await outsider.client.get(`/api/delivery_locations/${locationId}`)).statusCode).toBe(
      404,
    );
  });

  it('places one bid per carrier, moves it to Bids Placed, and validates it', async () => {
    const { a, loadId } = await market();
    const missing = await a.client.post('/api/bids', { load_id: loadId, amount: 1000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({
      field: 'pickup_date',
      message: 'Pickup date is required',
    });
    const badRate = await a.client.post('/api/bids', { ...bid(loadId), amount: 10.5 });
    expect(badRate.body.errors[0]).toMatchObject({
      field: 'amount',
      message: 'Please enter a valid rate',
    });
    const placed = await a.client.post('/api/bids', bid(loadId));
    expect(placed.statusCode).toBe(201);
    expect(placed.body).toMatchObject({
      amount: 150_000,
      pickup_date: LEAVES,
      is_accepted: false,
    });
    const again = await a.client.post('/api/bids', bid(loadId));
    expect(again.statusCode).toBe(409);
    expect(again.body.errors[0].code).toBe('BidExists');
    const list = await a.client.get('/api/loads/custom_pagination_spotquotes?status=bid-placed');
    expect(list.body.bids_placed).toBe(1);
    expect(list.body.all_spotquotes).toBe(0);
    const edited = await a.client.put(`/api/bids/${placed.body.id}`, {
      ...bid(loadId, 140_000),
      id: placed.body.id,
    });
    expect(edited.body.amount).toBe(140_000);
    const mine = await a.client.get(`/api/bids?load_id=${loadId}`);
    expect(mine.body.results).toHaveLength(1);
  });

  it('accepts one bid, assigns the load, and tells the other carrier AlreadyAssigned', async () => {
    const { shipper, a, b, loadId } = await market();
    const bidA = await a.client.post('/api/bids', bid(loadId));
    const accepted = await shipper.client.post(`/api/bids/${bidA.body.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.is_accepted).toBe(true);
    const late = await b.client.post('/api/bids', bid(loadId));
    expect(late.statusCode).toBe(409);
    expect(late.body.errors[0]).toMatchObject({
      code: 'AlreadyAssigned',
      message: 'AlreadyAssigned',
    });
    const assigned = await a.client.get('/api/loads/custom_pagination_spotquotes?status=assigned');
    expect(assigned.body.assigned).toBe(1);
    expect(assigned.body.results.shipments[0].identifier).toMatch(/^SH-/);
    expect(assigned.body.results.shipments[0].origin_location.address.address1).toBe('1 Secret Rd');
    expect(
      (await a.client.post(`/api/loads/${loadId}/status`, { status: 'in_transit' })).statusCode,
    ).toBe(200);
    expect(
      (await a.client.post(`/api/loads/${loadId}/status`, { status: 'delivered' })).statusCode,
    ).toBe(200);
    const done = await a.client.get('/api/loads/custom_pagination_spotquotes?status=completed');
    expect(done.body.delivered).toBe(1);
    expect(
      (await b.client.post(`/api/loads/${loadId}/status`, { status: 'delivered' })).statusCode,
    ).toBe(404);
  });

  it('reassigns an assigned load only when asked, and reopens bidding when its bid is rejected', async () => {
    const { shipper, a, b, loadId } = await market();
    const bidA = await a.client.post('/api/bids', bid(loadId));
    const bidB = await b.client.post('/api/bids', bid(loadId, 120_000));
    await shipper.client.post(`/api/bids/${bidA.body.id}/accept`);
    // The award's notices are sent by jobs: let them all happen before the snapshot.
    await settleJobs(ctx);
    const taken = { a: await titles(a), b: await titles(b) };
    // PRODUCT.md 4: taking the load from Alpha Haul is deliberate: refused without reassign.
    const refused = await shipper.client.post(`/api/bids/${bidB.body.id}/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.errors[0].code).toBe('AlreadyAssigned');
    expect(refused.body.errors[0].message).toContain('Alpha Haul');
    const unchanged = await shipper.client.get(`/api/loads/${loadId}`);
    expect(unchanged.body.assigned_to.company_name).toBe('Alpha Haul');
    expect({ a: await titles(a), b: await titles(b) }).toEqual(taken);
    const bad = await shipper.client.post(`/api/bids/${bidB.body.id}/accept`, { reassign: 'yes' });
    expect(bad.statusCode).toBe(400);
    expectErrorShape(bad.body, 'ValidationError', 'reassign');
    const switched = await shipper.client.post(`/api/bids/${bidB.body.id}/accept`, {
      reassign: true,
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.body.is_accepted).toBe(true);
    await settleJobs(ctx);
    // Both carriers are told once: Alpha Haul that it lost the load, Beta Freight that it won.
    const lost = (await titles(a)).slice(0, -taken.a.length || undefined);
    expect(lost).toEqual(['Your bid on a load was rejected']);
    const won = (await titles(b)).slice(0, -taken.b.length || undefined);
    expect(won).toHaveLength(1);
    expect(won[0]).toBe('Your bid on "Secret steel" was accepted');
    const bids = await shipper.client.get(`/api/bids?load_id=${loadId}`);
    expect(bids.body.results.map((entry: { id: number }) => entry.id)).toEqual([
      bidB.body.id,
      bidA.body.id,
    ]);
    expect(bids.body.results[1]).toMatchObject({ is_accepted: false, is_rejected: true });
    await shipper.client.post(`/api/bids/${bidB.body.id}/reject`);
    const detail = await shipper.client.get(`/api/loads/${loadId}`);
    expect(detail.body.status).toBe('unassigned');
    expect(detail.body.assigned_to).toBeNull();
  });

  it('tells every carrier of the audience at once, by a live event, that an open load was cancelled', async () => {
    const { shipper, a, b, loadId } = await market();
    await a.client.post('/api/bids', bid(loadId));
    const since = await lastEventId();
    await shipper.client.post(`/api/loads/${loadId}/status`, { status: 'cancelled' });
    // Beta Freight has no bid (its bid form may be open): it hears the event too, without a name.
    const events = await ctx.database.db.execute(
      sql`select account_id, type, payload from events where id > ${since}
        and type = 'load_status' and account_id = (select account_id from users where id = ${b.user.id})`,
    );
    const rows = (events as unknown as { rows: Array<{ payload: Record<string, unknown> }> }).rows;
    expect(rows.map((row) => row.payload)).toEqual([
      { load_id: loadId, status: 'cancelled', broadcast: true },
    ]);
    const opened = await b.client.get(`/api/loads/${loadId}`);
    expect(opened.body.status).toBe('cancelled');
  });

  it('keeps bids private between carriers and refuses bids on cancelled loads', async () => {
    const { shipper, a, b, loadId } = await market();
    const bidA = await a.client.post('/api/bids', bid(loadId));
    expect((await b.client.get(`/api/bids/${bidA.body.id}`)).statusCode).toBe(404);
    expect((await b.client.put(`/api/bids/${bidA.body.id}`, bid(loadId))).statusCode).toBe(404);
    await shipper.client.post(`/api/loads/${loadId}/status`, { status: 'cancelled' });
    const refused = await b.client.post('/api/bids', bid(loadId));
    expect(refused.statusCode).toBe(409);
    expect(refused.body.errors[0].code).toBe('LoadCancelled');
    const canceled = await a.client.get('/api/loads/custom_pagination_spotquotes?status=canceled');
    expect(canceled.body.cancelled).toBe(1);
  });
});
