import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  carrierRegistration,
  expectErrorShape,
  fileTestContext,
  type TestClient,
} from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';

// Behind a proxy, so the many accounts of this file each register from an address of their own.
const ctx = fileTestContext({ TRUST_PROXY: 'true' });

type Card = { id: number; identifier: string | null; name: string; starred: boolean };
type ListBody = { results: Card[]; count: number; counts: Record<string, number> };

async function list(client: TestClient, query: string): Promise<ListBody> {
  const response = await client.get<ListBody>(`/api/loads?${query}`);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const ids = (body: ListBody) => body.results.map((card) => card.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** A shipper and one carrier of its network (loads default to 'all my carriers'). */
const network = () => market.shipperAndCarrier(ctx, 'Network Haul');

const APPOINTMENTS = {
  appointment_pickup: `${market.day(30)}T08:00`,
  appointment_delivery: `${market.day(32)}T14:30`,
};

type State =
  | 'unscheduled'
  | 'unassigned'
  | 'assigned'
  | 'scheduled'
  | 'in_transit'
  | 'delivered'
  | 'cancelled';

/** A fresh load of the shipper brought to `state` through the API. */
async function loadIn(
  state: State,
  { shipper, carrier }: { shipper: market.Shipper; carrier: market.Member },
  overrides: Record<string, unknown> = {},
): Promise<number> {
  // A ship date in the past is refused: such a load is made ahead and its dates
  // moved back in the database, as if it had been published before they passed.
  const {
    date_to_leave: leave,
    expected_delivery_date: due,
    ...rest
  } = overrides as {
    date_to_leave?: string;
    expected_delivery_date?: string;
  };
  const past = leave !== undefined && leave < market.day(0);
  const load = await market.createShipment(shipper, {
    name: `Load ${state}`,
    ...(state === 'scheduled' ? APPOINTMENTS : {}),
    ...rest,
    ...(leave && !past ? { date_to_leave: leave } : {}),
    ...(due && !past ? { expected_delivery_date: due } : {}),
  });
  if (past) {
    await market.rows(
      ctx,
      sql`update loads set date_to_leave = ${leave}, expected_delivery_date = ${due} where id = ${load.id}`,
    );
  }
  const move = async (status: State) => {
    const response = await shipper.client.post(`/api/loads/${load.id}/status`, { status });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  };
  if (state === 'cancelled') await move('cancelled');
  if (state === 'unscheduled' || state === 'cancelled') return load.id;
  const bid = await market.placeBid(carrier, load.id);
  const accepted = await shipper.client.post(`/api/bids/${bid.id}/accept`);
  expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
  if (state === 'unassigned') {
    const rejected = await shipper.client.post(`/api/bids/${bid.id}/reject`);
    expect(rejected.statusCode, JSON.stringify(rejected.body)).toBe(200);
  }
  if (state === 'in_transit' || state === 'delivered') await move('in_transit');
  if (state === 'delivered') await move('delivered');
  const detail = await shipper.client.get(`/api/loads/${load.id}`);
  expect(detail.body.status).toBe(state);
  return load.id;
}

describe('shipper lists and count tiles', () => {
  it('puts each load in the lists of PRODUCT.md 4 and counts the tiles', async () => {
    const env = await network();
    const { shipper, carrier } = env;
    const far = await loadIn('unscheduled', env, { name: 'Alpha far away' });
    const soon = await loadIn('unscheduled', env, {
      name: 'Bravo leaves tomorrow',
      date_to_leave: market.day(1),
      expected_delivery_date: market.day(3),
    });
    const withBid = await market.createShipment(shipper, { name: 'Charlie with a new bid' });
    const newBid = await market.placeBid(carrier, withBid.id);
    const assigned = await loadIn('assigned', env, { name: 'Delta assigned' });
    const inTransit = await loadIn('in_transit', env, { name: 'Echo in transit' });
    const delivered = await loadIn('delivered', env, {
      name: 'Foxtrot delivered',
      date_to_leave: market.day(-10),
      expected_delivery_date: market.day(-8),
    });
    const cancelled = await loadIn('cancelled', env, {
      name: 'Golf cancelled',
      date_to_leave: market.day(1),
      expected_delivery_date: market.day(2),
    });
    const markedLate = await loadIn('unscheduled', env, { name: 'Hotel marked late' });
    expect((await shipper.client.post(`/api/loads/${markedLate}/mark_late`)).statusCode).toBe(200);
    const overdue = await loadIn('assigned', env, {
      name: 'India overdue',
      date_to_leave: market.day(-5),
      expected_delivery_date: market.day(-2),
    });
    const quoted = await market.createLoad(
      shipper.client,
      market.quoteRequestBody({ name: 'Juliet quoted' }),
    );
    expect(quoted.identifier).toBeNull();
    const quote = await carrier.client.post('/api/bids', { load_id: quoted.id, amount: 99_000 });
    expect(quote.statusCode, JSON.stringify(quote.body)).toBe(201);
    const unquoted = await market.createLoad(
      shipper.client,
      market.quoteRequestBody({ name: 'Kilo unquoted' }),
    );

    const all = await list(shipper.client, 'status=all&page_size=100');
    expect(sorted(ids(all))).toEqual(
      sorted([
        far,
        soon,
        withBid.id,
        assigned,
        inTransit,
        delivered,
        cancelled,
        markedLate,
        overdue,
      ]),
    );
    expect(all.count).toBe(9);
    const attention = [soon, withBid.id, markedLate, overdue, quoted.id];
    expect(sorted(ids(await list(shipper.client, 'status=needs-attention')))).toEqual(
      sorted(attention),
    );
    expect(sorted(ids(await list(shipper.client, 'status=in-progress')))).toEqual(
      sorted([assigned, inTransit, overdue]),
    );
    expect(ids(await list(shipper.client, 'status=completed'))).toEqual([delivered]);
    expect(ids(await list(shipper.client, 'status=canceled'))).toEqual([cancelled]);
    expect(sorted(ids(await list(shipper.client, 'status=quotes')))).toEqual(
      sorted([quoted.id, unquoted.id]),
    );
    expect(all.counts).toEqual({
      all: 9,
      'needs-attention': 5,
      'in-progress': 3,
      completed: 1,
      canceled: 1,
    });
    // The tiles are the same whatever list is shown.
    expect((await list(shipper.client, 'status=completed')).counts).toEqual(all.counts);
    const cards = new Map(
      all.results.map((card) => [card.id, card as Card & { is_late: boolean }]),
    );
    expect(cards.get(overdue)?.is_late).toBe(true);
    expect(cards.get(markedLate)?.is_late).toBe(true);
    expect(cards.get(delivered)?.is_late).toBe(false);
    expect(cards.get(far)?.is_late).toBe(false);

    // Reviewing the new bid (rejecting it) and choosing the quote clear those two.
    expect((await shipper.client.post(`/api/bids/${newBid.id}/reject`)).statusCode).toBe(200);
    const chosen = await shipper.client.post(`/api/loads/${quoted.id}/choose_quote`, {
      bid_id: quote.body.id,
    });
    expect(chosen.statusCode, JSON.stringify(chosen.body)).toBe(200);
    const after = await list(shipper.client, 'status=needs-attention');
    expect(sorted(ids(after))).toEqual(sorted([soon, markedLate, overdue]));
    expect(after.counts['needs-attention']).toBe(3);

    // Another shipper's lists hold none of it.
    const other = await market.register(ctx);
    const empty = await list(other.client, 'status=all');
    expect(empty).toEqual({
      results: [],
      count: 0,
      counts: { all: 0, 'needs-attention': 0, 'in-progress': 0, completed: 0, canceled: 0 },
    });
    expect((await list(other.client, 'status=quotes')).count).toBe(0);
  });

  it('searches by identifier, name, city, state, zip and company name within the chosen list', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const denver = await market.addLocation(shipper.client, 'Gamma Depot', 'Denver', 'CO', '80202');
    const first = await market.createShipment(shipper, { name: 'Frozen peas' });
    const second = await market.createLoad(
      shipper.client,
      market.shipmentBody(shipper.origin, denver, { name: 'Copper wire' }),
    );
    const third = await market.createLoad(
      shipper.client,
      market.shipmentBody(denver, shipper.destination, { name: 'Glass panels 50% off' }),
    );
    const request = await market.createLoad(
      shipper.client,
      market.quoteRequestBody({ name: 'Austin quote' }),
    );
    const search = async (text: string, status = 'all') =>
      sorted(
        ids(await list(shipper.client, `status=${status}&search=${encodeURIComponent(text)}`)),
      );

    expect(await search(first.identifier as string)).toEqual([first.id]);
    expect(await search((second.identifier as string).toLowerCase())).toEqual([second.id]);
    expect(await search('SH-00000')).toEqual(sorted([first.id, second.id, third.id]));
    expect(await search('FROZEN')).toEqual([first.id]);
    expect(await search('  peas  ')).toEqual([first.id]);
    expect(await search('denver')).toEqual(sorted([second.id, third.id]));
    expect(await search('chicago')).toEqual(sorted([first.id, second.id]));
    expect(await search('tx')).toEqual(sorted([first.id, third.id]));
    expect(await search('80202')).toEqual(sorted([second.id, third.id]));
    expect(await search('75201')).toEqual(sorted([first.id, third.id]));
    expect(await search('gamma depot')).toEqual(sorted([second.id, third.id]));
    expect(await search('Acme Plant')).toEqual(sorted([first.id, second.id]));
    expect(await search('beta store')).toEqual(sorted([first.id, third.id]));
    expect(await search('nowhere')).toEqual([]);
    // LIKE wildcards are searched as text.
    expect(await search('50%')).toEqual([third.id]);
    expect(await search('%')).toEqual([third.id]);
    expect(await search('_')).toEqual([]);
    // The search stays inside the chosen list: the quote request is only under quotes.
    expect(await search('austin')).toEqual([]);
    expect(await search('austin', 'quotes')).toEqual([request.id]);
    expect(await search('memphis', 'quotes')).toEqual([request.id]);
    expect(await search('38103', 'quotes')).toEqual([request.id]);
    expect(await search('denver', 'canceled')).toEqual([]);
    // The count follows the search; the tiles do not.
    const found = await list(shipper.client, 'status=all&search=denver');
    expect(found.count).toBe(2);
    expect(found.counts.all).toBe(3);
    // Another shipper finds nothing of it.
    const other = await market.register(ctx);
    expect((await list(other.client, `search=${first.identifier}`)).count).toBe(0);
    // An edit changes what the load is found by.
    const edited = await shipper.client.put(
      `/api/loads/${first.id}`,
      market.shipmentBody(shipper.origin, denver, { name: 'Fresh carrots' }),
    );
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    expect(await search('peas')).toEqual([]);
    expect(await search('carrots')).toEqual([first.id]);
    expect(await search(first.identifier as string)).toEqual([first.id]);
    expect(await search('denver')).toEqual(sorted([first.id, second.id, third.id]));
  });

  it('finds a load where every word of the search matches, in any field and any order', async () => {
    const { shipper, carrier } = await network();
    const denver = await market.addLocation(shipper.client, 'Gamma Depot', 'Denver', 'CO', '80202');
    const steel = await market.createShipment(shipper, { name: 'Steel coils' });
    const copper = await market.createLoad(
      shipper.client,
      market.shipmentBody(shipper.origin, denver, { name: 'Copper wire' }),
    );
    const steelDenver = await market.createLoad(
      shipper.client,
      market.shipmentBody(denver, shipper.destination, { name: 'Steel beams' }),
    );
    const shipperSearch = async (text: string) =>
      sorted(ids(await list(shipper.client, `status=all&search=${encodeURIComponent(text)}`)));
    const carrierSearch = async (text: string) => {
      const response = await carrier.client.get<{
        results: { shipments: Card[]; count: number };
      }>(
        `/api/loads/custom_pagination_spotquotes?status=search&search=${encodeURIComponent(text)}`,
      );
      expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
      const found = response.body.results.shipments.map((card) => card.id);
      expect(response.body.results.count).toBe(found.length);
      return sorted(found);
    };
    for (const search of [shipperSearch, carrierSearch]) {
      // Each word alone, as before.
      expect(await search('steel')).toEqual(sorted([steel.id, steelDenver.id]));
      expect(await search('chicago')).toEqual(sorted([steel.id, copper.id]));
      // Two words: both must match, each in any field (name and city here), in either order.
      expect(await search('steel chicago')).toEqual([steel.id]);
      expect(await search('Chicago   STEEL')).toEqual([steel.id]);
      expect(await search('steel dallas')).toEqual(sorted([steel.id, steelDenver.id]));
      expect(await search('steel denver')).toEqual([steelDenver.id]);
      expect(await search('copper dallas')).toEqual([]);
      expect(await search('wire gamma 80202 co')).toEqual([copper.id]);
    }
  });

  it('shows the shipper the best bid and the number of bids on each card and in the calendar, never a carrier', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const [early, low, late] = await market.linkedCarriers(
      ctx,
      shipper,
      'Early Haul',
      'Low Rate Lines',
      'Late Tie Freight',
    );
    const load = await market.createShipment(shipper, { name: 'Steel coils' });
    const other = await market.createShipment(shipper, { name: 'No bids yet' });
    type BestCard = Card & {
      bid_count: number;
      best_bid: { id: number; amount: number; status: string; carrier: { company_name: string } };
    };
    const card = async (id: number) => {
      const found = (await list(shipper.client, 'status=all')).results.find(
        (item) => item.id === id,
      ) as BestCard | undefined;
      return { bid_count: found?.bid_count, best_bid: found?.best_bid };
    };
    expect(await card(load.id)).toEqual({ bid_count: 0, best_bid: null });

    const earlyBid = await market.placeBid(early, load.id, 200_000);
    const lowBid = await market.placeBid(low, load.id, 150_000);
    // An equal amount later does not displace the earlier bid.
    const tieBid = await market.placeBid(late, load.id, 150_000);
    expect(await card(load.id)).toEqual({
      bid_count: 3,
      best_bid: {
        id: lowBid.id,
        amount: 150_000,
        status: 'pending',
        carrier: { id: expect.any(Number), company_name: 'Low Rate Lines' },
      },
    });
    expect((await card(other.id)).best_bid).toBeNull();

    // A withdrawn bid is no longer the best.
    expect((await low.client.delete(`/api/bids/${lowBid.id}`)).statusCode).toBe(204);
    expect((await card(load.id)).best_bid?.id).toBe(tieBid.id);

    // The calendar's cards say the same.
    const calendar = await shipper.client.get<{ results: BestCard[] }>(
      `/api/loads/calendar?from=${market.day(0)}&to=${market.day(60)}`,
    );
    expect(calendar.statusCode, JSON.stringify(calendar.body)).toBe(200);
    const onCalendar = calendar.body.results.find((item) => item.id === load.id);
    expect(onCalendar?.best_bid?.carrier.company_name).toBe('Late Tie Freight');

    // A carrier sees neither the count nor the best bid of its rivals, in its list or the detail.
    const spot = await early.client.get<{ results: { shipments: BestCard[] } }>(
      '/api/loads/custom_pagination_spotquotes?status=bid-placed',
    );
    const seen = spot.body.results.shipments.find((item) => item.id === load.id);
    expect(seen).toMatchObject({ bid_count: 0, best_bid: null });
    const detail = await early.client.get<BestCard>(`/api/loads/${load.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toMatchObject({ bid_count: 0, best_bid: null });
    const shipperDetail = await shipper.client.get<BestCard>(`/api/loads/${load.id}`);
    expect(shipperDetail.body.best_bid?.id).toBe(tieBid.id);

    // Once a bid is accepted, the award is the best bid, whatever its amount.
    const accepted = await shipper.client.post(`/api/bids/${earlyBid.id}/accept`);
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    expect((await card(load.id)).best_bid).toMatchObject({
      amount: 200_000,
      status: 'accepted',
      carrier: { company_name: 'Early Haul' },
    });
  });

  it('orders newest first by default, oldest first or alphabetically, and pages', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const names = ['Mango', 'apple', 'Cherry', 'banana', 'Kiwi', 'date', 'Lemon'];
    const created: number[] = [];
    for (const name of names) {
      created.push((await market.createShipment(shipper, { name })).id);
    }
    const namesOf = (body: ListBody) => body.results.map((card) => card.name);
    expect(ids(await list(shipper.client, 'status=all'))).toEqual([...created].reverse());
    expect(ids(await list(shipper.client, 'ordering=new'))).toEqual([...created].reverse());
    expect(ids(await list(shipper.client, 'ordering=old'))).toEqual(created);
    expect(namesOf(await list(shipper.client, 'ordering=alphabetical'))).toEqual([
      'apple',
      'banana',
      'Cherry',
      'date',
      'Kiwi',
      'Lemon',
      'Mango',
    ]);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const body = await list(shipper.client, `ordering=old&page=${page}&page_size=3`);
      expect(body.count).toBe(7);
      pages.push(...ids(body));
    }
    expect(pages).toEqual(created);
    expect(ids(await list(shipper.client, 'ordering=old&page=3&page_size=3'))).toEqual([
      created[6],
    ]);
    const past = await list(shipper.client, 'ordering=old&page=4&page_size=3');
    expect(past.results).toEqual([]);
    expect(past.count).toBe(7);
    expect(past.counts.all).toBe(7);
    const farPast = await list(shipper.client, 'page=100000&page_size=100');
    expect(farPast).toMatchObject({ results: [], count: 7 });
    const searchPast = await list(shipper.client, 'search=an&page=2&page_size=12');
    expect(searchPast.results).toEqual([]);
    expect(searchPast.count).toBe(7); // 'an' is in every load: 'Acme Plant'
    const mango = await list(shipper.client, 'search=mango&page=2&page_size=12');
    expect(mango).toMatchObject({ results: [], count: 1 });
    // The default page is 12 long.
    expect((await list(shipper.client, '')).results).toHaveLength(7);
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'page_size=0',
      'page_size=101',
      'page=1.5',
      'ordering=random',
      'status=open',
      'starred=yes',
      `search=${'x'.repeat(201)}`,
    ]) {
      const response = await shipper.client.get(`/api/loads?${query}`);
      expect(response.statusCode, query).toBe(400);
      expectErrorShape(response.body, 'ValidationError');
    }
  });

  it('serves the pages past the tenth (their window as parameters, decision 041) like the first', async () => {
    const { shipper, carrier } = await network();
    const created: number[] = [];
    for (let n = 1; n <= 12; n++) {
      created.push((await market.createShipment(shipper, { name: `Page ${n}` })).id);
    }
    const shipperPages: number[] = [];
    const carrierPages: number[] = [];
    for (let page = 1; page <= 12; page++) {
      const own = await list(shipper.client, `ordering=old&page=${page}&page_size=1`);
      expect(own.count).toBe(12);
      shipperPages.push(...ids(own));
      const offered = await carrier.client.get<{ results: { shipments: Card[]; count: number } }>(
        `/api/loads/custom_pagination_spotquotes?status=spot-quotes&ordering=old&page=${page}&page_size=1`,
      );
      expect(offered.statusCode, JSON.stringify(offered.body)).toBe(200);
      expect(offered.body.results.count).toBe(12);
      carrierPages.push(...offered.body.results.shipments.map((card) => card.id));
    }
    expect(shipperPages).toEqual(created);
    expect(carrierPages).toEqual(created);
    expect(ids(await list(shipper.client, 'ordering=old&page=13&page_size=1'))).toEqual([]);
    // Past the last card the page statement answers one row of counts and nulls (decision 048):
    // no card, and the counts all the same.
    const first = await carrier.client.get<Record<string, unknown>>(
      '/api/loads/custom_pagination_spotquotes?status=spot-quotes&page=1&page_size=1',
    );
    for (const page of [13, 200]) {
      const past = await carrier.client.get<Record<string, unknown>>(
        `/api/loads/custom_pagination_spotquotes?status=spot-quotes&page=${page}&page_size=1`,
      );
      expect(past.statusCode).toBe(200);
      expect(past.body).toEqual({ ...first.body, results: { shipments: [], count: 12 } });
    }
  });

  it('keeps stars per user: a teammate does not see the owner stars', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const mate = await market.teammate(ctx, shipper.client, {
      shipment_add: true,
      shipment_edit: true,
    });
    const loads = [];
    for (const name of ['One', 'Two', 'Three']) {
      loads.push(await market.createShipment(shipper, { name }));
    }
    const [one, two, three] = loads.map((load) => load.id) as [number, number, number];
    expect((await shipper.client.post(`/api/loads/${one}/star`)).body.starred).toBe(true);
    expect((await shipper.client.post(`/api/loads/${two}/star`)).body.starred).toBe(true);
    // Starring twice is harmless.
    expect((await shipper.client.post(`/api/loads/${two}/star`)).statusCode).toBe(200);
    expect(sorted(ids(await list(shipper.client, 'starred=true')))).toEqual(sorted([one, two]));
    expect((await list(mate.client, 'starred=true')).count).toBe(0);
    const mateAll = await list(mate.client, 'status=all');
    expect(mateAll.count).toBe(3);
    expect(mateAll.results.every((card) => card.starred === false)).toBe(true);
    expect((await mate.client.get(`/api/loads/${one}`)).body.starred).toBe(false);
    expect((await mate.client.post(`/api/loads/${three}/star`)).body.starred).toBe(true);
    expect(ids(await list(mate.client, 'starred=true'))).toEqual([three]);
    expect(sorted(ids(await list(shipper.client, 'starred=true')))).toEqual(sorted([one, two]));
    const removed = await shipper.client.delete(`/api/loads/${one}/star`);
    expect(removed.statusCode).toBe(200);
    expect(removed.body.starred).toBe(false);
    expect(ids(await list(shipper.client, 'starred=true'))).toEqual([two]);
    expect((await list(shipper.client, 'starred=false')).count).toBe(3);
    const ownerCards = await list(shipper.client, 'status=all');
    expect(ownerCards.results.filter((card) => card.starred).map((card) => card.id)).toEqual([two]);
  });
});

describe('editing a load', () => {
  it('changes the load, schedules it when both appointments are set, and refuses cancelled loads', async () => {
    const env = await network();
    const { shipper } = env;
    const id = await loadIn('unscheduled', env);
    const edited = await shipper.client.put(
      `/api/loads/${id}`,
      market.shipmentBody(shipper.origin, shipper.destination, {
        name: 'Edited name',
        description: 'Handle with care',
        load_value: 3_000_000,
        specs: { Pallets: '20' },
      }),
    );
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      id,
      name: 'Edited name',
      description: 'Handle with care',
      load_value: 3_000_000,
      specs: { Pallets: '20' },
      status: 'unscheduled',
    });
    expect(edited.body.identifier).toMatch(/^SH-\d{6}$/);
    const bad = await shipper.client.put(
      `/api/loads/${id}`,
      market.shipmentBody(shipper.origin, shipper.destination, {
        expected_delivery_date: market.day(29),
      }),
    );
    expect(bad.statusCode).toBe(400);
    expectErrorShape(bad.body, 'ValidationError', 'expected_delivery_date');

    // An assigned load becomes scheduled once both appointments are set.
    const assigned = await loadIn('assigned', env);
    const onlyPickup = await shipper.client.put(
      `/api/loads/${assigned}`,
      market.shipmentBody(shipper.origin, shipper.destination, {
        appointment_pickup: APPOINTMENTS.appointment_pickup,
      }),
    );
    expect(onlyPickup.body.status).toBe('assigned');
    const both = await shipper.client.put(
      `/api/loads/${assigned}`,
      market.shipmentBody(shipper.origin, shipper.destination, APPOINTMENTS),
    );
    expect(both.statusCode).toBe(200);
    expect(both.body.status).toBe('scheduled');
    expect(both.body.appointment_pickup).toBe(APPOINTMENTS.appointment_pickup);
    // The new appointments also make a new rate confirmation version (PRODUCT.md 12).
    expect(
      both.body.status_history.slice(-2).map((entry: { status: string }) => entry.status),
    ).toEqual(['scheduled', 'rate_confirmation_v3']);

    for (const state of ['cancelled', 'delivered'] as const) {
      const closed = await loadIn(state, env);
      const refused = await shipper.client.put(
        `/api/loads/${closed}`,
        market.shipmentBody(shipper.origin, shipper.destination, { name: 'Too late' }),
      );
      expect(refused.statusCode, state).toBe(409);
      expectErrorShape(refused.body, 'InvalidTransition');
      expect((await shipper.client.get(`/api/loads/${closed}`)).body.name).toBe(`Load ${state}`);
    }
  });
});

describe('copying a load', () => {
  it('creates nothing when one of the dates is wrong, and copies a quote request as a quote request', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const source = await market.createShipment(shipper, APPOINTMENTS);
    const refused = await shipper.client.post(`/api/loads/${source.id}/copy`, {
      dates: [
        { date_to_leave: market.day(40), expected_delivery_date: market.day(41) },
        { date_to_leave: market.day(50), expected_delivery_date: market.day(49) },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expectErrorShape(refused.body, 'ValidationError');
    expect((await list(shipper.client, 'status=all')).count).toBe(1);
    const copied = await shipper.client.post(`/api/loads/${source.id}/copy`, {
      dates: [{ date_to_leave: market.day(40), expected_delivery_date: market.day(41) }],
    });
    expect(copied.statusCode).toBe(201);
    expect(copied.body.results[0]).toMatchObject({
      identifier: 'SH-000002',
      status: 'unscheduled',
      date_to_leave: market.day(40),
      appointment_pickup: null,
      specs: source.specs,
    });

    const request = await market.createLoad(
      shipper.client,
      market.quoteRequestBody({ name: 'Lane check' }),
    );
    const copies = await shipper.client.post(`/api/loads/${request.id}/copy`, {
      dates: [{ date_to_leave: market.day(60), expected_delivery_date: market.day(62) }],
    });
    expect(copies.statusCode, JSON.stringify(copies.body)).toBe(201);
    expect(copies.body.results[0]).toMatchObject({
      identifier: null,
      is_quote: true,
      name: 'Lane check',
      quote_origin: { city: 'Austin', state: 'TX', zipcode: '78701' },
      quote_destination: { city: 'Memphis', state: 'TN', zipcode: '38103' },
    });
    expect((await list(shipper.client, 'status=quotes')).count).toBe(2);
    expect((await list(shipper.client, 'status=all')).count).toBe(2);
  });
});

describe('status transitions through POST /api/loads/{id}/status', () => {
  const STATES: State[] = [
    'unscheduled',
    'unassigned',
    'assigned',
    'scheduled',
    'in_transit',
    'delivered',
    'cancelled',
  ];
  /** PRODUCT.md 4, the moves a shipper makes with the status call (others are side effects). */
  const SHIPPER_MAY: Record<State, State[]> = {
    unscheduled: ['cancelled'],
    unassigned: ['cancelled'],
    assigned: ['in_transit', 'cancelled'], // scheduled too, but only with both appointments
    scheduled: ['in_transit', 'cancelled'],
    in_transit: ['delivered', 'cancelled'],
    delivered: [],
    cancelled: [],
  };

  it('allows exactly the moves of the machine and answers 409 InvalidTransition to the rest', async () => {
    const env = await network();
    const { shipper } = env;
    for (const from of STATES) {
      const id = await loadIn(from, env);
      for (const to of STATES.filter((target) => !SHIPPER_MAY[from].includes(target))) {
        const refused = await shipper.client.post(`/api/loads/${id}/status`, { status: to });
        expect(refused.statusCode, `${from} -> ${to}`).toBe(409);
        expectErrorShape(refused.body, 'InvalidTransition');
      }
      const detail = await shipper.client.get(`/api/loads/${id}`);
      expect(detail.body.status, `${from} unchanged`).toBe(from);
      for (const to of SHIPPER_MAY[from]) {
        const fresh = await loadIn(from, env);
        const moved = await shipper.client.post(`/api/loads/${fresh}/status`, { status: to });
        expect(moved.statusCode, `${from} -> ${to}: ${JSON.stringify(moved.body)}`).toBe(200);
        expect(moved.body.status).toBe(to);
        expect(moved.body.status_history.at(-1).status).toBe(to);
        expect(moved.body.status_history.at(-1).changed_by).toBe('Ann Shipper');
      }
    }
    for (const status of ['late', 'CANCELLED', 'cancelled_by_shipper', '', 42]) {
      const id = await loadIn('unscheduled', env);
      const response = await shipper.client.post(`/api/loads/${id}/status`, { status });
      expect(response.statusCode, String(status)).toBe(400);
      expectErrorShape(response.body, 'ValidationError', 'status');
    }
  });

  it('schedules an assigned load only when both appointments are set', async () => {
    const env = await network();
    const { shipper } = env;
    const id = await loadIn('assigned', env);
    const none = await shipper.client.post(`/api/loads/${id}/status`, { status: 'scheduled' });
    expect(none.statusCode).toBe(409);
    expectErrorShape(none.body, 'InvalidTransition');
    await shipper.client.put(
      `/api/loads/${id}`,
      market.shipmentBody(shipper.origin, shipper.destination, {
        name: 'Load assigned',
        appointment_delivery: APPOINTMENTS.appointment_delivery,
      }),
    );
    const one = await shipper.client.post(`/api/loads/${id}/status`, { status: 'scheduled' });
    expect(one.statusCode).toBe(409);
    // Every API path that sets both appointments schedules the load on its own; an assigned
    // load that has both (data from before that rule) may still be scheduled by hand.
    await ctx.database.db.execute(
      sql`update loads set appointment_pickup = ${APPOINTMENTS.appointment_pickup} where id = ${id}`,
    );
    const both = await shipper.client.post(`/api/loads/${id}/status`, { status: 'scheduled' });
    expect(both.statusCode, JSON.stringify(both.body)).toBe(200);
    expect(both.body.status).toBe('scheduled');
  });

  it('lets the assigned carrier report pickup and delivery, and nothing else', async () => {
    const env = await network();
    const { shipper, carrier } = env;
    const id = await loadIn('assigned', env);
    const stranger = await market.registerCarrier(ctx, 'Stranger Lines');
    await market.linkCarrier(shipper, stranger);
    const move = (who: market.Member, status: string) =>
      who.client.post(`/api/loads/${id}/status`, { status });
    // Scheduling needs both appointments, whoever asks.
    const schedule = await move(carrier, 'scheduled');
    expect(schedule.statusCode, JSON.stringify(schedule.body)).toBe(409);
    expectErrorShape(schedule.body, 'InvalidTransition');
    for (const status of ['cancelled', 'delivered', 'unassigned', 'unscheduled', 'assigned']) {
      const refused = await move(carrier, status);
      expect(refused.statusCode, status).toBe(409);
      expectErrorShape(refused.body, 'InvalidTransition');
    }
    expect((await move(stranger, 'in_transit')).statusCode).toBe(404);
    const picked = await move(carrier, 'in_transit');
    expect(picked.statusCode).toBe(200);
    expect(picked.body.status).toBe('in_transit');
    expect((await move(carrier, 'in_transit')).statusCode).toBe(409);
    const dropped = await move(carrier, 'delivered');
    expect(dropped.statusCode).toBe(200);
    expect((await shipper.client.get(`/api/loads/${id}`)).body.status).toBe('delivered');
    expect((await move(carrier, 'in_transit')).statusCode).toBe(409);
  });
});

describe('late loads', () => {
  it('moves a load marked late into Needs Attention, and refuses closed loads', async () => {
    const env = await network();
    const { shipper } = env;
    const id = await loadIn('unscheduled', env);
    expect(ids(await list(shipper.client, 'status=needs-attention'))).toEqual([]);
    const marked = await shipper.client.post(`/api/loads/${id}/mark_late`);
    expect(marked.statusCode).toBe(200);
    expect(marked.body).toMatchObject({ marked_late: true, is_late: true });
    const attention = await list(shipper.client, 'status=needs-attention');
    expect(ids(attention)).toEqual([id]);
    expect(attention.counts['needs-attention']).toBe(1);
    // Marking again is harmless.
    expect((await shipper.client.post(`/api/loads/${id}/mark_late`)).statusCode).toBe(200);
    // A cancelled load leaves Needs Attention and cannot be marked.
    await shipper.client.post(`/api/loads/${id}/status`, { status: 'cancelled' });
    expect((await list(shipper.client, 'status=needs-attention')).count).toBe(0);
    for (const state of ['cancelled', 'delivered'] as const) {
      const closed = await loadIn(state, env);
      const refused = await shipper.client.post(`/api/loads/${closed}/mark_late`);
      expect(refused.statusCode, state).toBe(409);
      expectErrorShape(refused.body, 'InvalidTransition');
    }
  });
});

describe('permissions', () => {
  it('enforces shipment_add, shipment_edit and shipment_cancel on every load call', async () => {
    const env = await network();
    const { shipper } = env;
    const body = market.shipmentBody(shipper.origin, shipper.destination);
    const [viewer, adder, editor, canceller] = await Promise.all([
      market.teammate(ctx, shipper.client, {}),
      market.teammate(ctx, shipper.client, { shipment_add: true }),
      market.teammate(ctx, shipper.client, { shipment_edit: true }),
      market.teammate(ctx, shipper.client, { shipment_cancel: true }),
    ]);
    const open = await loadIn('unscheduled', env);
    const assigned = await loadIn('assigned', env);
    const copy = {
      dates: [{ date_to_leave: market.day(40), expected_delivery_date: market.day(41) }],
    };
    const before = await market.rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from loads where account_id = (select account_id from loads where id = ${open})`,
    );

    // Without shipment_add: no new loads, no copies.
    for (const who of [viewer, editor]) {
      const created = await who.client.post('/api/loads', body);
      expect(created.statusCode).toBe(403);
      expectErrorShape(created.body, 'Forbidden');
      const copied = await who.client.post(`/api/loads/${open}/copy`, copy);
      expect(copied.statusCode).toBe(403);
      expectErrorShape(copied.body, 'Forbidden');
    }
    // Without shipment_edit: no edits, no status moves, no late marks.
    for (const who of [viewer, adder]) {
      const put = await who.client.put(`/api/loads/${open}`, { ...body, name: 'Hijacked' });
      expect(put.statusCode).toBe(403);
      expectErrorShape(put.body, 'Forbidden');
      const moved = await who.client.post(`/api/loads/${assigned}/status`, {
        status: 'in_transit',
      });
      expect(moved.statusCode).toBe(403);
      expectErrorShape(moved.body, 'Forbidden');
      expect((await who.client.post(`/api/loads/${open}/mark_late`)).statusCode).toBe(403);
    }
    // Without shipment_cancel: no cancelling, even with shipment_edit.
    for (const who of [viewer, adder, editor]) {
      const cancelled = await who.client.post(`/api/loads/${open}/status`, {
        status: 'cancelled',
      });
      expect(cancelled.statusCode).toBe(403);
      expectErrorShape(cancelled.body, 'Forbidden');
    }
    const after = await market.rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from loads where account_id = (select account_id from loads where id = ${open})`,
    );
    expect(after).toEqual(before);
    const untouched = await shipper.client.get(`/api/loads/${open}`);
    expect(untouched.body).toMatchObject({ name: 'Load unscheduled', status: 'unscheduled' });
    expect(untouched.body.marked_late).toBe(false);
    expect((await shipper.client.get(`/api/loads/${assigned}`)).body.status).toBe('assigned');

    // Everyone on the team sees the loads; each holder of a flag may do its part.
    expect((await list(viewer.client, 'status=all')).count).toBe(2);
    expect((await viewer.client.get(`/api/loads/${open}`)).statusCode).toBe(200);
    const added = await adder.client.post('/api/loads', body);
    expect(added.statusCode).toBe(201);
    expect(added.body.identifier).toBe('SH-000003');
    const copied = await adder.client.post(`/api/loads/${open}/copy`, copy);
    expect(copied.statusCode).toBe(201);
    expect(copied.body.results[0].identifier).toBe('SH-000004');
    const edited = await editor.client.put(`/api/loads/${open}`, { ...body, name: 'By editor' });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.name).toBe('By editor');
    const moved = await editor.client.post(`/api/loads/${assigned}/status`, {
      status: 'in_transit',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.status_history.at(-1).changed_by).toBe('Tess Teammate');
    const cancelled = await canceller.client.post(`/api/loads/${open}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    // Cancelling is all a shipment_cancel holder may do with the status call.
    expect(
      (await canceller.client.post(`/api/loads/${assigned}/status`, { status: 'delivered' }))
        .statusCode,
    ).toBe(403);

    // Carriers have no shipper load calls.
    const carrierCreate = await env.carrier.client.post('/api/loads', body);
    expect(carrierCreate.statusCode).toBe(403);
    expectErrorShape(carrierCreate.body, 'Forbidden');
    expect((await env.carrier.client.get('/api/loads')).statusCode).toBe(403);
    expect((await env.carrier.client.put(`/api/loads/${assigned}`, body)).statusCode).toBe(403);
    // Four invitations go through the mail: more time than the default on a busy machine.
  }, 60_000);

  it('answers another shipper 404 on every /api/loads/{id} route, as for a load that does not exist', async () => {
    const env = await network();
    const { shipper, carrier } = env;
    const shipment = await loadIn('assigned', env);
    const request = await market.createLoad(shipper.client, market.quoteRequestBody());
    const quote = await carrier.client.post('/api/bids', { load_id: request.id, amount: 50_000 });
    expect(quote.statusCode).toBe(201);
    const other = await market.shipperWithLocations(ctx, 'Other Shipping');
    const otherBody = market.shipmentBody(other.origin, other.destination);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', ''],
      ['PUT', '', otherBody],
      ['POST', '/status', { status: 'cancelled' }],
      ['POST', '/status', { status: 'in_transit' }],
      ['POST', '/mark_late'],
      ['POST', '/star'],
      ['DELETE', '/star'],
      [
        'POST',
        '/copy',
        { dates: [{ date_to_leave: market.day(40), expected_delivery_date: market.day(41) }] },
      ],
      ['POST', '/choose_quote', { bid_id: quote.body.id }],
      ['DELETE', '/choose_quote'],
      ['GET', '/comments'],
      ['POST', '/comments', { comment: 'Hello' }],
    ];
    const missing = 2_147_483_000;
    for (const target of [shipment, request.id]) {
      for (const [method, suffix, payload] of routes) {
        const label = `${method} /api/loads/${target}${suffix}`;
        const response = await other.client.request(
          method as 'GET',
          `/api/loads/${target}${suffix}`,
          payload,
        );
        expect(response.statusCode, `${label}: ${JSON.stringify(response.body)}`).toBe(404);
        expectErrorShape(response.body, 'NotFound');
        const absent = await other.client.request(
          method as 'GET',
          `/api/loads/${missing}${suffix}`,
          payload,
        );
        expect(absent.statusCode, label).toBe(404);
        expect(response.body).toEqual(absent.body);
      }
    }
    // Nothing changed for the owner.
    const detail = await shipper.client.get(`/api/loads/${shipment}`);
    expect(detail.body).toMatchObject({ status: 'assigned', marked_late: false, starred: false });
    expect((await shipper.client.get(`/api/loads/${request.id}`)).body.chosen_quote).toBeNull();
    expect((await list(other.client, 'status=all')).count).toBe(0);
    // A carrier outside the load's audience gets 404 too.
    const outsider = await market.register(ctx, carrierRegistration({ company_name: 'Outsider' }));
    expect((await outsider.client.get(`/api/loads/${shipment}`)).statusCode).toBe(404);
    expect(
      (await outsider.client.post(`/api/loads/${shipment}/status`, { status: 'delivered' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('calendar', () => {
  it('answers the shipments whose dates meet the range, and refuses bad ranges', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const make = async (name: string, from: string, to: string) =>
      (
        await market.createShipment(shipper, {
          name,
          date_to_leave: from,
          expected_delivery_date: to,
        })
      ).id;
    const early = await make('Early', '2027-03-01', '2027-03-03');
    const middle = await make('Middle', '2027-03-10', '2027-03-12');
    const spanning = await make('Spanning', '2027-02-20', '2027-04-05');
    const late = await make('Late', '2027-03-31', '2027-04-02');
    await market.createLoad(
      shipper.client,
      market.quoteRequestBody({
        date_to_leave: '2027-03-10',
        expected_delivery_date: '2027-03-11',
      }),
    );
    const other = await market.shipperWithLocations(ctx);
    await market.createShipment(other, {
      date_to_leave: '2027-03-10',
      expected_delivery_date: '2027-03-11',
    });
    const calendar = async (query: string) => {
      const response = await shipper.client.get(`/api/loads/calendar?${query}`);
      expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
      return (response.body.results as Card[]).map((card) => card.id);
    };
    // Ordered by ship date.
    expect(await calendar('from=2027-03-01&to=2027-03-31')).toEqual([
      spanning,
      early,
      middle,
      late,
    ]);
    expect(await calendar('from=2027-03-03&to=2027-03-03')).toEqual([spanning, early]);
    expect(await calendar('from=2027-03-04&to=2027-03-09')).toEqual([spanning]);
    expect(await calendar('from=2027-04-03&to=2027-04-30')).toEqual([spanning]);
    expect(await calendar('from=2027-04-06&to=2027-12-31')).toEqual([]);
    expect(await calendar('from=2027-03-12&to=2027-03-12')).toEqual([spanning, middle]);

    for (const query of [
      'from=2027-03-31&to=2027-03-01',
      'from=2027-02-30&to=2027-03-01',
      'from=2027-03-01&to=2027-13-01',
      'from=03/01/2027&to=2027-03-31',
      'from=2027-03-01',
      'to=2027-03-01',
      '',
      'from=yesterday&to=today',
      'from=2027-03-01T00:00&to=2027-03-31',
    ]) {
      const response = await shipper.client.get(`/api/loads/calendar?${query}`);
      expect(response.statusCode, query).toBe(400);
      expectErrorShape(response.body, 'ValidationError');
    }
    const reversed = await shipper.client.get('/api/loads/calendar?from=2027-03-31&to=2027-03-01');
    expect(reversed.body.errors[0]).toMatchObject({ field: 'to' });
  });
});
