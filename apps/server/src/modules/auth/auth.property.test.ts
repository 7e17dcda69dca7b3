import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as harness from '../../../test/harness.ts';
import { createSession } from '../../platform/auth.ts';

/**
 * Whatever a client sends to the auth and team routes, signed in or not, the server answers
 * 2xx or 4xx with the error body of PRODUCT.md 6, never 5xx.
 */

// Behind a proxy, so each request can come from its own address: the per-address rate
// limits would otherwise answer 429 before a valid body reaches the database.
const ctx = harness.fileTestContext({ TRUST_PROXY: 'true' });
let owner: { id: number; email: string };

beforeAll(async () => {
  const { user, email } = await harness.signUp(ctx, harness.shipperRegistration());
  owner = { id: user.id, email };
});

type Mode = 'signed out' | 'signed in' | 'waiting for the one-time code';

/** A fresh caller per run, so a logout or a reset in one run does not change the next. */
async function callerFor(mode: Mode): Promise<harness.TestClient> {
  const client = ctx.client();
  client.cookies.set('XSRF-TOKEN', randomBytes(16).toString('base64url'));
  if (mode === 'signed out') return client;
  const session = await createSession(ctx.database.db, {
    userId: owner.id,
    remember: false,
    otpPassed: mode === 'signed in',
  });
  client.cookies.set('sid', session.token);
  return client;
}

interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  label: string;
  /** A body the route accepts; the generators start from it and break parts of it. */
  valid: () => Record<string, unknown>;
}

const sixDigits = () => String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
const routes: RouteSpec[] = [
  {
    method: 'POST',
    label: 'POST /api/auth/register',
    url: () => '/api/auth/register',
    valid: () =>
      Math.random() < 0.5
        ? harness.shipperRegistration()
        : harness.carrierRegistration({
            dot_number: '1234567',
            equipment_types: ['reefer', 'other'],
          }),
  },
  {
    method: 'POST',
    label: 'POST /api/auth/login',
    url: () => '/api/auth/login',
    valid: () => ({
      email: Math.random() < 0.5 ? owner.email : harness.uniqueEmail(),
      password: harness.TEST_PASSWORD,
      remember_me: Math.random() < 0.5,
    }),
  },
  {
    method: 'POST',
    label: 'POST /api/auth/otp/verify',
    url: () => '/api/auth/otp/verify',
    valid: () => ({ code: sixDigits(), trust_device: Math.random() < 0.5 }),
  },
  {
    method: 'POST',
    label: 'POST /api/auth/otp/resend',
    url: () => '/api/auth/otp/resend',
    valid: () => ({}),
  },
  {
    method: 'POST',
    label: 'POST /api/auth/logout',
    url: () => '/api/auth/logout',
    valid: () => ({}),
  },
  {
    method: 'POST',
    label: 'POST /api/auth/password/forgot',
    url: () => '/api/auth/password/forgot',
    valid: () => ({ email: Math.random() < 0.3 ? owner.email : harness.uniqueEmail() }),
  },
  {
    method: 'POST',
    label: 'POST /api/auth/password/resend',
    url: () => '/api/auth/password/resend',
    valid: () => ({ email: Math.random() < 0.3 ? owner.email : harness.uniqueEmail() }),
  },
  {
    method: 'POST',
    label: 'POST /api/auth/password/reset',
    url: () => '/api/auth/password/reset',
    valid: () => ({
      token: randomBytes(16).toString('base64url'),
      password: 'a-fine-new-password-8',
    }),
  },
  {
    method: 'PUT',
    label: 'PUT /api/auth/otp',
    url: () => '/api/auth/otp',
    valid: () => ({ otp_enabled: false }),
  },
  { method: 'GET', label: 'GET /api/auth/me', url: () => '/api/auth/me', valid: () => ({}) },
  {
    method: 'POST',
    label: 'POST /api/users',
    url: () => '/api/users',
    valid: () => ({
      email: harness.uniqueEmail('mate'),
      first_name: 'Tess',
      last_name: 'Teammate',
      permissions: { shipment_add: true, company_update: false },
    }),
  },
  {
    // The signed-in owner is the first user of this file's fresh database, so this is
    // /api/users/1: their own record when signed in, 401 when not.
    method: 'PUT',
    label: 'PUT /api/users/:id (the owner, 1 on a fresh database)',
    url: () => `/api/users/${owner.id}`,
    valid: () => ({
      first_name: 'Ann',
      last_name: 'Owner',
      permissions: { bid_accept: true },
    }),
  },
];

// ---- generators ----------------------------------------------------------------------

const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 4,
});

/** Characters that pass a text schema but that a database or a mail may choke on. */
const oddCharacter = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  fc.constantFrom('\u0001', '\u001f', '\u007f', '\ud800', '\udc00', '\u2028', '\uffff', '\u200b'),
);

/** Plausible text with one odd character inside. */
const taintedText = fc
  .tuple(fc.constantFrom('Acme', 'Ann', 'Teammate', '100k', 'x'), oddCharacter)
  .map(([text, odd]) => `${text}${odd}${text}`);

