import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectErrorShape, fileTestContext } from '../../../test/harness.ts';
import {
  createLoad,
  createShipment,
  day,
  linkCarrier,
  quoteRequestBody,
  registerCarrier,
  rows,
  shipmentBody,
  shipperWithLocations,
} from '../../../test/market.ts';

const ctx = fileTestContext({ TRUST_PROXY: 'true' });

const PAST = "Ship date can't be in the past";

describe('ship dates in the past', () => {
  it('refuses a shipment or quote request leaving before today, and takes today', async () => {
    const shipper = await shipperWithLocations(ctx);
    const weeksAgo = await shipper.client.post(
      '/api/loads',
      shipmentBody(shipper.origin, shipper.destination, {
        date_to_leave: day(-21),
        expected_delivery_date: day(-19),
      }),
    );
    expect(weeksAgo.statusCode).toBe(400);
    expectErrorShape(weeksAgo.body);
    expect(weeksAgo.body.errors).toEqual([
      { code: 'ValidationError', field: 'date_to_leave', message: PAST },
    ]);

    const yesterday = await shipper.client.post(
      '/api/loads',
      quoteRequestBody({ date_to_leave: day(-2), expected_delivery_date: day(3) }),
    );
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.body.errors[0]).toMatchObject({ field: 'date_to_leave', message: PAST });

    // Nothing was created by the refusals.
    const list = await shipper.client.get('/api/loads?status=all');
    expect(list.body.count).toBe(0);

    const today = await createShipment(shipper, {
      date_to_leave: day(0),
      expected_delivery_date: day(1),
    });
    expect(today.date_to_leave).toBe(day(0));
  });

  it('refuses an edit that moves the ship date into the past, but keeps one already passed', async () => {
    const shipper = await shipperWithLocations(ctx);
    const body = shipmentBody(shipper.origin, shipper.destination);
    const load = await createLoad(shipper.client, body);

    const moved = await shipper.client.put(`/api/loads/${load.id}`, {
      ...body,
      date_to_leave: day(-3),
      expected_delivery_date: day(2),
    });
    expect(moved.statusCode).toBe(400);
    expectErrorShape(moved.body);
    expect(moved.body.errors[0]).toMatchObject({ field: 'date_to_leave', message: PAST });
    const unchanged = await shipper.client.get(`/api/loads/${load.id}`);
    expect(unchanged.body.date_to_leave).toBe(body.date_to_leave);

    // A shipment whose ship date has since passed can still have its details edited.
    await rows(
      ctx,
      sql`update loads set date_to_leave = ${day(-4)}, expected_delivery_date = ${day(-1)} where id = ${load.id}`,
    );
    const edited = await shipper.client.put(`/api/loads/${load.id}`, {
      ...body,
      name: 'Steel coils, second try',
      date_to_leave: day(-4),
      expected_delivery_date: day(-1),
    });
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.name).toBe('Steel coils, second try');
  });

  it('refuses copies to a past ship date and makes none of them', async () => {
    const shipper = await shipperWithLocations(ctx);
    const source = await createShipment(shipper, { name: 'Copied run' });
    const copy = await shipper.client.post(`/api/loads/${source.id}/copy`, {
      dates: [
        { date_to_leave: day(5), expected_delivery_date: day(6) },
        { date_to_leave: day(-7), expected_delivery_date: day(-6) },
      ],
    });
    expect(copy.statusCode).toBe(400);
    expectErrorShape(copy.body);
    expect(copy.body.errors[0]).toMatchObject({ field: 'dates.1.date_to_leave', message: PAST });
    const list = await shipper.client.get('/api/loads?status=all');
    expect(list.body.count).toBe(1);
  });
});

describe('dates in notification texts (SPEC 9)', () => {
  it('says the ship date as MM-DD-YYYY in-app and by mail', async () => {
    const shipper = await shipperWithLocations(ctx);
    const carrier = await registerCarrier(ctx, 'Date Format Freight');
    await linkCarrier(shipper, carrier);
    const leave = day(30);
    const [y, m, d] = leave.split('-');
    const shown = `${m}-${d}-${y}`;
    await createShipment(shipper);

    const list = await carrier.client.get('/api/notifications');
    const notice = list.body.results.find((item: { type: string }) => item.type === 'spot_quote');
    expect(notice?.body).toBe(`A shipper offers a load leaving ${shown}. Open it to bid.`);
    expect(notice?.body).not.toContain(leave);
    const mail = await ctx.mailbox.waitFor(carrier.email, /New spot quote/);
    expect(mail.text).toContain(`leaving ${shown}`);
  });
});
