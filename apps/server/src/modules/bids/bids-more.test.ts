import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Body, bodiesOfAnyShape, brokenBodies, setKey } from '../../../test/bodies.ts';
import { expectErrorShape, fileTestContext, type TestClient } from '../../../test/harness.ts';
import * as fixtures from '../../../test/market.ts';

const ctx = fileTestContext({ TRUST_PROXY: 'true' });

/** A shipper with two carriers of its network and a carrier outside it. */
async function market() {
  const shipper = await fixtures.shipperWithLocations(ctx);
  const [a, b] = await fixtures.linkedCarriers(ctx, shipper, 'Alpha Haul', 'Beta Freight');
  const outsider = await fixtures.registerCarrier(ctx, 'Outside Co');
  return { shipper, a, b, outsider };
}

const spotQuoteIds = async (carrier: fixtures.Member, status = 'spot-quotes') => {
  const response = await carrier.client.get(
    `/api/loads/custom_pagination_spotquotes?status=${status}&page_size=100`,
  );
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return (response.body.results.shipments as Array<{ id: number }>).map((card) => card.id);
};

const toConfirm = async (carrier: fixtures.Member | fixtures.Shipper) => {
  const response = await carrier.client.get('/api/loads/quotes_to_be_confirmed');
  expect(response.statusCode).toBe(200);
  return response.body.results as Array<{ id: number; name: string; bid_id: number }>;
};

const quote = async (carrier: fixtures.Member, loadId: number, amount: number) => {
  const response = await carrier.client.post('/api/bids', { load_id: loadId, amount });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  expect(response.body).toMatchObject({ pickup_date: null, delivery_date: null, amount });
  return response.body as { id: number };
};

const confirmation = (amount: number) => ({
  amount,
  pickup_date: fixtures.day(30),
  delivery_date: fixtures.day(33),
  notes: 'Confirmed',
});

