import type {
  CompanyInput,
  CompanyResponse,
  LocationInput,
  LocationResponse,
  ScheduleInput,
} from '@spotlane/shared/schemas/companies';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  carrierRegistration,
  expectReadOnly,
  expectSignInRequired,
  fileTestContext,
  signUp,
  type TestClient,
  type TestResponse,
} from '../../../test/harness.ts';
import { teammate } from '../../../test/market.ts';

const ctx = fileTestContext();
/** The shipper whose data the access tests probe. */
let owner: TestClient;
let otherShipper: TestClient;
let carrier: TestClient;

beforeAll(async () => {
  owner = (await signUp(ctx)).client;
  otherShipper = (await signUp(ctx)).client;
  carrier = (await signUp(ctx, carrierRegistration())).client;
});

// Builders --------------------------------------------------------------------------------

let serial = 0;

function location(overrides: Partial<LocationInput> = {}): LocationInput {
  serial++;
  return {
    name: `Dock ${serial}`,
    address: {
      address1: `${100 + serial} W Lake St`,
      address2: null,
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
    },
    contact_name: 'Dana Dock',
    contact_phone: '+1 312 555 0100',
    shipment_process: 'appointment',
    ...overrides,
  };
}

function company(overrides: Partial<CompanyInput> = {}): CompanyInput {
  serial++;
  return {
    name: `Partner ${serial}`,
    company_type: 'both',
    email: 'orders@partner.example.com',
    phone: '+1 312 555 0111',
    notes: 'Call ahead',
    locations: [location()],
    ...overrides,
  };
}

const weekday = (day: number, start_time: string, end_time: string) => ({
  schedule_type: 'weekday' as const,
  weekday: day,
  is_holiday: false,
  intervals: [{ start_time, end_time }],
});

