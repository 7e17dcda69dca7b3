import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Body,
  type Breaker,
  bodiesOfAnyShape,
  brokenBodies,
  setKey,
} from '../../../test/bodies.ts';
import { expectErrorShape, fileTestContext, type TestClient } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';

/**
 * Whatever body a client sends to POST /api/loads, the server answers 4xx with the error body
 * of PRODUCT.md 6, never 5xx, and a refused body leaves no trace: no load, no audience row, no
 * status history, no identifier used up.
 */

const ctx = fileTestContext({ TRUST_PROXY: 'true' });
let shipper: market.Shipper;
let extra: number;
let listId: number;
let networkIds: number[];
let foreign: { location: number; listId: number; carrierId: number };
let viewer: TestClient;
let carrierClient: TestClient;

beforeAll(async () => {
  shipper = await market.shipperWithLocations(ctx);
  extra = await market.addLocation(shipper.client, 'Gamma Depot', 'Denver', 'CO', '80202');
  const carriers = [
    await market.registerCarrier(ctx, 'One'),
    await market.registerCarrier(ctx, 'Two'),
  ];
  networkIds = [];
  for (const carrier of carriers) networkIds.push(await market.linkCarrier(shipper, carrier));
  const list = await shipper.client.post('/api/carrier_lists', {
    name: 'Favourites',
    carrier_ids: networkIds,
  });
  expect(list.statusCode, JSON.stringify(list.body)).toBe(201);
  listId = list.body.id;
  const other = await market.shipperWithLocations(ctx, 'Other Shipping');
  const otherCarriers = [
    await market.registerCarrier(ctx, 'Three'),
    await market.registerCarrier(ctx, 'Four'),
  ];
  const otherIds = [];
  for (const carrier of otherCarriers) otherIds.push(await market.linkCarrier(other, carrier));
  const otherList = await other.client.post('/api/carrier_lists', {
    name: 'Theirs',
    carrier_ids: otherIds,
  });
  foreign = { location: other.origin, listId: otherList.body.id, carrierId: otherIds[0] as number };
  viewer = (await market.teammate(ctx, shipper.client, { shipment_edit: true })).client;
  carrierClient = carriers[0]?.client as TestClient;
});

/** Bodies the server accepts: a shipment (with each audience), a quote request with locations, one without. */
function validBodies(): Body[] {
  const shipment = market.shipmentBody(shipper.origin, shipper.destination, {
    extra_destination_location_id: extra,
    appointment_pickup: '2027-05-10T08:00',
    appointment_delivery: '2027-05-12T09:30',
    extra_appointment_delivery: '2027-05-12T15:00',
    date_to_leave: '2027-05-10',
    expected_delivery_date: '2027-05-12',
    description: 'Fragile',
  });
  return [
    shipment,
    { ...shipment, audience: { type: 'list', carrier_list_id: listId } },
    { ...shipment, audience: { type: 'carriers', carrier_ids: networkIds } },
    { ...shipment, audience: { type: 'marketplace' } },
    { ...shipment, is_quote: true },
    market.quoteRequestBody(),
  ];
}

const INT_MAX = 2_147_483_647;
const badId = fc.oneof(
  fc.constantFrom(0, -1, 1.5, '1', true, [], {}, INT_MAX + 1, 2 ** 53, 1e20, -INT_MAX),
  fc.integer({ min: INT_MAX + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: 1_000_000_000, max: INT_MAX }), // no such row
  fc.constant(null).map(() => foreign.location), // another shipper's location
);
const badDate = fc.oneof(
  fc.constantFrom(
    '2027-02-30',
    '2027-13-01',
    '2027-00-10',
    '0000-01-01',
    '12/01/2027',
    '2027-12-01T00:00',
    '2027-1-1',
    '',
    ' ',
    20271201,
    null,
    true,
  ),
  fc.string({ maxLength: 12 }).filter((text) => !/^\d{4}-\d{2}-\d{2}$/.test(text)),
);
const badAppointment = fc.oneof(
  fc.constantFrom(
    '2027-05-10',
    '2027-05-10T24:00',
    '2027-05-10T08:60',
    '2027-02-30T08:00',
    '2027-05-10T08:00:00',
    '2027-05-10T08:00Z',
    '2027-05-10 08:00',
    12,
    true,
  ),
  fc.string({ minLength: 1, maxLength: 20 }).filter((text) => !/^\d{4}-\d{2}-\d{2}T/.test(text)),
);
const badText = (max: number) =>
  fc.oneof(
    fc.constantFrom(42, true, [], {}, ['a']),
    fc
      .string({ minLength: max + 1, maxLength: max + 40 })
      .filter((text) => text.trim().length > max),
  );
