import {
  boundingBox,
  RELOAD_RADIUS_MILES,
  TRUCKS_NEAR_MILES,
} from '@spotlane/shared/domain/capacity';
import { paths } from '@spotlane/shared/domain/paths';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import type * as schemas from '@spotlane/shared/schemas/capacity';
import type { LoadCard } from '@spotlane/shared/schemas/loads';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { lanePreferences, regions, truckPosts } from '../../db/schema.ts';
import { noticeMail } from '../../mail-templates/notice.tsx';
import type { Caller } from '../../platform/auth.ts';
import { AppError, notFound, validation } from '../../platform/errors.ts';
import { defineJob, type JobRunner } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { pageWindow } from '../../platform/pagination.ts';
import { zipPlace } from '../../platform/zip-centroids.ts';
import {
  type CardRow,
  cardColumns,
  forCarrier,
  inAudience,
  matchLoadJob,
  toCard,
} from '../loads/index.ts';
import { noticeFor } from '../notifications/index.ts';
import { type Fit, fitsOfLoad, rematchCarrier, storeFits } from './matching.ts';

/**
 * PRODUCT.md 20, carrier capacity: a carrier's posted trucks and lane preferences, the loads
 * that fit them (recommended, with alerts once per load), reloads after a held load, and the
 * trucks a shipper sees near its load (decisions 075, 076).
 */

/** A user's digest of the loads that fit its carrier's trucks in one hour. */
export const loadMatchDigestJob = defineJob<{ userId: number; periodStart: string }>(
  'capacity.match-digest',
  { maxAttempts: 10 },
);

type PostRow = typeof truckPosts.$inferSelect;
type PreferenceRow = typeof lanePreferences.$inferSelect;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const today = () => new Date().toISOString().slice(0, 10);

export function toTruckPost(row: PostRow): schemas.TruckPost {
  return {
    id: row.id,
    equipment_type: row.equipmentType as schemas.TruckPost['equipment_type'],
    empty_at: { city: row.city, state: row.state, zipcode: row.zipcode },
    available_from: row.availableFrom,
    available_to: row.availableTo,
    destinations: row.destinations,
    min_rate_per_mile_cents: row.minRatePerMileCents,
    notes: row.notes,
    active: row.availableTo >= today(),
    created_at: row.createdAt.toISOString(),
  };
}

function postValues(data: schemas.TruckPostData) {
  // An unknown ZIP code cannot be measured from (PRODUCT.md 20: 400 at the field).
  const place = zipPlace(data.empty_at.zipcode);
  if (!place)
    throw validation('empty_at.zipcode', `${data.empty_at.zipcode} is not a US zip code we know`);
  return {
    equipmentType: data.equipment_type,
    city: data.empty_at.city,
    state: data.empty_at.state,
    zipcode: data.empty_at.zipcode,
    lat: place.latitude,
    lon: place.longitude,
    availableFrom: data.available_from,
    availableTo: data.available_to,
    destinations: data.destinations,
    minRatePerMileCents: data.min_rate_per_mile_cents,
    notes: data.notes,
  };
}

/* ------------------------------------------------------------------ posts */

