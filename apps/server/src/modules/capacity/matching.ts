import { MAX_DEADHEAD_MILES } from '@spotlane/shared/domain/capacity';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inAudience } from '../loads/index.ts';

/**
 * PRODUCT.md 20: which open loads fit which posts and preferences (decision 075). The rules are
 * packages/shared/src/domain/capacity.ts's, said in SQL so that both directions read an index:
 * a new load finds the posts near its pickup (truck_posts_geo_idx), a post finds the open loads
 * near its empty city (loads_origin_geo_idx), a preference the open loads of its states
 * (loads_open_origin_state_idx). Each (carrier, load) keeps its best fit in load_matches.
 */

/** The most loads one post or preference keeps as matches: the nearest (or soonest) ones. */
export const MATCHES_PER_SOURCE = 500;

/** Degrees of latitude that hold MAX_DEADHEAD_MILES of road (great circle x 1.2), and a margin. */
const D_LAT = (MAX_DEADHEAD_MILES / 1.2 + 1) / 69;

/** The box around `lat`, `lon` (SQL expressions) that holds the deadhead circle. */
function nearBox(lat: SQL, lon: SQL, otherLat: SQL, otherLon: SQL): SQL {
  const dLon = sql`(${sql.raw(String(D_LAT))} / cos(radians(least(89.0, abs(${lat}) + ${sql.raw(String(D_LAT))}))))`;
  return sql`${otherLat} between ${lat} - ${sql.raw(String(D_LAT))} and ${lat} + ${sql.raw(String(D_LAT))}
    and ${otherLon} between ${lon} - ${dLon} and ${lon} + ${dLon}`;
}

const DEADHEAD = sql`spotlane_road_miles(p.lat, p.lon, l.origin_lat, l.origin_lon)`;
const RATE = sql`(case when l.target_rate_cents > 0 and l.miles > 0
  then round(l.target_rate_cents::numeric / l.miles)::int end)`;

/** Post `p` fits open load `l` (its dates, equipment, destination, rate; deadhead checked apart). */
const POST_FITS = sql`p.available_to >= current_date
  and l.date_to_leave between p.available_from and p.available_to
  and (l.equipment_type is null or l.equipment_type = p.equipment_type)
  and p.destinations && array['anywhere', coalesce(l.destination_state, '-'), coalesce(left(l.destination_zip, 3), '-')]
  and (p.min_rate_per_mile_cents is null or ${RATE} is null or ${RATE} >= p.min_rate_per_mile_cents)
  and ${DEADHEAD} <= ${MAX_DEADHEAD_MILES}`;

/** Preference `f` fits open load `l`. */
const PREFERENCE_FITS = sql`(l.origin_state = any(f.origin_members) or left(l.origin_zip, 3) = any(f.origin_members))
  and (l.destination_state = any(f.destination_members) or left(l.destination_zip, 3) = any(f.destination_members))
  and (f.equipment_type is null or l.equipment_type is null or l.equipment_type = f.equipment_type)`;

const OPEN = sql`l.status in ('unscheduled', 'unassigned') and l.published_at is not null`;

export interface Fit {
  carrier: number;
  loadId: number;
  postId: number | null;
  preferenceId: number | null;
  deadhead: number | null;
  rate: number | null;
  until: string;
  reasons: string[];
}

interface FitRow {
  carrier: number;
  load_id: number;
  post_id: number | null;
  preference_id: number | null;
  deadhead: number | null;
  rate: number | null;
  until: string;
  city: string | null;
  state: string | null;
  equipment_type: string | null;
  destination_state: string | null;
  available_from: string | null;
  available_to: string | null;
}

function reasonsOf(row: FitRow): string[] {
  const reasons: string[] = [];
  if (row.post_id !== null) {
    reasons.push(`${row.deadhead} mi from your truck empty in ${row.city}, ${row.state}`);
    reasons.push(
      `Picks up while your truck is free (${formatUsDate(row.available_from)} to ${formatUsDate(row.available_to)})`,
    );
  } else {
    reasons.push('On one of your preferred lanes');
  }
  if (row.equipment_type)
    reasons.push(
      equipmentTypeLabels[row.equipment_type as keyof typeof equipmentTypeLabels] ??
        row.equipment_type,
    );
  if (row.destination_state) reasons.push(`Delivers in ${row.destination_state}`);
  return reasons;
}

/**
 * Of every fit of a (carrier, load), the one kept: the nearest post (a preference has no
 * deadhead and comes last), holding until the latest end of the posts and preferences that fit.
 */
function best(rows: FitRow[]): Fit[] {
  const byPair = new Map<string, FitRow[]>();
  for (const row of rows) {
    const key = `${row.carrier}:${row.load_id}`;
    byPair.set(key, [...(byPair.get(key) ?? []), row]);
  }
  return [...byPair.values()].map((fits) => {
    const sorted = [...fits].sort(
      (a, b) =>
        (a.deadhead ?? Number.POSITIVE_INFINITY) - (b.deadhead ?? Number.POSITIVE_INFINITY) ||
        (a.post_id ?? a.preference_id ?? 0) - (b.post_id ?? b.preference_id ?? 0),
    );
    const top = sorted[0] as FitRow;
    const until = fits.map((fit) => fit.until).sort()[fits.length - 1] as string;
    return {
      carrier: top.carrier,
      loadId: top.load_id,
      postId: top.post_id,
      preferenceId: top.preference_id,
      deadhead: top.deadhead,
      rate: top.rate,
      until,
      reasons: reasonsOf(top),
    };
  });
}

const FIT_COLUMNS = sql`l.id as load_id, ${RATE} as rate, l.equipment_type, l.destination_state`;

