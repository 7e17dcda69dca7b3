import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import {
  addLocation,
  createLoad,
  linkCarrier,
  placeBid,
  registerCarrier,
  shipmentBody,
  shipperWithLocations,
} from '../../../test/market.ts';

const ctx = fileTestContext();

const texas = { name: 'Texas and Oklahoma', kind: 'states', members: ['tx', 'OK', 'TX'] };
const chicagoland = { name: 'Chicagoland', kind: 'zip3', members: ['606', '607'] };

describe('regions and lanes (PRODUCT.md 8)', () => {
  it('keeps regions per account with valid, unique members and names', async () => {
    const { client } = await shipperWithLocations(ctx);
    const created = await client.post('/api/regions', texas);
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({ kind: 'states', members: ['OK', 'TX'], lane_count: 0 });

    const again = await client.post('/api/regions', { ...texas, name: 'texas AND oklahoma' });
    expect(again.statusCode).toBe(400);
    expect(again.body.errors[0]).toMatchObject({ code: 'ValidationError', field: 'name' });

    const bad = await client.post('/api/regions', { name: 'Bad', kind: 'zip3', members: ['75'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors[0].field).toBe('members');
    expect(bad.body.errors[0].message).toBe('75 is not a 3-digit zip prefix');
    // Every wrong member is named in one message.
    const worse = await client.post('/api/regions', {
      name: 'Worse',
      kind: 'zip3',
      members: ['37', 'ABC', '3700', '372'],
    });
    expect(worse.body.errors).toEqual([
      {
        code: 'ValidationError',
        field: 'members',
        message: '37, ABC and 3700 are not 3-digit zip prefixes',
      },
    ]);

    const other = await shipperWithLocations(ctx, 'Other Shipping');
    expect((await other.client.get(`/api/regions/${created.body.id}`)).statusCode).toBe(404);
    expect((await other.client.put(`/api/regions/${created.body.id}`, texas)).statusCode).toBe(404);
    expect((await other.client.delete(`/api/regions/${created.body.id}`)).statusCode).toBe(404);
    // Another account may use the same name.
    expect((await other.client.post('/api/regions', texas)).statusCode).toBe(201);
    expect((await other.client.get('/api/regions')).body.count).toBe(1);
  });

  it('creates lanes with a guide, matches loads and lists the loads that travelled them', async () => {
    const shipper = await shipperWithLocations(ctx);
    const { client } = shipper;
    const first = await registerCarrier(ctx, 'First Freight');
    const second = await registerCarrier(ctx, 'Second Freight');
    const firstId = await linkCarrier(shipper, first);
    const secondId = await linkCarrier(shipper, second);
    const origin = (await client.post('/api/regions', chicagoland)).body.id;
    const destination = (await client.post('/api/regions', texas)).body.id;

    const lane = await client.post('/api/lanes', {
      name: 'Chicago to Texas reefer',
      origin: { region_id: origin },
      destination: { region_id: destination },
      equipment_type: 'reefer',
      carrier_ids: [secondId, firstId],
      contract: { rate: 210_000, valid_from: '2020-01-01', valid_to: '2999-12-31' },
    });
    expect(lane.statusCode, JSON.stringify(lane.body)).toBe(201);
    expect(lane.body).toMatchObject({
      carrier_ids: [secondId, firstId],
      acceptance_window_minutes: 120,
      fallback_audience: { type: 'none', carrier_list_id: null },
      origin: { region_id: origin, region_name: 'Chicagoland' },
      contract: { rate: 210_000 },
    });
    expect(lane.body.carriers.map((c: { company_name: string }) => c.company_name)).toEqual([
      'Second Freight',
      'First Freight',
    ]);
    const cityLane = await client.post('/api/lanes', {
      name: 'Chicago to Dallas dry',
      origin: { city: 'Chicago', state: 'il' },
      destination: { city: 'Dallas', state: 'TX', zipcode: '75201' },
      equipment_type: 'dry_van',
    });
    expect(cityLane.statusCode, JSON.stringify(cityLane.body)).toBe(201);

    // Reordering the guide is a PUT with the new order.
    const reordered = await client.put(`/api/lanes/${lane.body.id}`, {
      ...lane.body,
      carrier_ids: [firstId, secondId],
      contract: null,
    });
    expect(reordered.statusCode, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.carrier_ids).toEqual([firstId, secondId]);
    expect(reordered.body.contract).toBeNull();
    const contract = await client.put(`/api/lanes/${lane.body.id}/contract`, {
      rate: 199_900,
      valid_from: '2020-01-01',
      valid_to: '2999-12-31',
    });
    expect(contract.body.contract).toEqual({
      rate: 199_900,
      valid_from: '2020-01-01',
      valid_to: '2999-12-31',
    });
    const badContract = await client.put(`/api/lanes/${lane.body.id}/contract`, {
      rate: 199_900,
      valid_from: '2030-01-02',
      valid_to: '2030-01-01',
    });
    expect(badContract.statusCode).toBe(400);
    expect(badContract.body.errors[0].field).toBe('valid_to');

    const match = (equipment: string) =>
      client.get(
        `/api/lanes/match?origin_location_id=${shipper.origin}&destination_location_id=${shipper.destination}&equipment_type=${equipment}`,
      );
    expect((await match('reefer')).body.results.map((l: { id: number }) => l.id)).toEqual([
      lane.body.id,
    ]);
    expect((await match('dry_van')).body.results.map((l: { id: number }) => l.id)).toEqual([
      cityLane.body.id,
    ]);
    expect((await match('flatbed')).body.results).toEqual([]);
    // A stop outside the regions: Houston is in Texas, but Milwaukee is not in Chicagoland.
    const milwaukee = await addLocation(client, 'Lake Plant', 'Milwaukee', 'WI', '53202');
    const outside = await client.get(
      `/api/lanes/match?origin_location_id=${milwaukee}&destination_location_id=${shipper.destination}&equipment_type=reefer`,
    );
    expect(outside.body.results).toEqual([]);

    // Search and the region filter.
    expect((await client.get('/api/lanes?search=dallas')).body.count).toBe(1);
    expect((await client.get('/api/lanes?search=chicagoland')).body.count).toBe(1);
    expect((await client.get(`/api/lanes?region_id=${destination}`)).body.count).toBe(1);
    expect((await client.get('/api/lanes')).body.count).toBe(2);

    // A region a lane uses cannot be deleted.
    const inUse = await client.delete(`/api/regions/${origin}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body.errors[0].code).toBe('InUse');
    expect((await client.get(`/api/regions/${origin}`)).body.lane_count).toBe(1);

    // A reefer load Chicago -> Dallas given to the first carrier travelled the lane.
    const load = await createLoad(
      client,
      shipmentBody(shipper.origin, shipper.destination, { equipment_type: 'reefer' }),
    );
    await createLoad(
      client,
      shipmentBody(shipper.origin, shipper.destination, { equipment_type: 'dry_van' }),
    );
    const bid = await placeBid(first, load.id, 205_000);
    expect((await client.post(`/api/bids/${bid.id}/accept`, {})).statusCode).toBe(200);
    const detail = await client.get(`/api/lanes/${lane.body.id}`);
    expect(detail.body.loads).toEqual([
      expect.objectContaining({
        id: load.id,
        carrier: 'First Freight',
        rate: 205_000,
        on_time: null,
      }),
    ]);

    // Other accounts: 404 on the lane, 400 when naming this account's region or carriers.
    const other = await shipperWithLocations(ctx, 'Other Shipping');
    expect((await other.client.get(`/api/lanes/${lane.body.id}`)).statusCode).toBe(404);
    expect(
      (await other.client.put(`/api/lanes/${lane.body.id}/contract`, contract.body.contract))
        .statusCode,
    ).toBe(404);
    expect((await other.client.delete(`/api/lanes/${lane.body.id}`)).statusCode).toBe(404);
    const foreign = await other.client.post('/api/lanes', {
      name: 'Borrowed',
      origin: { region_id: origin },
      destination: { city: 'Dallas', state: 'TX' },
      equipment_type: 'reefer',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.errors[0].field).toBe('origin.region_id');
    const foreignGuide = await other.client.post('/api/lanes', {
      name: 'Borrowed',
      origin: { city: 'Chicago', state: 'IL' },
      destination: { city: 'Dallas', state: 'TX' },
      equipment_type: 'reefer',
      carrier_ids: [firstId],
    });
    expect(foreignGuide.body.errors[0].field).toBe('carrier_ids');
    const foreignMatch = await other.client.get(
      `/api/lanes/match?origin_location_id=${shipper.origin}&destination_location_id=${shipper.destination}&equipment_type=reefer`,
    );
    expect(foreignMatch.statusCode).toBe(400);

    expect((await client.delete(`/api/lanes/${lane.body.id}`)).statusCode).toBe(204);
    expect((await client.delete(`/api/regions/${origin}`)).statusCode).toBe(204);
  });

  it('refuses malformed lanes field by field', async () => {
    const { client } = await shipperWithLocations(ctx);
    const bad = await client.post('/api/lanes', {
      name: '',
      origin: { city: 'Chicago' },
      destination: { region_id: 0 },
      equipment_type: 'rocket',
      carrier_ids: [1, 1],
      acceptance_window_minutes: 0,
      fallback_audience: { type: 'list' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.body.errors.map((e: { field: string }) => e.field);
    for (const field of ['name', 'equipment_type', 'carrier_ids', 'acceptance_window_minutes'])
      expect(fields).toContain(field);
    expect(fields.some((f: string) => f.startsWith('origin'))).toBe(true);
    expect(fields.some((f: string) => f.startsWith('fallback_audience'))).toBe(true);
  });
});