const badPlace = fc.oneof(
  fc.constantFrom('Austin', 1, [], true),
  fc.record({
    city: fc.constantFrom('', '  ', 5, null),
    state: fc.constant('TX'),
    zipcode: fc.constant('78701'),
  }),
  fc.record({
    city: fc.constant('Austin'),
    state: fc.constantFrom('XX', 'Texas', '', 7, null),
    zipcode: fc.constant('78701'),
  }),
  fc.record({
    city: fc.constant('Austin'),
    state: fc.constant('TX'),
    zipcode: fc.constantFrom('1234', '787011', 'ABCDE', 78701, '', null),
  }),
);

/** Each breaker makes any body invalid on its own, whatever the other breakers did. */
const breakers: fc.Arbitrary<Breaker>[] = [
  fc.oneof(fc.constantFrom('', '   ', null), badText(200)).map((name) => setKey('name', name)),
  fc.constantFrom('name', 'date_to_leave', 'expected_delivery_date').map((key) => (body: Body) => {
    delete body[key];
  }),
  badDate.map((date) => setKey('date_to_leave', date)),
  badDate.map((date) => setKey('expected_delivery_date', date)),
  fc.constant((body: Body) => {
    body.date_to_leave = '2027-05-10';
    body.expected_delivery_date = '2027-05-09';
  }),
  fc
    .tuple(
      fc.constantFrom(
        'origin_location_id',
        'destination_location_id',
        'extra_origin_location_id',
        'extra_destination_location_id',
      ),
      badId,
    )
    .map(([key, id]) => (body: Body) => {
      body[key] = id;
      // A broken extra location must not be excused by a missing first one; keep the first.
      if (key.startsWith('extra_')) {
        body.origin_location_id ??= shipper.origin;
        body.destination_location_id ??= shipper.destination;
        body.is_quote = false;
      }
    }),
  fc.constant((body: Body) => {
    // A shipment without its locations.
    body.is_quote = false;
    delete body.origin_location_id;
    delete body.quote_origin;
    delete body.quote_destination;
  }),
  fc.constant((body: Body) => {
    // A second pickup without a first one.
    body.extra_origin_location_id = shipper.origin;
    body.origin_location_id = null;
  }),
  fc
    .tuple(
      fc.constantFrom(
        'appointment_pickup',
        'extra_appointment_pickup',
        'appointment_delivery',
        'extra_appointment_delivery',
      ),
      badAppointment,
    )
    .map(([key, value]) => setKey(key, value)),
  fc.constant((body: Body) => {
    body.appointment_pickup = '2027-05-11T08:00';
    body.appointment_delivery = '2027-05-10T08:00';
  }),
  fc.constant((body: Body) => {
    // A second pickup appointment without the second pickup location.
    body.extra_appointment_pickup = '2027-05-11T08:00';
    body.extra_origin_location_id = null;
  }),
  fc
    .constantFrom(0, -1, -250, 1.5, '100', '$100', 1e11, 2 ** 63, 1e300, true, [], {})
    .map((value) => setKey('load_value', value)),
  fc
    .oneof(
      fc.constantFrom('heavy', 1, [], ['a'], true),
      fc.dictionary(
        fc.string({ minLength: 1, maxLength: 10 }),
        fc.constantFrom(1, null, true, [], {}),
        {
          minKeys: 1,
          maxKeys: 3,
        },
      ),
      fc.constant(Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`Key ${i}`, 'v']))),
      fc.constantFrom({ '': 'empty key' }, { '   ': 'blank key' }, { ['k'.repeat(61)]: 'v' }),
      fc.constant({ Note: 'x'.repeat(201) }),
    )
    .map((specs) => setKey('specs', specs)),
  badText(5000).map((text) => setKey('description', text)),
  fc.constantFrom('yes', 1, 0, 'true', [], {}).map((value) => setKey('is_quote', value)),
  fc
    .tuple(fc.constantFrom('quote_origin', 'quote_destination'), badPlace)
    .map(([key, place]) => setKey(key, place)),
  fc.constant((body: Body) => {
    // The no-location variant with one end missing.
    body.is_quote = true;
    delete body.origin_location_id;
    body.quote_origin = { city: 'Austin', state: 'TX', zipcode: '78701' };
    body.quote_destination = null;
  }),
  fc
    .oneof(
      fc.constantFrom(
        'all',
        null,
        [],
        { type: 'everyone' },
        { type: 'list' },
        { type: 'list', carrier_list_id: null },
        { type: 'list', carrier_list_id: 0 },
        { type: 'list', carrier_list_id: '1' },
        { type: 'carriers' },
        { type: 'carriers', carrier_ids: [] },
        { type: 'carriers', carrier_ids: [0] },
        { type: 'carriers', carrier_ids: 'all' },
        { type: 'carriers', carrier_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      ),
      fc
        .integer({ min: INT_MAX + 1, max: Number.MAX_SAFE_INTEGER })
        .map((id) => ({ type: 'list', carrier_list_id: id })),
      fc
        .integer({ min: 1_000_000_000, max: INT_MAX })
        .map((id) => ({ type: 'list', carrier_list_id: id })),
      fc.constant(null).map(() => ({ type: 'list', carrier_list_id: foreign.listId })),
      fc
        .integer({ min: INT_MAX + 1, max: Number.MAX_SAFE_INTEGER })
        .map((id) => ({ type: 'carriers', carrier_ids: [id] })),
      fc
        .integer({ min: 1_000_000_000, max: INT_MAX })
        .map((id) => ({ type: 'carriers', carrier_ids: [networkIds[0], id] })),
      fc.constant(null).map(() => ({
        type: 'carriers',
        carrier_ids: [networkIds[0], foreign.carrierId],
      })),
    )
    .map((audience) => setKey('audience', audience)),
];

