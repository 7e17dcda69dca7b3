import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import {
  createShipment,
  day,
  linkCarrier,
  registerCarrier,
  rows,
  shipperWithLocations,
} from '../../../test/market.ts';
import { createContext } from '../../context.ts';
import { sendMatchDigest } from './alerts.ts';

const ctx = fileTestContext({ TRUST_PROXY: 'true' });

/** A dry van empty in Chicago (the shipper's pickup, 60601) around its ship date. */
const chicagoPost = {
  equipment_type: 'dry_van',
  empty_at: { city: 'Chicago', state: 'IL', zipcode: '60603' },
  available_from: day(29),
  available_to: day(31),
  destinations: ['anywhere'],
  min_rate_per_mile_cents: null,
  notes: null,
};

describe('alerts of a new load that fits (PRODUCT.md 20)', () => {
  it('tells each carrier once in the app and in an hourly digest, as its notification settings say', async () => {
    const shipper = await shipperWithLocations(ctx, 'Alert Shipping');
    const told = await registerCarrier(ctx, 'Told Freight');
    const quiet = await registerCarrier(ctx, 'Quiet Freight');
    for (const carrier of [told, quiet]) {
      await linkCarrier(shipper, carrier);
      expect((await carrier.client.post('/api/trucks', chicagoPost)).statusCode).toBe(201);
    }
    const off = await quiet.client.put('/api/notification_settings', {
      settings: [{ event: 'load_match', in_app: false, email: false }],
    });
    expect(off.statusCode, JSON.stringify(off.body)).toBe(200);

    await createShipment(shipper, { equipment_type: 'dry_van', target_rate: 250_000, miles: 1000 });
    await settleJobs(ctx);

    const notices = async (userId: number) =>
      rows<{ body: string; link: string }>(
        ctx,
        sql`select body, link from notifications where user_id = ${userId} and type = 'load_match'`,
      );
    const digests = async (userId: number) =>
      rows<{ period: string }>(
        ctx,
        sql`select payload->>'periodStart' as period from jobs
          where name = 'capacity.match-digest' and payload->>'userId' = ${String(userId)}`,
      );
    const [notice] = await notices(told.user.id);
    expect(notice?.body).toMatch(
      /A load leaving Chicago, IL on \d\d-\d\d-\d{4}, \d+ mi from your truck/,
    );
    expect(await notices(quiet.user.id)).toHaveLength(0);
    const [job] = await digests(told.user.id);
    expect(job).toBeDefined();
    expect(await digests(quiet.user.id)).toHaveLength(0);

    // The digest of the hour: one mail listing the load, linking to Recommended.
    const app = createContext({ config: ctx.config, db: ctx.database.db });
    expect(await sendMatchDigest(app, told.user.id, job?.period as string)).toBe(true);
    const mails = await rows<{ subject: string; body: string }>(
      ctx,
      sql`select subject, body_text as body from mail_outbox where to_address = ${told.email}
        and subject like '%fit%'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Chicago, IL to');
    expect(mails[0]?.body).toContain('mi from your truck');
    expect(mails[0]?.body).toContain('/spot-quotes?category=recommended');
    // A carrier that turned the mail off gets no digest, even when one is asked for.
    expect(await sendMatchDigest(app, quiet.user.id, job?.period as string)).toBe(false);

    // A second load that fits tells once more; matching again tells nobody.
    await createShipment(shipper, { equipment_type: 'dry_van', target_rate: 260_000, miles: 1000 });
    await settleJobs(ctx);
    const [post] = (await told.client.get('/api/trucks')).body.results;
    await told.client.put(`/api/trucks/${post.id}`, { ...chicagoPost, notes: 'Again' });
    await settleJobs(ctx);
    expect(await notices(told.user.id)).toHaveLength(2);
  });
});
