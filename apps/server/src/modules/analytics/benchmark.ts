import { bidStanding } from '@spotlane/shared/domain/bidding';
import {
  type BenchmarkQuery,
  type BenchmarkResponse,
  type CarrierAnalyticsResponse,
  PLATFORM_MIN_BIDS,
  PLATFORM_MIN_SHIPPERS,
} from '@spotlane/shared/schemas/analytics';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';
import { percentilesOf } from './scorecards.ts';
import { inRegion, ownRegion, round, rowsOf } from './service.ts';

/** PRODUCT.md 14: the rate benchmark (other shippers' bids only past the privacy floor), and a carrier's own view. */

/**
 * GET /api/analytics/benchmark: the lane's bids and awards over `days`, all shippers' when
 * there are PLATFORM_MIN_BIDS bids from PLATFORM_MIN_SHIPPERS shippers, else the caller's own
 * (a shipper's loads, a carrier's bids); always with n.
 */
export async function benchmark(
  db: DbOrTx,
  caller: Caller,
  query: BenchmarkQuery,
): Promise<BenchmarkResponse> {
  const me = caller.account.id;
  const ownBid = caller.account.type === 'carrier' ? sql`carrier = ${me}` : sql`shipper = ${me}`;
  const ownAward =
    caller.account.type === 'carrier'
      ? sql`f.carrier_account_id = ${me}`
      : sql`f.account_id = ${me}`;
  const since = sql`now() - make_interval(days => ${query.days})`;
  // A lane end is a ZIP code (its 3-digit prefix) or one of the caller's own regions (404 else).
  const end = async (
    side: 'origin' | 'destination',
    zip: string | undefined,
    regionId: number | undefined,
  ) =>
    regionId !== undefined
      ? inRegion(side, await ownRegion(db, caller, regionId))
      : sql`${sql.raw(`f.${side}_zip3`)} = ${(zip ?? '').slice(0, 3)}`;
  const lane = sql`${await end('origin', query.origin_zip, query.origin_region_id)}
    and ${await end('destination', query.destination_zip, query.destination_region_id)}
    and f.equipment_type = ${query.equipment_type}`;
  const q = sql.raw('array[0.25, 0.5, 0.75]');
  const [row] = await rowsOf(
    db,
    sql`with b as (
        select b.amount_cents::float8 as amount, f.account_id as shipper,
          b.carrier_account_id as carrier, f.miles
        from load_facts f join bids b on b.load_id = f.load_id
        where ${lane} and b.created_at >= ${since} and b.status <> 'withdrawn'),
      w as (
        select f.awarded_cents::float8 as amount, f.miles, ${ownAward} as own
        from load_facts f
        where ${lane} and f.awarded_at >= ${since} and f.awarded_cents is not null)
      select
        (select count(*) from b) >= ${PLATFORM_MIN_BIDS}
          and (select count(distinct shipper) from b) >= ${PLATFORM_MIN_SHIPPERS} as platform,
        (select percentile_cont(${q}) within group (order by amount) from b) as bids_all,
        (select count(*)::int from b) as bids_all_n,
        (select percentile_cont(${q}) within group (order by amount) from b where ${ownBid})
          as bids_own,
        (select count(*)::int from b where ${ownBid}) as bids_own_n,
        (select percentile_cont(${q}) within group (order by amount / miles) from b where miles > 0)
          as mile_all,
        (select count(*)::int from b where miles > 0) as mile_all_n,
        (select percentile_cont(${q}) within group (order by amount / miles) from b
          where miles > 0 and ${ownBid}) as mile_own,
        (select count(*)::int from b where miles > 0 and ${ownBid}) as mile_own_n,
        (select percentile_cont(${q}) within group (order by amount) from w) as awards_all,
        (select count(*)::int from w) as awards_all_n,
        (select percentile_cont(${q}) within group (order by amount) from w where own)
          as awards_own,
        (select count(*)::int from w where own) as awards_own_n`,
  );
  const platform = row?.platform === true;
  const pick = (name: string) =>
    percentilesOf(
      row?.[`${name}_${platform ? 'all' : 'own'}`],
      row?.[`${name}_${platform ? 'all' : 'own'}_n`],
    );
  return {
    bids: pick('bids'),
    awards: pick('awards'),
    per_mile: pick('mile'),
    scope: platform ? 'platform' : 'own',
    days: query.days,
  };
}

/** How many lost loads the carrier view lists (the latest). */
const LOST_SHOWN = 20;

/** GET /api/analytics/carrier: a carrier's win rate, and where its latest lost bids stood. */
export async function carrierView(db: DbOrTx, caller: Caller): Promise<CarrierAnalyticsResponse> {
  if (caller.account.type !== 'carrier') throw forbidden('This is available to carriers only');
  const me = caller.account.id;
  const [totals] = await rowsOf(
    db,
    sql`select count(*)::int as bids,
        count(*) filter (where f.awarded_cents is not null)::int as decided,
        count(*) filter (where f.awarded_cents is not null and b.is_accepted)::int as won
      from bids b join load_facts f on f.load_id = b.load_id
      where b.carrier_account_id = ${me} and b.status <> 'withdrawn'`,
  );
  const lost = await rowsOf<{ id: number; load_id: number; date_to_leave: string; amount: string }>(
    db,
    sql`select b.id, b.load_id, f.date_to_leave::text as date_to_leave, b.amount_cents as amount
      from bids b join load_facts f on f.load_id = b.load_id
      where b.carrier_account_id = ${me} and b.status <> 'withdrawn' and not b.is_accepted
        and f.awarded_cents is not null and f.carrier_account_id is distinct from ${me}
      order by f.awarded_at desc nulls last, b.id desc limit ${LOST_SHOWN}`,
  );
  const loadIds = lost.map((bid) => Number(bid.load_id));
  // PRODUCT.md 9, where my bid stood: the same rule (bidStanding) as the carrier's bid list.
  const field = loadIds.length
    ? await rowsOf<{
        id: number;
        load_id: number;
        amount: string;
        created_at: string;
        is_accepted: boolean;
      }>(
        db,
        sql`select id, load_id, amount_cents as amount, created_at, is_accepted from bids
          where load_id = any(${`{${loadIds.join(',')}}`}::int[]) and status <> 'withdrawn'`,
      )
    : [];
  const decided = Number(totals?.decided ?? 0);
  const won = Number(totals?.won ?? 0);
  return {
    bids: Number(totals?.bids ?? 0),
    decided,
    won,
    win_rate: decided > 0 ? round(won / decided) : null,
    lost: lost.map((bid) => {
      const others = field
        .filter((entry) => Number(entry.load_id) === Number(bid.load_id))
        .map((entry) => ({
          id: Number(entry.id),
          amount: Number(entry.amount),
          createdAt: entry.created_at,
          isAccepted: entry.is_accepted,
        }));
      const winner = others.find((entry) => entry.isAccepted);
      return {
        load_id: Number(bid.load_id),
        date_to_leave: bid.date_to_leave,
        amount: Number(bid.amount),
        standing: winner ? bidStanding(others, Number(bid.id), winner.amount, winner.id) : null,
      };
    }),
  };
}
