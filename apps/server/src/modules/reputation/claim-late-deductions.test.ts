import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileAppContext, fileTestContext } from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import * as market from '../../../test/market.ts';
import { image, startUpload } from '../../../test/uploads.ts';
import { deductDecidedClaims } from './claim-late-deductions.ts';

/**
 * PRODUCT.md 21 with 19: a claim settled before the POD is approved has no invoice to be deducted
 * on; the invoice issued at the approval gets the deduction (billing's invoice-issued job), once.
 */
describe('a claim decided before its invoice', () => {
  const ctx = fileTestContext();
  const app = fileAppContext(ctx);

  it('is deducted on the invoice issued at the POD approval, once', async () => {
    const { shipper, carrier } = await market.shipperAndCarrier(ctx, 'Late Claims Freight');
    const load = await market.createShipment(shipper);
    const bid = await market.placeBid(carrier, load.id, 250_000);
    expect((await shipper.client.post(`/api/bids/${bid.id}/accept`)).statusCode).toBe(200);
    for (const status of ['in_transit', 'delivered'])
      expect(
        (await shipper.client.post(`/api/loads/${load.id}/status`, { status })).statusCode,
      ).toBe(200);

    const bytes = await image('png', 60, 40);
    const ticket = await startUpload(carrier.client, {
      purpose: 'document',
      content_type: 'image/png',
      size: bytes.length,
    });
    expect((await ctx.client().request('PUT', ticket.url, bytes, ticket.headers)).statusCode).toBe(
      204,
    );
    expect((await carrier.client.post(`/api/uploads/${ticket.id}/complete`)).statusCode).toBe(200);
    const pod = await carrier.client.post(`/api/loads/${load.id}/documents`, {
      upload_id: ticket.id,
      kind: 'pod',
    });
    expect(pod.statusCode, JSON.stringify(pod.body)).toBe(201);

    // Two claims decided while the POD waits: one settled in part, one declined.
    const decided = async (decision: Record<string, unknown>) => {
      const filed = await shipper.client.post('/api/claims', {
        load_id: load.id,
        type: 'damage',
        amount: 50_000,
        description: 'Pallets crushed',
        document_ids: [],
      });
      expect(filed.statusCode, JSON.stringify(filed.body)).toBe(201);
      const id = filed.body.id as number;
      expect((await carrier.client.post(`/api/claims/${id}/acknowledge`)).statusCode).toBe(200);
      const answer = await carrier.client.post(`/api/claims/${id}/decide`, decision);
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.deducted).toBeNull();
      return id;
    };
    const partial = await decided({ decision: 'partial', amount: 20_000, reason: 'One pallet' });
    const declined = await decided({ decision: 'decline', reason: 'Packed badly' });
    await settleJobs(ctx);
    expect(
      await market.rows(ctx, sql`select id from invoices where load_id = ${load.id}`),
    ).toHaveLength(0);

    // The POD approved issues the invoice; the job deducts the agreed amount on it.
    const approved = await shipper.client.post(`/api/documents/${pod.body.id}/review`, {
      approved: true,
    });
    expect(approved.statusCode, JSON.stringify(approved.body)).toBe(200);
    await settleJobs(ctx);
    const [row] = await market.rows<{ id: number }>(
      ctx,
      sql`select id from invoices where load_id = ${load.id}`,
    );
    const invoiceOf = async () => (await shipper.client.get(`/api/invoices/${row?.id}`)).body;
    const deductions = (invoice: { lines: { type: string }[] }) =>
      invoice.lines.filter((line) => line.type === 'claim_deduction');
    const invoice = await invoiceOf();
    expect(deductions(invoice)).toEqual([
      expect.objectContaining({ type: 'claim_deduction', amount: -20_000 }),
    ]);
    expect(invoice.total).toBe(250_000 - 20_000);
    expect(invoice.revision).toBe(1);
    expect((await shipper.client.get(`/api/claims/${partial}`)).body.deducted).toBe(20_000);
    expect((await carrier.client.get(`/api/claims/${partial}`)).body.deducted).toBe(20_000);
    expect((await shipper.client.get(`/api/claims/${declined}`)).body.deducted).toBeNull();

    // Run again (a retried job): nothing more is deducted.
    expect(await deductDecidedClaims(app, load.id)).toBe(0);
    const again = await invoiceOf();
    expect(deductions(again)).toHaveLength(1);
    expect(again.total).toBe(250_000 - 20_000);
    expect(again.revision).toBe(1);
  });
});