const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: taintedText },
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  loneSurrogates,
  fc.constantFrom(
    '',
    ' ',
    '\t\n\r',
    '\u0000',
    'Robert\u0000Tables',
    'a\u0000@example.com',
    '\u202eevil',
    '\ufeff',
    "'; drop table users; --",
    '%00',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style probe, meant literally
    '${jndi:ldap://x}',
    '<script>alert(1)</script>',
    '💥🚚📦',
    'Zoë Ünïcödé',
    'ä@exämple.com',
    'user@[127.0.0.1]',
    '"quoted"@example.com',
    '0',
    '-1',
    '1e309',
    'NaN',
    'true',
    'null',
    '100k',
    '000000',
    '999999',
    '12345',
    '1234567',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map((local) => `${local}@example.com`),
  fc.stringMatching(/^\d{1,12}$/),
  // Huge strings: up to ~600 KB of two-byte characters, below the 1 MiB body limit.
  fc
    .integer({ min: 300, max: 300_000 })
    .chain((length) => fc.constantFrom('x', 'é', '\u0000', '1').map((unit) => unit.repeat(length))),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyString },
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
  fc.array(nastyStringLite(), { maxLength: 5 }),
);

function nastyStringLite() {
  return fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('dry_van', 'other', '\u0000'));
}

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'none' };

function bodies(spec: RouteSpec): fc.Arbitrary<Body> {
  const fields = Object.keys(spec.valid());
  const json = (arbitrary: fc.Arbitrary<unknown>) =>
    arbitrary.map((value): Body => ({ kind: 'json', value }));
  const options: Array<fc.WeightedArbitrary<Body>> = [
    { weight: 2, arbitrary: json(fc.anything()) },
    { weight: 1, arbitrary: json(fc.object()) },
    { weight: 1, arbitrary: json(fc.array(fc.anything({ maxDepth: 2 }))) },
    // A valid body with unknown keys added.
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.string(), fc.anything({ maxDepth: 1 }), { maxKeys: 3 })
        .map((extra): Body => ({ kind: 'json', value: { ...extra, ...spec.valid() } })),
    },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'binary' }).map((text): Body => ({ kind: 'raw', text })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  ];
  const sample = spec.valid();
  const textFields = fields.filter((field) => typeof sample[field] === 'string');
  if (textFields.length > 0) {
    // A valid body with an odd character slipped into one text field.
    options.push({
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...textFields), oddCharacter, fc.nat())
        .map(([field, odd, at]): Body => {
          const body = spec.valid();
          const text = String(body[field]);
          const index = at % (text.length + 1);
          body[field] = `${text.slice(0, index)}${odd}${text.slice(index)}`;
          return { kind: 'json', value: body };
        }),
    });
  }
  if (fields.length > 0) {
    // The real field names, each missing or holding anything.
    const record = Object.fromEntries(fields.map((field) => [field, nastyValue]));
    options.push({ weight: 3, arbitrary: json(fc.record(record, { requiredKeys: [] })) });
    // A valid body with one to three fields broken: reaches the service and the database.
    options.push({
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...fields).map((field) => [field]) },
            fc.subarray(fields, { minLength: 1, maxLength: Math.min(3, fields.length) }),
          ),
          fc.array(nastyValue, { minLength: 3, maxLength: 3 }),
        )
        .map(([broken, values]): Body => {
          const body = spec.valid();
          broken.forEach((field, index) => {
            body[field] = values[index];
          });
          return { kind: 'json', value: body };
        }),
    });
  } else {
    options.push({
      weight: 3,
      arbitrary: json(
        fc.record({ otp_enabled: nastyValue, code: nastyValue }, { requiredKeys: [] }),
      ),
    });
  }
  return fc.oneof(...options);
}

const contentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'application/json; charset=latin1',
    'application/vnd.api+json',
  ),
);

const clientAddress = fc.oneof(
  { weight: 4, arbitrary: fc.ipV4() },
  fc.ipV6(),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }),
);

const queryStrings = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 20 }), {
      maxKeys: 3,
    })
    .map((query) => `?${new URLSearchParams(query).toString()}`),
);

// ---- the property --------------------------------------------------------------------

function serialize(body: Body): string | undefined {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'raw') return body.text;
  return JSON.stringify(body.value); // undefined for a bare `undefined`
}

const modes: Mode[] = ['signed out', 'signed in', 'waiting for the one-time code'];
const NUM_RUNS = 40; // per route and mode: 120 per route in all

describe.each(modes)('random requests, %s', (mode) => {
  it.each(routes.map((spec) => [spec.label, spec] as const))(
    '%s never answers 5xx, and every 4xx has the error body',
    async (_label, spec) => {
      const seen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(
          bodies(spec),
          contentTypes,
          clientAddress,
          queryStrings,
          async (body, contentType, address, query) => {
            const client = await callerFor(mode);
            const payload = serialize(body);
            const headers: Record<string, string> = { 'x-forwarded-for': address };
            if (payload !== undefined) headers['content-type'] = contentType;
            const response = await client.request(
              spec.method,
              `${spec.url()}${query}`,
              payload,
              headers,
            );
            const status = response.statusCode;
            seen.set(status, (seen.get(status) ?? 0) + 1);
            const detail = `${spec.label} answered ${status}: ${String(
              typeof response.body === 'string' ? response.body : JSON.stringify(response.body),
            ).slice(0, 500)}`;
            expect(status >= 500, detail).toBe(false);
            expect((status >= 200 && status < 300) || (status >= 400 && status < 500), detail).toBe(
              true,
            );
            if (status >= 400) harness.expectErrorShape(response.body);
            else if (status !== 204) expect(typeof response.body, detail).toBe('object');
          },
        ),
        { numRuns: NUM_RUNS },
      );
    },
  );
});
