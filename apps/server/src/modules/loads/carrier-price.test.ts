import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';

/**
 * Decision 060: a carrier judges a load by what it carries and its posted price. The target
 * rate shows on the carrier's card and detail, except as a sealed reserve (lowest_under_target).
 */
const ctx = fileTestContext({ TRUST_PROXY: 'true' });

describe("the carrier's view of a load's price and facts", () => {
  it('shows the posted target rate, equipment, weight and miles; hides a sealed reserve', async () => {
    const { shipper, carrier } = await market.shipperAndCarrier(ctx, 'Price Freight');
    const posted = await market.createShipment(shipper, {
      name: 'Posted price',
      equipment_type: 'dry_van',
      weight_lbs: 38_000,
      miles: 962,
      target_rate: 180_000,
    });
    const sealed = await market.createShipment(shipper, {
      name: 'Sealed reserve',
      bid_deadline: new Date(Date.now() + 3600_000).toISOString(),
      award_rule: 'lowest_under_target',
      target_rate: 120_000,
    });

    const detail = await carrier.client.get(`/api/loads/${posted.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toMatchObject({
      target_rate: 180_000,
      equipment_type: 'dry_van',
      weight_lbs: 38_000,
      miles: 962,
    });
    expect((await carrier.client.get(`/api/loads/${sealed.id}`)).body.target_rate).toBeNull();

    const list = await carrier.client.get(
      '/api/loads/custom_pagination_spotquotes?status=spot-quotes&page_size=100',
    );
    const cards = list.body.results.shipments as Array<{ id: number; target_rate: number | null }>;
    expect(cards.find((card) => card.id === posted.id)?.target_rate).toBe(180_000);
    expect(cards.find((card) => card.id === sealed.id)?.target_rate).toBeNull();
    // The shipper sees its own either way.
    expect((await shipper.client.get(`/api/loads/${sealed.id}`)).body.target_rate).toBe(120_000);
  });

  it('tells the carrier holding a load the agreed rate and whom to call; nobody else', async () => {
    const { shipper, carrier } = await market.shipperAndCarrier(ctx, 'Holder Freight');
    const other = await market.registerCarrier(ctx, 'Loser Freight');
    await market.linkCarrier(shipper, other);
    const load = await market.createShipment(shipper, { name: 'Won load' });
    const bid = await market.placeBid(carrier, load.id, 165_000);
    await market.placeBid(other, load.id, 170_000);
    expect((await shipper.client.post(`/api/bids/${bid.id}/accept`)).statusCode).toBe(200);

    const held = await carrier.client.get(`/api/loads/${load.id}`);
    expect(held.body.award).toMatchObject({
      agreed_rate: 165_000,
      shipper_contact: { email: shipper.email },
    });
    expect(held.body.award.dock_contacts.map((dock: { stop: string }) => dock.stop)).toEqual([
      'pickup',
      'delivery',
    ]);
    const lost = await other.client.get(`/api/loads/${load.id}`);
    expect(lost.statusCode).toBe(200);
    expect(lost.body.award).toBeNull();
  });
});