describe('informational quotes', () => {
  it('turns a chosen and confirmed quote request into a shipment assigned to the carrier', async () => {
    const { shipper, a, b, outsider } = await market();
    const created = await shipper.client.post(
      '/api/loads',
      fixtures.quoteRequestBody({ name: 'Lane test' }),
    );
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      identifier: null,
      is_quote: true,
      status: 'unscheduled',
      origin_location: null,
      destination_location: null,
      quote_origin: { city: 'Austin', state: 'TX', zipcode: '78701' },
      quote_destination: { city: 'Memphis', state: 'TN', zipcode: '38103' },
      chosen_quote: null,
    });
    const id = created.body.id as number;
    expect(await spotQuoteIds(a)).toContain(id);
    expect(await spotQuoteIds(outsider)).not.toContain(id);
    // A carrier outside the audience cannot quote, and cannot tell the request exists.
    const refused = await outsider.client.post('/api/bids', { load_id: id, amount: 90_000 });
    expect(refused.statusCode).toBe(404);
    expectErrorShape(refused.body, 'NotFound');

    const quoteA = await quote(a, id, 100_000);
    const quoteB = await quote(b, id, 95_000);
    const bids = await shipper.client.get(`/api/bids?load_id=${id}`);
    expect(bids.body.count).toBe(2);
    expect(bids.body.results.map((entry: { id: number }) => entry.id)).toEqual([
      quoteB.id,
      quoteA.id,
    ]);
    // A quote request waiting for a choice needs attention.
    const attention = await shipper.client.get('/api/loads?status=needs-attention');
    expect(attention.body.results.map((card: { id: number }) => card.id)).toEqual([id]);
    expect(await toConfirm(a)).toEqual([]);

    // Quotes cannot be accepted like bids: the shipper chooses one.
    const accept = await shipper.client.post(`/api/bids/${quoteA.id}/accept`);
    expect(accept.statusCode).toBe(409);
    expectErrorShape(accept.body, 'InvalidTransition');
    const chosen = await shipper.client.post(`/api/loads/${id}/choose_quote`, {
      bid_id: quoteA.id,
    });
    expect(chosen.statusCode, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.chosen_quote).toBe(a.user.id);
    expect(chosen.body.identifier).toBeNull();
    const mine = await a.client.get(`/api/bids?load_id=${id}`);
    expect(mine.body.results[0]).toMatchObject({ id: quoteA.id, is_chosen: true });

    // Only the chosen carrier is asked to confirm.
    expect(await toConfirm(a)).toEqual([{ id, name: 'Lane test', bid_id: quoteA.id }]);
    expect(await toConfirm(b)).toEqual([]);
    expect(await toConfirm(shipper)).toEqual([]);
    const notChosen = await b.client.post(
      `/api/bids/${quoteB.id}/confirm_quote`,
      confirmation(95_000),
    );
    expect(notChosen.statusCode).toBe(409);
    expectErrorShape(notChosen.body, 'InvalidTransition');

    // Confirming needs the dates (SPEC 5).
    const undated = await a.client.post(`/api/bids/${quoteA.id}/confirm_quote`, {
      amount: 100_000,
    });
    expect(undated.statusCode).toBe(400);
    const errors = expectErrorShape(undated.body, 'ValidationError', 'pickup_date');
    expect(errors[0]?.message).toBe('Pickup date is required');
    expect(errors.find((error) => error.field === 'delivery_date')?.message).toBe(
      'Delivery date is required',
    );
    const blank = await a.client.post(`/api/bids/${quoteA.id}/confirm_quote`, {
      amount: 100_000,
      pickup_date: '',
      delivery_date: fixtures.day(33),
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.errors[0]).toMatchObject({
      field: 'pickup_date',
      message: 'Pickup date is required',
    });
    expect((await shipper.client.get(`/api/loads/${id}`)).body.identifier).toBeNull();

    const confirmed = await a.client.post(
      `/api/bids/${quoteA.id}/confirm_quote`,
      confirmation(105_000),
    );
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({
      is_accepted: true,
      amount: 105_000,
      pickup_date: fixtures.day(30),
      delivery_date: fixtures.day(33),
    });
    const load = await shipper.client.get(`/api/loads/${id}`);
    expect(load.body).toMatchObject({
      identifier: 'SH-000001',
      status: 'assigned',
      assigned_to: { id: a.user.id, company_name: 'Alpha Haul' },
    });
    // PRODUCT.md 12: the award makes the first rate confirmation version, kept in the history.
    expect(load.body.status_history.map((entry: { status: string }) => entry.status)).toEqual([
      'unscheduled',
      'assigned',
      'rate_confirmation_v1',
    ]);
    const after = await shipper.client.get(`/api/bids?load_id=${id}`);
    const byId = new Map(after.body.results.map((entry: { id: number }) => [entry.id, entry]));
    expect(byId.get(quoteA.id)).toMatchObject({ is_accepted: true, is_rejected: false });
    expect(byId.get(quoteB.id)).toMatchObject({ is_accepted: false, is_rejected: true });
    // Now a shipment: in the shipper's lists, the carrier's assigned loads, searchable by its number.
    const all = await shipper.client.get('/api/loads?status=all&search=sh-000001');
    expect(all.body.results.map((card: { id: number }) => card.id)).toEqual([id]);
    expect((await shipper.client.get('/api/loads?status=quotes')).body.count).toBe(0);
    expect(await spotQuoteIds(a, 'assigned')).toEqual([id]);
    expect(await toConfirm(a)).toEqual([]);
    const detail = await a.client.get(`/api/loads/${id}`);
    expect(detail.body).toMatchObject({ identifier: 'SH-000001', name: 'Lane test' });
    // It is settled: no second confirmation, no new choice, no late quote.
    const again = await a.client.post(`/api/bids/${quoteA.id}/confirm_quote`, confirmation(1));
    expect(again.statusCode).toBe(409);
    expectErrorShape(again.body, 'AlreadyAssigned');
    const rechoose = await shipper.client.post(`/api/loads/${id}/choose_quote`, {
      bid_id: quoteB.id,
    });
    expect(rechoose.statusCode).toBe(409);
    expectErrorShape(rechoose.body, 'AlreadyAssigned');
    const third = await fixtures.registerCarrier(ctx, 'Third Lines');
    await fixtures.linkCarrier(shipper, third);
    const late = await third.client.post('/api/bids', fixtures.bidBody(id));
    expect(late.statusCode).toBe(409);
    expect(late.body.errors[0]).toMatchObject({
      code: 'AlreadyAssigned',
      message: 'AlreadyAssigned',
    });
  });

  it('clears the choice when the carrier declines it, so the shipper can choose another quote', async () => {
    const { shipper, a, b } = await market();
    const request = await fixtures.createLoad(shipper.client, fixtures.quoteRequestBody());
    const other = await fixtures.createLoad(
      shipper.client,
      fixtures.quoteRequestBody({ name: 'Other request' }),
    );
    const quoteA = await quote(a, request.id, 100_000);
    const quoteB = await quote(b, request.id, 120_000);
    const elsewhere = await quote(a, other.id, 80_000);

    // A quote of another request cannot be chosen here.
    const wrong = await shipper.client.post(`/api/loads/${request.id}/choose_quote`, {
      bid_id: elsewhere.id,
    });
    expect(wrong.statusCode).toBe(400);
    expectErrorShape(wrong.body, 'ValidationError', 'bid_id');
    for (const bid_id of [0, -1, 'x', 2_147_483_648]) {
      const bad = await shipper.client.post(`/api/loads/${request.id}/choose_quote`, { bid_id });
      expect(bad.statusCode, String(bid_id)).toBe(400);
    }
    // A carrier has no say in the choice.
    expect(
      (await a.client.post(`/api/loads/${request.id}/choose_quote`, { bid_id: quoteA.id }))
        .statusCode,
    ).toBe(403);

    await shipper.client.post(`/api/loads/${request.id}/choose_quote`, { bid_id: quoteA.id });
    expect((await toConfirm(a)).map((entry) => entry.id)).toEqual([request.id]);
    const declined = await a.client.delete(`/api/bids/${quoteA.id}/reject_quote`);
    expect(declined.statusCode).toBe(204);
    const load = await shipper.client.get(`/api/loads/${request.id}`);
    expect(load.body).toMatchObject({
      chosen_quote: null,
      identifier: null,
      status: 'unscheduled',
    });
    expect(await toConfirm(a)).toEqual([]);
    const declinedBid = await a.client.get(`/api/bids/${quoteA.id}`);
    expect(declinedBid.body).toMatchObject({ is_rejected: true, is_chosen: false });
    // Back to waiting for a choice.
    const attention = await shipper.client.get('/api/loads?status=needs-attention');
    expect(attention.body.results.map((card: { id: number }) => card.id)).toContain(request.id);
    // The declined carrier cannot confirm any more.
    const tooLate = await a.client.post(`/api/bids/${quoteA.id}/confirm_quote`, confirmation(1));
    expect(tooLate.statusCode).toBe(409);
    // Only the carrier that holds a quote may decline it.
    expect((await b.client.delete(`/api/bids/${quoteA.id}/reject_quote`)).statusCode).toBe(404);
    expect((await shipper.client.delete(`/api/bids/${quoteB.id}/reject_quote`)).statusCode).toBe(
      403,
    );

    // The shipper chooses again, withdraws, chooses once more; that carrier confirms.
    const chooseB = await shipper.client.post(`/api/loads/${request.id}/choose_quote`, {
      bid_id: quoteB.id,
    });
    expect(chooseB.body.chosen_quote).toBe(b.user.id);
    const withdrawn = await shipper.client.delete(`/api/loads/${request.id}/choose_quote`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.body.chosen_quote).toBeNull();
    expect(await toConfirm(b)).toEqual([]);
    await shipper.client.post(`/api/loads/${request.id}/choose_quote`, { bid_id: quoteB.id });
    const confirmed = await b.client.post(
      `/api/bids/${quoteB.id}/confirm_quote`,
      confirmation(120_000),
    );
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    const final = await shipper.client.get(`/api/loads/${request.id}`);
    expect(final.body).toMatchObject({
      identifier: 'SH-000001',
      status: 'assigned',
      assigned_to: { id: b.user.id },
    });
    // The other request is untouched by all of it.
    expect((await shipper.client.get(`/api/loads/${other.id}`)).body).toMatchObject({
      identifier: null,
      chosen_quote: null,
    });
    // A cancelled request cannot be chosen or confirmed.
    await shipper.client.post(`/api/loads/${other.id}/choose_quote`, { bid_id: elsewhere.id });
    await shipper.client.post(`/api/loads/${other.id}/status`, { status: 'cancelled' });
    const cancelled = await a.client.post(
      `/api/bids/${elsewhere.id}/confirm_quote`,
      confirmation(80_000),
    );
    expect(cancelled.statusCode).toBe(409);
    expectErrorShape(cancelled.body, 'LoadCancelled');
    expect(await toConfirm(a)).toEqual([]);
  });
});

