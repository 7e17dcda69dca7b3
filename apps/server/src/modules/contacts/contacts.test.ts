import { describe, expect, it } from 'vitest';
import { expectErrorShape, expectSignInRequired, fileTestContext } from '../../../test/harness.ts';
import { register, registerCarrier } from '../../../test/market.ts';

const ctx = fileTestContext();

const ada = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Analytical Engines',
  role: 'Dock manager',
  email: 'ada@example.com',
  phone: '+1 (312) 555-0100',
  notes: 'Calls back before noon',
};

async function companyOf(client: Awaited<ReturnType<typeof register>>['client'], name: string) {
  const response = await client.post('/api/companies', {
    name,
    locations: [
      {
        name: `${name} dock`,
        address: { address1: '1 Main St', city: 'Chicago', state: 'IL', zipcode: '60601' },
      },
    ],
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body.id as number;
}

describe('contacts (PRODUCT.md 13)', () => {
  it('creates, reads, changes and deletes a contact', async () => {
    const { client } = await register(ctx);
    const created = await client.post('/api/contacts', ada);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ ...ada, company_id: null, id: expect.any(Number) });

    const id = created.body.id;
    const read = await client.get(`/api/contacts/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).toEqual(created.body);

    const changed = await client.put(`/api/contacts/${id}`, {
      ...ada,
      role: 'Shipping clerk',
      email: '',
      notes: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toMatchObject({ role: 'Shipping clerk', email: null, notes: null });

    expect((await client.delete(`/api/contacts/${id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/contacts/${id}`)).statusCode).toBe(404);
    expect((await client.delete(`/api/contacts/${id}`)).statusCode).toBe(404);
  });

  it('answers 400 per bad field', async () => {
    const { client } = await register(ctx);
    const bad = await client.post('/api/contacts', {
      first_name: ' ',
      last_name: 'x'.repeat(101),
      email: 'not-an-address',
      phone: 'call me',
      company_id: 0,
    });
    expect(bad.statusCode).toBe(400);
    const errors = expectErrorShape(bad.body, 'ValidationError');
    const byField = Object.fromEntries(errors.map((error) => [error.field, error.message]));
    expect(byField).toMatchObject({
      first_name: 'First name is required',
      last_name: 'Last name must be at most 100 characters',
      email: 'Enter a valid e-mail address',
      phone: 'Enter a valid phone number',
      company_id: 'Not a valid id',
    });
    expect((await client.post('/api/contacts', {})).statusCode).toBe(400);
  });

  it('searches and pages the list, alphabetical by last name', async () => {
    const { client } = await register(ctx);
    const people = [
      ['Grace', 'Hopper', 'Navy Yard'],
      ['Alan', 'Turing', 'Bletchley Park'],
      ['Katherine', 'Johnson', 'Langley'],
      ['Edsger', 'Dijkstra', 'Eindhoven 50% Co'],
      ['Barbara', 'Liskov', 'MIT'],
    ];
    for (const [first_name, last_name, company] of people) {
      expect(
        (await client.post('/api/contacts', { first_name, last_name, company })).statusCode,
      ).toBe(201);
    }
    const first = await client.get('/api/contacts?page=1&page_size=2');
    expect(first.statusCode).toBe(200);
    expect(first.body.count).toBe(5);
    expect(first.body.results.map((c: { last_name: string }) => c.last_name)).toEqual([
      'Dijkstra',
      'Hopper',
    ]);
    const third = await client.get('/api/contacts?page=3&page_size=2');
    expect(third.body.results.map((c: { last_name: string }) => c.last_name)).toEqual(['Turing']);
    const newest = await client.get('/api/contacts?ordering=new&page_size=1');
    expect(newest.body.results[0].last_name).toBe('Liskov');

    const byCompany = await client.get('/api/contacts?search=bletchley');
    expect(byCompany.body).toMatchObject({ count: 1, results: [{ last_name: 'Turing' }] });
    const byFullName = await client.get(`/api/contacts?search=${encodeURIComponent('grace hop')}`);
    expect(byFullName.body).toMatchObject({ count: 1, results: [{ first_name: 'Grace' }] });
    // Wildcards are text: '50%' matches only the company that has it.
    const literal = await client.get(`/api/contacts?search=${encodeURIComponent('50%')}`);
    expect(literal.body.count).toBe(1);
    expect((await client.get('/api/contacts?search=nobody')).body).toEqual({
      results: [],
      count: 0,
    });
    expect((await client.get('/api/contacts?page_size=101')).statusCode).toBe(400);
    expect((await client.get('/api/contacts?page=0')).statusCode).toBe(400);
  });

  it('links a contact to one of the account companies, never another account one', async () => {
    const shipper = await register(ctx);
    const other = await register(ctx);
    const mine = await companyOf(shipper.client, 'Acme Plant');
    const theirs = await companyOf(other.client, 'Secret Plant');

    const linked = await shipper.client.post('/api/contacts', {
      ...ada,
      company: '',
      company_id: mine,
    });
    expect(linked.statusCode, JSON.stringify(linked.body)).toBe(201);
    expect(linked.body).toMatchObject({ company_id: mine, company: 'Acme Plant' });
    const filtered = await shipper.client.get(`/api/contacts?company_id=${mine}`);
    expect(filtered.body).toMatchObject({ count: 1, results: [{ id: linked.body.id }] });

    const foreign = await shipper.client.post('/api/contacts', { ...ada, company_id: theirs });
    expect(foreign.statusCode).toBe(400);
    expect(expectErrorShape(foreign.body, 'ValidationError', 'company_id')[0]?.message).toBe(
      'Choose one of your companies',
    );
    const missing = await shipper.client.put(`/api/contacts/${linked.body.id}`, {
      ...ada,
      company_id: 2_147_483_647,
    });
    expect(missing.statusCode).toBe(400);

    // Deleting the company keeps the contact (and its company text) without the link.
    expect((await shipper.client.delete(`/api/companies/${mine}`)).statusCode).toBe(204);
    const after = await shipper.client.get(`/api/contacts/${linked.body.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.body).toMatchObject({ company: 'Acme Plant', company_id: null });
  });

  it('keeps each account to its own contacts (404) and shippers only', async () => {
    const shipper = await register(ctx);
    const other = await register(ctx);
    const created = await shipper.client.post('/api/contacts', ada);
    const id = created.body.id;
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', ada],
      ['DELETE', undefined],
    ] as const) {
      const answer = await other.client.request(method, `/api/contacts/${id}`, body);
      expect(answer.statusCode, method).toBe(404);
      expectErrorShape(answer.body, 'NotFound');
    }
    expect((await other.client.get('/api/contacts')).body.count).toBe(0);
    expect((await shipper.client.get(`/api/contacts/${id}`)).statusCode).toBe(200);
    expect((await shipper.client.get('/api/contacts/0x1')).statusCode).toBe(404);

    const carrier = await registerCarrier(ctx);
    expect((await carrier.client.get('/api/contacts')).statusCode).toBe(403);
    await expectSignInRequired(ctx, [
      ['GET', '/api/contacts'],
      ['POST', '/api/contacts', ada],
      ['GET', `/api/contacts/${id}`],
    ]);
  });
});
