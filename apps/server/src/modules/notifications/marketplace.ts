import { paths } from '@spotlane/shared/domain/paths';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { noticeMail } from '../../mail-templates/notice.tsx';
import { defineJob } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { noticeFor } from './catalogue.ts';

/** PRODUCT.md 5: the marketplace hears of a new spot quote (enqueued by loads when a load goes out). */
/** A load offered to the whole marketplace: every carrier hears of it, by its settings. */
export const marketplaceSpotQuoteJob = defineJob<{ loadId: number }>(
  'notifications.marketplace-spot-quote',
  { maxAttempts: 10 },
);

/** One mail per carrier user and digest period, listing the period's marketplace loads. */
export const spotQuoteDigestJob = defineJob<{ userId: number; periodStart: string }>(
  'notifications.spot-quote-digest',
  { maxAttempts: 10 },
);

/**
 * PRODUCT.md 5: a load offered to the whole marketplace is told to every carrier, by its
 * notification settings for "New spot quote": in the app one notification per load, by mail one
 * digest per user and period (an hour, on the hour, UTC) that lists the period's marketplace
 * loads still open, so a busy marketplace never floods an inbox. The digest is a job enqueued
 * under a unique key per user and period: however many loads come out in that hour, and
 * whatever is retried, the user gets one mail. Neither channel names the load or its shipper
 * (the SPEC 2.7 privacy rule): city, state and the day it leaves only.
 */
export const DIGEST_PERIOD_MINUTES = 60;

/** The digest period holding `at`: [start, end), on the hour. */
export function digestPeriod(at: Date): { start: Date; end: Date } {
  const size = DIGEST_PERIOD_MINUTES * 60_000;
  const start = new Date(Math.floor(at.getTime() / size) * size);
  return { start, end: new Date(start.getTime() + size) };
}

interface Row {
  [key: string]: unknown;
}
const rowsOf = <T extends Row>(result: unknown) => (result as { rows: T[] }).rows;

/** The carrier users who take "New spot quote" on a channel (on unless turned off). */
const carrierUsersWith = (channel: 'in_app' | 'email') => sql`
  select u.id, u.email, u.first_name from users u join accounts a on a.id = u.account_id
  where a.type = 'carrier' and u.status = 'active'
    and coalesce((select s.${sql.raw(channel)} from notification_settings s
      where s.user_id = u.id and s.event_type = 'spot_quote'), true)`;

/** The job of a marketplace load: the in-app notices now, each user's digest at its period's end. */
export async function tellMarketplace(
  ctx: AppContext,
  loadId: number,
  now: Date = new Date(),
): Promise<number> {
  if (ctx.silent) return 0;
  return ctx.db.transaction(async (tx) => {
    const [load] = rowsOf<{
      id: number;
      account_id: number;
      name: string | null;
      identifier: string | null;
      date_to_leave: string;
    }>(
      await tx.execute(sql`select id, account_id, name, identifier, date_to_leave from loads where id = ${loadId}
        and audience_type = 'marketplace' and status in ('unscheduled', 'unassigned')`),
    );
    if (!load) return 0;
    // The catalogue's notice as a carrier that does not hold the load reads it (no name):
    // viewed from no account (0), neither the shipper's nor the holder's.
    const facts = {
      id: load.id,
      name: load.name ?? '',
      identifier: load.identifier,
      accountId: load.account_id,
      assignedAccountId: null,
    };
    const notice = noticeFor('spotQuote', facts, 0, {
      isQuoteRequest: load.identifier === null,
      dateToLeave: load.date_to_leave,
    });
    const told = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into notifications (user_id, type, title, body, link)
        select c.id, ${notice.event}, ${notice.title}, ${notice.body}, ${notice.link}
        from (${carrierUsersWith('in_app')}) c returning user_id as id`),
    );
    const period = digestPeriod(now);
    const periodStart = period.start.toISOString();
    const readers = rowsOf<{ id: number }>(await tx.execute(carrierUsersWith('email')));
    await spotQuoteDigestJob.enqueueMany(
      tx,
      readers.map((reader) => ({
        payload: { userId: reader.id, periodStart },
        options: { key: `spot-quote-digest@${reader.id}@${periodStart}`, runAt: period.end },
      })),
    );
    return told.length;
  });
}

/** A user's digest of one period: the marketplace loads of that period still open, one mail. */
export async function sendSpotQuoteDigest(
  ctx: AppContext,
  userId: number,
  periodStart: string,
): Promise<boolean> {
  const start = new Date(periodStart);
  const end = new Date(start.getTime() + DIGEST_PERIOD_MINUTES * 60_000);
  return ctx.db.transaction(async (tx) => {
    const [reader] = rowsOf<{ id: number; email: string; first_name: string; account_id: number }>(
      await tx.execute(sql`select c.*, u.account_id from (${carrierUsersWith('email')}) c
        join users u on u.id = c.id where c.id = ${userId}`),
    );
    if (!reader) return false;
    const loads = rowsOf<{ origin: string; destination: string; date_to_leave: string }>(
      await tx.execute(sql`select
          coalesce(o.city || ', ' || o.state, l.quote_origin->>'city' || ', ' || (l.quote_origin->>'state')) as origin,
          coalesce(d.city || ', ' || d.state, l.quote_destination->>'city' || ', ' || (l.quote_destination->>'state')) as destination,
          l.date_to_leave
        from loads l
        left join delivery_locations o on o.id = l.origin_location_id
        left join delivery_locations d on d.id = l.destination_location_id
        where l.audience_type = 'marketplace' and l.status in ('unscheduled', 'unassigned')
          and l.created_at >= ${start.toISOString()} and l.created_at < ${end.toISOString()}
          and not exists (select 1 from bids b where b.load_id = l.id and b.carrier_account_id = ${reader.account_id})
        order by l.date_to_leave, l.id limit 50`),
    );
    if (loads.length === 0) return false;
    const title =
      loads.length === 1
        ? 'A new spot quote on the marketplace'
        : `${loads.length} new spot quotes on the marketplace`;
    const lines = loads.map(
      (load) =>
        `${load.origin} to ${load.destination}, leaving ${formatUsDate(load.date_to_leave)}`,
    );
    const mail = await noticeMail({
      firstName: reader.first_name,
      title,
      body: [`Shippers offer these loads to every carrier:`, lines.join('\n')].join('\n\n'),
      link: new URL(paths.spotQuotes, ctx.appUrl).toString(),
    });
    await enqueueMail(tx, { to: reader.email, ...mail });
    return true;
  });
}
