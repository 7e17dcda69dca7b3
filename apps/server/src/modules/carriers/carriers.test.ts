import type { CarrierListResponse, CarrierResponse } from '@spotlane/shared/schemas/carriers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  carrierRegistration,
  expectReadOnly,
  expectSignInRequired,
  fileTestContext,
  shipperRegistration,
  signUp,
  type TestClient,
  type TestResponse,
  uniqueEmail,
} from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import { teammate } from '../../../test/market.ts';

const ctx = fileTestContext();
/** The shipper whose network the access tests probe. */
let owner: TestClient;
let ownerEmail: string;
let otherShipper: TestClient;
let carrierUser: TestClient;
let carrierEmail: string;

beforeAll(async () => {
  const first = await signUp(ctx, shipperRegistration({ company_name: 'Owner Shipping Co' }));
  owner = first.client;
  ownerEmail = first.email;
  otherShipper = (await signUp(ctx)).client;
  const carrier = await signUp(
    ctx,
    carrierRegistration({
      company_name: 'Roadrunner Freight',
      first_name: 'Rita',
      last_name: 'Road',
      mc_number: '778899',
      dot_number: '3344556',
      cargo_insurance_limit: '$100,000',
      equipment_types: ['reefer', 'flatbed'],
    }),
  );
  carrierUser = carrier.client;
  carrierEmail = carrier.email;
});

function expectError(response: TestResponse, status: number, code: string, field?: string) {
  expect(response.statusCode, JSON.stringify(response.body)).toBe(status);
  const errors = (response.body as { errors: Array<{ code: string; field?: string }> }).errors;
  expect(errors.length).toBeGreaterThan(0);
  expect(errors[0]?.code).toBe(code);
  if (field) expect(errors.map((error) => error.field)).toContain(field);
  expect(JSON.stringify(response.body)).not.toMatch(/stack|node_modules|select |insert into/i);
}

