import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import {
  createLoad,
  day,
  linkCarrier,
  type Member,
  quoteRequestBody,
  registerCarrier,
  type Shipper,
  shipperWithLocations,
  teammate,
} from '../../../test/market.ts';

const ctx = fileTestContext({ TRUST_PROXY: 'true' });

async function requestWithQuotes(variant: 'no-location' | 'locations' = 'no-location') {
  const shipper = await shipperWithLocations(ctx);
  const a = await registerCarrier(ctx, 'Alpha Haul');
  const b = await registerCarrier(ctx, 'Beta Freight');
  await linkCarrier(shipper, a);
  await linkCarrier(shipper, b);
  const body =
    variant === 'no-location'
      ? quoteRequestBody()
      : quoteRequestBody({
          quote_origin: null,
          quote_destination: null,
          origin_location_id: shipper.origin,
          destination_location_id: shipper.destination,
        });
  const load = await createLoad(shipper.client, body);
  expect(load.identifier).toBeNull();
  const quoteA = await a.client.post('/api/bids', {
    load_id: load.id,
    amount: 120_000,
    notes: 'A',
  });
  const quoteB = await b.client.post('/api/bids', { load_id: load.id, amount: 99_000, notes: 'B' });
  expect(quoteA.statusCode).toBe(201);
  expect(quoteB.statusCode).toBe(201);
  return {
    shipper,
    a,
    b,
    loadId: load.id,
    quoteA: quoteA.body.id as number,
    quoteB: quoteB.body.id as number,
  };
}

const confirm = (carrier: Member, bidId: number) =>
  carrier.client.post(`/api/bids/${bidId}/confirm_quote`, {
    amount: 118_000,
    pickup_date: day(30),
    delivery_date: day(33),
  });

const chosen = async (shipper: Shipper, loadId: number) =>
  (await shipper.client.get(`/api/loads/${loadId}`)).body.chosen_quote as number | null;

