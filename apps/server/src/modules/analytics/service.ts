import { Readable } from 'node:stream';
import { neutraliseCsvCell } from '@spotlane/shared/domain/csv';
import type {
  AnalyticsFilters,
  CostQuery,
  CostResponse,
  CostRow,
  StatsResponse,
} from '@spotlane/shared/schemas/analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { upsertFacts } from './facts.ts';

/**
 * PRODUCT.md 10: the analytics of a shipper and a carrier's own view. Every figure
 * is an aggregate in SQL over load_facts (kept by facts.ts), scoped to the caller's account by
 * the (account_id, date_to_leave) index; the benchmark reads the bids table itself, so a bid
 * counts as soon as it is committed.
 */

/**
 * The facts of one load, in the caller's transaction (after the change, before commit): the
 * loads module's status and assignment writers and the bids module's writers call it.
 */
export async function refreshLoadFacts(tx: DbOrTx, loadId: number): Promise<void> {
  await tx.execute(upsertFacts(sql`l.id = ${loadId}`));
}

/** The facts of every load at once (bulk data: the bench's seed, a repair). */
export async function refreshAllLoadFacts(db: DbOrTx): Promise<void> {
  await db.execute(upsertFacts(sql`true`));
}

export type Row = Record<string, unknown>;
export async function rowsOf<T = Row>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
export const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
export const round = (value: number | null, digits = 4): number | null =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** SQL text of a string array parameter (`{a,b}`), for `= any(...)`. */
export const textArray = (members: string[]) => sql`${`{${members.join(',')}}`}::text[]`;

export interface RegionRow {
  kind: string;
  members: string[];
}

/** A stop (`origin` or `destination` of alias f) inside a region. */
export function inRegion(end: 'origin' | 'destination', region: RegionRow): SQL {
  const column = sql.raw(`f.${end}_${region.kind === 'zip3' ? 'zip3' : 'state'}`);
  return sql`${column} = any(${textArray(region.members)})`;
}

export async function ownRegion(db: DbOrTx, caller: Caller, id: number): Promise<RegionRow> {
  const [region] = await rowsOf<RegionRow>(
    db,
    sql`select kind, members from regions where id = ${id} and account_id = ${caller.account.id}`,
  );
  if (!region) throw notFound('Region not found');
  return region;
}

/** A lane's end (city and state, or a region) as a condition on the facts. */
export async function laneEnd(
  db: DbOrTx,
  caller: Caller,
  end: 'origin' | 'destination',
  place: { city: string | null; state: string | null; regionId: number | null },
): Promise<SQL> {
  if (place.regionId !== null) return inRegion(end, await ownRegion(db, caller, place.regionId));
  const city = sql.raw(`f.${end}_city`);
  const state = sql.raw(`f.${end}_state`);
  return sql`(lower(${city}) = ${(place.city ?? '').trim().toLowerCase()} and ${state} = ${(place.state ?? '').toUpperCase()})`;
}

/**
 * The filters as one condition on load_facts (alias f), always scoped to the caller's account.
 * A lane, region or carrier of another account is 404, as everywhere.
 */