async function addCarrier(
  client: TestClient,
  body: Record<string, unknown>,
): Promise<CarrierResponse> {
  const response = await client.post<CarrierResponse>('/api/carriers', body);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A carrier address nobody registered: adding it sends an invitation. */
const invite = (client: TestClient, overrides: Record<string, unknown> = {}) =>
  addCarrier(client, { email: uniqueEmail('invitee'), ...overrides });

function invitationLink(text: string): URL {
  const match = /(http:\/\/localhost:3999\/register-carrier\?\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in ${text}`);
  return new URL(match[1]);
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// Carriers -----------------------------------------------------------------------------------

describe('carriers', () => {
  it('links an existing carrier account at once, with its details', async () => {
    const { client } = await signUp(ctx);
    const linked = await client.post<CarrierResponse>('/api/carriers', {
      email: `  ${carrierEmail.toUpperCase()}  `,
    });
    expect(linked.statusCode, JSON.stringify(linked.body)).toBe(201);
    expect(linked.body).toMatchObject({
      id: expect.any(Number),
      email: carrierEmail,
      company_name: 'Roadrunner Freight',
      first_name: 'Rita',
      last_name: 'Road',
      phone: '+1 773 555 0142',
      status: 'linked',
      notes: null,
      preferred: false,
      carrier_account_id: expect.any(Number),
      details: {
        cargo: '$100,000',
        mc_number: '778899',
        dot_number: '3344556',
        equipment_types: ['reefer', 'flatbed'],
      },
      created_at: expect.any(String),
    });
    const read = await client.get(`/api/carriers/${linked.body.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).toEqual(linked.body);
    // Linking sends no invitation: once every due job has run, none was sent.
    await settleJobs(ctx);
    expect(ctx.mailbox.to(carrierEmail).filter((mail) => /invites you/.test(mail.subject))).toEqual(
      [],
    );
  });

  it('invites an unknown address by mail, and links it once that address registers', async () => {
    const { client } = await signUp(ctx, shipperRegistration({ company_name: 'Inviting Co' }));
    const second = (await signUp(ctx)).client;
    const email = uniqueEmail('newcarrier');
    const invited = await addCarrier(client, {
      email,
      company_name: 'Soon Registered LLC',
      first_name: 'Nia',
      last_name: 'New',
      phone: '555-0100',
    });
    expect(invited).toMatchObject({
      email,
      company_name: 'Soon Registered LLC',
      first_name: 'Nia',
      last_name: 'New',
      phone: '555-0100',
      status: 'invited',
      carrier_account_id: null,
      details: { cargo: null, mc_number: null, dot_number: null, equipment_types: [] },
    });
    const alsoInvited = await addCarrier(second, { email: email.toUpperCase() });
    expect(alsoInvited.status).toBe('invited');

    const mail = await ctx.mailbox.waitFor(email, /Inviting Co invites you to haul freight/);
    expect(mail.text).toContain('Hello Nia');
    const link = invitationLink(mail.text);
    expect(`${link.origin}${link.pathname}`).toBe(`${ctx.config.APP_URL}/register-carrier`);
    expect(link.searchParams.get('email')).toBe(email);

    // The invitee follows the link and registers as a carrier (in another letter case).
    const registration = carrierRegistration({
      email: email.toUpperCase(),
      company_name: 'Soon Registered Freight',
      mc_number: '424242',
      cargo_insurance_limit: '1m',
    });
    await signUp(ctx, registration);
    for (const [shipper, id] of [
      [client, invited.id],
      [second, alsoInvited.id],
    ] as const) {
      const read = await shipper.get<CarrierResponse>(`/api/carriers/${id}`);
      expect(read.statusCode).toBe(200);
      expect(read.body).toMatchObject({
        status: 'linked',
        carrier_account_id: expect.any(Number),
        company_name: 'Soon Registered Freight', // the account's own name now
        details: { cargo: '1m', mc_number: '424242' },
      });
    }
  });

  it('refuses the same e-mail twice (in any letter case) with 409 EmailTaken', async () => {
    const { client } = await signUp(ctx);
    const email = uniqueEmail('twice');
    await addCarrier(client, { email });
    const again = await client.post('/api/carriers', { email: email.toUpperCase() });
    expectError(again, 409, 'EmailTaken', 'email');
    await addCarrier(client, { email: carrierEmail });
    const linkedAgain = await client.post('/api/carriers', {
      email: carrierEmail.toUpperCase(),
    });
    expectError(linkedAgain, 409, 'EmailTaken', 'email');
    expect((await client.get('/api/carriers')).body.count).toBe(2);
    expect(ctx.mailbox.to(email).length).toBeLessThanOrEqual(1);
  });

  it('adds an address once when the same carrier is added twice at the same time', async () => {
    const { client } = await signUp(ctx);
    const email = uniqueEmail('race');
    const answers = await Promise.all([
      client.post('/api/carriers', { email }),
      client.post('/api/carriers', { email: email.toUpperCase() }),
      client.post('/api/carriers', { email: carrierEmail }),
      client.post('/api/carriers', { email: carrierEmail.toUpperCase() }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409]);
    for (const answer of answers.filter((entry) => entry.statusCode === 409))
      expectError(answer, 409, 'EmailTaken', 'email');
    expect((await client.get('/api/carriers')).body.count).toBe(2);
  });

  it('refuses a shipper e-mail and an invalid one with 400', async () => {
    const { client } = await signUp(ctx);
    const shipperAddress = await client.post('/api/carriers', { email: ownerEmail });
    expectError(shipperAddress, 400, 'ValidationError', 'email');
    expect(shipperAddress.body.errors[0].message).toBe(
      'This e-mail belongs to a shipper account, not a carrier',
    );
    expectError(
      await client.post('/api/carriers', { email: 'nope' }),
      400,
      'ValidationError',
      'email',
    );
    expectError(await client.post('/api/carriers', {}), 400, 'ValidationError', 'email');
    expect((await client.get('/api/carriers')).body.count).toBe(0);
  });

  it('updates notes and preferred, and deletes', async () => {
    const { client } = await signUp(ctx);
    const linked = await addCarrier(client, { email: carrierEmail });
    const invited = await invite(client, { company_name: 'Old Name' });

    const updated = await client.put<CarrierResponse>(`/api/carriers/${linked.id}`, {
      notes: 'Great on reefer loads',
      preferred: true,
    });
    expect(updated.statusCode, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({
      id: linked.id,
      notes: 'Great on reefer loads',
      preferred: true,
      status: 'linked',
    });
    expect((await client.get(`/api/carriers/${linked.id}`)).body).toEqual(updated.body);
    // A field left out stays as it was; an empty note clears it.
    const partly = await client.put(`/api/carriers/${linked.id}`, { notes: '' });
    expect(partly.body).toMatchObject({ notes: null, preferred: true });
    const off = await client.put(`/api/carriers/${linked.id}`, { preferred: false });
    expect(off.body).toMatchObject({ notes: null, preferred: false });
    // A linked carrier shows its account's company name; an invited one the name given.
    const renamedLinked = await client.put(`/api/carriers/${linked.id}`, {
      company_name: 'Not Their Name',
    });
    expect(renamedLinked.body.company_name).toBe('Roadrunner Freight');
    const renamedInvited = await client.put(`/api/carriers/${invited.id}`, {
      company_name: 'New Name',
      phone: '555-0199',
    });
    expect(renamedInvited.body).toMatchObject({ company_name: 'New Name', phone: '555-0199' });
    expectError(
      await client.put(`/api/carriers/${linked.id}`, { preferred: 'yes' }),
      400,
      'ValidationError',
      'preferred',
    );

    const removed = await client.delete(`/api/carriers/${linked.id}`);
    expect(removed.statusCode).toBe(204);
    expectError(await client.get(`/api/carriers/${linked.id}`), 404, 'NotFound');
    expectError(await client.delete(`/api/carriers/${linked.id}`), 404, 'NotFound');
    expectError(await client.put(`/api/carriers/${linked.id}`, { notes: 'x' }), 404, 'NotFound');
    expect((await client.get('/api/carriers')).body.count).toBe(1);
    // Removed from the network, the carrier can be added again.
    expect((await addCarrier(client, { email: carrierEmail })).status).toBe('linked');
  });

  it('lists with search, ordering and pages, and counts for has_multiple_carriers', async () => {
    const { client } = await signUp(ctx);
    expect((await client.get('/api/carriers/has_multiple_carriers')).body).toEqual({
      carrier_count: 0,
    });
    expect((await client.get('/api/carriers')).body).toEqual({ results: [], count: 0 });
    const names = ['delta Haulers', 'Alpha Trucking', 'charlie 50% Logistics', 'Bravo Lines'];
    const created: CarrierResponse[] = [];
    for (const name of names) {
      created.push(
        await invite(client, {
          company_name: name,
          first_name: name === 'Bravo Lines' ? 'Zed' : 'Al',
        }),
      );
    }
    const linked = await addCarrier(client, { email: carrierEmail }); // Roadrunner Freight
    const names5 = (response: TestResponse<{ results: CarrierResponse[] }>) =>
      response.body.results.map((entry) => entry.company_name);

    expect((await client.get('/api/carriers/has_multiple_carriers')).body).toEqual({
      carrier_count: 5,
    });
    const newest = await client.get('/api/carriers');
    expect(newest.body.count).toBe(5);
    expect(names5(newest)).toEqual(['Roadrunner Freight', ...[...names].reverse()]);
    expect(names5(await client.get('/api/carriers?ordering=old'))).toEqual([
      ...names,
      'Roadrunner Freight',
    ]);
    const alphabetical = await client.get('/api/carriers?ordering=alphabetical&page_size=2');
    expect(alphabetical.body.count).toBe(5);
    expect(names5(alphabetical)).toEqual(['Alpha Trucking', 'Bravo Lines']);
    expect(
      names5(await client.get('/api/carriers?ordering=alphabetical&page_size=2&page=3')),
    ).toEqual(['Roadrunner Freight']);
    expect((await client.get('/api/carriers?page=4&page_size=2')).body).toEqual({
      results: [],
      count: 5,
    });

    expect(names5(await client.get('/api/carriers?search=alpha'))).toEqual(['Alpha Trucking']);
    expect(names5(await client.get('/api/carriers?search=zed'))).toEqual(['Bravo Lines']);
    expect(names5(await client.get('/api/carriers?search=50%25'))).toEqual([
      'charlie 50% Logistics',
    ]);
    const byEmail = await client.get(
      `/api/carriers?search=${encodeURIComponent(carrierEmail.slice(0, 14))}`,
    );
    expect(byEmail.body.results.map((entry: CarrierResponse) => entry.id)).toEqual([linked.id]);
    // The linked account's own company name is searchable too.
    expect(names5(await client.get('/api/carriers?search=roadrunner'))).toEqual([
      'Roadrunner Freight',
    ]);
    const filtered = await client.get('/api/carriers?search=a&page_size=1&ordering=alphabetical');
    expect(filtered.body.results).toHaveLength(1);
    expect(filtered.body.count).toBeGreaterThan(1);
    for (const query of ['page=0', 'page_size=101', 'ordering=name']) {
      expectError(await client.get(`/api/carriers?${query}`), 400, 'ValidationError');
    }
    expect(created).toHaveLength(4);
  });
});

// Carrier lists ------------------------------------------------------------------------------

describe('carrier lists', () => {
  it('creates, reads, updates, lists and deletes a carrier list', async () => {
    const { client } = await signUp(ctx);
    const [a, b, c] = [
      await invite(client, { company_name: 'List A' }),
      await invite(client, { company_name: 'List B' }),
      await addCarrier(client, { email: carrierEmail }),
    ];
    if (!a || !b || !c) throw new Error('carriers missing');
    const created = await client.post<CarrierListResponse>('/api/carrier_lists', {
      name: '  Reefer team  ',
      carrier_ids: [b.id, a.id],
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      name: 'Reefer team',
      carrier_ids: [a.id, b.id].sort((x, y) => x - y),
      created_at: expect.any(String),
    });
    expect(created.body.carriers.map((carrier) => carrier.company_name).sort()).toEqual([
      'List A',
      'List B',
    ]);
    const id = created.body.id;
    expect((await client.get(`/api/carrier_lists/${id}`)).body).toEqual(created.body);

    const updated = await client.put<CarrierListResponse>(`/api/carrier_lists/${id}`, {
      name: 'Reefer team (all)',
      carrier_ids: [a.id, b.id, c.id],
    });
    expect(updated.statusCode, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id, name: 'Reefer team (all)' });
    expect([...updated.body.carrier_ids].sort()).toEqual([a.id, b.id, c.id].sort());
    expect(updated.body.carriers.find((carrier) => carrier.id === c.id)).toMatchObject({
      status: 'linked',
      details: { mc_number: '778899' },
    });
    const shrunk = await client.put<CarrierListResponse>(`/api/carrier_lists/${id}`, {
      name: 'Reefer pair',
      carrier_ids: [c.id, a.id],
    });
    expect([...shrunk.body.carrier_ids].sort()).toEqual([a.id, c.id].sort());

    const second = await client.post('/api/carrier_lists', {
      name: 'Backup',
      carrier_ids: [b.id, c.id],
    });
    expect(second.statusCode).toBe(201);
    const list = await client.get('/api/carrier_lists');
    expect(list.statusCode).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((entry: CarrierListResponse) => entry.name)).toEqual([
      'Backup',
      'Reefer pair',
    ]);
    expect(
      (await client.get('/api/carrier_lists?ordering=alphabetical&page_size=1')).body,
    ).toMatchObject({ count: 2, results: [{ name: 'Backup' }] });
    expect(
      (await client.get('/api/carrier_lists?search=reefer')).body.results.map(
        (entry: CarrierListResponse) => entry.id,
      ),
    ).toEqual([id]);

    const removed = await client.delete(`/api/carrier_lists/${id}`);
    expect(removed.statusCode).toBe(204);
    expectError(await client.get(`/api/carrier_lists/${id}`), 404, 'NotFound');
    expectError(await client.delete(`/api/carrier_lists/${id}`), 404, 'NotFound');
    expectError(
      await client.put(`/api/carrier_lists/${id}`, { name: 'x', carrier_ids: [a.id, b.id] }),
      404,
      'NotFound',
    );
    expect((await client.get('/api/carrier_lists')).body.count).toBe(1);
    // The carriers themselves stay in the network.
    expect((await client.get('/api/carriers')).body.count).toBe(3);
    const members = await rows<{ n: number }>(
      sql`select count(*)::int as n from carrier_list_members where list_id = ${id}`,
    );
    expect(members[0]?.n).toBe(0);
  });

  it('needs 2 or more carriers, each once, and all from the own network', async () => {
    const { client } = await signUp(ctx);
    const a = await invite(client);
    const b = await invite(client);
    const foreign = await invite(otherShipper);
    for (const carrierIds of [[], [a.id]]) {
      const response = await client.post('/api/carrier_lists', {
        name: 'Too small',
        carrier_ids: carrierIds,
      });
      expectError(response, 400, 'ValidationError', 'carrier_ids');
      expect(response.body.errors[0].message).toBe('A carrier list needs 2 or more carriers');
    }
    expectError(
      await client.post('/api/carrier_lists', { name: 'Twice', carrier_ids: [a.id, a.id] }),
      400,
      'ValidationError',
      'carrier_ids',
    );
    const others = await client.post('/api/carrier_lists', {
      name: 'Borrowed',
      carrier_ids: [a.id, foreign.id],
    });
    expectError(others, 400, 'ValidationError', 'carrier_ids');
    expectError(
      await client.post('/api/carrier_lists', { name: 'Ghosts', carrier_ids: [a.id, 99999999] }),
      400,
      'ValidationError',
      'carrier_ids',
    );
    expectError(
      await client.post('/api/carrier_lists', { name: 'Huge', carrier_ids: [a.id, 2_147_483_648] }),
      400,
      'ValidationError',
      'carrier_ids.1',
    );
    expectError(
      await client.post('/api/carrier_lists', { name: '  ', carrier_ids: [a.id, b.id] }),
      400,
      'ValidationError',
      'name',
    );
    expectError(
      await client.post('/api/carrier_lists', { carrier_ids: [a.id, b.id] }),
      400,
      'ValidationError',
      'name',
    );
    expect((await client.get('/api/carrier_lists')).body).toEqual({ results: [], count: 0 });

    // An update is held to the same rules, and a refused one changes nothing.
    const created = await client.post<CarrierListResponse>('/api/carrier_lists', {
      name: 'Good',
      carrier_ids: [a.id, b.id],
    });
    expect(created.statusCode).toBe(201);
    const refused = await client.put(`/api/carrier_lists/${created.body.id}`, {
      name: 'Bad',
      carrier_ids: [a.id],
    });
    expectError(refused, 400, 'ValidationError', 'carrier_ids');
    expect(refused.body.errors[0].message).toBe('A carrier list needs 2 or more carriers');
    expectError(
      await client.put(`/api/carrier_lists/${created.body.id}`, {
        name: 'Bad',
        carrier_ids: [a.id, foreign.id],
      }),
      400,
      'ValidationError',
      'carrier_ids',
    );
    expect((await client.get(`/api/carrier_lists/${created.body.id}`)).body).toEqual(created.body);
  });
});