export async function listPosts(
  db: Db,
  caller: Caller,
  query: { page: number; page_size: number },
) {
  const { limit, offset } = pageWindow(query);
  const where = eq(truckPosts.accountId, caller.account.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(truckPosts)
      .where(where)
      .orderBy(desc(truckPosts.availableTo), desc(truckPosts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(truckPosts).where(where),
  ]);
  return { results: rows.map(toTruckPost), count: total?.n ?? 0 };
}

async function ownPost(db: DbOrTx, caller: Caller, id: number, lock = false): Promise<PostRow> {
  const query = db
    .select()
    .from(truckPosts)
    .where(and(eq(truckPosts.id, id), eq(truckPosts.accountId, caller.account.id)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Truck post not found');
  return row;
}

export async function getPost(db: Db, caller: Caller, id: number) {
  return toTruckPost(await ownPost(db, caller, id));
}

export async function createPost(db: Db, caller: Caller, data: schemas.TruckPostData) {
  const values = postValues(data);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(truckPosts)
      .values({ ...values, accountId: caller.account.id, createdByUserId: caller.user.id })
      .returning();
    if (!inserted) throw new Error('truck post insert returned nothing');
    // The open loads it fits now are recommended at once (no alert: they are not new loads).
    await rematchCarrier(tx, caller.account.id);
    return inserted;
  });
  return toTruckPost(row);
}

export async function updatePost(db: Db, caller: Caller, id: number, data: schemas.TruckPostData) {
  const values = postValues(data);
  const row = await db.transaction(async (tx) => {
    await ownPost(tx, caller, id, true);
    const [updated] = await tx
      .update(truckPosts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(truckPosts.id, id))
      .returning();
    if (!updated) throw notFound('Truck post not found');
    await rematchCarrier(tx, caller.account.id);
    return updated;
  });
  return toTruckPost(row);
}

export async function deletePost(db: Db, caller: Caller, id: number) {
  await db.transaction(async (tx) => {
    await ownPost(tx, caller, id, true);
    await tx.delete(truckPosts).where(eq(truckPosts.id, id));
    await rematchCarrier(tx, caller.account.id);
  });
}

/* ------------------------------------------------------------ preferences */

function toPreference(row: PreferenceRow): schemas.LanePreference {
  const side = (regionId: number | null, members: string[]) =>
    regionId === null ? { states: members } : { region_id: regionId };
  return {
    id: row.id,
    origin: side(row.originRegionId, row.originMembers),
    destination: side(row.destinationRegionId, row.destinationMembers),
    equipment_type: row.equipmentType as schemas.LanePreference['equipment_type'],
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPreferences(db: Db, caller: Caller) {
  const rows = await db
    .select()
    .from(lanePreferences)
    .where(eq(lanePreferences.accountId, caller.account.id))
    .orderBy(asc(lanePreferences.id))
    .limit(200);
  return { results: rows.map(toPreference), count: rows.length };
}

/** A side's members: its states, or the members of one of the caller's regions. */
async function membersOf(
  tx: DbOrTx,
  caller: Caller,
  side: schemas.LanePreferenceData['origin'],
  field: string,
): Promise<{ regionId: number | null; members: string[] }> {
  if ('states' in side) return { regionId: null, members: side.states };
  const [region] = await tx
    .select({ members: regions.members })
    .from(regions)
    .where(and(eq(regions.id, side.region_id), eq(regions.accountId, caller.account.id)));
  if (!region) throw validation(`${field}.region_id`, 'Choose one of your regions');
  return { regionId: side.region_id, members: region.members };
}

export async function createPreference(db: Db, caller: Caller, data: schemas.LanePreferenceData) {
  const row = await db.transaction(async (tx) => {
    const origin = await membersOf(tx, caller, data.origin, 'origin');
    const destination = await membersOf(tx, caller, data.destination, 'destination');
    const [inserted] = await tx
      .insert(lanePreferences)
      .values({
        accountId: caller.account.id,
        originRegionId: origin.regionId,
        originMembers: origin.members,
        destinationRegionId: destination.regionId,
        destinationMembers: destination.members,
        equipmentType: data.equipment_type,
      })
      .returning();
    if (!inserted) throw new Error('preference insert returned nothing');
    await rematchCarrier(tx, caller.account.id);
    return inserted;
  });
  return toPreference(row);
}

export async function deletePreference(db: Db, caller: Caller, id: number) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(lanePreferences)
      .where(and(eq(lanePreferences.id, id), eq(lanePreferences.accountId, caller.account.id)))
      .returning({ id: lanePreferences.id });
    if (!gone) throw notFound('Lane preference not found');
    await rematchCarrier(tx, caller.account.id);
  });
}

