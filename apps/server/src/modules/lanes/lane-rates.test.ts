import { describe, expect, it, vi } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';

/** PRODUCT.md 8: a lane's page lists its loads with the rate agreed, however it was awarded. */
const ctx = fileTestContext({ TRUST_PROXY: 'true' });

describe("a lane's loads", () => {
  it('shows the rate of a load awarded through the routing guide (no bid behind it)', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const carrier = await market.registerCarrier(ctx, 'Tender Freight');
    const carrierId = await market.linkCarrier(shipper, carrier);
    const lane = await shipper.client.post('/api/lanes', {
      name: 'Chicago to Dallas by guide',
      origin: { city: 'Chicago', state: 'IL' },
      destination: { city: 'Dallas', state: 'TX' },
      equipment_type: 'dry_van',
      carrier_ids: [carrierId],
      target_rate: 150_000,
      contract: { rate: 180_000, valid_from: '2020-01-01', valid_to: '2999-12-31' },
    });
    expect(lane.statusCode, JSON.stringify(lane.body)).toBe(201);
    const load = await market.createShipment(shipper, {
      equipment_type: 'dry_van',
      audience: { type: 'lane', lane_id: lane.body.id },
    });
    // The first offer is made by the waterfall's job after the load's commit: wait for it.
    const offer = await vi.waitFor(
      async () => {
        const offers = await carrier.client.get('/api/tenders');
        const found = (offers.body.results as Array<{ id: number; load_id: number }>).find(
          (entry) => entry.load_id === load.id,
        );
        if (!found) throw new Error(`no offer yet: ${JSON.stringify(offers.body)}`);
        return found;
      },
      { timeout: 15000, interval: 100 },
    );
    expect((await carrier.client.post(`/api/tenders/${offer.id}/accept`)).statusCode).toBe(200);

    const detail = await shipper.client.get(`/api/lanes/${lane.body.id}`);
    expect(detail.body.loads).toEqual([
      expect.objectContaining({ id: load.id, carrier: 'Tender Freight', rate: 180_000 }),
    ]);
  });
});
