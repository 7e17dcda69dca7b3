import { earliestToday } from '@spotlane/shared/schemas/bids';
import { describe, expect, it } from 'vitest';
import { expectErrorShape, fileTestContext } from '../../../test/harness.ts';
import * as fixtures from '../../../test/market.ts';

const ctx = fileTestContext();

async function market() {
  const shipper = await fixtures.shipperWithLocations(ctx);
  const [carrier, rival] = await fixtures.linkedCarriers(ctx, shipper, 'Dates Haul', 'Rival Haul');
  const load = await fixtures.createShipment(shipper);
  return { shipper, carrier, rival, load };
}

describe('earliestToday', () => {
  it('is the date that is still today in UTC-12', () => {
    expect(earliestToday(new Date('2026-11-22T11:59:00Z'))).toBe('2026-11-21');
    expect(earliestToday(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-22');
    expect(earliestToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-22');
  });
});

describe('bid dates', () => {
  it('refuses pickup and delivery dates in the past, each on its field', async () => {
    const { carrier, load } = await market();
    const past = await carrier.client.post('/api/bids', {
      ...fixtures.bidBody(load.id),
      pickup_date: fixtures.day(-21),
      delivery_date: fixtures.day(-20),
    });
    expect(past.statusCode).toBe(400);
    const errors = expectErrorShape(past.body, 'ValidationError');
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'pickup_date',
          message: 'Pickup date cannot be in the past',
        }),
        expect.objectContaining({
          field: 'delivery_date',
          message: 'Delivery date cannot be in the past',
        }),
      ]),
    );
    const yesterday = await carrier.client.post('/api/bids', {
      ...fixtures.bidBody(load.id),
      pickup_date: fixtures.day(-2),
    });
    expect(yesterday.statusCode).toBe(400);
    expect(expectErrorShape(yesterday.body, 'ValidationError', 'pickup_date')[0]?.message).toBe(
      'Pickup date cannot be in the past',
    );

    // Today is fine, and so is a delivery on the pickup day.
    const today = await carrier.client.post('/api/bids', {
      ...fixtures.bidBody(load.id),
      pickup_date: fixtures.day(0),
      delivery_date: fixtures.day(0),
    });
    expect(today.statusCode, JSON.stringify(today.body)).toBe(201);
  });

  it('refuses a delivery before the pickup, and an edit into the past', async () => {
    const { carrier, load } = await market();
    const backwards = await carrier.client.post('/api/bids', {
      ...fixtures.bidBody(load.id),
      pickup_date: fixtures.day(10),
      delivery_date: fixtures.day(9),
    });
    expect(backwards.statusCode).toBe(400);
    expect(expectErrorShape(backwards.body, 'ValidationError', 'delivery_date')[0]?.message).toBe(
      'Delivery date must be on or after the pickup date',
    );

    const bid = await fixtures.placeBid(carrier, load.id);
    const edited = await carrier.client.put(`/api/bids/${bid.id}`, {
      ...fixtures.bidBody(load.id),
      pickup_date: fixtures.day(-3),
    });
    expect(edited.statusCode).toBe(400);
    expect(expectErrorShape(edited.body, 'ValidationError', 'pickup_date')[0]?.message).toBe(
      'Pickup date cannot be in the past',
    );
    const kept = await carrier.client.get(`/api/bids?load_id=${load.id}`);
    expect(kept.body.results[0].pickup_date).toBe(fixtures.day(30));
  });

  it('refuses a confirmed quote dated in the past', async () => {
    const { shipper, carrier } = await market();
    const request = await fixtures.createLoad(shipper.client, fixtures.quoteRequestBody());
    const quote = await carrier.client.post('/api/bids', { load_id: request.id, amount: 90_000 });
    expect(quote.statusCode, JSON.stringify(quote.body)).toBe(201);
    const chosen = await shipper.client.post(`/api/loads/${request.id}/choose_quote`, {
      bid_id: quote.body.id,
    });
    expect(chosen.statusCode, JSON.stringify(chosen.body)).toBe(200);
    const confirm = await carrier.client.post(`/api/bids/${quote.body.id}/confirm_quote`, {
      amount: 90_000,
      pickup_date: fixtures.day(-5),
      delivery_date: fixtures.day(2),
    });
    expect(confirm.statusCode).toBe(400);
    expect(expectErrorShape(confirm.body, 'ValidationError', 'pickup_date')[0]?.message).toBe(
      'Pickup date cannot be in the past',
    );
    expect((await shipper.client.get(`/api/loads/${request.id}`)).body.identifier).toBeNull();
  });

  it('refuses an absurd amount on the amount field', async () => {
    const { carrier, load } = await market();
    const absurd = await carrier.client.post('/api/bids', {
      ...fixtures.bidBody(load.id),
      amount: 100_000_000_01,
    });
    expect(absurd.statusCode).toBe(400);
    expect(expectErrorShape(absurd.body, 'ValidationError', 'amount')[0]?.message).toBe(
      'The rate is too large',
    );
  });
});

describe('the rejected category', () => {
  const list = async (carrier: fixtures.Member, status: string) => {
    const response = await carrier.client.get(
      `/api/loads/custom_pagination_spotquotes?status=${status}&page_size=100`,
    );
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body as {
      bids_placed: number;
      rejected: number;
      results: { shipments: Array<{ id: number }> };
    };
  };

  it('moves a rejected bid out of Bids Placed into Rejected, for that carrier only', async () => {
    const { shipper, carrier, rival, load } = await market();
    const bid = await fixtures.placeBid(carrier, load.id);
    await fixtures.placeBid(rival, load.id, 140_000);
    let mine = await list(carrier, 'bid-placed');
    expect(mine.results.shipments.map((card) => card.id)).toEqual([load.id]);
    expect(mine).toMatchObject({ bids_placed: 1, rejected: 0 });

    const rejected = await shipper.client.post(`/api/bids/${bid.id}/reject`);
    expect(rejected.statusCode, JSON.stringify(rejected.body)).toBe(200);
    mine = await list(carrier, 'bid-placed');
    expect(mine.results.shipments).toEqual([]);
    expect(mine).toMatchObject({ bids_placed: 0, rejected: 1 });
    const place = await list(carrier, 'rejected');
    expect(place.results.shipments.map((card) => card.id)).toEqual([load.id]);
    // The rival's bid still stands.
    expect(await list(rival, 'bid-placed')).toMatchObject({ bids_placed: 1, rejected: 0 });
    expect((await list(rival, 'rejected')).results.shipments).toEqual([]);

    // Accepted again: back out of Rejected, into Assigned.
    const accepted = await shipper.client.post(`/api/bids/${bid.id}/accept`);
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    expect(await list(carrier, 'rejected')).toMatchObject({ rejected: 0 });
    expect((await list(carrier, 'assigned')).results.shipments.map((card) => card.id)).toEqual([
      load.id,
    ]);
  });

  it('keeps a cancelled load under Canceled, not Rejected', async () => {
    const { shipper, carrier, load } = await market();
    const bid = await fixtures.placeBid(carrier, load.id);
    await shipper.client.post(`/api/bids/${bid.id}/reject`);
    expect((await list(carrier, 'rejected')).rejected).toBe(1);
    const cancelled = await shipper.client.post(`/api/loads/${load.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, JSON.stringify(cancelled.body)).toBe(200);
    expect((await list(carrier, 'rejected')).rejected).toBe(0);
    expect((await list(carrier, 'canceled')).results.shipments.map((card) => card.id)).toEqual([
      load.id,
    ]);
  });
});