export async function filterCondition(
  db: DbOrTx,
  caller: Caller,
  filters: AnalyticsFilters,
): Promise<SQL> {
  const parts: SQL[] = [sql`f.account_id = ${caller.account.id}`];
  if (filters.from) parts.push(sql`f.date_to_leave >= ${filters.from}`);
  if (filters.to) parts.push(sql`f.date_to_leave <= ${filters.to}`);
  if (filters.equipment_type) parts.push(sql`f.equipment_type = ${filters.equipment_type}`);
  if (filters.origin_region_id)
    parts.push(inRegion('origin', await ownRegion(db, caller, filters.origin_region_id)));
  if (filters.destination_region_id)
    parts.push(inRegion('destination', await ownRegion(db, caller, filters.destination_region_id)));
  if (filters.carrier_id) {
    const [carrier] = await rowsOf<{ carrier_account_id: number | null }>(
      db,
      sql`select carrier_account_id from shipper_carriers
        where id = ${filters.carrier_id} and shipper_account_id = ${caller.account.id}`,
    );
    if (!carrier) throw notFound('Carrier not found');
    // An invited carrier that has not registered yet has carried nothing.
    parts.push(sql`f.carrier_account_id = ${carrier.carrier_account_id ?? 0}`);
  }
  if (filters.lane_id) {
    const [lane] = await rowsOf<{
      origin_city: string | null;
      origin_state: string | null;
      origin_region_id: number | null;
      destination_city: string | null;
      destination_state: string | null;
      destination_region_id: number | null;
      equipment_type: string;
    }>(
      db,
      sql`select origin_city, origin_state, origin_region_id, destination_city, destination_state,
          destination_region_id, equipment_type
        from lanes where id = ${filters.lane_id} and account_id = ${caller.account.id}`,
    );
    if (!lane) throw notFound('Lane not found');
    parts.push(sql`f.equipment_type = ${lane.equipment_type}`);
    parts.push(
      await laneEnd(db, caller, 'origin', {
        city: lane.origin_city,
        state: lane.origin_state,
        regionId: lane.origin_region_id,
      }),
    );
    parts.push(
      await laneEnd(db, caller, 'destination', {
        city: lane.destination_city,
        state: lane.destination_state,
        regionId: lane.destination_region_id,
      }),
    );
  }
  return sql.join(parts, sql` and `);
}

export function requireShipperAccount(caller: Caller): void {
  if (caller.account.type !== 'shipper') throw forbidden('This is available to shippers only');
}

/** GET /api/analytics/stats: the Overview. */
export async function stats(
  db: DbOrTx,
  caller: Caller,
  filters: AnalyticsFilters,
): Promise<StatsResponse> {
  const where = await filterCondition(db, caller, filters);
  const [row] = await rowsOf(
    db,
    // One pass over the loads for the totals, one for the statuses, one for the ship days; the
    // weeks and months are summed from the days (hundreds of rows, not one per load).
    sql`with f as materialized (
        select f.status, f.on_time_pickup, f.on_time_delivery, f.awarded_cents, f.miles,
          f.bid_count, f.published_at, f.awarded_at, f.date_to_leave, f.identifier
        from load_facts f where ${where}),
      totals as (
        select
          count(*) filter (where on_time_pickup)::float8
            / nullif(count(on_time_pickup), 0) as on_time_pickup,
          count(*) filter (where on_time_delivery)::float8
            / nullif(count(on_time_delivery), 0) as on_time_delivery,
          count(*) filter (where on_time_pickup)::int as pickups_on_time,
          count(on_time_pickup)::int as pickups_measured,
          count(*) filter (where on_time_delivery)::int as deliveries_on_time,
          count(on_time_delivery)::int as deliveries_measured,
          avg(awarded_cents)::float8 as avg_cost_per_load,
          avg(awarded_cents::float8 / nullif(miles, 0))
            filter (where awarded_cents is not null and miles > 0) as avg_rate_per_mile,
          avg(bid_count) filter (where identifier is not null)::float8 as bids_per_load,
          percentile_cont(0.5) within group (
            order by extract(epoch from awarded_at - published_at) / 3600)
            filter (where awarded_at is not null) as median_hours_to_award
        from f),
      days as (
        select date_to_leave as day, sum(awarded_cents) as amount
        from f where awarded_cents is not null group by 1)
      select
        (select coalesce(json_object_agg(s.status, s.n), '{}'::json)
          -- A quote request (no identifier yet) is not a load until it is confirmed.
          from (select status, count(*)::int as n from f where identifier is not null
            group by status) s) as by_status,
        totals.on_time_pickup, totals.on_time_delivery, totals.pickups_on_time,
        totals.pickups_measured, totals.deliveries_on_time, totals.deliveries_measured,
        (select coalesce(json_agg(json_build_object('period', w.period, 'amount', w.amount)
            order by w.period), '[]'::json)
          from (select to_char(date_trunc('week', day), 'YYYY-MM-DD') as period,
              sum(amount)::float8 as amount from days group by 1) w) as spend,
        (select coalesce(json_agg(json_build_object('period', m.period, 'amount', m.amount)
            order by m.period), '[]'::json)
          from (select to_char(day, 'YYYY-MM') as period, sum(amount)::float8 as amount
            from days group by 1) m) as spend_by_month,
        totals.avg_cost_per_load, totals.avg_rate_per_mile, totals.bids_per_load,
        totals.median_hours_to_award
      from totals`,
  );
  const json = <T>(value: unknown): T =>
    (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    by_status: json<Record<string, number>>(row?.by_status ?? {}),
    on_time_pickup: round(num(row?.on_time_pickup)),
    on_time_delivery: round(num(row?.on_time_delivery)),
    on_time_counts: {
      pickup: {
        on_time: Number(row?.pickups_on_time ?? 0),
        of: Number(row?.pickups_measured ?? 0),
      },
      delivery: {
        on_time: Number(row?.deliveries_on_time ?? 0),
        of: Number(row?.deliveries_measured ?? 0),
      },
    },
    spend: json<Array<{ period: string; amount: number }>>(row?.spend ?? []),
    spend_by_month: json<Array<{ period: string; amount: number }>>(row?.spend_by_month ?? []),
    avg_cost_per_load: round(num(row?.avg_cost_per_load), 2),
    avg_rate_per_mile: round(num(row?.avg_rate_per_mile), 2),
    bids_per_load: round(num(row?.bids_per_load), 2),
    // Four decimals: an award within minutes reads in minutes, not as 0.0 h.
    median_hours_to_award: round(num(row?.median_hours_to_award), 4),
  };
}