async function createCompany(
  client: TestClient = owner,
  input: CompanyInput = company(),
): Promise<CompanyResponse> {
  const response = await client.post<CompanyResponse>('/api/companies', input);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

function expectError(response: TestResponse, status: number, code: string, field?: string) {
  expect(response.statusCode, JSON.stringify(response.body)).toBe(status);
  const errors = (response.body as { errors: Array<{ code: string; field?: string }> }).errors;
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) expect(error.code).toBe(code);
  if (field) expect(errors.map((error) => error.field)).toContain(field);
  expect(JSON.stringify(response.body)).not.toMatch(/stack|node_modules|select |insert into/i);
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// Companies --------------------------------------------------------------------------------

describe('companies', () => {
  it('creates a company with its locations and hours, and reads it back', async () => {
    const input = company({
      name: '  Lakeside Foods  ',
      company_type: 'origin',
      locations: [
        location({
          name: 'Main plant',
          shipment_process: 'fcfs',
          schedule: [weekday(2, '06:00', '18:00'), weekday(7, '08:30:00', '13:00:00')],
        }),
        location({
          name: 'West dock',
          address: {
            address1: '1 Ocean Ave',
            address2: 'Suite 4',
            city: 'Los Angeles',
            state: 'ca',
            zipcode: '90001-1234',
          },
          timezone: 'America/Denver',
        }),
      ],
    });
    const response = await owner.post<CompanyResponse>('/api/companies', input);
    expect(response.statusCode).toBe(201);
    const created = response.body;
    expect(created).toMatchObject({
      id: expect.any(Number),
      name: 'Lakeside Foods',
      company_type: 'origin',
      email: 'orders@partner.example.com',
      phone: '+1 312 555 0111',
      notes: 'Call ahead',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(created.locations).toHaveLength(2);
    const [main, west] = created.locations as [LocationResponse, LocationResponse];
    expect(main).toMatchObject({
      company_id: created.id,
      company_name: 'Lakeside Foods',
      name: 'Main plant',
      address: { city: 'Chicago', state: 'IL', zipcode: '60601', address2: null },
      timezone: 'America/Chicago', // from the state
      shipment_process: 'fcfs',
    });
    expect(main.schedule.map(({ id: _id, ...entry }) => entry)).toEqual([
      weekday(2, '06:00', '18:00'),
      weekday(7, '08:30', '13:00'),
    ]);
    expect(west).toMatchObject({
      name: 'West dock',
      address: { state: 'CA', zipcode: '90001-1234', address2: 'Suite 4' },
      timezone: 'America/Denver', // given, so kept
      shipment_process: 'appointment',
      schedule: [],
    });

    const read = await owner.get<CompanyResponse>(`/api/companies/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).toEqual(created);
  });

  it('takes the time zone from the state for every state it is not given', async () => {
    const created = await createCompany(
      owner,
      company({
        locations: [
          location({
            address: { address1: '1 A St', city: 'Phoenix', state: 'AZ', zipcode: '85001' },
          }),
          location({
            address: { address1: '1 B St', city: 'Austin', state: 'TX', zipcode: '78701' },
          }),
          location({
            address: { address1: '1 C St', city: 'Albany', state: 'NY', zipcode: '12207' },
          }),
        ],
      }),
    );
    expect(created.locations.map((entry) => entry.timezone)).toEqual([
      'America/Phoenix',
      'America/Chicago',
      'America/New_York',
    ]);
  });

  it('refuses bad input with 400 ValidationError naming the field, and stores nothing', async () => {
    const before = (await owner.get('/api/companies')).body.count;
    const badZip = company({
      locations: [location({ address: { ...location().address, zipcode: '6060' } })],
    });
    expectError(
      await owner.post('/api/companies', badZip),
      400,
      'ValidationError',
      'locations.0.address.zipcode',
    );
    const badState = company({
      locations: [location(), location({ address: { ...location().address, state: 'ZZ' } })],
    });
    expectError(
      await owner.post('/api/companies', badState),
      400,
      'ValidationError',
      'locations.1.address.state',
    );
    const none = await owner.post('/api/companies', company({ locations: [] }));
    expectError(none, 400, 'ValidationError', 'locations');
    expect(none.body.errors[0].message).toBe('Add at least one delivery location');
    expectError(
      await owner.post('/api/companies', { ...company(), locations: undefined }),
      400,
      'ValidationError',
      'locations',
    );
    expectError(
      await owner.post('/api/companies', company({ name: '   ' })),
      400,
      'ValidationError',
      'name',
    );
    expectError(
      await owner.post('/api/companies', company({ email: 'not-an-email' })),
      400,
      'ValidationError',
      'email',
    );
    const badHours = company({
      locations: [location({ schedule: [weekday(2, '18:00', '06:00')] })],
    });
    expectError(
      await owner.post('/api/companies', badHours),
      400,
      'ValidationError',
      'locations.0.schedule.0.intervals.0.end_time',
    );
    const several = await owner.post(
      '/api/companies',
      company({
        company_type: 'sideways' as never,
        locations: [
          location({ address: { address1: '', city: 'X', state: 'IL', zipcode: 'abc' } }),
        ],
      }),
    );
    expectError(several, 400, 'ValidationError');
    expect(several.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'company_type',
      'locations.0.address.address1',
      'locations.0.address.zipcode',
    ]);
    expect((await owner.get('/api/companies')).body.count).toBe(before);
  });

  it('lists with search, ordering, page and page_size as {results, count}', async () => {
    const { client } = await signUp(ctx);
    const names = ['delta Farms', 'Alpha Mills', 'charlie 100% Organic', 'Bravo_Co'];
    const created: CompanyResponse[] = [];
    for (const name of names) {
      created.push(
        await createCompany(
          client,
          company({
            name,
            locations: [
              location({
                address: {
                  address1: '9 Elm St',
                  city: name === 'Bravo_Co' ? 'Springfield' : 'Chicago',
                  state: 'IL',
                  zipcode: name === 'Bravo_Co' ? '62701' : '60601',
                },
              }),
            ],
          }),
        ),
      );
    }
    const ids = (response: TestResponse<{ results: CompanyResponse[] }>) =>
      response.body.results.map((entry) => entry.name);

    const newest = await client.get('/api/companies');
    expect(newest.statusCode).toBe(200);
    expect(newest.body.count).toBe(4);
    expect(ids(newest)).toEqual([...names].reverse());
    expect(newest.body.results[0].locations).toHaveLength(1);
    expect(ids(await client.get('/api/companies?ordering=old'))).toEqual(names);
    expect(ids(await client.get('/api/companies?ordering=alphabetical'))).toEqual([
      'Alpha Mills',
      'Bravo_Co',
      'charlie 100% Organic',
      'delta Farms',
    ]);

    const page1 = await client.get('/api/companies?ordering=alphabetical&page=1&page_size=3');
    expect(page1.body.count).toBe(4);
    expect(ids(page1)).toEqual(['Alpha Mills', 'Bravo_Co', 'charlie 100% Organic']);
    const page2 = await client.get('/api/companies?ordering=alphabetical&page=2&page_size=3');
    expect(page2.body.count).toBe(4);
    expect(ids(page2)).toEqual(['delta Farms']);
    const beyond = await client.get('/api/companies?page=5&page_size=3');
    expect(beyond.body).toEqual({ results: [], count: 4 });

    const byName = await client.get('/api/companies?search=ALPHA');
    expect(byName.body.count).toBe(1);
    expect(ids(byName)).toEqual(['Alpha Mills']);
    const byCity = await client.get('/api/companies?search=springfield');
    expect(ids(byCity)).toEqual(['Bravo_Co']);
    const byZip = await client.get('/api/companies?search=627');
    expect(ids(byZip)).toEqual(['Bravo_Co']);
    // LIKE wildcards are searched as text.
    expect(ids(await client.get('/api/companies?search=%25'))).toEqual(['charlie 100% Organic']);
    expect(ids(await client.get('/api/companies?search=_'))).toEqual(['Bravo_Co']);
    expect((await client.get('/api/companies?search=nothing-like-this')).body).toEqual({
      results: [],
      count: 0,
    });

    for (const query of ['page=0', 'page_size=101', 'page_size=0', 'ordering=sideways', 'page=x']) {
      expectError(await client.get(`/api/companies?${query}`), 400, 'ValidationError');
    }
    // Nobody else's companies show up.
    expect(created.every((entry) => entry.id > 0)).toBe(true);
    const others = await otherShipper.get('/api/companies?page_size=100');
    expect(others.body.results.map((entry: CompanyResponse) => entry.id)).not.toEqual(
      expect.arrayContaining([created[0]?.id]),
    );
  });

  it('updates a company: changes a location by id, adds one, removes one', async () => {
    const created = await createCompany(
      owner,
      company({
        locations: [
          location({ name: 'Keep me', schedule: [weekday(3, '07:00', '15:00')] }),
          location({ name: 'Drop me' }),
        ],
      }),
    );
    const [kept, dropped] = created.locations as [LocationResponse, LocationResponse];
    const response = await owner.put<CompanyResponse>(`/api/companies/${created.id}`, {
      name: 'Renamed Partner',
      company_type: 'destination',
      email: '',
      phone: null,
      notes: null,
      locations: [
        {
          id: kept.id,
          name: 'Kept and changed',
          address: { address1: '5 New Rd', city: 'Dallas', state: 'TX', zipcode: '75201' },
          shipment_process: 'fcfs',
        },
        location({ name: 'Brand new', schedule: [weekday(1, '09:00', '12:00')] }),
      ],
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      id: created.id,
      name: 'Renamed Partner',
      company_type: 'destination',
      email: null,
      phone: null,
      notes: null,
    });
    const locations = response.body.locations;
    expect(locations).toHaveLength(2);
    expect(locations[0]).toMatchObject({
      id: kept.id,
      name: 'Kept and changed',
      company_name: 'Renamed Partner',
      address: { city: 'Dallas', state: 'TX', zipcode: '75201' },
      timezone: 'America/Chicago',
      shipment_process: 'fcfs',
      // Hours were not sent, so they stay.
      schedule: [
        expect.objectContaining({
          weekday: 3,
          intervals: [{ start_time: '07:00', end_time: '15:00' }],
        }),
      ],
    });
    expect(locations[1]).toMatchObject({
      id: expect.any(Number),
      name: 'Brand new',
      company_id: created.id,
      schedule: [expect.objectContaining({ weekday: 1 })],
    });
    expect(locations[1]?.id).not.toBe(dropped.id);
    expect((await owner.get(`/api/delivery_locations/${dropped.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/companies/${created.id}`)).body).toEqual(response.body);
  });

  it('refuses an update naming a location of another company, and changes nothing', async () => {
    const first = await createCompany();
    const second = await createCompany();
    const foreign = second.locations[0] as LocationResponse;
    const response = await owner.put(`/api/companies/${first.id}`, {
      ...company({ name: 'Should not stick' }),
      locations: [{ ...location(), id: foreign.id }],
    });
    expectError(response, 400, 'ValidationError', 'locations.0.id');
    expect((await owner.get(`/api/companies/${first.id}`)).body).toEqual(first);
    expect((await owner.get(`/api/companies/${second.id}`)).body).toEqual(second);
    expectError(
      await owner.put(`/api/companies/${first.id}`, { ...company(), locations: [] }),
      400,
      'ValidationError',
      'locations',
    );
  });

  it('deletes a company with 204, then answers 404', async () => {
    const created = await createCompany(
      owner,
      company({ locations: [location({ schedule: [weekday(2, '06:00', '18:00')] })] }),
    );
    const locationId = (created.locations[0] as LocationResponse).id;
    const removed = await owner.delete(`/api/companies/${created.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expectError(await owner.get(`/api/companies/${created.id}`), 404, 'NotFound');
    expectError(await owner.delete(`/api/companies/${created.id}`), 404, 'NotFound');
    expectError(await owner.put(`/api/companies/${created.id}`, company()), 404, 'NotFound');
    expectError(await owner.get(`/api/delivery_locations/${locationId}`), 404, 'NotFound');
    expectError(
      await owner.post(`/api/delivery_locations/${locationId}/schedules/bulk_create`, {
        schedule: [weekday(2, '06:00', '18:00')],
      }),
      404,
      'NotFound',
    );
    const listed = await owner.get('/api/companies?page_size=100');
    expect(listed.body.results.map((entry: CompanyResponse) => entry.id)).not.toContain(created.id);
    expectError(await owner.get('/api/companies/0'), 404, 'NotFound');
    expectError(await owner.get('/api/companies/abc'), 404, 'NotFound');
    expectError(await owner.get('/api/companies/99999999'), 404, 'NotFound');
  });

  it('counts companies for has_multiple_companies', async () => {
    const { client } = await signUp(ctx);
    const count = async () => {
      const response = await client.get('/api/companies/has_multiple_companies');
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    expect(await count()).toEqual({ company_count: 0 });
    await createCompany(client);
    expect(await count()).toEqual({ company_count: 1 });
    const second = await createCompany(client);
    expect(await count()).toEqual({ company_count: 2 });
    await client.delete(`/api/companies/${second.id}`);
    expect(await count()).toEqual({ company_count: 1 });
  });
});

// Delivery locations -----------------------------------------------------------------------

describe('delivery locations', () => {
  it('creates, reads, updates and deletes a location of a company', async () => {
    const parent = await createCompany();
    const created = await owner.post<LocationResponse>('/api/delivery_locations', {
      company_id: parent.id,
      ...location({
        name: 'Annex',
        address: { address1: '7 Pier Rd', city: 'Seattle', state: 'WA', zipcode: '98101' },
        schedule: [weekday(4, '10:00', '16:00')],
      }),
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      company_id: parent.id,
      company_name: parent.name,
      name: 'Annex',
      timezone: 'America/Los_Angeles',
      schedule: [expect.objectContaining({ weekday: 4 })],
    });
    const id = created.body.id;
    expect((await owner.get(`/api/delivery_locations/${id}`)).body).toEqual(created.body);
    expect((await owner.get(`/api/companies/${parent.id}`)).body.locations).toHaveLength(2);

    const updated = await owner.put<LocationResponse>(`/api/delivery_locations/${id}`, {
      name: 'Annex B',
      address: { address1: '8 Pier Rd', city: 'Boise', state: 'ID', zipcode: '83702' },
      contact_name: 'Pat',
      shipment_process: 'fcfs',
      timezone: 'America/Boise',
    });
    expect(updated.statusCode, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      company_id: parent.id,
      name: 'Annex B',
      address: { address1: '8 Pier Rd', city: 'Boise', state: 'ID', zipcode: '83702' },
      contact_name: 'Pat',
      contact_phone: null,
      timezone: 'America/Boise',
      shipment_process: 'fcfs',
      schedule: [expect.objectContaining({ weekday: 4 })], // not sent, so kept
    });
    expect((await owner.get(`/api/delivery_locations/${id}`)).body).toEqual(updated.body);
    expectError(
      await owner.put(`/api/delivery_locations/${id}`, {
        ...location(),
        address: { address1: '1 A', city: 'B', state: 'IL', zipcode: '1234' },
      }),
      400,
      'ValidationError',
      'address.zipcode',
    );

    const removed = await owner.delete(`/api/delivery_locations/${id}`);
    expect(removed.statusCode).toBe(204);
    expectError(await owner.get(`/api/delivery_locations/${id}`), 404, 'NotFound');
    expectError(await owner.delete(`/api/delivery_locations/${id}`), 404, 'NotFound');
    expect((await owner.get(`/api/companies/${parent.id}`)).body.locations).toHaveLength(1);
  });

  it('refuses a location for an unknown company with 404, and a bad one with 400', async () => {
    expectError(
      await owner.post('/api/delivery_locations', { company_id: 99999999, ...location() }),
      404,
      'NotFound',
    );
    expectError(
      await owner.post('/api/delivery_locations', location()),
      400,
      'ValidationError',
      'company_id',
    );
    // Past the database's integer range: refused as input, not a database failure.
    expectError(
      await owner.post('/api/delivery_locations', { company_id: 2_147_483_648, ...location() }),
      400,
      'ValidationError',
      'company_id',
    );
  });

  it('refuses to delete the last location of a company, and changes nothing', async () => {
    const parent = await createCompany(
      owner,
      company({ locations: [location({ schedule: [weekday(6, '05:00', '11:00')] })] }),
    );
    const only = parent.locations[0] as LocationResponse;
    const response = await owner.delete(`/api/delivery_locations/${only.id}`);
    expectError(response, 400, 'ValidationError');
    expect(response.body.errors[0].message).toBe('A company needs at least one delivery location');
    expect((await owner.get(`/api/delivery_locations/${only.id}`)).body).toEqual(only);
    expect((await owner.get(`/api/companies/${parent.id}`)).body).toEqual(parent);
  });

  it('keeps one location when two deletes race for the last two', async () => {
    const parent = await createCompany(owner, company({ locations: [location(), location()] }));
    const answers = await Promise.all(
      parent.locations.map((entry) => owner.delete(`/api/delivery_locations/${entry.id}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 400]);
    expect((await owner.get(`/api/companies/${parent.id}`)).body.locations).toHaveLength(1);
  });
});

// Shipping hours ---------------------------------------------------------------------------

describe('shipping hours (bulk_create)', () => {
  async function freshLocation(schedule?: ScheduleInput): Promise<LocationResponse> {
    const created = await createCompany(owner, company({ locations: [location({ schedule })] }));
    return created.locations[0] as LocationResponse;
  }
  const bulk = (id: number, schedule: unknown) =>
    owner.post(`/api/delivery_locations/${id}/schedules/bulk_create`, { schedule });
  const strip = (schedule: Array<{ id: number }>) => schedule.map(({ id: _id, ...rest }) => rest);

  it('saves HH:MM and HH:MM:SS, keeps only the first interval, answers HH:MM', async () => {
    const target = await freshLocation();
    const response = await bulk(target.id, [
      weekday(2, '06:00', '18:00'),
      {
        schedule_type: 'weekday',
        weekday: 3,
        is_holiday: false,
        intervals: [
          { start_time: '07:15:00', end_time: '19:45:30' },
          { start_time: '20:00', end_time: '22:00' },
        ],
      },
      weekday(7, '08:30', '13:00'),
      weekday(1, '00:00', '23:59:59'),
    ]);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    for (const entry of response.body) expect(entry.id).toEqual(expect.any(Number));
    const expected = [
      weekday(1, '00:00', '23:59'),
      weekday(2, '06:00', '18:00'),
      weekday(3, '07:15', '19:45'),
      weekday(7, '08:30', '13:00'),
    ];
    expect(strip(response.body)).toEqual(expected);
    const read = await owner.get<LocationResponse>(`/api/delivery_locations/${target.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.body.schedule).toEqual(response.body);
    expect(read.body.id).toBe(target.id);
    expect(read.body.name).toBe(target.name);
  });

  it('saves the FCFS / By Appointment choice sent with the hours, and keeps it when not sent', async () => {
    const target = await freshLocation();
    expect(target.shipment_process).toBe('appointment');
    const fcfs = await owner.post(`/api/delivery_locations/${target.id}/schedules/bulk_create`, {
      schedule: [weekday(2, '06:00', '18:00')],
      shipment_process: 'fcfs',
    });
    expect(fcfs.statusCode, JSON.stringify(fcfs.body)).toBe(200);
    const read = await owner.get(`/api/delivery_locations/${target.id}`);
    expect(read.body.shipment_process).toBe('fcfs');
    expect((await bulk(target.id, [weekday(3, '06:00', '18:00')])).statusCode).toBe(200);
    expect((await owner.get(`/api/delivery_locations/${target.id}`)).body).toMatchObject({
      shipment_process: 'fcfs',
      schedule: [expect.objectContaining({ weekday: 3 })],
    });
    const bad = await owner.post(`/api/delivery_locations/${target.id}/schedules/bulk_create`, {
      schedule: [weekday(4, '06:00', '18:00')],
      shipment_process: 'whenever',
    });
    expectError(bad, 400, 'ValidationError', 'shipment_process');
    expect((await owner.get(`/api/delivery_locations/${target.id}`)).body).toMatchObject({
      shipment_process: 'fcfs',
      schedule: [expect.objectContaining({ weekday: 3 })],
    });
  });

  it('replaces the previous hours, and an empty schedule clears them', async () => {
    const target = await freshLocation([
      weekday(2, '06:00', '18:00'),
      weekday(3, '06:00', '18:00'),
    ]);
    const replaced = await bulk(target.id, [weekday(5, '09:00', '17:00')]);
    expect(replaced.statusCode).toBe(200);
    expect(strip(replaced.body)).toEqual([weekday(5, '09:00', '17:00')]);
    const read = await owner.get(`/api/delivery_locations/${target.id}`);
    expect(strip(read.body.schedule)).toEqual([weekday(5, '09:00', '17:00')]);
    // A day without an interval is closed: it is left out.
    const closedDay = await bulk(target.id, [
      { schedule_type: 'weekday', weekday: 4, is_holiday: false, intervals: [] },
      weekday(6, '10:00', '11:00'),
    ]);
    expect(strip(closedDay.body)).toEqual([weekday(6, '10:00', '11:00')]);
    const cleared = await bulk(target.id, []);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.body).toEqual([]);
    expect((await owner.get(`/api/delivery_locations/${target.id}`)).body.schedule).toEqual([]);
  });

  it('refuses bad schedules with field errors and keeps the previous hours', async () => {
    const previous = [weekday(2, '06:00', '18:00'), weekday(7, '08:30', '13:00')];
    const target = await freshLocation(previous);
    const cases: Array<[string, unknown, string, RegExp]> = [
      ['weekday 0', [weekday(0, '06:00', '18:00')], 'schedule.0.weekday', /1 \(Sunday\) to 7/],
      [
        'weekday 8',
        [weekday(2, '06:00', '18:00'), weekday(8, '06:00', '18:00')],
        'schedule.1.weekday',
        /1 \(Sunday\) to 7/,
      ],
      ['weekday 2.5', [weekday(2.5, '06:00', '18:00')], 'schedule.0.weekday', /./],
      ['25:00', [weekday(2, '25:00', '26:00')], 'schedule.0.intervals.0.start_time', /HH:MM/],
      ['6am', [weekday(2, '06:00', '6pm')], 'schedule.0.intervals.0.end_time', /HH:MM/],
      [
        '6:00 (one digit)',
        [weekday(2, '6:00', '18:00')],
        'schedule.0.intervals.0.start_time',
        /HH:MM/,
      ],
      ['24:00', [weekday(2, '06:00', '24:00')], 'schedule.0.intervals.0.end_time', /HH:MM/],
      [
        'closing before opening',
        [weekday(2, '18:00', '06:00')],
        'schedule.0.intervals.0.end_time',
        /Closing time must be after opening time/,
      ],
      [
        'closing equal to opening',
        [weekday(3, '06:00', '06:00:00')],
        'schedule.0.intervals.0.end_time',
        /after opening/,
      ],
      [
        'a bad second interval',
        [
          {
            ...weekday(2, '06:00', '18:00'),
            intervals: [
              { start_time: '06:00', end_time: '18:00' },
              { start_time: '19:00', end_time: '18:30' },
            ],
          },
        ],
        'schedule.0.intervals.1.end_time',
        /after opening/,
      ],
      [
        'duplicate weekday',
        [weekday(2, '06:00', '18:00'), weekday(3, '06:00', '18:00'), weekday(2, '07:00', '09:00')],
        'schedule.2.weekday',
        /Monday appears twice/,
      ],
      [
        'a good entry and a bad one',
        [weekday(4, '06:00', '18:00'), weekday(5, '18:00', '06:00')],
        'schedule.1.intervals.0.end_time',
        /after opening/,
      ],
      ['no schedule', undefined, 'schedule', /./],
      ['not a list', 'Mon-Fri 9-5', 'schedule', /./],
      [
        'wrong schedule_type',
        [{ ...weekday(2, '06:00', '18:00'), schedule_type: 'holiday' }],
        'schedule.0.schedule_type',
        /weekday/,
      ],
      [
        'a missing time',
        [{ ...weekday(2, '06:00', '18:00'), intervals: [{ start_time: '06:00' }] }],
        'schedule.0.intervals.0.end_time',
        /Closing time is required/,
      ],
    ];
    for (const [label, schedule, field, message] of cases) {
      const response = await bulk(target.id, schedule);
      expect(response.statusCode, `${label}: ${JSON.stringify(response.body)}`).toBe(400);
      const errors = response.body.errors as Array<{
        code: string;
        field: string;
        message: string;
      }>;
      const error = errors.find((entry) => entry.field === field);
      expect(error, `${label}: ${JSON.stringify(errors)}`).toBeDefined();
      expect(error?.code).toBe('ValidationError');
      expect(error?.message, label).toMatch(message);
      const read = await owner.get(`/api/delivery_locations/${target.id}`);
      expect(strip(read.body.schedule), label).toEqual(previous);
    }
    const stored = await rows<{ n: number }>(
      sql`select count(*)::int as n from location_schedules where location_id = ${target.id}`,
    );
    expect(stored[0]?.n).toBe(2);
  });

  it('reports every bad field of a schedule at once', async () => {
    const target = await freshLocation();
    const response = await bulk(target.id, [
      weekday(9, '06:00', '18:00'),
      weekday(2, '6am', '18:00'),
      weekday(3, '12:00', '11:00'),
    ]);
    expectError(response, 400, 'ValidationError');
    expect(response.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'schedule.0.weekday',
      'schedule.1.intervals.0.start_time',
      'schedule.2.intervals.0.end_time',
    ]);
    expect((await owner.get(`/api/delivery_locations/${target.id}`)).body.schedule).toEqual([]);
  });

  it('keeps one whole schedule when saves race', async () => {
    const target = await freshLocation([weekday(2, '06:00', '18:00')]);
    const schedules = [1, 2, 3, 4, 5].map((hour) => [
      weekday(2, `0${hour}:00`, '18:00'),
      weekday(3, `0${hour}:00`, '18:00'),
      weekday([4, 5, 6, 7, 1][hour - 1] as number, '10:00', '11:00'),
    ]);
    const answers = await Promise.all(schedules.map((schedule) => bulk(target.id, schedule)));
    for (const answer of answers) expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    const read = await owner.get(`/api/delivery_locations/${target.id}`);
    const saved = strip(read.body.schedule);
    expect(
      schedules.some(
        (schedule) =>
          JSON.stringify(saved) ===
          JSON.stringify([...schedule].sort((a, b) => a.weekday - b.weekday)),
      ),
      JSON.stringify(saved),
    ).toBe(true);
  });

  it('keeps one whole schedule when a location edit and hour saves race', async () => {
    const target = await freshLocation([weekday(2, '06:00', '18:00')]);
    const schedules = [1, 2, 3, 4, 5, 6].map((hour) => [
      weekday(2, `0${hour}:00`, '18:00'),
      weekday(3, `0${hour}:00`, '18:00'),
    ]);
    const answers = await Promise.all(
      schedules.map((schedule, index) =>
        index % 2 === 0
          ? owner.put(`/api/delivery_locations/${target.id}`, { ...location(), schedule })
          : bulk(target.id, schedule),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    const saved = strip((await owner.get(`/api/delivery_locations/${target.id}`)).body.schedule);
    expect(schedules.map((schedule) => JSON.stringify(schedule))).toContain(JSON.stringify(saved));
  });

  it('answers 404 for an unknown location', async () => {
    expectError(await bulk(99999999, [weekday(2, '06:00', '18:00')]), 404, 'NotFound');
  });
});

// Access ------------------------------------------------------------------------------------

describe('access to companies, locations and hours', () => {
  let target: CompanyResponse;
  let targetLocation: LocationResponse;
  let spare: LocationResponse;

  beforeAll(async () => {
    target = await createCompany(
      owner,
      company({
        name: 'Private Partner',
        locations: [
          location({ schedule: [weekday(2, '06:00', '18:00')] }),
          location({ name: 'Spare' }),
        ],
      }),
    );
    targetLocation = target.locations[0] as LocationResponse;
    spare = target.locations[1] as LocationResponse;
  });

  const routes = () =>
    [
      ['GET', `/api/companies/${target.id}`, undefined],
      ['PUT', `/api/companies/${target.id}`, company()],
      ['DELETE', `/api/companies/${target.id}`, undefined],
      ['POST', '/api/delivery_locations', { company_id: target.id, ...location() }],
      ['GET', `/api/delivery_locations/${targetLocation.id}`, undefined],
      ['PUT', `/api/delivery_locations/${targetLocation.id}`, location()],
      ['DELETE', `/api/delivery_locations/${spare.id}`, undefined],
      [
        'POST',
        `/api/delivery_locations/${targetLocation.id}/schedules/bulk_create`,
        { schedule: [weekday(3, '01:00', '02:00')] },
      ],
    ] as const;

  async function expectUntouched() {
    const read = await owner.get(`/api/companies/${target.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).toEqual(target);
  }

  it("answers 404 to another shipper for every one of the first shipper's ids", async () => {
    for (const [method, url, body] of routes()) {
      const response = await otherShipper.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expectError(response, 404, 'NotFound');
    }
    const list = await otherShipper.get('/api/companies?search=Private%20Partner');
    expect(list.body).toEqual({ results: [], count: 0 });
    await expectUntouched();
  });

  it('answers 403 to a carrier user on every company route (404 for the hours of a location no load of its shows)', async () => {
    for (const [method, url, body] of [
      ...routes(),
      ['GET', '/api/companies', undefined],
      ['POST', '/api/companies', company()],
      ['GET', '/api/companies/has_multiple_companies', undefined],
    ] as const) {
      const response = await carrier.request(method, url, body);
      // Carriers may read the hours of a stop of a load they can see; of nothing else.
      const readsLocation = method === 'GET' && url.startsWith('/api/delivery_locations/');
      expect(response.statusCode, `${method} ${url}`).toBe(readsLocation ? 404 : 403);
      expectError(response, readsLocation ? 404 : 403, readsLocation ? 'NotFound' : 'Forbidden');
    }
    await expectUntouched();
  });

  it('answers 401 without a session', async () => {
    await expectSignInRequired(ctx, routes());
  });

  it('lets a teammate without company_update read, but not change, companies', async () => {
    const { client, user } = await teammate(ctx, owner, {
      company_update: false,
      carrier_update: true,
    });
    expect(user.permissions.company_update).toBe(false);
    await expectReadOnly(client, routes());
    expectError(await client.post('/api/companies', company()), 403, 'Forbidden');
    const list = await client.get('/api/companies?search=Private%20Partner');
    expect(list.statusCode).toBe(200);
    expect(list.body.results.map((entry: CompanyResponse) => entry.id)).toEqual([target.id]);
    expect((await client.get('/api/companies/has_multiple_companies')).statusCode).toBe(200);
    await expectUntouched();
  });

  it('lets a teammate with company_update change companies', async () => {
    const { client } = await teammate(ctx, owner, { company_update: true });
    const created = await createCompany(client);
    const again = await owner.get(`/api/companies/${created.id}`);
    expect(again.statusCode).toBe(200); // the account's data, whoever made it
    expect((await client.delete(`/api/companies/${created.id}`)).statusCode).toBe(204);
  });
});
