/**
 * PRODUCT.md 14 "no input ever yields a 500": random bodies (and path ids) against every
 * mutating endpoint of the OpenAPI document, as a shipper, a carrier, a support agent and an
 * anonymous caller.
 * No answer may be a 500, and a refused request (4xx) may store no row anywhere.
 *
 * CI runs 200 bodies per endpoint; a hand-started run can ask for more:
 *   FUZZ_RUNS=1000 npx vitest run --project server src/fuzz.test.ts
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestClient } from '../test/harness.ts';
import { settleJobs } from '../test/jobs.ts';
import {
  createLoad,
  createShipment,
  linkCarrier,
  placeBid,
  quoteRequestBody,
  registerCarrier,
  rows,
  shipperWithLocations,
} from '../test/market.ts';
import { setSupportAgent } from './modules/support/agent.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const CHUNK = 25;

const ctx = await createTestContext({ TRUST_PROXY: 'true', RATE_LIMIT_IP_FACTOR: '1000' });
afterAll(async () => {
  await ctx.close();
});

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: {
          content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
        };
      }
    >
  >;
}
const spec = ctx.app.swagger() as unknown as OpenApi;
const endpoints = Object.entries(spec.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        path,
        fields: Object.keys(
          operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        ),
        multipart: Boolean(operation.requestBody?.content?.['multipart/form-data']),
      })),
  )
  .filter((endpoint) => !endpoint.multipart);

// A small market: every id in a path names something real some of the time.
const shipper = await shipperWithLocations(ctx);
const carrier = await registerCarrier(ctx, 'Fuzz Freight');
await linkCarrier(shipper, carrier);
const load = await createShipment(shipper);
const bid = await placeBid(carrier, load.id);
const request = await createLoad(shipper.client, quoteRequestBody());
const quote = await placeBid(carrier, request.id, 90_000);
// A load template and a paused recurring shipment on it (PRODUCT.md 16).
const template = await shipper.client.post('/api/load_templates', {
  name: 'Fuzz run',
  load: {
    name: 'Fuzz coils',
    stops: [
      { type: 'pickup', location_id: shipper.origin },
      { type: 'delivery', location_id: shipper.destination, day_offset: 1 },
    ],
  },
});
expect(template.statusCode).toBe(201);
const schedule = await shipper.client.post('/api/load_schedules', {
  template_id: template.body.id,
  weekdays: [2],
  lead_days: 2,
  starts_on: '2099-01-01',
  paused: true,
});
expect(schedule.statusCode).toBe(201);
// A support agent, and a conversation for the inbox routes' ids.
const agent = await signUp(ctx);
await setSupportAgent(ctx.database.db, agent.email, true);
const conversation = await carrier.client.post('/api/support/messages', { body: 'Fuzz help' });
expect(conversation.statusCode).toBe(201);
expect(conversation.body.id).toEqual(expect.any(Number));
// A load moving today with its driver link (PRODUCT.md 18), so the driver's routes see a real token.
const moving = await createShipment(shipper, {
  date_to_leave: new Date().toISOString().slice(0, 10),
  expected_delivery_date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
});
const movingBid = await placeBid(carrier, moving.id);
expect((await shipper.client.post(`/api/bids/${movingBid.id}/accept`)).statusCode).toBe(200);
const named = await carrier.client.post(`/api/loads/${moving.id}/driver`, { name: 'Fuzz Driver' });
expect(named.statusCode).toBe(201);
const driveToken = new URL(named.body.link.url).pathname.split('/').at(-1) as string;
// The award's rate confirmation and mail are done before the counting starts.
await settleJobs(ctx);
const realIds = [
  moving.id,
  movingBid.id,
  shipper.origin,
  shipper.destination,
  load.id,
  bid.id,
  request.id,
  quote.id,
  shipper.user.id,
  carrier.user.id,
  conversation.body.id as number,
  template.body.id as number,
  schedule.body.id as number,
  1,
  2,
];

// Every table but the rate-limit counters, which count refused requests on purpose.
const tables = (
  await rows<{ name: string }>(
    ctx,
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('rate_limit_hits') order by table_name`,
  )
).map((row) => row.name);
const countQuery = sql.raw(
  `select ${tables.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`,
);
const snapshot = async () => (await rows<Record<string, number>>(ctx, countQuery))[0];

const text = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '0x1', '1e3', '-1', '2147483648', '=HYPERLINK("x")', 'a'.repeat(5000)),
  fc.string({ unit: 'binary' }),
);
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2_147_483_647, 2_147_483_648, 99_999_999_999, Number.MAX_SAFE_INTEGER),
);
const leaf = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const value = fc.oneof(
  { depthSize: 'small' },
  leaf,
  fc.array(leaf, { maxLength: 4 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 3 }),
);
/** Bodies shaped like the endpoint's own (its fields with wrong or edge values), or anything. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: fields.length })
      : fc.constant({}),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(undefined, '', 'not json', '[]', 'null'),
  );
const pathId = fc.oneof(
  fc.constantFrom(...realIds).map(String),
  fc.constantFrom('0', '0x1', '%201', '1e3', '2147483648', '99999999999', '-1', 'abc', '1.5'),
  fc.integer({ min: 1, max: 2_147_483_647 }).map(String),
);

describe('fuzz: every mutating endpoint', () => {
  it('covers the mutating endpoints of the API', () => {
    expect(endpoints.length).toBeGreaterThan(25);
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}: no 500, no row stored when refused`, async () => {
      // Counting every table after each request would take most of the run: the counts are
      // compared over chunks of requests that were all refused (a chunk with an accepted
      // request starts a new baseline), which names the chunk's requests when one stored a row.
      let before = await snapshot();
      let chunk: string[] = [];
      let chunkStored = false;
      const closeChunk = async () => {
        const after = await snapshot();
        if (!chunkStored)
          expect(after, `rows stored by refused requests:\n${chunk.join('\n')}`).toEqual(before);
        before = after;
        chunk = [];
        chunkStored = false;
      };
      await fc.assert(
        fc.asyncProperty(
          bodyFor(endpoint.fields),
          pathId,
          fc.constantFrom('shipper', 'carrier', 'agent', 'anonymous'),
          async (body, id, who) => {
            // Signing out would end the session the other runs need: only anonymous callers.
            const anonymous = who === 'anonymous' || endpoint.path === '/api/auth/logout';
            const client: TestClient = anonymous
              ? ctx.client()
              : { shipper: shipper.client, carrier: carrier.client, agent: agent.client }[who];
            const url = endpoint.path
              .replace('{id}', id)
              .replace('{token}', Number(id) % 2 ? driveToken : id);
            const response = await client.request(
              endpoint.method,
              url,
              body,
              typeof body === 'string' ? { 'content-type': 'application/json' } : {},
            );
            const label = `${endpoint.method} ${url} ${JSON.stringify(body)?.slice(0, 300)} -> ${response.statusCode} ${JSON.stringify(response.body).slice(0, 300)}`;
            expect(response.statusCode, label).toBeLessThan(500);
            chunk.push(label);
            if (response.statusCode < 400) chunkStored = true;
            if (chunk.length >= CHUNK) await closeChunk();
          },
        ),
        { numRuns: RUNS },
      );
      await closeChunk();
    }, 600_000);
  }
});
