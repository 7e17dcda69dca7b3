import { paths } from '@spotlane/shared/domain/paths';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { noticeMail } from '../../mail-templates/notice.tsx';
import { defineJob } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { noticeFor } from '../notifications/index.ts';
import { type Fit, fitsOfLoad, storeFits } from './matching.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * PRODUCT.md 20: a load that went out is matched to the posts and preferences it fits, and each
 * carrier is told once per load: in the app at once, by mail in an hourly digest.
 */

/** A user's digest of the loads that fit its carrier's trucks in one hour. */
export const loadMatchDigestJob = defineJob<{ userId: number; periodStart: string }>(
  'capacity.match-digest',
  { maxAttempts: 10 },
);

/** The digest period holding `at`: an hour, on the hour (as the marketplace digest's). */
export function digestPeriod(at: Date): { start: Date; end: Date } {
  const size = 60 * 60_000;
  const start = new Date(Math.floor(at.getTime() / size) * size);
  return { start, end: new Date(start.getTime() + size) };
}

/** The carrier users who take "a new load fits" on a channel (on unless turned off). */
const usersWith = (accountIds: number[], channel: 'in_app' | 'email') => sql`
  select u.id, u.email, u.first_name, u.account_id from users u
  where u.account_id = any(${`{${accountIds.join(',')}}`}::int[]) and u.status = 'active'
    and coalesce((select s.${sql.raw(channel)} from notification_settings s
      where s.user_id = u.id and s.event_type = 'load_match'), true)`;

/**
 * PRODUCT.md 20: tells each carrier a new load fits, once per (carrier, load) whatever is
 * retried or rematched (load_match_alerts' key): in the app now, by mail in its hour's digest.
 */
async function alert(ctx: AppContext, tx: DbOrTx, fits: Fit[], now = new Date()) {
  if (ctx.silent || fits.length === 0) return;
  const fresh: Fit[] = [];
  for (const fit of fits) {
    const inserted = rowsOf(
      await tx.execute(sql`insert into load_match_alerts (carrier_account_id, load_id)
        values (${fit.carrier}, ${fit.loadId}) on conflict do nothing returning load_id`),
    );
    if (inserted.length) fresh.push(fit);
  }
  if (fresh.length === 0) return;
  const loadId = fresh[0]?.loadId as number;
  const [load] = rowsOf<{
    id: number;
    name: string | null;
    identifier: string | null;
    account_id: number;
    date_to_leave: string;
    origin: string | null;
  }>(
    await tx.execute(sql`select l.id, l.name, l.identifier, l.account_id, l.date_to_leave::text,
        coalesce(o.city || ', ' || o.state, l.quote_origin->>'city' || ', ' || (l.quote_origin->>'state')) as origin
      from loads l left join delivery_locations o on o.id = l.origin_location_id where l.id = ${loadId}`),
  );
  if (!load) return;
  const facts = {
    id: load.id,
    name: load.name ?? '',
    identifier: load.identifier,
    accountId: load.account_id,
    assignedAccountId: null,
  };
  const carriers = fresh.map((fit) => fit.carrier);
  for (const user of rowsOf<{ id: number; account_id: number }>(
    await tx.execute(usersWith(carriers, 'in_app')),
  )) {
    const fit = fresh.find((entry) => entry.carrier === user.account_id);
    // The catalogue's notice as this carrier sees the load: "a load", city and state only.
    const notice = noticeFor('loadMatch', facts, user.account_id, {
      origin: load.origin ?? 'your area',
      dateToLeave: load.date_to_leave,
      deadheadMiles: fit?.deadhead ?? null,
    });
    await tx.execute(sql`insert into notifications (user_id, type, title, body, link)
      values (${user.id}, ${notice.event}, ${notice.title}, ${notice.body}, ${notice.link})`);
  }
  const period = digestPeriod(now);
  const periodStart = period.start.toISOString();
  const readers = rowsOf<{ id: number }>(await tx.execute(usersWith(carriers, 'email')));
  await loadMatchDigestJob.enqueueMany(
    tx,
    readers.map((reader) => ({
      payload: { userId: reader.id, periodStart },
      options: { key: `load-match-digest@${reader.id}@${periodStart}`, runAt: period.end },
    })),
  );
}

/** The job of a load that went out: its matches, and their carriers told once. */
export async function matchLoad(ctx: AppContext, loadId: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const fits = await fitsOfLoad(tx, loadId);
    const fresh = await storeFits(tx, fits);
    await alert(ctx, tx, fresh);
    return fits.length;
  });
}

/** A user's digest of one hour: the loads that fit its carrier's trucks and are still open. */
export async function sendMatchDigest(ctx: AppContext, userId: number, periodStart: string) {
  const start = new Date(periodStart);
  const end = new Date(start.getTime() + 60 * 60_000);
  return ctx.db.transaction(async (tx) => {
    const [reader] = rowsOf<{ id: number; email: string; first_name: string; account_id: number }>(
      await tx.execute(
        sql`select c.* from (${usersWith(
          rowsOf<{ account_id: number }>(
            await tx.execute(sql`select account_id from users where id = ${userId}`),
          ).map((row) => row.account_id),
          'email',
        )}) c where c.id = ${userId}`,
      ),
    );
    if (!reader) return false;
    const loads = rowsOf<{
      origin: string;
      destination: string;
      date_to_leave: string;
      deadhead: number | null;
    }>(
      await tx.execute(sql`select
          coalesce(o.city || ', ' || o.state, l.quote_origin->>'city' || ', ' || (l.quote_origin->>'state')) as origin,
          coalesce(d.city || ', ' || d.state, l.quote_destination->>'city' || ', ' || (l.quote_destination->>'state')) as destination,
          l.date_to_leave::text, m.deadhead_miles as deadhead
        from load_match_alerts a join loads l on l.id = a.load_id
        left join load_matches m on m.carrier_account_id = a.carrier_account_id and m.load_id = a.load_id
        left join delivery_locations o on o.id = l.origin_location_id
        left join delivery_locations d on d.id = l.destination_location_id
        where a.carrier_account_id = ${reader.account_id}
          and a.created_at >= ${start.toISOString()} and a.created_at < ${end.toISOString()}
          and l.status in ('unscheduled', 'unassigned')
        order by m.deadhead_miles nulls last, l.id limit 50`),
    );
    if (loads.length === 0) return false;
    const lines = loads.map(
      (load) =>
        `${load.origin} to ${load.destination}, leaving ${formatUsDate(load.date_to_leave)}${
          load.deadhead === null ? '' : ` (${load.deadhead} mi from your truck)`
        }`,
    );
    const mail = await noticeMail({
      firstName: reader.first_name,
      title:
        loads.length === 1
          ? 'A new load fits your truck'
          : `${loads.length} new loads fit your trucks`,
      body: ['These loads fit your posted trucks or preferred lanes:', lines.join('\n')].join(
        '\n\n',
      ),
      link: new URL(`${paths.spotQuotes}?category=recommended`, ctx.appUrl).toString(),
    });
    await enqueueMail(tx, { to: reader.email, ...mail });
    return true;
  });
}