// Access -------------------------------------------------------------------------------------

describe('access to carriers and carrier lists', () => {
  let carrier: CarrierResponse;
  let spare: CarrierResponse;
  let list: CarrierListResponse;

  beforeAll(async () => {
    carrier = await invite(owner, { company_name: 'Private Carrier' });
    spare = await invite(owner);
    const created = await owner.post<CarrierListResponse>('/api/carrier_lists', {
      name: 'Private list',
      carrier_ids: [carrier.id, spare.id],
    });
    expect(created.statusCode).toBe(201);
    list = created.body;
  });

  const routes = (ids: [number, number] = [carrier.id, spare.id]) =>
    [
      ['GET', `/api/carriers/${carrier.id}`, undefined],
      ['PUT', `/api/carriers/${carrier.id}`, { notes: 'mine now', preferred: true }],
      ['DELETE', `/api/carriers/${spare.id}`, undefined],
      ['GET', `/api/carrier_lists/${list.id}`, undefined],
      ['PUT', `/api/carrier_lists/${list.id}`, { name: 'Taken over', carrier_ids: ids }],
      ['DELETE', `/api/carrier_lists/${list.id}`, undefined],
    ] as const;

  async function expectUntouched() {
    expect((await owner.get(`/api/carriers/${carrier.id}`)).body).toEqual(carrier);
    expect((await owner.get(`/api/carriers/${spare.id}`)).body).toEqual(spare);
    expect((await owner.get(`/api/carrier_lists/${list.id}`)).body).toEqual(list);
  }

  it("answers 404 to another shipper for every one of the first shipper's ids", async () => {
    const own = [(await invite(otherShipper)).id, (await invite(otherShipper)).id] as [
      number,
      number,
    ];
    for (const [method, url, body] of routes(own)) {
      const response = await otherShipper.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expectError(response, 404, 'NotFound');
    }
    const carriers = await otherShipper.get('/api/carriers?search=Private');
    expect(carriers.body).toEqual({ results: [], count: 0 });
    const lists = await otherShipper.get('/api/carrier_lists');
    expect(lists.body.results.map((entry: CarrierListResponse) => entry.id)).not.toContain(list.id);
    await expectUntouched();
  });

  it('answers 403 to a carrier user on every carrier route', async () => {
    for (const [method, url, body] of [
      ...routes(),
      ['GET', '/api/carriers', undefined],
      ['POST', '/api/carriers', { email: uniqueEmail('x') }],
      ['GET', '/api/carriers/has_multiple_carriers', undefined],
      ['GET', '/api/carrier_lists', undefined],
      ['POST', '/api/carrier_lists', { name: 'Mine', carrier_ids: [carrier.id, spare.id] }],
    ] as const) {
      const response = await carrierUser.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expectError(response, 403, 'Forbidden');
    }
    await expectUntouched();
  });

  it('answers 401 without a session', async () => {
    await expectSignInRequired(ctx, routes());
  });

  it('lets a teammate without carrier_update read, but not change, carriers', async () => {
    const { client, user } = await teammate(ctx, owner, {
      company_update: true,
      carrier_update: false,
    });
    expect(user.permissions.carrier_update).toBe(false);
    await expectReadOnly(client, [
      ...routes(),
      ['POST', '/api/carriers', { email: uniqueEmail('x') }],
      ['POST', '/api/carrier_lists', { name: 'Mine', carrier_ids: [carrier.id, spare.id] }],
    ]);
    for (const url of [
      '/api/carriers?search=Private',
      '/api/carriers/has_multiple_carriers',
      '/api/carrier_lists',
    ]) {
      expect((await client.get(url)).statusCode, url).toBe(200);
    }
    expect((await client.get('/api/carriers?search=Private')).body.count).toBe(1);
    await expectUntouched();
  });

  it('lets a teammate with carrier_update manage carriers for the account', async () => {
    const { client } = await teammate(ctx, owner, { carrier_update: true });
    const added = await invite(client, { company_name: 'Added By Teammate' });
    expect((await owner.get(`/api/carriers/${added.id}`)).statusCode).toBe(200);
    const stored = await rows<{ invited_by: number | null }>(
      sql`select invited_by from shipper_carriers where id = ${added.id}`,
    );
    expect(stored[0]?.invited_by).toEqual(expect.any(Number));
    expect((await client.delete(`/api/carriers/${added.id}`)).statusCode).toBe(204);
  });
});