/** The report's sortable columns: output columns of costSelect (alias r). */
const COST_COLUMNS = new Set([
  'date_to_leave',
  'awarded_amount',
  'rate_per_mile',
  'bid_count',
  'hours_to_award',
]);

/** The report's row (one per awarded load) as SQL over f, with its carrier's name. */
const costSelect = (where: SQL) => sql`select f.load_id, f.identifier,
    f.date_to_leave::text as date_to_leave,
    concat_ws(' → ', concat_ws(', ', f.origin_city, f.origin_state),
      concat_ws(', ', f.destination_city, f.destination_state)) as lane,
    a.company_name as carrier, f.awarded_cents::float8 as awarded_amount,
    f.lowest_bid_cents::float8 as lowest_bid, f.median_bid_cents as median_bid, f.bid_count,
    f.miles, case when f.miles > 0 then round(f.awarded_cents::numeric / f.miles, 2)::float8 end
      as rate_per_mile,
    round((extract(epoch from f.awarded_at - f.published_at) / 3600)::numeric, 2)::float8
      as hours_to_award
  from load_facts f left join accounts a on a.id = f.carrier_account_id
  where ${where} and f.awarded_cents is not null`;

function toCostRow(row: Row): CostRow {
  return {
    load_id: Number(row.load_id),
    identifier: (row.identifier as string | null) ?? null,
    date_to_leave: String(row.date_to_leave),
    lane: String(row.lane ?? ''),
    carrier: (row.carrier as string | null) ?? null,
    awarded_amount: Number(row.awarded_amount),
    lowest_bid: num(row.lowest_bid),
    median_bid: num(row.median_bid),
    bid_count: Number(row.bid_count),
    miles: num(row.miles),
    rate_per_mile: num(row.rate_per_mile),
    hours_to_award: num(row.hours_to_award),
  };
}

