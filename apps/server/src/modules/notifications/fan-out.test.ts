import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';

/**
 * PRODUCT.md 4 and 5: a load goes out to its audience, every carrier of it hears of it by its
 * people's settings. The fan-out writes each table once for the whole audience: this proves
 * that each carrier still gets exactly its own event, notices and mails.
 */
const ctx = fileTestContext({ TRUST_PROXY: 'true', WEBHOOKS_ALLOW_PRIVATE: 'true' });

const off = (inApp: boolean, email: boolean) => ({
  settings: [{ event: 'spot_quote', in_app: inApp, email }],
});

describe('a new load told to the carriers of its audience', () => {
  it('gives each carrier its event and webhook, and each person the notice and mail they chose', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const [open, quiet, inAppOnly] = await market.linkedCarriers(
      ctx,
      shipper,
      'Open Road Haulers',
      'Quiet Haulers',
      'App Only Haulers',
    );
    const mate = await market.teammate(ctx, open.client, {});
    expect(
      (await quiet.client.put('/api/notification_settings', off(false, false))).statusCode,
    ).toBe(200);
    expect(
      (await inAppOnly.client.put('/api/notification_settings', off(true, false))).statusCode,
    ).toBe(200);
    const hook = await open.client.post('/api/webhooks', {
      url: 'http://127.0.0.1:9/hooks',
      event_types: ['spot_quote'],
    });
    expect(hook.statusCode, JSON.stringify(hook.body)).toBe(201);
    const outsider = await market.registerCarrier(ctx, 'Outside Haulers');

    const load = await market.createShipment(shipper, { name: 'Fan-out widgets' });

    // One live event per carrier account of the audience, none to the shipper or an outsider.
    const events = await market.rows<{ account_id: number }>(
      ctx,
      sql`select account_id from events where type = 'spot_quote' and user_id is null
        and (payload->>'load_id')::int = ${load.id}`,
    );
    const accounts = await market.rows<{ account_id: number }>(
      ctx,
      sql`select account_id from users
        where id in (${open.user.id}, ${quiet.user.id}, ${inAppOnly.user.id})`,
    );
    expect(events.map((event) => event.account_id).sort()).toEqual(
      accounts.map((row) => row.account_id).sort(),
    );
    // The webhook of the carrier that chose spot_quote, with the payload the stream sends.
    const hooks = await market.rows<{ body: { type: string; data: { load_id: number } } }>(
      ctx,
      sql`select body from webhook_deliveries where endpoint_id = ${hook.body.id}`,
    );
    expect(hooks.map((row) => [row.body.type, row.body.data.load_id])).toEqual([
      ['spot_quote', load.id],
    ]);

    // In the app: every person of a carrier that did not turn it off, with its live event.
    const told = async (member: market.Member) =>
      (await market.notificationTitles(ctx, member)).filter((title) => title === 'New spot quote');
    expect(await told(open)).toHaveLength(1);
    expect(await told(mate)).toHaveLength(1);
    expect(await told(inAppOnly)).toHaveLength(1);
    expect(await told(quiet)).toEqual([]);
    expect(await told(outsider)).toEqual([]);
    const personal = await market.rows<{ user_id: number; id: number; notice: number }>(
      ctx,
      sql`select e.user_id, n.id, (e.payload->>'id')::int as notice from events e
        join notifications n on n.user_id = e.user_id and n.type = 'spot_quote'
        where e.type = 'notification' and e.payload->>'event' = 'spot_quote'
          and e.user_id in (${open.user.id}, ${mate.user.id}, ${inAppOnly.user.id})`,
    );
    expect(personal).toHaveLength(3);
    for (const row of personal) expect(row.notice).toBe(row.id);

    // By mail: one to each person who keeps e-mail on, greeted by name.
    const mails = await market.rows<{ to_address: string; body_text: string }>(
      ctx,
      sql`select to_address, body_text from mail_outbox where subject like '%spot quote%'
        and to_address in (${open.email}, ${mate.email}, ${quiet.email}, ${inAppOnly.email})`,
    );
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([open.email, mate.email].sort());
    // The privacy rule (SPEC 2.7): a carrier that does not hold the load reads neither its name
    // nor its shipper, in the app or by mail.
    const notices = await market.rows<{ body: string; title: string }>(
      ctx,
      sql`select title, body from notifications where type = 'spot_quote'
        and user_id in (${open.user.id}, ${mate.user.id}, ${inAppOnly.user.id})`,
    );
    for (const text of [
      ...notices.flatMap((n) => [n.title, n.body]),
      ...mails.map((m) => m.body_text),
    ]) {
      expect(text).not.toContain('Fan-out widgets');
      expect(text).not.toContain(shipper.user.company_name);
    }
    const toMate = mails.find((mail) => mail.to_address === mate.email);
    expect(toMate?.body_text).toContain(`Hello ${mate.user.first_name},`);
    const jobs = await market.rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from jobs j join mail_outbox m on m.id = (j.payload->>'mailId')::int
        where j.name = 'mail.send' and m.to_address in (${open.email}, ${mate.email})
          and m.subject like '%spot quote%'`,
    );
    expect(jobs[0]?.n).toBe(2);
  });
});
