/**
 * Fixtures of the loads and bids tests: shippers with delivery locations, carriers in their
 * network, teammates with chosen permissions, and loads brought to any state through the API.
 */
import type {
  RegisterCarrierRequest,
  RegisterShipperRequest,
  User,
} from '@spotlane/shared/schemas/auth';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  carrierRegistration,
  shipperRegistration,
  type TestClient,
  type TestContext,
  uniqueEmail,
} from './harness.ts';
import { day, shipmentBody } from './shipment-body.ts';

export interface Member {
  client: TestClient;
  user: User;
  email: string;
}

let addressCounter = 0;
/**
 * A client behind an address of its own (the context must trust the proxy): the per-address
 * limits of registration and sign-in stay out of the way of tests that make many accounts.
 */
export function ownAddress(): Record<string, string> {
  const n = addressCounter++;
  return {
    'x-forwarded-for': `10.${(process.pid % 200) + 20}.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  };
}

/** Registers through the API, as signUp does, from an address of its own. */
export async function register(
  ctx: TestContext,
  registration: RegisterShipperRequest | RegisterCarrierRequest = shipperRegistration(),
): Promise<Member> {
  const client = ctx.client();
  await client.get('/api/auth/me');
  const response = await client.request('POST', '/api/auth/register', registration, ownAddress());
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${JSON.stringify(response.body)}`);
  return { client, user: response.body.user, email: registration.email };
}

export const registerCarrier = (ctx: TestContext, company_name = 'Fast Test Freight') =>
  register(ctx, carrierRegistration({ company_name }));

export async function addLocation(
  client: TestClient,
  name: string,
  city: string,
  state: string,
  zipcode: string,
  address1 = '1 Main St',
): Promise<number> {
  const response = await client.post('/api/companies', {
    name,
    locations: [{ name: `${name} dock`, address: { address1, city, state, zipcode } }],
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body.locations[0].id as number;
}

export interface Shipper extends Member {
  origin: number;
  destination: number;
}

/** A shipper with a pickup location in Chicago and a delivery location in Dallas. */
export async function shipperWithLocations(
  ctx: TestContext,
  company_name = 'Acme Test Shipping',
): Promise<Shipper> {
  const shipper = await register(ctx, shipperRegistration({ company_name }));
  const origin = await addLocation(shipper.client, 'Acme Plant', 'Chicago', 'IL', '60601');
  const destination = await addLocation(shipper.client, 'Beta Store', 'Dallas', 'TX', '75201');
  return { ...shipper, origin, destination };
}

export { day, shipmentBody };

export const quoteRequestBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Quote request',
  is_quote: true,
  quote_origin: { city: 'Austin', state: 'TX', zipcode: '78701' },
  quote_destination: { city: 'Memphis', state: 'TN', zipcode: '38103' },
  date_to_leave: day(30),
  expected_delivery_date: day(33),
  ...overrides,
});

export const bidBody = (loadId: number, amount = 150_000) => ({
  load_id: loadId,
  amount,
  pickup_date: day(30),
  delivery_date: day(32),
  notes: 'Team drivers',
});

/** Links an existing carrier account to the shipper's network; answers the shipper_carriers id. */
export async function linkCarrier(shipper: Member, carrier: Member): Promise<number> {
  const added = await shipper.client.post('/api/carriers', { email: carrier.email });
  expect(added.statusCode, JSON.stringify(added.body)).toBe(201);
  expect(added.body.status).toBe('linked');
  return added.body.id as number;
}

/** Registers a carrier of each name and links it to the shipper's network, in order. */
export async function linkedCarriers<const Names extends readonly string[]>(
  ctx: TestContext,
  shipper: Member,
  ...names: Names
): Promise<{ [K in keyof Names]: Member }> {
  const carriers: Member[] = [];
  for (const name of names) {
    const carrier = await registerCarrier(ctx, name);
    await linkCarrier(shipper, carrier);
    carriers.push(carrier);
  }
  return carriers as { [K in keyof Names]: Member };
}

export async function createLoad(
  client: TestClient,
  body: Record<string, unknown>,
): Promise<{ id: number; identifier: string | null; [key: string]: unknown }> {
  const response = await client.post('/api/loads', body);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export async function placeBid(carrier: Member, loadId: number, amount = 150_000) {
  const response = await carrier.client.post('/api/bids', bidBody(loadId, amount));
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; [key: string]: unknown };
}

export const TEAMMATE_PASSWORD = 'teammate-secret-pass-4';

/** Invites a teammate with exactly `permissions`, activates the account through the mailed link and signs in. */
export async function teammate(
  ctx: TestContext,
  owner: TestClient,
  permissions: Record<string, boolean>,
): Promise<Member> {
  const email = uniqueEmail('mate');
  const invited = await owner.post('/api/users', {
    email,
    first_name: 'Tess',
    last_name: 'Teammate',
    permissions,
  });
  expect(invited.statusCode, JSON.stringify(invited.body)).toBe(201);
  const mail = await ctx.mailbox.waitFor(email, /invited you/);
  const token = /setPassword\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation link in ${mail.text}`);
  const activated = await ctx
    .client()
    .request(
      'POST',
      '/api/auth/password/reset',
      { token, password: TEAMMATE_PASSWORD },
      ownAddress(),
    );
  expect(activated.statusCode, JSON.stringify(activated.body)).toBe(200);
  const client = ctx.client();
  const login = await client.request(
    'POST',
    '/api/auth/login',
    { email, password: TEAMMATE_PASSWORD },
    ownAddress(),
  );
  expect(login.statusCode, JSON.stringify(login.body)).toBe(200);
  return { client, user: login.body.user, email };
}

export async function rows<T>(ctx: TestContext, query: SQL): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The titles of the notifications a member was sent, oldest first. */
export async function notificationTitles(ctx: TestContext, member: Member): Promise<string[]> {
  const sent = await rows<{ title: string }>(
    ctx,
    sql`select title from notifications where user_id = ${member.user.id} order by id`,
  );
  return sent.map((row) => row.title);
}

/** A shipper with its locations and one carrier of its network. */
export async function shipperAndCarrier(
  ctx: TestContext,
  carrierCompany: string,
): Promise<{ shipper: Shipper; carrier: Member }> {
  const shipper = await shipperWithLocations(ctx);
  const carrier = await registerCarrier(ctx, carrierCompany);
  await linkCarrier(shipper, carrier);
  return { shipper, carrier };
}

/** A shipment of the shipper from its origin to its destination (with `overrides`), through the API. */
export const createShipment = (shipper: Shipper, overrides: Record<string, unknown> = {}) =>
  createLoad(shipper.client, shipmentBody(shipper.origin, shipper.destination, overrides));

/** A shipment of a new shipper awarded to a new carrier of its network at `amount` cents. */
export async function awardedShipment(ctx: TestContext, carrierCompany: string, amount = 250_000) {
  const { shipper, carrier } = await shipperAndCarrier(ctx, carrierCompany);
  const load = await createShipment(shipper);
  const bid = await placeBid(carrier, load.id, amount);
  const accepted = await shipper.client.post(`/api/bids/${bid.id}/accept`);
  expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
  return { shipper, carrier, loadId: load.id as number };
}