/** A valid body with one to three of its parts broken. */
const brokenLoadBodies = brokenBodies(
  fc.integer({ min: 0, max: 5 }).map((index) => structuredClone(validBodies()[index] as Body)),
  breakers,
);

/** Anything at all: JSON of any shape, or objects with the right keys and random values. */
const randomBodies = bodiesOfAnyShape([
  'name',
  'origin_location_id',
  'destination_location_id',
  'date_to_leave',
  'expected_delivery_date',
  'audience',
  'specs',
  'load_value',
]);

async function footprint() {
  const [row] = await market.rows<Record<string, number>>(
    ctx,
    sql`select (select count(*)::int from loads) as loads,
      (select count(*)::int from load_audience_carriers) as audience,
      (select count(*)::int from load_status_history) as history,
      (select coalesce(sum(last_value), 0)::int from identifier_sequences) as identifiers`,
  );
  return row;
}

function expectRefused(response: { statusCode: number; body: unknown }, body: unknown) {
  const text = `${response.statusCode} for ${JSON.stringify(body)?.slice(0, 500)}: ${JSON.stringify(response.body)}`;
  expect(response.statusCode, text).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, text).toBeLessThan(500);
  expectErrorShape(response.body);
}

describe('POST /api/loads with random bodies', () => {
  it('accepts each of the valid bodies the generators start from', async () => {
    for (const body of validBodies()) {
      const response = await shipper.client.post('/api/loads', body);
      expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    }
  });

  it('answers 400 to a valid body with parts broken, and stores nothing', async () => {
    const before = await footprint();
    await fc.assert(
      fc.asyncProperty(brokenLoadBodies, async (body) => {
        const response = await shipper.client.post('/api/loads', body);
        expect(response.statusCode, JSON.stringify({ body, answer: response.body })).toBe(400);
        expectErrorShape(response.body, 'ValidationError');
      }),
      { numRuns: 400 },
    );
    expect(await footprint()).toEqual(before);
  });

  it('answers 4xx to any JSON at all, from the owner, a teammate without shipment_add or a carrier, and stores nothing', async () => {
    const before = await footprint();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(randomBodies, brokenLoadBodies),
        fc.constantFrom('owner', 'viewer', 'carrier'),
        async (body, who) => {
          const client =
            who === 'owner' ? shipper.client : who === 'viewer' ? viewer : carrierClient;
          const response = await client.request('POST', '/api/loads', JSON.stringify(body), {
            'content-type': 'application/json',
          });
          expectRefused(response, body);
          if (who !== 'owner') expect([400, 403]).toContain(response.statusCode);
        },
      ),
      { numRuns: 300 },
    );
    // A valid body from those without the right is refused too.
    for (const client of [viewer, carrierClient]) {
      const response = await client.post('/api/loads', validBodies()[0]);
      expect(response.statusCode).toBe(403);
    }
    expect(await footprint()).toEqual(before);
  });

  it('answers 4xx to bodies that are not JSON objects at all, and stores nothing', async () => {
    const before = await footprint();
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (text, type) => {
          const response = await shipper.client.request('POST', '/api/loads', text, {
            'content-type': type,
          });
          expectRefused(response, text);
        },
      ),
      { numRuns: 150 },
    );
    const huge = await shipper.client.request(
      'POST',
      '/api/loads',
      JSON.stringify({ ...validBodies()[0], description: 'x'.repeat(2 * 1024 * 1024) }),
      { 'content-type': 'application/json' },
    );
    expect(huge.statusCode).toBe(413);
    expectErrorShape(huge.body, 'PayloadTooLarge');
    const nul = await shipper.client.post('/api/loads', { ...validBodies()[0], name: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expectErrorShape(nul.body, 'ValidationError', 'name');
    expect(await footprint()).toEqual(before);
  });
});
