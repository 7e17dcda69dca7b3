import { describe, expect, it } from 'vitest';
import { fileAppContext, fileTestContext } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';
import { issueInvoice } from './index.ts';

/**
 * The lists the web's invoice pages read (PRODUCT.md 19): each side's, filtered by status and
 * by payment day (the payment run), every invoice with the zone its moments read in.
 */
describe('invoice lists', () => {
  const ctx = fileTestContext();
  const app = fileAppContext(ctx);

  it('filters by payment day and status, and answers the shipper’s zone', async () => {
    const { shipper, carrier } = await market.shipperAndCarrier(ctx, 'Day Run Freight');
    const ids: number[] = [];
    for (const amount of [200_000, 210_000]) {
      const load = await market.createShipment(shipper);
      const bid = await market.placeBid(carrier, load.id, amount);
      expect((await shipper.client.post(`/api/bids/${bid.id}/accept`)).statusCode).toBe(200);
      const id = await app.db.transaction((tx) => issueInvoice(app, tx, load.id, null));
      if (!id) throw new Error('no invoice');
      ids.push(id);
    }
    const [first, second] = ids as [number, number];
    const scheduled = await shipper.client.post(`/api/invoices/${first}/schedule`, {
      pay_on: '2030-01-15',
    });
    expect(scheduled.statusCode, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.time_zone).toMatch(/^America\//);

    const day = await shipper.client.get('/api/invoices?pay_on=2030-01-15');
    expect(day.body.results.map((row: { id: number }) => row.id)).toEqual([first]);
    const otherDay = await shipper.client.get('/api/invoices?pay_on=2030-01-16');
    expect(otherDay.body).toMatchObject({ results: [], count: 0 });
    const open = await carrier.client.get('/api/invoices?status=open');
    expect(open.body.results.map((row: { id: number }) => row.id)).toEqual([second]);
    expect((await shipper.client.get('/api/invoices?pay_on=15-01-2030')).statusCode).toBe(400);
  });
});
