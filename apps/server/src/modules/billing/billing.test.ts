import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileAppContext, fileTestContext } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';
import { autoApprove, issueInvoice, recordDetention } from './index.ts';

/**
 * PRODUCT.md 19 end to end through the API: terms, detention at departure (the worked example),
 * accessorial lines and their bad inputs, the invoice issued at POD approval with a revision,
 * quick pay, payment details, the NACHA run, paid once, days to pay.
 */
describe('money after delivery', () => {
  const ctx = fileTestContext();
  const app = fileAppContext(ctx);

  const awardedLoad = (company: string) => market.awardedShipment(ctx, company);

  const accountOf = async (userId: number) =>
    (
      await market.rows<{ id: number }>(
        ctx,
        sql`select account_id as id from users where id = ${userId}`,
      )
    )[0]?.id;

  const detentionAt = (loadId: number, stopId: number) =>
    app.db.transaction((tx) =>
      recordDetention(app, tx, {
        id: stopId,
        loadId,
        appointment: '2026-03-02T08:00',
        timeZone: 'America/Chicago',
        arrivedAt: new Date('2026-03-02T13:55:00Z'),
        departedAt: new Date('2026-03-02T17:40:00Z'),
        arrivalSource: 'dock',
        departureSource: 'dock',
      }),
    );

  it('runs from detention to a paid invoice, refusing the bad inputs', async () => {
    const { shipper, carrier, loadId } = await awardedLoad('Blue Ridge Freight');
    const outsider = await market.registerCarrier(ctx, 'Nosy Freight');

    // Terms: bad amounts are 400; the lane inherits nulls.
    const terms = (await shipper.client.get('/api/accessorial_terms')).body;
    expect(terms.detention).toMatchObject({ free_minutes: 120, grace_minutes: 15 });
    for (const bad of [-1, 100_000_001, 12.5]) {
      const put = await shipper.client.put('/api/accessorial_terms', {
        ...terms,
        detention: { ...terms.detention, cents_per_hour: bad },
      });
      expect(put.statusCode).toBe(400);
    }
    const saved = await shipper.client.put('/api/accessorial_terms', {
      ...terms,
      quick_pay_fee_percent: 2.5,
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect((await carrier.client.get('/api/accessorial_terms')).statusCode).toBe(403);

    // Detention computes itself at the departure, once per stop.
    const line = await detentionAt(loadId, 9001);
    expect(line).toMatchObject({
      type: 'detention',
      amount: 12_500,
      minutes: 100,
      status: 'pending',
    });
    expect(await detentionAt(loadId, 9001)).toBeNull();

    // The carrier's own lines: a lumper needs its receipt; amounts are whole cents up to $1M.
    const lines = `/api/loads/${loadId}/accessorials`;
    expect((await carrier.client.post(lines, { type: 'lumper', amount: 8000 })).statusCode).toBe(
      400,
    );
    for (const amount of [-5, 0, 100_000_001, 10.005]) {
      expect((await carrier.client.post(lines, { type: 'other', amount })).statusCode).toBe(400);
    }
    expect((await outsider.client.post(lines, { type: 'other', amount: 100 })).statusCode).toBe(
      404,
    );
    expect((await outsider.client.get(lines)).statusCode).toBe(404);
    const other = await carrier.client.post(lines, {
      type: 'driver_assist',
      amount: 7500,
      note: 'Helped unload',
    });
    expect(other.statusCode, JSON.stringify(other.body)).toBe(201);
    expect(
      (await shipper.client.post(`/api/accessorials/${other.body.id}/approve`)).statusCode,
    ).toBe(200);
    const twice = await shipper.client.post(`/api/accessorials/${other.body.id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.errors[0].code).toBe('InvalidTransition');
    expect(
      (await carrier.client.post(`/api/accessorials/${other.body.id}/approve`)).statusCode,
    ).toBe(403);

    // POD approved: the invoice issues itself with the linehaul and the approved line.
    const invoiceId = await app.db.transaction((tx) =>
      issueInvoice(app, tx, loadId, shipper.user.id),
    );
    expect(invoiceId).not.toBeNull();
    const issued = (await carrier.client.get(`/api/invoices/${invoiceId}`)).body;
    expect(issued.lines.map((l: { type: string }) => l.type)).toEqual([
      'linehaul',
      'driver_assist',
    ]);
    expect(issued.total).toBe(257_500);
    expect(issued.status).toBe('open');
    expect((await outsider.client.get(`/api/invoices/${invoiceId}`)).statusCode).toBe(404);

    // The detention approved later joins as a revision.
    const approve = await shipper.client.post(`/api/accessorials/${line?.id}/approve`);
    expect(approve.statusCode).toBe(200);
    const revised = (await shipper.client.get(`/api/invoices/${invoiceId}`)).body;
    expect(revised).toMatchObject({ revision: 1, total: 270_000 });

    // Quick pay: fee and net shown before, taken once.
    expect(revised.quick_pay_offer).toBeNull(); // the shipper is not offered it
    const offer = (await carrier.client.get(`/api/invoices/${invoiceId}`)).body.quick_pay_offer;
    expect(offer).toMatchObject({ fee: 6750, net: 263_250 });
    expect((await carrier.client.post(`/api/invoices/${invoiceId}/quick_pay`, {})).statusCode).toBe(
      400,
    );
    const quick = await carrier.client.post(`/api/invoices/${invoiceId}/quick_pay`, {
      confirm: true,
    });
    expect(quick.statusCode, JSON.stringify(quick.body)).toBe(200);
    expect(quick.body.quick_pay).toMatchObject({ fee: 6750, net: 263_250 });
    expect(quick.body.status).toBe('scheduled');
    expect(
      (await carrier.client.post(`/api/invoices/${invoiceId}/quick_pay`, { confirm: true }))
        .statusCode,
    ).toBe(409);

    // Payment details: a wrong check digit is 400; answers are masked.
    const bad = await carrier.client.put('/api/payment_details', {
      routing_number: '011000016',
      account_number: '123456789',
      account_name: 'Blue Ridge Freight LLC',
    });
    expect(bad.statusCode).toBe(400);
    const details = await carrier.client.put('/api/payment_details', {
      routing_number: '011000015',
      account_number: '123456789',
      account_name: 'Blue Ridge Freight LLC',
    });
    expect(details.statusCode, JSON.stringify(details.body)).toBe(200);
    expect(details.body.account_number).toBe('•••••6789');

    // The payment run: NACHA with the net of quick pay; an empty day is a valid empty file.
    const payOn = quick.body.pay_on as string;
    const nacha = await shipper.client.get(`/api/payments/export?date=${payOn}&format=nacha`);
    expect(nacha.statusCode).toBe(200);
    expect(String(nacha.headers['content-type'])).toContain('text/plain');
    const records = String(nacha.body).trimEnd().split('\n');
    expect(records.length % 10).toBe(0);
    expect(records.every((r) => r.length === 94)).toBe(true);
    expect(records.find((r) => r.startsWith('6'))?.slice(29, 39)).toBe('0000263250');
    const empty = await shipper.client.get('/api/payments/export?date=2020-01-01&format=nacha');
    expect(
      String(empty.body)
        .trimEnd()
        .split('\n')
        .map((r) => r[0])
        .join(''),
    ).toBe('1999999999');
    const csv = await shipper.client.get(`/api/payments/export?date=${payOn}&format=csv`);
    expect(String(csv.body)).toContain('263250');
    expect((await carrier.client.get(`/api/payments/export?date=${payOn}`)).statusCode).toBe(403);

    // Paid once; the carrier sees it; days to pay is kept.
    const paid = await shipper.client.post(`/api/invoices/${invoiceId}/paid`, {
      reference: 'ACH-1',
    });
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    expect(
      (await shipper.client.post(`/api/invoices/${invoiceId}/paid`, { reference: 'ACH-2' }))
        .statusCode,
    ).toBe(409);
    const seen = (await carrier.client.get('/api/invoices?status=paid')).body;
    expect(seen.results.map((i: { id: number }) => i.id)).toContain(invoiceId);
    expect(seen.results[0].timeline.map((t: { status: string }) => t.status)).toEqual(
      expect.arrayContaining(['open', 'scheduled', 'paid']),
    );
    const dtp = await carrier.client.get(
      `/api/shippers/${await accountOf(shipper.user.id)}/days_to_pay`,
    );
    expect(dtp.body).toMatchObject({ paid_count: 1, on_time_share: 1 });
    const pdf = await carrier.client.get(`/api/invoices/${invoiceId}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(String(pdf.headers['content-type'])).toBe('application/pdf');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'approves a line once when two runners and the shipper race (PostgreSQL)',
    async () => {
      const { shipper, carrier, loadId } = await awardedLoad('Race Freight');
      for (let round = 0; round < 3; round++) {
        const line = await carrier.client.post(`/api/loads/${loadId}/accessorials`, {
          type: 'other',
          amount: 1000 + round,
        });
        expect(line.statusCode).toBe(201);
        await ctx.database.db.execute(
          sql`update accessorials set auto_approve_at = now() - interval '1 minute' where id = ${line.body.id}`,
        );
        const [a, b, c] = await Promise.all([
          autoApprove(app, line.body.id),
          autoApprove(app, line.body.id),
          shipper.client.post(`/api/accessorials/${line.body.id}/approve`),
        ]);
        const approvals = [a, b, c.statusCode === 200].filter(Boolean);
        expect(approvals).toHaveLength(1);
        if (c.statusCode !== 200) expect(c.statusCode).toBe(409);
        const told = await market.rows<{ n: number }>(
          ctx,
          sql`select count(*)::int as n from notifications where user_id = ${carrier.user.id} and type = 'accessorial' and body like ${`%$${(1000 + round) / 100}%`} and title like 'Other approved%'`,
        );
        expect(told[0]?.n).toBe(1);
      }
    },
  );
});