describe('quote requests, shipper side', () => {
  it('takes both variants and validates them', async () => {
    const { shipper } = await requestWithQuotes('locations');
    const missing = await shipper.client.post(
      '/api/loads',
      quoteRequestBody({ quote_destination: null }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({
      field: 'quote_destination',
      message: 'Destination is required',
    });
    const badZip = await shipper.client.post(
      '/api/loads',
      quoteRequestBody({ quote_origin: { city: 'Austin', state: 'TX', zipcode: '7870' } }),
    );
    expect(badZip.body.errors[0].field).toBe('quote_origin.zipcode');
    const quotes = await shipper.client.get('/api/loads?status=quotes');
    expect(quotes.body.count).toBe(1);
  });

  it('chooses, withdraws and chooses again; only the chosen carrier can confirm', async () => {
    const { shipper, a, b, loadId, quoteA, quoteB } = await requestWithQuotes();
    expect(
      (await shipper.client.post(`/api/loads/${loadId}/choose_quote`, { bid_id: quoteA }))
        .statusCode,
    ).toBe(200);
    expect(await chosen(shipper, loadId)).toBe(a.user.id);
    expect((await confirm(b, quoteB)).statusCode).toBe(409);
    expect(
      (await shipper.client.delete(`/api/loads/${loadId}/choose_quote`)).body.chosen_quote,
    ).toBeNull();
    expect((await confirm(a, quoteA)).statusCode).toBe(409);
    await shipper.client.post(`/api/loads/${loadId}/choose_quote`, { bid_id: quoteB });
    const confirmed = await confirm(b, quoteB);
    expect(confirmed.statusCode).toBe(200);
    const detail = await shipper.client.get(`/api/loads/${loadId}`);
    expect(detail.body.identifier).toMatch(/^SH-\d{6}$/);
    expect(detail.body.status).toBe('assigned');
    // Once confirmed, the choice can no longer be withdrawn or changed.
    expect((await shipper.client.delete(`/api/loads/${loadId}/choose_quote`)).statusCode).toBe(409);
    expect(
      (await shipper.client.post(`/api/loads/${loadId}/choose_quote`, { bid_id: quoteA }))
        .statusCode,
    ).toBe(409);
    // The conversion keeps the quotes history: both quotes stay, the other one not chosen.
    const history = await shipper.client.get(`/api/bids?load_id=${loadId}`);
    expect(history.body.results).toHaveLength(2);
    const byId = Object.fromEntries(
      history.body.results.map((bid: { id: number }) => [bid.id, bid]),
    );
    expect(byId[quoteB]).toMatchObject({ is_accepted: true, amount: 118_000 });
    expect(byId[quoteA]).toMatchObject({ is_accepted: false, is_rejected: true });
    expect(
      (await shipper.client.get('/api/loads?status=in-progress')).body.results.map(
        (l: { id: number }) => l.id,
      ),
    ).toContain(loadId);
  });

  it('lets the shipper choose another after the carrier declines', async () => {
    const { shipper, a, b, loadId, quoteA, quoteB } = await requestWithQuotes();
    await shipper.client.post(`/api/loads/${loadId}/choose_quote`, { bid_id: quoteA });
    expect((await a.client.delete(`/api/bids/${quoteA}/reject_quote`)).statusCode).toBe(204);
    expect(await chosen(shipper, loadId)).toBeNull();
    expect((await confirm(a, quoteA)).statusCode).toBe(409);
    await shipper.client.post(`/api/loads/${loadId}/choose_quote`, { bid_id: quoteB });
    expect((await confirm(b, quoteB)).statusCode).toBe(200);
  });

  it('answers 404 to another shipper and refuses a bid of another request', async () => {
    const { shipper, loadId, quoteA } = await requestWithQuotes();
    const other = await shipperWithLocations(ctx);
    expect(
      (await other.client.post(`/api/loads/${loadId}/choose_quote`, { bid_id: quoteA })).statusCode,
    ).toBe(404);
    expect((await other.client.get(`/api/loads/${loadId}`)).statusCode).toBe(404);
    const second = await createLoad(shipper.client, quoteRequestBody({ name: 'Second request' }));
    const wrong = await shipper.client.post(`/api/loads/${second.id}/choose_quote`, {
      bid_id: quoteA,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.errors[0].field).toBe('bid_id');
  });

  it('refuses choosing without bid_accept', async () => {
    const { shipper, loadId, quoteA } = await requestWithQuotes();
    const mate = await teammate(ctx, shipper.client, { bid_accept: false, shipment_add: true });
    expect(
      (await mate.client.post(`/api/loads/${loadId}/choose_quote`, { bid_id: quoteA })).statusCode,
    ).toBe(403);
  }, 60_000);

  it.skipIf(!process.env.DATABASE_URL)(
    "keeps one consistent outcome when two of the shipper's users choose at once and the carrier confirms meanwhile (needs PostgreSQL: PGlite serves one connection at a time)",
    async () => {
      const { shipper, a, b, loadId, quoteA, quoteB } = await requestWithQuotes();
      const mate = await teammate(ctx, shipper.client, { bid_accept: true });
      await shipper.client.post(`/api/loads/${loadId}/choose_quote`, { bid_id: quoteA });
      const results = await Promise.all([
        shipper.client.post(`/api/loads/${loadId}/choose_quote`, { bid_id: quoteB }),
        mate.client.delete(`/api/loads/${loadId}/choose_quote`),
        confirm(a, quoteA),
        mate.client.post(`/api/loads/${loadId}/choose_quote`, { bid_id: quoteA }),
      ]);
      for (const response of results) expect([200, 409]).toContain(response.statusCode);
      const detail = await shipper.client.get(`/api/loads/${loadId}`);
      const accepted = (
        await shipper.client.get(`/api/bids?load_id=${loadId}`)
      ).body.results.filter((bid: { is_accepted: boolean }) => bid.is_accepted);
      if (detail.body.identifier) {
        // Confirmed: exactly the carrier that confirmed holds it, with one accepted quote.
        expect(results[2]?.statusCode).toBe(200);
        expect(detail.body.assigned_to.id).toBe(a.user.id);
        expect(accepted).toHaveLength(1);
      } else {
        expect(results[2]?.statusCode).toBe(409);
        expect(accepted).toHaveLength(0);
        expect([null, a.user.id, b.user.id]).toContain(detail.body.chosen_quote);
      }
    },
    60_000,
  );
});