/** The posts and preferences of other carriers that open load `loadId` fits (it just went out). */
export async function fitsOfLoad(tx: DbOrTx, loadId: number): Promise<Fit[]> {
  const posts = (await tx.execute(sql`select p.account_id as carrier, p.id as post_id,
      null::int as preference_id, ${DEADHEAD} as deadhead, p.available_to::text as until,
      p.city, p.state, p.available_from::text as available_from, p.available_to::text as available_to,
      ${FIT_COLUMNS}
    from loads l join truck_posts p
      on ${nearBox(sql`l.origin_lat`, sql`l.origin_lon`, sql`p.lat`, sql`p.lon`)}
    where l.id = ${loadId} and ${OPEN} and l.origin_lat is not null and p.account_id <> l.account_id
      and ${POST_FITS} and spotlane_in_audience(p.account_id, l)`)) as unknown as {
    rows: FitRow[];
  };
  const preferences = (await tx.execute(sql`select f.account_id as carrier, null::int as post_id,
      f.id as preference_id, null::int as deadhead, 'infinity'::date::text as until,
      null as city, null as state, null as available_from, null as available_to, ${FIT_COLUMNS}
    from loads l join lane_preferences f
      on f.origin_members && array[coalesce(l.origin_state, '-'), coalesce(left(l.origin_zip, 3), '-')]
    where l.id = ${loadId} and ${OPEN} and f.account_id <> l.account_id
      and ${PREFERENCE_FITS} and spotlane_in_audience(f.account_id, l)`)) as unknown as {
    rows: FitRow[];
  };
  return best([...posts.rows, ...preferences.rows]);
}

/** Every open load carrier `c`'s active posts and preferences fit (its matches, recomputed). */
export async function fitsOfCarrier(tx: DbOrTx, c: number): Promise<Fit[]> {
  const posts = (await tx.execute(sql`select p.account_id as carrier, p.id as post_id,
      null::int as preference_id, x.deadhead, p.available_to::text as until, p.city, p.state,
      p.available_from::text as available_from, p.available_to::text as available_to,
      x.load_id, x.rate, x.equipment_type, x.destination_state
    from truck_posts p cross join lateral (
      select ${FIT_COLUMNS}, ${DEADHEAD} as deadhead from loads l
      where ${nearBox(sql`p.lat`, sql`p.lon`, sql`l.origin_lat`, sql`l.origin_lon`)}
        and ${OPEN} and ${POST_FITS} and l.account_id <> p.account_id and ${inAudience(c)}
      order by ${DEADHEAD}, l.id limit ${MATCHES_PER_SOURCE}) x
    where p.account_id = ${c} and p.available_to >= current_date`)) as unknown as {
    rows: FitRow[];
  };
  const preferences = (await tx.execute(sql`select f.account_id as carrier, null::int as post_id,
      f.id as preference_id, null::int as deadhead, 'infinity'::date::text as until,
      null as city, null as state, null as available_from, null as available_to,
      x.load_id, x.rate, x.equipment_type, x.destination_state
    from lane_preferences f cross join lateral (
      select ${FIT_COLUMNS} from loads l
      where (l.origin_state = any(f.origin_members) or left(l.origin_zip, 3) = any(f.origin_members))
        and ${OPEN} and ${PREFERENCE_FITS} and l.account_id <> f.account_id and ${inAudience(c)}
      order by l.date_to_leave, l.id limit ${MATCHES_PER_SOURCE}) x
    where f.account_id = ${c}`)) as unknown as { rows: FitRow[] };
  return best([...posts.rows, ...preferences.rows]);
}

/** Writes fits as matches (insert or change); answers the pairs that were new. */
export async function storeFits(tx: DbOrTx, fits: Fit[]): Promise<Fit[]> {
  if (fits.length === 0) return [];
  const values = sql.join(
    fits.map(
      (fit) =>
        sql`(${fit.carrier}::int, ${fit.loadId}::int, ${fit.postId}::int, ${fit.preferenceId}::int,
          ${fit.deadhead}::int, ${fit.rate}::int, ${fit.until}::date,
          array(select jsonb_array_elements_text(${JSON.stringify(fit.reasons)}::jsonb)))`,
    ),
    sql`, `,
  );
  const result = (await tx.execute(sql`insert into load_matches (carrier_account_id, load_id,
      post_id, preference_id, deadhead_miles, rate_per_mile_cents, until, reasons)
    values ${values}
    on conflict (carrier_account_id, load_id) do update set post_id = excluded.post_id,
      preference_id = excluded.preference_id, deadhead_miles = excluded.deadhead_miles,
      rate_per_mile_cents = excluded.rate_per_mile_cents, until = excluded.until,
      reasons = excluded.reasons
    returning carrier_account_id, load_id, (xmax = 0) as inserted`)) as unknown as {
    rows: Array<{ carrier_account_id: number; load_id: number; inserted: boolean }>;
  };
  const inserted = new Set(
    result.rows
      .filter((row) => row.inserted)
      .map((row) => `${row.carrier_account_id}:${row.load_id}`),
  );
  return fits.filter((fit) => inserted.has(`${fit.carrier}:${fit.loadId}`));
}

/**
 * Carrier `c`'s matches made again from its posts and preferences as they are now (after one
 * of them is saved or deleted): the pairs that no longer fit go, the others are written. Under
 * a lock of the carrier's matches (a transaction-level advisory lock), so two saves take turns.
 */
export async function rematchCarrier(tx: DbOrTx, c: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('load_matches'), ${c})`);
  const fits = await fitsOfCarrier(tx, c);
  const keep = fits.map((fit) => fit.loadId);
  await tx.execute(sql`delete from load_matches where carrier_account_id = ${c}
    and not (load_id = any(${`{${keep.join(',')}}`}::int[]))`);
  await storeFits(tx, fits);
  return fits.length;
}
