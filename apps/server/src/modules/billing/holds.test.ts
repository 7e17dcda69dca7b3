import { REMIT_HOLD_REASON } from '@spotlane/shared/domain/invoice-math';
import { describe, expect, it } from 'vitest';
import { expectErrorShape, fileAppContext, fileTestContext } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';
import { issueInvoice } from './index.ts';

/**
 * PRODUCT.md 19, holds: the shipper's own hold, lifted by scheduling the payment again; and the
 * remit-to guard, a change of bank details within 72 hours of a scheduled payment holding it
 * until the carrier's owner confirms the change with the mailed code.
 */
describe('invoice holds', () => {
  const ctx = fileTestContext();
  const app = fileAppContext(ctx);

  async function issuedInvoice(company: string) {
    const awarded = await market.awardedShipment(ctx, company);
    const id = await app.db.transaction((tx) => issueInvoice(app, tx, awarded.loadId, null));
    if (!id) throw new Error('no invoice issued');
    return { ...awarded, invoiceId: id };
  }
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  it("the shipper's hold keeps the invoice out of payment until it is scheduled again", async () => {
    const { shipper, carrier, invoiceId } = await issuedInvoice('Held Freight');
    const held = await shipper.client.post(`/api/invoices/${invoiceId}/hold`, {
      reason: 'POD is missing a signature',
    });
    expect(held.statusCode, JSON.stringify(held.body)).toBe(200);
    expect(held.body).toMatchObject({
      status: 'on_hold',
      hold_reason: 'POD is missing a signature',
    });
    const twice = await shipper.client.post(`/api/invoices/${invoiceId}/hold`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expectErrorShape(twice.body, 'InvalidTransition');
    const paid = await shipper.client.post(`/api/invoices/${invoiceId}/paid`, {
      reference: 'ACH-9',
    });
    expect(paid.statusCode).toBe(409);
    // The carrier cannot lift the shipper's hold.
    const byCarrier = await carrier.client.post(`/api/invoices/${invoiceId}/schedule`, {
      pay_on: tomorrow(),
    });
    expect(byCarrier.statusCode).toBe(403);

    const released = await shipper.client.post(`/api/invoices/${invoiceId}/schedule`, {
      pay_on: tomorrow(),
    });
    expect(released.statusCode, JSON.stringify(released.body)).toBe(200);
    expect(released.body).toMatchObject({
      status: 'scheduled',
      pay_on: tomorrow(),
      hold_reason: null,
    });
    const seen = await carrier.client.get(`/api/invoices/${invoiceId}`);
    const timeline = seen.body.timeline as Array<{ status: string; note: string | null }>;
    expect(timeline.map((step) => step.status)).toEqual(['open', 'on_hold', 'scheduled']);
    expect(timeline.at(-1)?.note).toBe(`Hold released: pay on ${tomorrow()}`);
  });

  it('a change of bank details holds the payment due within 72 hours until the owner confirms it', async () => {
    const { shipper, carrier, invoiceId } = await issuedInvoice('Remit Freight');
    const account = {
      routing_number: '011000015',
      account_number: '123456789',
      account_name: 'Remit Freight LLC',
    };
    expect((await carrier.client.put('/api/payment_details', account)).statusCode).toBe(200);
    const scheduled = await shipper.client.post(`/api/invoices/${invoiceId}/schedule`, {
      pay_on: tomorrow(),
    });
    expect(scheduled.statusCode).toBe(200);

    const changed = await carrier.client.put('/api/payment_details', {
      ...account,
      account_number: '987654321',
    });
    expect(changed.statusCode, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ account_number: '•••••4321', pending_confirmation: true });
    const held = await shipper.client.get(`/api/invoices/${invoiceId}`);
    expect(held.body).toMatchObject({ status: 'on_hold', hold_reason: REMIT_HOLD_REASON });
    // Neither scheduling again nor paying gets around the guard; the day's run leaves it out.
    const rescheduled = await shipper.client.post(`/api/invoices/${invoiceId}/schedule`, {
      pay_on: tomorrow(),
    });
    expect(rescheduled.statusCode).toBe(409);
    expect(expectErrorShape(rescheduled.body, 'InvalidTransition')[0]?.message).toBe(
      "This invoice waits for the carrier's owner to confirm new bank details",
    );
    expect(
      (await shipper.client.post(`/api/invoices/${invoiceId}/paid`, { reference: 'ACH-1' }))
        .statusCode,
    ).toBe(409);
    const csv = await shipper.client.get(`/api/payments/export?date=${tomorrow()}&format=csv`);
    expect(String(csv.body)).not.toContain('Remit Freight');

    const mail = await ctx.mailbox.waitFor(carrier.email, /Confirm the new bank details/);
    const code = /code: (\d{6})/.exec(mail.text)?.[1] as string;
    const wrong = await carrier.client.post('/api/payment_details/confirm', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await carrier.client.post('/api/payment_details/confirm', { code });
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    const going = await shipper.client.get(`/api/invoices/${invoiceId}`);
    expect(going.body).toMatchObject({
      status: 'scheduled',
      pay_on: tomorrow(),
      hold_reason: null,
    });
    const again = await carrier.client.post('/api/payment_details/confirm', { code });
    expect(again.statusCode).toBe(409);
  });
});
