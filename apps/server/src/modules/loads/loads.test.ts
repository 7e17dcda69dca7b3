import { describe, expect, it } from 'vitest';
import { fileTestContext, signUp } from '../../../test/harness.ts';
import { day, shipmentBody, shipperWithLocations } from '../../../test/market.ts';

const ctx = fileTestContext();

/** The fixtures' shipment, leaving on day D, 30 days from today (past dates are refused). */
const D = 30;
const shipment = (origin: number, destination: number, overrides: Record<string, unknown> = {}) =>
  shipmentBody(origin, destination, {
    date_to_leave: day(D),
    expected_delivery_date: day(D + 2),
    ...overrides,
  });

describe('loads', () => {
  it('creates a shipment with an identifier and shows it in the list and the detail', async () => {
    const { client, origin, destination } = await shipperWithLocations(ctx);
    const created = await client.post('/api/loads', shipment(origin, destination));
    expect(created.statusCode).toBe(201);
    expect(created.body.identifier).toBe('SH-000001');
    expect(created.body.status).toBe('unscheduled');
    expect(created.body.origin_location.address.city).toBe('Chicago');
    expect(created.body.load_value).toBe(2_500_000);
    const list = await client.get('/api/loads?status=all');
    expect(list.statusCode).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0].bid_count).toBe(0);
    expect(list.body.counts.all).toBe(1);
    const search = await client.get('/api/loads?search=dallas');
    expect(search.body.count).toBe(1);
    const none = await client.get('/api/loads?search=nowhere');
    expect(none.body.count).toBe(0);
    const second = await client.post(
      '/api/loads',
      shipment(origin, destination, { name: 'Second' }),
    );
    expect(second.body.identifier).toBe('SH-000002');
  });

  it('keeps the specs in the order the shipper entered them', async () => {
    const { client, origin, destination } = await shipperWithLocations(ctx);
    // jsonb alone would answer the shortest key first: Pallets, Weight (lb), Equipment type.
    const specs = { 'Equipment type': 'Flatbed', 'Weight (lb)': '42000', Pallets: '22' };
    const created = await client.post('/api/loads', shipment(origin, destination, { specs }));
    expect(Object.keys(created.body.specs)).toEqual(['Equipment type', 'Weight (lb)', 'Pallets']);
    const detail = await client.get(`/api/loads/${created.body.id}`);
    expect(Object.entries(detail.body.specs)).toEqual(Object.entries(specs));
  });

  it('refuses a delivery before the ship date and another shipper gets 404', async () => {
    const { client, origin, destination } = await shipperWithLocations(ctx);
    const bad = await client.post(
      '/api/loads',
      shipment(origin, destination, { expected_delivery_date: day(D - 1) }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors[0].field).toBe('expected_delivery_date');
    const created = await client.post('/api/loads', shipment(origin, destination));
    const other = await signUp(ctx);
    expect((await other.client.get(`/api/loads/${created.body.id}`)).statusCode).toBe(404);
    const foreign = await other.client.post('/api/loads', shipment(origin, destination));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.errors[0].field).toBe('origin_location_id');
  });

  it('follows the status machine and cancels into the canceled list', async () => {
    const { client, origin, destination } = await shipperWithLocations(ctx);
    const created = await client.post('/api/loads', shipment(origin, destination));
    const id = created.body.id;
    const refused = await client.post(`/api/loads/${id}/status`, { status: 'in_transit' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.errors[0].code).toBe('InvalidTransition');
    const cancelled = await client.post(`/api/loads/${id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body.status_history.map((entry: { status: string }) => entry.status)).toEqual([
      'unscheduled',
      'cancelled',
    ]);
    const list = await client.get('/api/loads?status=canceled');
    expect(list.body.count).toBe(1);
    expect((await client.get('/api/loads?status=all')).body.counts.canceled).toBe(1);
  });

  it('stars per user and copies a shipment for several dates', async () => {
    const { client, origin, destination } = await shipperWithLocations(ctx);
    const created = await client.post('/api/loads', shipment(origin, destination));
    const id = created.body.id;
    expect((await client.post(`/api/loads/${id}/star`)).body.starred).toBe(true);
    expect((await client.get('/api/loads?starred=true')).body.count).toBe(1);
    const copies = await client.post(`/api/loads/${id}/copy`, {
      dates: [
        { date_to_leave: day(D + 7), expected_delivery_date: day(D + 9) },
        { date_to_leave: day(D + 14), expected_delivery_date: day(D + 16) },
      ],
    });
    expect(copies.statusCode).toBe(201);
    expect(copies.body.results.map((load: { identifier: string }) => load.identifier)).toEqual([
      'SH-000002',
      'SH-000003',
    ]);
    expect(copies.body.results[0].starred).toBe(false);
    const calendar = await client.get(`/api/loads/calendar?from=${day(D)}&to=${day(D + 8)}`);
    expect(calendar.body.results.map((load: { id: number }) => load.id)).toContain(id);
    expect(calendar.body.results).toHaveLength(2);
  });
});

describe('companies used by loads', () => {
  it('refuses to delete a company while an active load uses it, and allows it once cancelled', async () => {
    const { client, origin, destination } = await shipperWithLocations(ctx);
    const created = await client.post('/api/loads', shipment(origin, destination));
    const companyId = created.body.origin_location.company_id;
    const refused = await client.delete(`/api/companies/${companyId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.errors[0]).toEqual({
      code: 'InUse',
      message: 'This company cannot be deleted while an active shipment uses one of its locations',
    });
    expect((await client.get(`/api/companies/${companyId}`)).statusCode).toBe(200);
    await client.post(`/api/loads/${created.body.id}/status`, { status: 'cancelled' });
    expect((await client.delete(`/api/companies/${companyId}`)).statusCode).toBe(204);
    expect((await client.get(`/api/companies/${companyId}`)).statusCode).toBe(404);
    const detail = await client.get(`/api/loads/${created.body.id}`);
    expect(detail.body.origin_location.address.city).toBe('Chicago');
  });
});