/** GET /api/analytics/cost: the summary and one page of the report. */
export async function cost(db: DbOrTx, caller: Caller, query: CostQuery): Promise<CostResponse> {
  const where = await filterCondition(db, caller, query);
  const descending = query.ordering.startsWith('-');
  const name = query.ordering.replace(/^-/, '');
  const column = COST_COLUMNS.has(name) ? name : 'date_to_leave';
  const direction = sql.raw(descending ? 'desc nulls last' : 'asc nulls last');
  const tie = sql.raw(descending ? 'desc' : 'asc');
  const offset = (query.page - 1) * query.page_size;
  const [summaryRows, rows] = await Promise.all([
    rowsOf(
      db,
      sql`select count(*)::int as loads, coalesce(sum(f.awarded_cents), 0)::float8 as spend,
          avg(f.awarded_cents)::float8 as avg_rate,
          percentile_cont(0.5) within group (order by f.awarded_cents) as median_rate,
          coalesce(sum(f.median_bid_cents - f.awarded_cents), 0)::float8 as vs_median,
          coalesce(sum(f.first_quote_cents - f.awarded_cents), 0)::float8 as vs_first
        from load_facts f where ${where} and f.awarded_cents is not null`,
    ),
    rowsOf(
      db,
      sql`select * from (${costSelect(where)}) r
        order by ${sql.raw(`r.${column}`)} ${direction}, r.load_id ${tie}
        limit ${query.page_size} offset ${offset}`,
    ),
  ]);
  const summary = summaryRows[0] ?? {};
  return {
    summary: {
      loads: Number(summary.loads ?? 0),
      spend: Number(summary.spend ?? 0),
      avg_rate: round(num(summary.avg_rate), 2),
      median_rate: round(num(summary.median_rate), 2),
      savings_vs_median_bid: round(Number(summary.vs_median ?? 0), 2) ?? 0,
      savings_vs_first_quote: round(Number(summary.vs_first ?? 0), 2) ?? 0,
    },
    results: rows.map(toCostRow),
    count: Number(summary.loads ?? 0),
  };
}

const CSV_HEADER = [
  'Identifier',
  'Ship date',
  'Lane',
  'Carrier',
  'Awarded ($)',
  'Lowest bid ($)',
  'Median bid ($)',
  'Bids',
  'Miles',
  'Rate per mile ($)',
  'Hours to award',
];
/** Rows per keyset page of the CSV: memory stays at one page, whatever the report's size. */
export const CSV_PAGE = 1000;

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** One CSV field: neutralised against formulas, then quoted when it must be. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(neutraliseCsvCell(String(value)));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: Array<string | number | null>) => `${cells.map(csvField).join(',')}\r\n`;

function csvRecord(row: CostRow): string {
  return csvLine([
    row.identifier,
    row.date_to_leave,
    row.lane,
    row.carrier,
    dollars(row.awarded_amount),
    dollars(row.lowest_bid),
    row.median_bid === null ? '' : dollars(row.median_bid),
    row.bid_count,
    row.miles,
    row.rate_per_mile === null ? '' : dollars(row.rate_per_mile),
    row.hours_to_award,
  ]);
}

/**
 * GET /api/analytics/cost.csv: the whole report, oldest ship date first, read in keyset pages
 * of CSV_PAGE rows ((date_to_leave, load_id) after the last one sent) and written as they come,
 * so the server holds one page at a time, however many rows (the stream waits for the client).
 * The filters are checked before the first byte, so a bad one is still a JSON error.
 */
export async function costCsv(
  db: DbOrTx,
  caller: Caller,
  filters: AnalyticsFilters,
): Promise<Readable> {
  const where = await filterCondition(db, caller, filters);
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(CSV_HEADER)}`;
    let after: { date: string; id: number } | null = null;
    for (;;) {
      const keyset: SQL = after
        ? sql`and (f.date_to_leave, f.load_id) > (${after.date}::date, ${after.id})`
        : sql``;
      const page: Row[] = await rowsOf(
        db,
        sql`${costSelect(sql`${where} ${keyset}`)} order by f.date_to_leave, f.load_id limit ${CSV_PAGE}`,
      );
      if (page.length === 0) return;
      yield page.map((row) => csvRecord(toCostRow(row))).join('');
      const last = page[page.length - 1] as Row;
      after = { date: String(last.date_to_leave), id: Number(last.load_id) };
      if (page.length < CSV_PAGE) return;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
