import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, shipperRegistration, type TestContext } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';
import { scratchDir, startUpload } from '../../../test/uploads.ts';
import { until } from '../../../test/wait.ts';
import { type AppContext, createContext } from '../../context.ts';
import { renderRateConfirmation } from './pdf.ts';
import { sweepAtRisk } from './tracking.ts';

/**
 * PRODUCT.md 12: the rate confirmation made on every award (read back as text), documents with
 * the POD review, tracking with the at-risk rule, and the public share link.
 */
describe('rate confirmations, documents, tracking and share links', () => {
  let ctx: TestContext;
  let app: AppContext;

  beforeAll(async () => {
    const dataDir = await scratchDir('paperwork');
    ctx = await createTestContext({ TRUST_PROXY: 'true', DATA_DIR: dataDir });
    app = createContext({ config: ctx.config, db: ctx.database.db });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const PICKUP_AT = `${market.day(30)}T08:30`;
  const DELIVERY_AT = `${market.day(32)}T14:00`;

  /** A shipper whose stops have contacts and shipping hours. */
  async function shipperWithStops(company = 'Acme Test Shipping'): Promise<market.Shipper> {
    const shipper = await market.register(ctx, shipperRegistration({ company_name: company }));
    const stop = async (name: string, street: string, city: string, state: string, zip: string) => {
      const response = await shipper.client.post('/api/companies', {
        name,
        locations: [
          {
            name: `${name} dock`,
            address: { address1: street, city, state, zipcode: zip },
            contact_name: `${name} Gatekeeper`,
            contact_phone: '+1 555 010 2020',
            schedule: [
              {
                schedule_type: 'weekday',
                weekday: 2,
                is_holiday: false,
                intervals: [{ start_time: '06:00', end_time: '18:00' }],
              },
            ],
          },
        ],
      });
      expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
      return response.body.locations[0].id as number;
    };
    const origin = await stop('Acme Plant', '12 Mill Rd', 'Chicago', 'IL', '60601');
    const destination = await stop('Beta Store', '99 Elm St', 'Dallas', 'TX', '75201');
    return { ...shipper, origin, destination };
  }

  /** A shipment with appointments awarded to `carrier` by an accepted bid of $1,500. */
  async function awarded(shipper: market.Shipper, carrier: market.Member, amount = 150_000) {
    const created = await shipper.client.post('/api/loads', {
      name: 'Steel coils',
      origin_location_id: shipper.origin,
      destination_location_id: shipper.destination,
      date_to_leave: market.day(30),
      expected_delivery_date: market.day(32),
      appointment_pickup: PICKUP_AT,
      appointment_delivery: DELIVERY_AT,
      specs: { Trailer: '53 ft', 'Load bars': '2' },
      equipment_type: 'dry_van',
      weight_lbs: 38_000,
      miles: 925,
      description: 'Handle with care',
      load_value: 2_500_000,
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const loadId = created.body.id as number;
    await market.linkCarrier(shipper, carrier);
    const bid = await market.placeBid(carrier, loadId, amount);
    const accepted = await shipper.client.post(`/api/bids/${bid.id}/accept`);
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    return { loadId, identifier: created.body.identifier as string, bidId: bid.id };
  }

  /** The live load_status events the shipper of a load was sent about it. */
  async function shipperStatusEvents(loadId: number): Promise<number> {
    const result = (await ctx.database.db.execute(
      sql`select count(*)::int as n from events e join loads l on l.account_id = e.account_id
          where l.id = ${loadId} and e.type = 'load_status' and (e.payload->>'load_id')::int = ${loadId}`,
    )) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]?.n ?? 0;
  }

  /** The PDF bytes of a GET, with the member's session (the JSON client reads text). */
  async function fetchPdf(member: market.Member, url: string) {
    const cookie = [...member.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  }

  /** The PDF's text, a label and its value (two columns) read as one space apart. */
  const textOf = async (bytes: Uint8Array) =>
    (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text.replace(/[ \t]+/g, ' ');

  const history = async (member: market.Member, loadId: number) =>
    (
      (await member.client.get(`/api/loads/${loadId}`)).body.status_history as Array<{
        status: string;
      }>
    ).map((entry) => entry.status);

  it('makes a rate confirmation on a bid award: every field is in the PDF, mailed to the carrier', async () => {
    const shipper = await shipperWithStops('Acme Paper Shipping');
    const carrier = await market.registerCarrier(ctx, 'Rapid Roads Freight');
    const { loadId, identifier } = await awarded(shipper, carrier);

    const response = await fetchPdf(shipper, `/api/loads/${loadId}/rate_confirmation`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // Shown in a frame of the app's own origin (/confirmation-pdf), nowhere else.
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(response.rawPayload);
    const [y1, m1, d1] = market.day(30).split('-');
    const [y2, m2, d2] = market.day(32).split('-');
    for (const expected of [
      'Rate Confirmation',
      `Load ${identifier} | Version 1`,
      'Steel coils',
      'Acme Paper Shipping',
      'Rapid Roads Freight',
      'MC: 123456',
      'Contact: Ann Shipper',
      'Contact: Carl Carrier',
      shipper.email,
      carrier.email,
      'Pickup',
      'Company Acme Plant - Acme Plant dock',
      'Address 12 Mill Rd, Chicago, IL 60601',
      'Contact Acme Plant Gatekeeper, +1 555 010 2020',
      `Date ${m1}-${d1}-${y1}`,
      `Appointment ${m1}-${d1}-${y1} 08:30 (America/Chicago)`,
      'Shipping hours Mon 06:00-18:00',
      'Delivery',
      'Address 99 Elm St, Dallas, TX 75201',
      'Contact Beta Store Gatekeeper',
      `Date ${m2}-${d2}-${y2}`,
      `Appointment ${m2}-${d2}-${y2} 14:00 (America/Chicago)`,
      'Equipment Dry van',
      'Weight 38,000 lb',
      'Miles 925 mi',
      'Trailer 53 ft',
      'Agreed rate: $1,500.00 USD',
      'Handle with care',
      'Team drivers',
      '1. The carrier moves this load as an independent contractor',
      'Not yet acknowledged by the carrier.',
    ]) {
      expect(text).toContain(expected);
    }
    // The carrier reads the same document and gets it by mail, attached.
    expect((await fetchPdf(carrier, `/api/loads/${loadId}/rate_confirmation`)).statusCode).toBe(
      200,
    );
    const mail = await ctx.mailbox.waitFor(carrier.email, /Rate confirmation/);
    const attached = mail.attachments.find((file) => file.mimeType === 'application/pdf');
    expect(attached?.filename).toBe(`rate-confirmation-${identifier}-v1.pdf`);
    expect(await textOf(attached?.content ?? new Uint8Array())).toContain(
      'Agreed rate: $1,500.00 USD',
    );
    expect(await history(shipper, loadId)).toContain('rate_confirmation_v1');
  });

  /** A load named `name` that `lower` bids $1,400 on, then `higher` $1,500 (none accepted). */
  async function twoBids(
    shipper: market.Shipper,
    name: string,
    lower: market.Member,
    higher: market.Member,
  ) {
    const created = await shipper.client.post('/api/loads', {
      name,
      origin_location_id: shipper.origin,
      destination_location_id: shipper.destination,
      date_to_leave: market.day(30),
      expected_delivery_date: market.day(32),
    });
    const loadId = created.body.id as number;
    await market.linkCarrier(shipper, lower);
    await market.linkCarrier(shipper, higher);
    const lowerBid = await market.placeBid(lower, loadId, 140_000);
    const higherBid = await market.placeBid(higher, loadId, 150_000);
    return { loadId, lowerBid, higherBid };
  }

  it('reads the rate confirmation only for the shipper and the assigned carrier', async () => {
    const shipper = await shipperWithStops();
    const carrier = await market.registerCarrier(ctx, 'Holder Freight');
    const other = await market.registerCarrier(ctx, 'Loser Freight');
    const { loadId, higherBid: bid } = await twoBids(shipper, 'Two bids', other, carrier);
    expect((await shipper.client.post(`/api/bids/${bid.id}/accept`)).statusCode).toBe(200);
    const stranger = await shipperWithStops('Other Shipper');
    const url = `/api/loads/${loadId}/rate_confirmation`;
    expect((await fetchPdf(other, url)).statusCode).toBe(404);
    expect((await fetchPdf(stranger, url)).statusCode).toBe(404);
    expect((await ctx.client().get(url)).statusCode).toBe(401);
    expect((await fetchPdf(carrier, `${url}?version=9`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/loads/${loadId}/rate_confirmations`)).statusCode).toBe(
      404,
    );
  });

  it('mails a rate confirmation only to a carrier that still holds the load when it is sent', async () => {
    const shipper = await shipperWithStops();
    const first = await market.registerCarrier(ctx, 'Replaced Freight');
    const second = await market.registerCarrier(ctx, 'Final Freight');
    const bids = await twoBids(shipper, 'Changed hands', first, second);
    const { loadId, lowerBid: replaced, higherBid: kept } = bids;
    // The runner waits while the award changes hands, as a busy queue would.
    await ctx.jobs.stop();
    try {
      expect((await shipper.client.post(`/api/bids/${replaced.id}/accept`)).statusCode).toBe(200);
      // PRODUCT.md 4: taking the load from its carrier is deliberate.
      const reassign = { reassign: true };
      expect((await shipper.client.post(`/api/bids/${kept.id}/accept`, reassign)).statusCode).toBe(
        200,
      );
      while ((await ctx.jobs.runDue()) > 0) {}
    } finally {
      ctx.jobs.start();
    }
    await ctx.mailbox.waitFor(second.email, /Rate confirmation/);
    const toReplaced = ctx.mailbox.to(first.email);
    expect(toReplaced.some((mail) => /Rate confirmation/.test(mail.subject))).toBe(false);
    for (const mail of toReplaced.filter((entry) => !/accepted/.test(entry.subject))) {
      expect(`${mail.subject}\n${mail.text}`).not.toContain('Changed hands');
    }
    // Both versions exist; only the holder's was sent.
    const versions = await shipper.client.get(`/api/loads/${loadId}/rate_confirmations`);
    expect(versions.body.count).toBe(2);
  });

  it('takes the carrier acknowledgement once, prints it, and makes a new version when appointments change', async () => {
    const shipper = await shipperWithStops();
    const carrier = await market.registerCarrier(ctx, 'Ack Freight');
    const { loadId } = await awarded(shipper, carrier);
    const ack = `/api/loads/${loadId}/rate_confirmation/acknowledge`;
    expect((await shipper.client.post(ack, { name: 'Ann' })).statusCode).toBe(403);
    expect((await carrier.client.post(ack, { name: '' })).statusCode).toBe(400);
    const stranger = await carrier.client.post(ack, { name: 'Mickey Mouse' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body.errors).toEqual([
      {
        code: 'ValidationError',
        field: 'name',
        message: 'Type your own name as on your account (Carl Carrier)',
      },
    ]);
    // Case and spacing do not count.
    expect((await carrier.client.post(ack, { name: ' carl  CARRIER ' })).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`update rate_confirmations set acknowledged_at = null, acknowledged_name = null where load_id = ${loadId}`,
    );
    const signed = await carrier.client.post(ack, { name: 'Carl Carrier' });
    expect(signed.statusCode, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ load_id: loadId, version: 1, name: 'Carl Carrier' });
    expect((await carrier.client.post(ack, { name: 'Carl Carrier' })).statusCode).toBe(409);
    const text = await textOf(
      (await fetchPdf(shipper, `/api/loads/${loadId}/rate_confirmation`)).rawPayload,
    );
    expect(text).toContain('Acknowledged by Carl Carrier on');
    expect(await history(shipper, loadId)).toContain('rate_confirmation_v1_acknowledged');

    // A new delivery appointment: version 2; the same again: no version 3.
    const detail = (await shipper.client.get(`/api/loads/${loadId}`)).body;
    const body = {
      name: detail.name,
      origin_location_id: shipper.origin,
      destination_location_id: shipper.destination,
      date_to_leave: market.day(30),
      expected_delivery_date: market.day(32),
      appointment_pickup: PICKUP_AT,
      appointment_delivery: `${market.day(32)}T16:45`,
    };
    expect((await shipper.client.put(`/api/loads/${loadId}`, body)).statusCode).toBe(200);
    expect((await shipper.client.put(`/api/loads/${loadId}`, body)).statusCode).toBe(200);
    const versions = await carrier.client.get(`/api/loads/${loadId}/rate_confirmations`);
    expect(versions.body.results.map((entry: { version: number }) => entry.version)).toEqual([
      2, 1,
    ]);
    const v2 = await textOf(
      (await fetchPdf(carrier, `/api/loads/${loadId}/rate_confirmation`)).rawPayload,
    );
    expect(v2).toContain('Version 2');
    expect(v2).toContain('16:45');
    expect(v2).toContain('Not yet acknowledged by the carrier.');
    const v1 = await textOf(
      (await fetchPdf(carrier, `/api/loads/${loadId}/rate_confirmation?version=1`)).rawPayload,
    );
    expect(v1).toContain('14:00');
    expect(v1).toContain('Acknowledged by Carl Carrier');
    await ctx.mailbox.waitFor(carrier.email, /version 2/);
  });

  it('makes a rate confirmation when a carrier confirms a chosen quote', async () => {
    const shipper = await shipperWithStops();
    const carrier = await market.registerCarrier(ctx, 'Quote Freight');
    const request = await shipper.client.post('/api/loads', market.quoteRequestBody());
    expect(request.statusCode).toBe(201);
    const loadId = request.body.id as number;
    await market.linkCarrier(shipper, carrier);
    const quote = await market.placeBid(carrier, loadId, 110_000);
    expect(
      (await shipper.client.post(`/api/loads/${loadId}/choose_quote`, { bid_id: quote.id }))
        .statusCode,
    ).toBe(200);
    const confirmed = await carrier.client.post(`/api/bids/${quote.id}/confirm_quote`, {
      amount: 118_000,
      pickup_date: market.day(30),
      delivery_date: market.day(33),
    });
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    const text = await textOf(
      (await fetchPdf(carrier, `/api/loads/${loadId}/rate_confirmation`)).rawPayload,
    );
    expect(text).toContain('Agreed rate: $1,180.00 USD');
    expect(text).toContain('Austin, TX 78701');
    expect(text).toContain('Memphis, TN 38103');
  });

  async function uploadPdf(member: market.Member) {
    const bytes = await renderRateConfirmation(
      {
        version: 1,
        issued_at: new Date().toISOString(),
        load_id: 1,
        identifier: 'POD',
        load_name: 'Signed POD',
        shipper: {
          company_name: 'x',
          mc_number: null,
          dot_number: null,
          phone: null,
          contact: null,
          logo_upload_id: null,
        },
        carrier: {
          company_name: 'y',
          mc_number: null,
          dot_number: null,
          phone: null,
          contact: null,
          logo_upload_id: null,
        },
        stops: [],
        equipment: '',
        specs: [],
        rate_cents: 1,
        rate_text: '',
        notes: [],
        terms: [],
      },
      null,
    );
    const ticket = await startUpload(member.client, {
      purpose: 'document',
      content_type: 'application/pdf',
      size: bytes.length,
    });
    const put = await ctx.client().request('PUT', ticket.url, bytes, ticket.headers);
    expect(put.statusCode).toBe(204);
    const done = await member.client.post(`/api/uploads/${ticket.id}/complete`);
    expect(done.statusCode, JSON.stringify(done.body)).toBe(200);
    return { id: ticket.id, bytes };
  }

  it('lets the uploader retype or remove a document until it is reviewed, nobody else', async () => {
    const shipper = await shipperWithStops();
    const carrier = await market.registerCarrier(ctx, 'Retype Freight');
    const outsider = await market.registerCarrier(ctx, 'Other Retype Freight');
    const { loadId } = await awarded(shipper, carrier);
    const docs = `/api/loads/${loadId}/documents`;
    const attach = async (kind: string) => {
      const upload = await uploadPdf(carrier);
      const made = await carrier.client.post(docs, { upload_id: upload.id, kind });
      expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
      return made.body.id as number;
    };
    // A POD uploaded as a BOL by mistake: its uploader corrects the type.
    const wrong = await attach('bol');
    expect((await shipper.client.put(`/api/documents/${wrong}`, { kind: 'pod' })).statusCode).toBe(
      403,
    );
    expect((await outsider.client.put(`/api/documents/${wrong}`, { kind: 'pod' })).statusCode).toBe(
      404,
    );
    expect((await carrier.client.put(`/api/documents/${wrong}`, { kind: 'x' })).statusCode).toBe(
      400,
    );
    const retyped = await carrier.client.put(`/api/documents/${wrong}`, { kind: 'pod' });
    expect(retyped.statusCode, JSON.stringify(retyped.body)).toBe(200);
    expect(retyped.body.kind).toBe('pod');
    expect((await carrier.client.put(`/api/documents/${wrong}`, { kind: 'pod' })).statusCode).toBe(
      409,
    );

    // A file attached by mistake is removed by its uploader, not by the other party.
    const extra = await attach('other');
    expect((await shipper.client.delete(`/api/documents/${extra}`)).statusCode).toBe(403);
    expect((await outsider.client.delete(`/api/documents/${extra}`)).statusCode).toBe(404);
    expect((await carrier.client.delete(`/api/documents/${extra}`)).statusCode).toBe(204);
    const left = await carrier.client.get(docs);
    expect(left.body.results.map((doc: { id: number }) => doc.id)).toEqual([wrong]);

    // Reviewed, the POD is the shipper's record: no change, no removal.
    await shipper.client.post(`/api/documents/${wrong}/review`, { approved: true });
    const late = await carrier.client.put(`/api/documents/${wrong}`, { kind: 'other' });
    expect(late.statusCode).toBe(409);
    expect(late.body.errors[0].message).toBe(
      'This document was reviewed: it can no longer be changed or removed',
    );
    expect((await carrier.client.delete(`/api/documents/${wrong}`)).statusCode).toBe(409);
    expect(await history(shipper, loadId)).toEqual(
      expect.arrayContaining(['document_bol_retyped_pod', 'document_other_removed']),
    );
  });

  it('attaches documents for both parties, links them signed, and lets the shipper review a POD', async () => {
    const shipper = await shipperWithStops();
    const carrier = await market.registerCarrier(ctx, 'Doc Freight');
    const outsider = await market.registerCarrier(ctx, 'Nosy Freight');
    const { loadId } = await awarded(shipper, carrier);
    const upload = await uploadPdf(carrier);
    const docs = `/api/loads/${loadId}/documents`;
    expect((await outsider.client.get(docs)).statusCode).toBe(404);
    expect(
      (await outsider.client.post(docs, { upload_id: upload.id, kind: 'pod' })).statusCode,
    ).toBe(404);
    // Another account's upload cannot be attached.
    expect(
      (await shipper.client.post(docs, { upload_id: upload.id, kind: 'bol' })).statusCode,
    ).toBe(400);
    expect((await carrier.client.post(docs, { upload_id: upload.id, kind: 'x' })).statusCode).toBe(
      400,
    );
    const statusEventsBefore = await shipperStatusEvents(loadId);
    const pod = await carrier.client.post(docs, {
      upload_id: upload.id,
      kind: 'pod',
      file_name: 'signed-pod.pdf',
    });
    expect(pod.statusCode, JSON.stringify(pod.body)).toBe(201);
    // The shipper's open documents panel hears of the carrier's file (a load_status event).
    expect(await shipperStatusEvents(loadId)).toBe(statusEventsBefore + 1);
    expect(pod.body).toMatchObject({
      load_id: loadId,
      kind: 'pod',
      file_name: 'signed-pod.pdf',
      content_type: 'application/pdf',
      size: upload.bytes.length,
      uploaded_by: 'Carl Carrier',
      uploaded_by_party: 'carrier',
      review: null,
    });
    const bol = await uploadPdf(shipper);
    expect((await shipper.client.post(docs, { upload_id: bol.id, kind: 'bol' })).statusCode).toBe(
      201,
    );
    const listed = await shipper.client.get(docs);
    expect(listed.body.count).toBe(2);
    expect((await carrier.client.get(docs)).body.count).toBe(2);

    // Signed links for both parties; the bytes come back whole. Outsiders: 404.
    const link = await shipper.client.get(`/api/documents/${pod.body.id}`);
    expect(link.statusCode).toBe(200);
    expect(link.body.url).toMatch(/Signature=/);
    const downloaded = await ctx.app.inject({ method: 'GET', url: link.body.url });
    expect(downloaded.statusCode).toBe(200);
    expect(Buffer.compare(downloaded.rawPayload, upload.bytes)).toBe(0);
    expect((await outsider.client.get(`/api/documents/${pod.body.id}`)).statusCode).toBe(404);

    // The POD review: the shipper only, a reason to reject, POD only, no repeats.
    const review = `/api/documents/${pod.body.id}/review`;
    expect((await carrier.client.post(review, { approved: true })).statusCode).toBe(403);
    expect((await outsider.client.post(review, { approved: true })).statusCode).toBe(404);
    const noReason = await shipper.client.post(review, { approved: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.errors[0]).toMatchObject({
      field: 'reason',
      message: 'Give a reason for rejecting the POD',
    });
    const rejected = await shipper.client.post(review, {
      approved: false,
      reason: 'Signature missing',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.body.review).toMatchObject({ approved: false, reason: 'Signature missing' });
    const approved = await shipper.client.post(review, { approved: true });
    expect(approved.body.review).toMatchObject({ approved: true, reason: null });
    expect((await shipper.client.post(review, { approved: true })).statusCode).toBe(409);
    const bolId = listed.body.results.find((doc: { kind: string }) => doc.kind === 'bol').id;
    expect(
      (await shipper.client.post(`/api/documents/${bolId}/review`, { approved: true })).statusCode,
    ).toBe(409);
    const steps = await history(shipper, loadId);
    expect(steps).toEqual(
      expect.arrayContaining([
        'document_pod_added',
        'document_bol_added',
        'pod_rejected',
        'pod_approved',
      ]),
    );
  });

  const atRiskNotices = async (member: market.Member) =>
    (
      await market.rows<{ n: number }>(
        ctx,
        sql`select count(*)::int as n from notifications where user_id = ${member.user.id} and title like '%is at risk'`,
      )
    )[0]?.n ?? 0;

  it('takes milestones and check calls from the assigned carrier; a late ETA is at risk and told once', async () => {
    const shipper = await shipperWithStops();
    const carrier = await market.registerCarrier(ctx, 'Track Freight');
    const outsider = await market.registerCarrier(ctx, 'Other Track Freight');
    const { loadId, identifier } = await awarded(shipper, carrier);
    const track = `/api/loads/${loadId}/tracking`;
    expect((await shipper.client.post(track, { milestone: 'dispatched' })).statusCode).toBe(403);
    expect((await outsider.client.post(track, { milestone: 'dispatched' })).statusCode).toBe(404);
    expect((await outsider.client.get(track)).statusCode).toBe(404);
    expect((await carrier.client.post(track, { milestone: 'teleported' })).statusCode).toBe(400);
    expect((await carrier.client.post(track, { milestone: 'dispatched' })).statusCode).toBe(200);
    expect((await carrier.client.post(track, { milestone: 'dispatched' })).statusCode).toBe(409);
    expect((await carrier.client.post(track, { milestone: 'arrived_pickup' })).statusCode).toBe(
      200,
    );
    const departed = await carrier.client.post(track, { milestone: 'departed_pickup' });
    expect(departed.statusCode).toBe(200);
    expect((await shipper.client.get(`/api/loads/${loadId}`)).body.status).toBe('in_transit');

    // On time: not at risk.
    const onTime = await carrier.client.post(track, {
      check_call: {
        note: 'Rolling',
        eta: new Date(Date.now() + 3600_000).toISOString(),
        city: 'Springfield',
        state: 'il',
      },
    });
    expect(onTime.statusCode, JSON.stringify(onTime.body)).toBe(200);
    expect(onTime.body.at_risk).toBe(false);
    const badEta = await carrier.client.post(track, {
      check_call: { eta: 'tomorrow', city: 'X', state: 'IL' },
    });
    expect(badEta.statusCode).toBe(400);

    // An ETA after the delivery appointment (days from now): at risk, in Needs Attention.
    const late = await carrier.client.post(track, {
      check_call: {
        note: 'Snow',
        eta: new Date(`${market.day(34)}T12:00:00Z`).toISOString(),
        city: 'Tulsa',
        state: 'OK',
      },
    });
    expect(late.body.at_risk).toBe(true);
    expect(late.body.results.map((entry: { type: string }) => entry.type)).toEqual([
      'milestone',
      'milestone',
      'milestone',
      'check_call',
      'check_call',
    ]);
    const attention = await shipper.client.get('/api/loads?status=needs-attention');
    expect(attention.body.results.map((load: { id: number }) => load.id)).toContain(loadId);

    // Told once: whatever the number of sweeps (the job's and these).
    await until(async () => (await atRiskNotices(shipper)) === 1);
    await sweepAtRisk(app);
    expect(await sweepAtRisk(app)).toBe(0);
    expect(await atRiskNotices(shipper)).toBe(1);
    await ctx.mailbox.waitFor(shipper.email, /is at risk/);
    expect(await history(shipper, loadId)).toEqual(
      expect.arrayContaining([
        'milestone_dispatched',
        'milestone_departed_pickup',
        'check_call',
        'at_risk',
      ]),
    );
    void identifier;
  });

  it('takes milestones only in order, no ETA in the past, and nothing after delivery; marking delivered records Delivered', async () => {
    const shipper = await shipperWithStops();
    const carrier = await market.registerCarrier(ctx, 'Orderly Freight');
    const { loadId } = await awarded(shipper, carrier);
    const track = `/api/loads/${loadId}/tracking`;

    const early = await carrier.client.post(track, { milestone: 'arrived_delivery' });
    expect(early.statusCode).toBe(409);
    expect(early.body.errors[0].message).toBe('Report "Dispatched" first: milestones go in order');
    expect((await carrier.client.post(track, { milestone: 'dispatched' })).statusCode).toBe(200);
    const skipped = await carrier.client.post(track, { milestone: 'departed_pickup' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.body.errors[0].message).toBe(
      'Report "Arrived at pickup" first: milestones go in order',
    );

    const past = await carrier.client.post(track, {
      check_call: { eta: '2020-01-01T10:00:00Z', city: 'Joliet', state: 'IL' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.body.errors).toEqual([
      { code: 'ValidationError', field: 'check_call.eta', message: "The ETA can't be in the past" },
    ]);

    // Marked delivered through its status: the Delivered milestone follows, tracking closes.
    expect(
      (await carrier.client.post(`/api/loads/${loadId}/status`, { status: 'in_transit' }))
        .statusCode,
    ).toBe(200);
    const delivered = await carrier.client.post(`/api/loads/${loadId}/status`, {
      status: 'delivered',
    });
    expect(delivered.statusCode, JSON.stringify(delivered.body)).toBe(200);
    const timeline = await shipper.client.get(track);
    expect(timeline.body.results.map((entry: { milestone?: string }) => entry.milestone)).toEqual([
      'dispatched',
      'delivered',
    ]);
    const after = await carrier.client.post(track, { milestone: 'arrived_pickup' });
    expect(after.statusCode).toBe(409);
    expect(after.body.errors[0].message).toBe('This load is already delivered: tracking is closed');
    const lateCall = await carrier.client.post(track, {
      check_call: { eta: new Date(Date.now() + 3600_000).toISOString(), city: 'X', state: 'IL' },
    });
    expect(lateCall.statusCode).toBe(409);
  });

  it('shows on the public page only the milestones that were reported in order', async () => {
    const shipper = await shipperWithStops();
    const carrier = await market.registerCarrier(ctx, 'Legacy Freight');
    const { loadId } = await awarded(shipper, carrier);
    // Recorded before the order was enforced: arrived at delivery ahead of dispatched.
    await ctx.database.db.execute(
      sql`insert into load_tracking_events (load_id, type, milestone) values
          (${loadId}, 'milestone', 'arrived_delivery'), (${loadId}, 'milestone', 'dispatched')`,
    );
    const share = await shipper.client.post(`/api/loads/${loadId}/share`);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/track/${share.body.token}` });
    expect(page.json().milestones.map((entry: { milestone: string }) => entry.milestone)).toEqual([
      'dispatched',
    ]);
  });

  it('counts a load in transit with no check call for 4 hours as at risk', async () => {
    const shipper = await shipperWithStops();
    const carrier = await market.registerCarrier(ctx, 'Quiet Freight');
    const { loadId } = await awarded(shipper, carrier);
    const track = `/api/loads/${loadId}/tracking`;
    for (const milestone of ['dispatched', 'arrived_pickup', 'departed_pickup'])
      expect((await carrier.client.post(track, { milestone })).statusCode).toBe(200);
    const call = await carrier.client.post(track, {
      check_call: {
        eta: new Date(Date.now() + 3600_000).toISOString(),
        city: 'Joliet',
        state: 'IL',
      },
    });
    expect(call.body.at_risk).toBe(false);
    await ctx.database.db.execute(
      sql`update load_tracking set last_check_call_at = now() - interval '4 hours 1 minute' where load_id = ${loadId}`,
    );
    expect((await shipper.client.get(track)).body.at_risk).toBe(true);
  });

  it('shares a public tracking link without rates or contacts; revoked or expired it is 404', async () => {
    const shipper = await shipperWithStops('Share Shipping Co');
    const carrier = await market.registerCarrier(ctx, 'Share Freight');
    const { loadId, identifier } = await awarded(shipper, carrier, 187_654);
    for (const milestone of ['dispatched', 'arrived_pickup', 'departed_pickup'])
      await carrier.client.post(`/api/loads/${loadId}/tracking`, { milestone });
    await carrier.client.post(`/api/loads/${loadId}/tracking`, {
      check_call: {
        note: 'Call Carl at +1 773 555 0142',
        eta: new Date(Date.now() + 3600_000).toISOString(),
        city: 'Joliet',
        state: 'IL',
      },
    });
    const share = `/api/loads/${loadId}/share`;
    expect((await carrier.client.post(share)).statusCode).toBe(403);
    const created = await shipper.client.post(share);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(created.body.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(created.body.token, 'base64url').length).toBe(16);
    expect(created.body.url).toBe(`http://localhost:3999/track/${created.body.token}`);
    expect(created.body.expires_at).toBeNull();

    const visitor = ctx.client();
    const seen = await visitor.get(`/api/track/${created.body.token}`);
    expect(seen.statusCode, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toMatchObject({
      identifier,
      status: 'in_transit',
      origin: { city: 'Chicago', state: 'IL' },
      destination: { city: 'Dallas', state: 'TX' },
      last_location: { city: 'Joliet', state: 'IL' },
    });
    expect(seen.body.milestones.map((entry: { milestone: string }) => entry.milestone)).toEqual([
      'dispatched',
      'arrived_pickup',
      'departed_pickup',
    ]);
    expect(seen.body.eta).toEqual(expect.any(String));
    // Timestamps are taken out first: their digits (a '.555Z') are not a leak of the '555' phone.
    const text = JSON.stringify(seen.body).replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'TIME');
    expect(text).toContain('"eta":"TIME"');
    for (const secret of [
      '187654',
      '1,876',
      '1876',
      'Share Shipping Co',
      'Share Freight',
      shipper.email,
      carrier.email,
      '555',
      'Gatekeeper',
      'Mill Rd',
      'Elm St',
      'Carl',
      'Ann',
      'Steel coils',
      'rate',
      'contact',
      'note',
    ]) {
      expect(text).not.toContain(secret);
    }

    // A malformed or unknown token: 404.
    expect((await visitor.get('/api/track/nope')).statusCode).toBe(404);
    expect((await visitor.get(`/api/track/${'A'.repeat(22)}`)).statusCode).toBe(404);
    // A new link replaces the old one; revoking ends it.
    const again = await shipper.client.post(share);
    expect((await visitor.get(`/api/track/${created.body.token}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/track/${again.body.token}`)).statusCode).toBe(200);
    expect((await shipper.client.delete(share)).statusCode).toBe(204);
    expect((await visitor.get(`/api/track/${again.body.token}`)).statusCode).toBe(404);
    expect((await shipper.client.delete(share)).statusCode).toBe(404);

    // Delivered: valid for 7 days after delivery, then 404.
    const last = await shipper.client.post(share);
    for (const milestone of ['arrived_delivery', 'delivered'])
      await carrier.client.post(`/api/loads/${loadId}/tracking`, { milestone });
    expect((await shipper.client.get(`/api/loads/${loadId}`)).body.status).toBe('delivered');
    const open = await visitor.get(`/api/track/${last.body.token}`);
    expect(open.statusCode).toBe(200);
    expect(new Date(open.body.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    await ctx.database.db.execute(
      sql`update load_status_history set created_at = now() - interval '7 days 1 minute' where load_id = ${loadId} and status = 'delivered'`,
    );
    expect((await visitor.get(`/api/track/${last.body.token}`)).statusCode).toBe(404);
    expect(await history(shipper, loadId)).toEqual(
      expect.arrayContaining(['share_link_created', 'share_link_revoked', 'milestone_delivered']),
    );
  });

  it('rate limits the public tracking page per address', async () => {
    const address = { 'x-forwarded-for': '10.250.250.250' };
    const visitor = ctx.client();
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (await visitor.request('GET', `/api/track/${'B'.repeat(22)}`, undefined, address))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});
