import { greatCircleMiles } from '@spotlane/shared/domain/miles';
import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { fileTestContext } from '../../../test/harness.ts';
import {
  createLoad,
  quoteRequestBody,
  shipmentBody,
  shipperWithLocations,
} from '../../../test/market.ts';

const ctx = fileTestContext();

/** The estimate the server should make between two ZIP codes, from the same data package. */
function expected(from: string, to: string): number {
  const a = zipcodes.lookup(from);
  const b = zipcodes.lookup(to);
  if (!a || !b) throw new Error('fixture ZIP code unknown to the data package');
  return Math.round(greatCircleMiles(a, b) * 1.2);
}

describe('load equipment, weight and miles (PRODUCT.md 10)', () => {
  it('estimates miles from the stops ZIP codes unless the shipper enters them', async () => {
    const { client, origin, destination } = await shipperWithLocations(ctx);
    const estimated = await createLoad(
      client,
      shipmentBody(origin, destination, { equipment_type: 'reefer', weight_lbs: 42_000 }),
    );
    // Chicago 60601 to Dallas 75201: about 800 miles in a straight line.
    expect(estimated.miles).toBe(expected('60601', '75201'));
    expect(estimated.miles as number).toBeGreaterThan(900);
    expect(estimated.miles_estimated).toBe(true);
    expect(estimated.equipment_type).toBe('reefer');
    expect(estimated.weight_lbs).toBe(42_000);

    const entered = await createLoad(client, shipmentBody(origin, destination, { miles: 925 }));
    expect(entered.miles).toBe(925);
    expect(entered.miles_estimated).toBe(false);

    const list = await client.get('/api/loads?status=all&ordering=old');
    expect(list.body.results[0]).toMatchObject({ miles: estimated.miles, miles_estimated: true });

    // Clearing the entered miles on an edit brings the estimate back.
    const edited = await client.put(
      `/api/loads/${entered.id}`,
      shipmentBody(origin, destination, { miles: null }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toMatchObject({ miles: estimated.miles, miles_estimated: true });
  });

  it('estimates a quote request from its places and refuses bad values', async () => {
    const { client, origin, destination } = await shipperWithLocations(ctx);
    const quote = await createLoad(client, quoteRequestBody());
    expect(quote.miles).toBe(expected('78701', '38103'));
    const bad = await client.post(
      '/api/loads',
      shipmentBody(origin, destination, { equipment_type: 'rocket', weight_lbs: -1, miles: 0 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'equipment_type',
      'miles',
      'weight_lbs',
    ]);
  });
});
