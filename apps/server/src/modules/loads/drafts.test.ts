import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import {
  createShipment,
  day,
  notificationTitles,
  placeBid,
  registerCarrier,
  shipperAndCarrier,
} from '../../../test/market.ts';

const ctx = fileTestContext();

/** PRODUCT.md 4: a draft is the shipper's alone until it is published. */
describe('drafts', () => {
  it('hides a draft from the carriers of its audience and tells them only when it is published', async () => {
    const { shipper, carrier } = await shipperAndCarrier(ctx, 'Draft Watch Freight');
    const draft = await createShipment(shipper, { draft: true });
    expect(draft.status).toBe('draft');
    expect(draft.identifier).toMatch(/^SH-/);

    // The shipper finds it in its lists; no carrier sees it, counts it or can bid on it.
    const mine = await shipper.client.get('/api/loads?status=all');
    expect(mine.body.results.map((load: { id: number }) => load.id)).toContain(draft.id);
    expect(mine.body.counts.all).toBe(1);
    const spot = await carrier.client.get('/api/loads/custom_pagination_spotquotes');
    expect(spot.body.results.shipments).toEqual([]);
    expect(spot.body.all_spotquotes).toBe(0);
    const search = await carrier.client.get(
      '/api/loads/custom_pagination_spotquotes?status=search&search=chicago',
    );
    expect(search.body.results.shipments).toEqual([]);
    expect((await carrier.client.get(`/api/loads/${draft.id}`)).statusCode).toBe(404);
    const bid = await carrier.client.post('/api/bids', {
      load_id: draft.id,
      amount: 150_000,
      pickup_date: day(30),
      delivery_date: day(32),
    });
    expect(bid.statusCode).toBe(404);
    // A new load's notices go out by jobs: drain them, then nobody may have been told.
    await settleJobs(ctx);
    expect(await notificationTitles(ctx, carrier)).toEqual([]);

    // Publishing makes it an open shipment, offered and announced to its audience once.
    const published = await shipper.client.post(`/api/loads/${draft.id}/publish`);
    expect(published.statusCode, JSON.stringify(published.body)).toBe(200);
    expect(published.body.status).toBe('unscheduled');
    expect(published.body.status_history.map((entry: { status: string }) => entry.status)).toEqual(
      expect.arrayContaining(['draft', 'unscheduled']),
    );
    const after = await carrier.client.get('/api/loads/custom_pagination_spotquotes');
    expect(after.body.results.shipments.map((load: { id: number }) => load.id)).toEqual([draft.id]);
    expect(after.body.all_spotquotes).toBe(1);
    expect(await notificationTitles(ctx, carrier)).toHaveLength(1);
    await placeBid(carrier, draft.id);

    const again = await shipper.client.post(`/api/loads/${draft.id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.body.errors[0].code).toBe('InvalidTransition');
  });

  it('keeps a draft edited to the marketplace hidden, and a cancelled draft stays hidden', async () => {
    const { shipper } = await shipperAndCarrier(ctx, 'Draft Linked Freight');
    const stranger = await registerCarrier(ctx, 'Draft Market Freight');
    const draft = await createShipment(shipper, {
      draft: true,
      audience: { type: 'marketplace' },
    });
    const spot = await stranger.client.get('/api/loads/custom_pagination_spotquotes');
    expect(spot.body.results.shipments.map((load: { id: number }) => load.id)).not.toContain(
      draft.id,
    );
    const cancelled = await shipper.client.post(`/api/loads/${draft.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, JSON.stringify(cancelled.body)).toBe(200);
    expect((await stranger.client.get(`/api/loads/${draft.id}`)).statusCode).toBe(404);
    const published = await shipper.client.post(`/api/loads/${draft.id}/publish`);
    expect(published.statusCode).toBe(409);
    await settleJobs(ctx);
    expect(await notificationTitles(ctx, stranger)).toEqual([]);
  });

  it("refuses to publish another account's draft (404)", async () => {
    const { shipper } = await shipperAndCarrier(ctx, 'Draft Owner Freight');
    const other = await shipperAndCarrier(ctx, 'Draft Other Freight');
    const draft = await createShipment(shipper, { draft: true });
    const answer = await other.shipper.client.post(`/api/loads/${draft.id}/publish`);
    expect(answer.statusCode).toBe(404);
  });
});
