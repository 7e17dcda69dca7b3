import {
  type AnalyticsFilters,
  type Percentiles,
  SCORECARD_MIN_LOADS,
  type ScorecardsResponse,
} from '@spotlane/shared/schemas/analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { filterCondition, num, type Row, round, rowsOf } from './service.ts';

/** PRODUCT.md 14: the shipper's carrier scorecards, from the facts kept per (shipper, carrier). */

/** GET /api/analytics/carriers: a scorecard per carrier with SCORECARD_MIN_LOADS loads or more. */
export async function scorecards(
  db: DbOrTx,
  caller: Caller,
  filters: AnalyticsFilters,
): Promise<ScorecardsResponse> {
  const unfiltered = Object.values(filters).every((value) => value === undefined);
  const rows = unfiltered
    ? await rowsOf(db, keptScorecards(caller.account.id))
    : await rowsOf(db, scorecardsFromFacts(await filterCondition(db, caller, filters)));
  return toScorecards(rows);
}

/**
 * Decision 058: the scorecards of all of a shipper's loads from the facts kept per carrier and
 * lane (migration 0025): the carriers with SCORECARD_MIN_LOADS awards, each lane's median award
 * and each carrier's median response read from the middle of an index (percentile_cont(0.5):
 * the middle value, or the mean of the two middle ones), and the rate against the lane's median
 * as the mean over the carrier's awards of award / median - 1, summed per lane. The same answer
 * as scorecardsFromFacts without filters (analytics.test.ts compares them).
 */
export function keptScorecards(me: number): SQL {
  return sql`with per as (
      select s.carrier_account_id as carrier, s.loads, s.invitations, s.answered,
        s.on_time::float8 / nullif(s.on_time_known, 0) as on_time
      from shipper_carrier_facts s
      where s.account_id = ${me} and s.loads >= ${SCORECARD_MIN_LOADS}),
    lanes as (
      select origin_zip3, destination_zip3, equipment_type, sum(loads)::int as n
      from shipper_lane_carrier_facts where account_id = ${me}
      group by 1, 2, 3 having sum(loads) > 0),
    -- Materialized: each lane's median once (inlined, it ran again for every carrier's lane row).
    lane_median as materialized (
      select ln.origin_zip3, ln.destination_zip3, ln.equipment_type,
        (select avg(x.v) from (select f.awarded_cents::float8 as v from load_facts f
          where f.account_id = ${me} and f.carrier_account_id is not null and f.awarded_cents is not null
            and coalesce(f.origin_zip3, '') = ln.origin_zip3
            and coalesce(f.destination_zip3, '') = ln.destination_zip3
            and coalesce(f.equipment_type, '') = ln.equipment_type
          order by f.awarded_cents offset (ln.n - 1) / 2 limit 2 - ln.n % 2) x) as median
      from lanes ln),
    vs as (
      select lc.carrier_account_id as carrier,
        sum(lc.awarded_cents / nullif(m.median, 0))
          / nullif(sum(lc.loads) filter (where m.median <> 0), 0) - 1 as vs_median
      from shipper_lane_carrier_facts lc join lane_median m using (origin_zip3, destination_zip3, equipment_type)
      where lc.account_id = ${me} and lc.carrier_account_id in (select carrier from per) and lc.loads > 0
      group by 1)
    select per.carrier, per.loads, per.on_time, vs.vs_median, acc.company_name,
      per.invitations, per.answered,
      (select avg(x.h) from (select p.response_hours as h from scorecard_pairs p
        where p.account_id = ${me} and p.carrier_account_id = per.carrier and p.response_hours is not null
        order by p.response_hours offset (per.answered - 1) / 2 limit 2 - per.answered % 2) x)
        as median_response_hours
    from per join accounts acc on acc.id = per.carrier left join vs on vs.carrier = per.carrier
    order by per.loads desc, lower(acc.company_name), per.carrier`;
}