describe('audiences', () => {
  it('offers each load to exactly its audience: all, a list, chosen carriers, the marketplace', async () => {
    const shipper = await fixtures.shipperWithLocations(ctx);
    const n1 = await fixtures.registerCarrier(ctx, 'Network One');
    const n2 = await fixtures.registerCarrier(ctx, 'Network Two');
    const n3 = await fixtures.registerCarrier(ctx, 'Network Three');
    const outsider = await fixtures.registerCarrier(ctx, 'Outsider');
    const [id1, id2, id3] = [
      await fixtures.linkCarrier(shipper, n1),
      await fixtures.linkCarrier(shipper, n2),
      await fixtures.linkCarrier(shipper, n3),
    ];
    const list = await shipper.client.post('/api/carrier_lists', {
      name: 'Ones and twos',
      carrier_ids: [id1, id2],
    });
    expect(list.statusCode, JSON.stringify(list.body)).toBe(201);
    const make = (audience: Record<string, unknown> | undefined, name: string) =>
      fixtures.createShipment(shipper, { name, audience });
    const loads = {
      default: await make(undefined, 'Default'),
      all: await make({ type: 'all' }, 'All'),
      list: await make({ type: 'list', carrier_list_id: list.body.id }, 'List'),
      carriers: await make({ type: 'carriers', carrier_ids: [id3] }, 'Chosen'),
      marketplace: await make({ type: 'marketplace' }, 'Marketplace'),
      quotes: await fixtures.createLoad(
        shipper.client,
        fixtures.quoteRequestBody({ audience: { type: 'carriers', carrier_ids: [id1, id3] } }),
      ),
    };
    expect(loads.list.audience).toEqual({
      type: 'list',
      carrier_list_id: list.body.id,
      carrier_ids: [],
    });
    expect(loads.carriers.audience).toMatchObject({ type: 'carriers', carrier_ids: [id3] });
    const audience: Record<keyof typeof loads, fixtures.Member[]> = {
      default: [n1, n2, n3],
      all: [n1, n2, n3],
      list: [n1, n2],
      carriers: [n3],
      marketplace: [n1, n2, n3, outsider],
      quotes: [n1, n3],
    };
    const carriers = { n1, n2, n3, outsider };
    for (const [name, carrier] of Object.entries(carriers)) {
      const offered = await spotQuoteIds(carrier);
      for (const [key, load] of Object.entries(loads) as Array<
        [keyof typeof loads, { id: number }]
      >) {
        const expected = audience[key].includes(carrier);
        const label = `${name} on ${key}`;
        expect(offered.includes(load.id), label).toBe(expected);
        const detail = await carrier.client.get(`/api/loads/${load.id}`);
        expect(detail.statusCode, label).toBe(expected ? 200 : 404);
        const bid = await carrier.client.post('/api/bids', fixtures.bidBody(load.id));
        expect(bid.statusCode, `${label}: ${JSON.stringify(bid.body)}`).toBe(expected ? 201 : 404);
        if (!expected) expectErrorShape(bid.body, 'NotFound');
      }
      // Having bid on all it may, nothing is left to quote; the bids show under Bid Placed.
      expect(
        (await spotQuoteIds(carrier)).filter((id) =>
          Object.values(loads).some((load) => load.id === id),
        ),
      ).toEqual([]);
      const placed = await spotQuoteIds(carrier, 'bid-placed');
      for (const [key, load] of Object.entries(loads) as Array<
        [keyof typeof loads, { id: number }]
      >)
        expect(placed.includes(load.id), `${name} placed on ${key}`).toBe(
          audience[key].includes(carrier),
        );
    }
    // The shipper sees every bid of its loads.
    const bids = await shipper.client.get('/api/bids');
    expect(bids.body.count).toBe(
      Object.values(audience).reduce((sum, members) => sum + members.length, 0),
    );
    // Changing the audience changes who is offered the load.
    const moved = await shipper.client.put(
      `/api/loads/${loads.carriers.id}`,
      fixtures.shipmentBody(shipper.origin, shipper.destination, {
        name: 'Chosen',
        audience: { type: 'carriers', carrier_ids: [id2] },
      }),
    );
    expect(moved.statusCode, JSON.stringify(moved.body)).toBe(200);
    expect(await spotQuoteIds(n2)).toContain(loads.carriers.id);
    // A carrier that has bid keeps seeing the load in its history.
    expect((await n3.client.get(`/api/loads/${loads.carriers.id}`)).statusCode).toBe(200);
    expect(await spotQuoteIds(n3, 'bid-placed')).toContain(loads.carriers.id);
  });
});

