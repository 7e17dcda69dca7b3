import { loadList, spotQuoteList } from '@spotlane/shared/schemas/loads';
import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';

// Behind a proxy, so the accounts of this file each register from an address of their own.
const ctx = fileTestContext({ TRUST_PROXY: 'true' });

/**
 * The list speed budget: the two hot lists are serialised by JSON.stringify without going through their zod
 * response schema (platform/fast-serializer.ts). What they send must still be exactly what the
 * schema lets through: no field more (the schema would strip it), none missing, none of
 * another type.
 */
describe('hot answers sent without validation', () => {
  it('sends shipper and carrier lists that their response schemas leave unchanged', async () => {
    const { shipper, carrier } = await market.shipperAndCarrier(ctx, 'Schema Haul');
    const shipment = await market.createLoad(
      shipper.client,
      market.shipmentBody(shipper.origin, shipper.destination),
    );
    const request = await market.createLoad(shipper.client, market.quoteRequestBody());
    await market.placeBid(carrier, shipment.id);
    expect((await shipper.client.post(`/api/loads/${request.id}/star`)).statusCode).toBe(200);

    const shipperList = await shipper.client.get('/api/loads?status=all');
    expect(shipperList.statusCode).toBe(200);
    expect(shipperList.body.results.length).toBe(1);
    expect(loadList.parse(shipperList.body)).toEqual(shipperList.body);
    expect(JSON.parse(JSON.stringify(loadList.parse(shipperList.body)))).toEqual(shipperList.body);

    for (const status of ['spot-quotes', 'bid-placed', 'search']) {
      const spot = await carrier.client.get(
        `/api/loads/custom_pagination_spotquotes?status=${status}`,
      );
      expect(spot.statusCode).toBe(200);
      expect(spot.body.results.shipments.length, status).toBeGreaterThan(0);
      expect(spotQuoteList.parse(spot.body)).toEqual(spot.body);
      expect(JSON.parse(JSON.stringify(spotQuoteList.parse(spot.body)))).toEqual(spot.body);
    }
  });
});