/** The scorecards aggregated from the load facts that `where` keeps (any filters). */
export function scorecardsFromFacts(where: SQL): SQL {
  return sql`with f as materialized (
        select f.load_id, f.carrier_account_id, f.awarded_cents, f.on_time_delivery,
          f.origin_zip3, f.destination_zip3, f.equipment_type, f.published_at
        from load_facts f where ${where}),
      awarded as (select * from f where carrier_account_id is not null and awarded_cents is not null),
      lane_median as (
        select coalesce(origin_zip3, '') as origin_zip3,
          coalesce(destination_zip3, '') as destination_zip3,
          coalesce(equipment_type, '') as equipment_type,
          percentile_cont(0.5) within group (order by awarded_cents) as median
        from awarded group by 1, 2, 3),
      per as (
        select a.carrier_account_id as carrier, count(*)::int as loads,
          count(*) filter (where a.on_time_delivery)::float8
            / nullif(count(a.on_time_delivery), 0) as on_time,
          avg(a.awarded_cents / nullif(m.median, 0) - 1)::float8 as vs_median
        -- Plain equalities on coalesced keys (a hash join): "is not distinct from" planned a
        -- nested loop whose cost estimate switched on JIT compilation (0.7 s at 100,000 loads).
        from awarded a left join lane_median m
          on m.origin_zip3 = coalesce(a.origin_zip3, '')
          and m.destination_zip3 = coalesce(a.destination_zip3, '')
          and m.equipment_type = coalesce(a.equipment_type, '')
        group by a.carrier_account_id having count(*) >= ${SCORECARD_MIN_LOADS}),
      -- Bids and invitations of these carriers on these loads, each joined once (hash joins).
      bid_stats as (
        select b.carrier_account_id as carrier, count(*)::int as answered,
          percentile_cont(0.5) within group (
            order by extract(epoch from b.created_at - f.published_at) / 3600) as response
        from f join bids b on b.load_id = f.load_id
        where b.carrier_account_id in (select carrier from per)
        group by 1),
      invitations as (
        select x.carrier, count(*)::int as n from (
          select lac.carrier_account_id as carrier, lac.load_id
            from f join load_audience_carriers lac on lac.load_id = f.load_id
            where lac.carrier_account_id in (select carrier from per)
          union
          select b.carrier_account_id, b.load_id from f join bids b on b.load_id = f.load_id
            where b.carrier_account_id in (select carrier from per)) x
        group by 1)
      select per.*, acc.company_name, coalesce(i.n, 0) as invitations,
        coalesce(s.answered, 0) as answered, s.response as median_response_hours
      from per join accounts acc on acc.id = per.carrier
        left join bid_stats s on s.carrier = per.carrier
        left join invitations i on i.carrier = per.carrier
      order by per.loads desc, lower(acc.company_name), per.carrier`;
}

function toScorecards(rows: Row[]): ScorecardsResponse {
  const results = rows.map((row) => {
    const invitations = Number(row.invitations);
    return {
      carrier: { account_id: Number(row.carrier), company_name: String(row.company_name) },
      loads: Number(row.loads),
      on_time: round(num(row.on_time)),
      invitations,
      answered: invitations > 0 ? round(Number(row.answered) / invitations) : null,
      median_response_hours: round(num(row.median_response_hours), 2),
      rate_vs_lane_median: round(num(row.vs_median)),
    };
  });
  return { results, count: results.length };
}

/** `percentile_cont` at 25, 50 and 75 (a float8[]) and its n, as the answer's shape. */
export function percentilesOf(values: unknown, n: unknown): Percentiles {
  const list = (
    typeof values === 'string'
      ? values.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
      : ((values as number[] | null) ?? [])
  ).map((value) => (value === null ? null : Math.round(Number(value) * 100) / 100));
  return { p25: list[0] ?? null, p50: list[1] ?? null, p75: list[2] ?? null, n: Number(n ?? 0) };
}