describe('random bodies against POST /api/bids and PUT /api/bids/{id}', () => {
  const INT_MAX = 2_147_483_647;
  let carrier: fixtures.Member;
  let shipper: fixtures.Shipper;
  let targets: {
    open: number;
    quoteRequest: number;
    cancelled: number;
    hidden: number;
    ownOpenBid: number;
    ownCancelledBid: number;
    othersBid: number;
  };

  beforeAll(async () => {
    shipper = await fixtures.shipperWithLocations(ctx);
    carrier = await fixtures.registerCarrier(ctx, 'Random Carrier');
    const rival = await fixtures.registerCarrier(ctx, 'Rival Carrier');
    await fixtures.linkCarrier(shipper, carrier);
    const rivalId = await fixtures.linkCarrier(shipper, rival);
    const open = await fixtures.createShipment(shipper);
    const quoteRequest = await fixtures.createLoad(shipper.client, fixtures.quoteRequestBody());
    const cancelled = await fixtures.createShipment(shipper);
    const hidden = await fixtures.createShipment(shipper, {
      audience: { type: 'carriers', carrier_ids: [rivalId] },
    });
    const ownOpenBid = await fixtures.placeBid(carrier, open.id);
    await quote(carrier, quoteRequest.id, 70_000);
    const ownCancelledBid = await fixtures.placeBid(carrier, cancelled.id);
    const othersBid = await fixtures.placeBid(rival, open.id);
    await shipper.client.post(`/api/loads/${cancelled.id}/status`, { status: 'cancelled' });
    targets = {
      open: open.id,
      quoteRequest: quoteRequest.id,
      cancelled: cancelled.id,
      hidden: hidden.id,
      ownOpenBid: ownOpenBid.id,
      ownCancelledBid: ownCancelledBid.id,
      othersBid: othersBid.id,
    };
  });

  /** Every bid as stored, to compare before and after. */
  const snapshot = () =>
    fixtures.rows<Record<string, unknown>>(ctx, sql`select * from bids order by id`);

  const validBid = () => ({
    amount: 123_400,
    pickup_date: fixtures.day(30),
    delivery_date: fixtures.day(31),
    notes: 'Random',
  });

  /** Each breaker makes any bid body invalid on its own. */
  const breakers: fc.Arbitrary<(body: Body) => void>[] = [
    fc
      .constantFrom(0, -1, -100, 1.5, 0.01, '100', '$100', null, true, [], {}, 1e11, 2 ** 63, 1e300)
      .map((amount) => setKey('amount', amount)),
    fc.constant((body: Body) => {
      delete body.amount;
    }),
    fc
      .tuple(
        fc.constantFrom('pickup_date', 'delivery_date'),
        fc.oneof(
          fc.constantFrom(
            '2026-02-30',
            '2026-13-01',
            'tomorrow',
            '12/01/2026',
            '2026-12-01T08:00',
            20261201,
            true,
            [],
            {},
          ),
          fc
            .string({ minLength: 1, maxLength: 12 })
            .filter((text) => !/^\d{4}-\d{2}-\d{2}$/.test(text)),
        ),
      )
      .map(([key, value]) => setKey(key, value)),
    fc.constant((body: Body) => {
      body.pickup_date = '2027-01-10';
      body.delivery_date = '2027-01-09';
    }),
    fc
      .oneof(
        fc.constantFrom(5, true, [], {}),
        fc.string({ minLength: 2001, maxLength: 2050 }).filter((text) => text.trim().length > 2000),
      )
      .map((notes) => setKey('notes', notes)),
    fc
      .constantFrom(0, -1, 1.5, '1', null, true, INT_MAX + 1, 2 ** 53, 1e20)
      .map((id) => setKey('load_id', id)),
  ];
  const broken = (base: () => Body) => brokenBodies(fc.constant(null).map(base), breakers);
  const anything = bodiesOfAnyShape(['load_id', 'amount', 'pickup_date', 'delivery_date', 'notes']);
  const loadIds = fc.oneof(
    fc
      .constantFrom('open', 'quoteRequest', 'cancelled', 'hidden')
      .map((key) => targets[key as 'open']),
    // Far above the loads of this file (some of which are offered to every carrier).
    fc.integer({ min: 1_000_000, max: INT_MAX }),
  );

  const expectRefused = (response: { statusCode: number; body: unknown }, input: unknown) => {
    const text = `${response.statusCode} for ${JSON.stringify(input)?.slice(0, 400)}: ${JSON.stringify(response.body)}`;
    expect(response.statusCode, text).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, text).toBeLessThan(500);
    expectErrorShape(response.body);
  };

  it('answers POST /api/bids only with 4xx and stores nothing', async () => {
    const before = await snapshot();
    const bodies = fc.oneof(
      // Valid bodies land on loads it has bid on, a cancelled one, a hidden or missing one.
      loadIds.map((load_id) => ({ ...validBid(), load_id })),
      loadIds.chain((load_id) => broken(() => ({ ...validBid(), load_id }))),
      loadIds.map((load_id) => ({ load_id, amount: 50_000 })),
      anything,
    );
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), async (body, asShipper) => {
        const client: TestClient = asShipper ? shipper.client : carrier.client;
        const response = await client.post('/api/bids', body);
        expectRefused(response, body);
      }),
      { numRuns: 300 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers PUT /api/bids/{id} only with 4xx and changes nothing', async () => {
    const before = await snapshot();
    const paths = fc.oneof(
      fc
        .constantFrom('ownCancelledBid', 'othersBid')
        .map((key) => String(targets[key as 'othersBid'])),
      fc.integer({ min: 1_000_000, max: INT_MAX }).map(String),
      fc.constantFrom('0', '-1', '1.5', 'abc', '2147483648', '99999999999999999999', '1e3', '%20'),
    );
    const anyBody = fc.oneof(
      fc.constant(null).map(() => ({ ...validBid(), load_id: targets.cancelled })),
      broken(validBid),
      anything,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.tuple(paths, anyBody),
          // The carrier's open bid takes only broken bodies: a valid one would be an edit.
          fc.tuple(
            fc.constant(null).map(() => String(targets.ownOpenBid)),
            fc.oneof(
              broken(validBid),
              anything.filter((body) => !isEditOf(body)),
            ),
          ),
        ),
        fc.boolean(),
        async ([path, body], asShipper) => {
          const client: TestClient = asShipper ? shipper.client : carrier.client;
          const response = await client.put(`/api/bids/${path}`, body);
          expectRefused(response, { path, body });
        },
      ),
      { numRuns: 300 },
    );
    expect(await snapshot()).toEqual(before);
  });

  /** Whether a random body could be a valid edit (an integer amount and nothing else wrong). */
  function isEditOf(body: unknown): boolean {
    return (
      typeof body === 'object' &&
      body !== null &&
      !Array.isArray(body) &&
      Number.isInteger((body as Body).amount)
    );
  }
});