/* ----------------------------------------------------------------- alerts */

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
      link: new URL(`${paths.spotQuotes}?status=recommended`, ctx.appUrl).toString(),
    });
    await enqueueMail(tx, { to: reader.email, ...mail });
    return true;
  });
}

export function attach(runner: JobRunner, ctx: AppContext): void {
  runner
    .handle(matchLoadJob, async ({ loadId }) => {
      await matchLoad(ctx, loadId);
    })
    .handle(loadMatchDigestJob, async ({ userId, periodStart }) => {
      await sendMatchDigest(ctx, userId, periodStart);
    });
}

/* ---------------------------------------------------------------- reloads */

type CarrierCardRow = CardRow & { assigned_account_id: number | null; deadhead: number };

/**
 * PRODUCT.md 20: the open loads the carrier may see whose first pickup is within 150 miles of
 * the last delivery of a load it holds, picking up on or after its delivery date, nearest first.
 */
export async function reloads(db: Db, caller: Caller, loadId: number) {
  const c = caller.account.id;
  const [held] = rowsOf<{ lat: number | null; lon: number | null; delivery: string }>(
    await db.execute(sql`select destination_lat as lat, destination_lon as lon,
        expected_delivery_date::text as delivery
      from loads where id = ${loadId} and assigned_account_id = ${c}`),
  );
  if (!held) throw notFound('Load not found');
  if (held.lat === null || held.lon === null) return { results: [], count: 0 };
  const box = boundingBox({ latitude: held.lat, longitude: held.lon }, RELOAD_RADIUS_MILES);
  const miles = sql`spotlane_road_miles(l.origin_lat, l.origin_lon, ${held.lat}, ${held.lon})`;
  const rows = rowsOf<CarrierCardRow>(
    await db.execute(sql`select ${cardColumns(caller.user.id)}, l.assigned_account_id, ${miles} as deadhead
      from loads l
      where l.origin_lat between ${box.minLat} and ${box.maxLat}
        and l.origin_lon between ${box.minLon} and ${box.maxLon}
        and ${miles} <= ${RELOAD_RADIUS_MILES}
        and l.date_to_leave >= ${held.delivery}::date
        and l.status in ('unscheduled', 'unassigned') and l.id <> ${loadId}
        and ${inAudience(c)}
      order by ${miles}, l.date_to_leave, l.id limit 20`),
  );
  const results: LoadCard[] = rows.map((row) => ({
    ...forCarrier(toCard(row), caller, row.assigned_account_id),
    deadhead_miles: row.deadhead,
  }));
  return { results, count: results.length };
}

/* ------------------------------------------------------------ trucks near */

/** PRODUCT.md 20: posted trucks empty within 100 miles of one of the shipper's locations. */
export async function trucksNear(
  db: Db,
  caller: Caller,
  query: { origin_location_id: number; date: string; equipment_type?: string },
): Promise<schemas.TrucksNear> {
  const [location] = rowsOf<{ zipcode: string | null }>(
    await db.execute(sql`select zipcode from delivery_locations
      where id = ${query.origin_location_id} and account_id = ${caller.account.id}`),
  );
  if (!location) throw notFound('Location not found');
  const place = zipPlace(location.zipcode);
  if (!place) return { results: [] };
  const box = boundingBox(place, TRUCKS_NEAR_MILES);
  const miles = sql`spotlane_road_miles(p.lat, p.lon, ${place.latitude}, ${place.longitude})`;
  const rows = rowsOf<PostRow & { miles: number; company_name: string; in_network: boolean }>(
    await db.execute(sql`select p.id, p.account_id as "accountId", p.equipment_type as "equipmentType",
        p.city, p.state, p.zipcode, p.available_from::text as "availableFrom",
        p.available_to::text as "availableTo", p.destinations,
        p.min_rate_per_mile_cents as "minRatePerMileCents", p.notes, p.created_at as "createdAt",
        ${miles} as miles, a.company_name,
        exists (select 1 from shipper_carriers sc where sc.shipper_account_id = ${caller.account.id}
          and sc.carrier_account_id = p.account_id) as in_network
      from truck_posts p join accounts a on a.id = p.account_id
      where p.lat between ${box.minLat} and ${box.maxLat} and p.lon between ${box.minLon} and ${box.maxLon}
        and p.available_to >= current_date
        and ${query.date}::date between p.available_from and p.available_to
        and ${miles} <= ${TRUCKS_NEAR_MILES}
        ${query.equipment_type ? sql`and p.equipment_type = ${query.equipment_type}` : sql``}
      order by ${miles}, p.id limit 50`),
  );
  return {
    results: rows.map((row) => ({
      carrier: { id: row.accountId, company_name: row.company_name },
      truck: toTruckPost({ ...row, createdAt: new Date(row.createdAt) }),
      miles: row.miles,
      in_network: row.in_network,
    })),
  };
}

