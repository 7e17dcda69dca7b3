import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import * as market from '../../../test/market.ts';
import { type AppContext, createContext } from '../../context.ts';
import { digestPeriod, sendSpotQuoteDigest } from './marketplace.ts';

/** PRODUCT.md 5: a marketplace load is told to carriers outside the shipper's network too. */
const ctx = fileTestContext({ TRUST_PROXY: 'true' });
let appCtx: AppContext;

beforeAll(() => {
  appCtx = createContext({ config: ctx.config, db: ctx.database.db, database: ctx.database });
});

describe('a load offered to the whole marketplace', () => {
  it('tells carriers outside the network by their settings, in the app at once and by one digest mail', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const outsider = await market.registerCarrier(ctx, 'Outside Haulers');
    const quiet = await market.registerCarrier(ctx, 'Quiet Haulers');
    const noMail = await market.registerCarrier(ctx, 'No Mail Haulers');
    const off = (inApp: boolean, email: boolean) => ({
      settings: [{ event: 'spot_quote', in_app: inApp, email }],
    });
    expect(
      (await quiet.client.put('/api/notification_settings', off(false, false))).statusCode,
    ).toBe(200);
    expect(
      (await noMail.client.put('/api/notification_settings', off(true, false))).statusCode,
    ).toBe(200);

    const names = ['Secret widgets 1', 'Secret widgets 2', 'Secret widgets 3'];
    const loads = [];
    for (const name of names)
      loads.push(await market.createShipment(shipper, { name, audience: { type: 'marketplace' } }));
    // Every job due now and those they enqueue, also one the app's own runner holds (the
    // digests wait for their period).
    await settleJobs(ctx);

    // In the app: one "New spot quote" per load, without the load's name.
    const told = await market.notificationTitles(ctx, outsider);
    expect(told.filter((title) => title === 'New spot quote')).toHaveLength(3);
    expect(await market.notificationTitles(ctx, noMail)).toHaveLength(3);
    expect(await market.notificationTitles(ctx, quiet)).toEqual([]);
    const bodies = await market.rows<{ body: string; link: string }>(
      ctx,
      sql`select body, link from notifications where user_id = ${outsider.user.id}`,
    );
    for (const row of bodies) expect(`${row.body} ${row.link}`).not.toContain('Secret');

    // By mail: one digest job per user and period, whatever the number of loads.
    const digests = await market.rows<{ user_id: number; n: number }>(
      ctx,
      sql`select (payload->>'userId')::int as user_id, count(*)::int as n from jobs
        where name = 'notifications.spot-quote-digest' group by 1`,
    );
    const byUser = new Map(digests.map((row) => [row.user_id, row.n]));
    expect(byUser.get(outsider.user.id)).toBe(1);
    expect(byUser.has(quiet.user.id)).toBe(false);
    expect(byUser.has(noMail.user.id)).toBe(false);

    const period = digestPeriod(new Date()).start.toISOString();
    expect(await sendSpotQuoteDigest(appCtx, outsider.user.id, period)).toBe(true);
    const mails = await market.rows<{ subject: string; body_text: string }>(
      ctx,
      sql`select subject, body_text from mail_outbox where to_address = ${outsider.email}`,
    );
    expect(mails.map((mail) => mail.subject)).toEqual(['3 new spot quotes on the marketplace']);
    expect(mails[0]?.body_text).toContain('Chicago, IL to Dallas, TX');
    expect(mails[0]?.body_text).not.toContain('Secret');
    expect(mails[0]?.body_text).not.toContain(shipper.user.email);
  });

  it('puts the hour on the hour: one period holds the times of one clock hour, UTC', () => {
    const { start, end } = digestPeriod(new Date('2026-11-28T03:41:07Z'));
    expect(start.toISOString()).toBe('2026-11-28T03:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-28T04:00:00.000Z');
  });
});