/**
 * PRODUCT.md 20, "Invite": the carrier of a truck near the load joins the shipper's network
 * (only with the shipper's confirmation, `add_to_network`) and, given a load, its named
 * carriers; the load is then matched again so the carrier finds it in Recommended.
 */
export async function inviteCarrier(
  ctx: AppContext,
  caller: Caller,
  input: { carrier_account_id: number; add_to_network: boolean; load_id?: number | undefined },
) {
  const c = input.carrier_account_id;
  const result = await ctx.db.transaction(async (tx) => {
    // Only a carrier that posts a truck can be invited from here (no fishing for accounts).
    const [carrier] = rowsOf<{
      id: number;
      company_name: string;
      email: string;
      first_name: string;
      last_name: string;
      phone: string | null;
    }>(
      await tx.execute(sql`select a.id, a.company_name, u.email, u.first_name, u.last_name, coalesce(u.phone, a.phone) as phone
        from accounts a join users u on u.account_id = a.id
        where a.id = ${c} and a.type = 'carrier'
          and exists (select 1 from truck_posts p where p.account_id = a.id)
        order by u.id limit 1`),
    );
    if (!carrier) throw notFound('Carrier not found');
    let [link] = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from shipper_carriers
        where shipper_account_id = ${caller.account.id} and carrier_account_id = ${c}`),
    );
    if (!link) {
      if (!input.add_to_network)
        throw validation(
          'add_to_network',
          `${carrier.company_name} is not in your network yet: confirm to add it`,
        );
      [link] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into shipper_carriers (shipper_account_id, carrier_account_id,
            email, company_name, first_name, last_name, phone, invited_by)
          values (${caller.account.id}, ${c}, ${carrier.email}, ${carrier.company_name},
            ${carrier.first_name}, ${carrier.last_name}, ${carrier.phone ?? ''}, ${caller.user.id})
          on conflict do nothing returning id`),
      );
      if (!link) throw AppError.of(409, 'EmailTaken', 'This carrier is already in your network');
    }
    let named = false;
    if (input.load_id !== undefined) {
      const [load] = rowsOf<{ audience_type: string; status: string }>(
        await tx.execute(sql`select audience_type, status from loads
          where id = ${input.load_id} and account_id = ${caller.account.id} for update`),
      );
      if (!load) throw notFound('Load not found');
      if (!['unscheduled', 'unassigned', 'draft'].includes(load.status))
        throw AppError.of(409, 'InvalidTransition', 'Only an open load can name more carriers');
      if (load.audience_type === 'list')
        throw AppError.of(
          409,
          'InvalidTransition',
          'This load goes to a carrier list: add the carrier to that list instead',
        );
      if (load.audience_type === 'carriers') {
        await tx.execute(sql`insert into load_audience_carriers (load_id, carrier_account_id)
          values (${input.load_id}, ${c}) on conflict do nothing`);
      }
      named = true;
    }
    return { shipper_carrier_id: link.id, named };
  });
  if (input.load_id !== undefined) await matchLoad(ctx, input.load_id);
  return { ...result, carrier_account_id: c };
}
