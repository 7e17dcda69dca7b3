import {
  carrierOwnCategories,
  type SpotQuoteList,
  type SpotQuoteParams,
} from '@spotlane/shared/schemas/loads';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, onceBuilt, type Slot, slot } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { boardFilter } from './board-filters.ts';
import {
  blockedByShippers,
  categoryCondition,
  hasBid,
  inAudience,
  matched,
  notBlockedPrivate,
  OPEN,
  offeredTo,
} from './carrier-audience.ts';
import { type CarrierRow, forCarrier } from './carrier-view.ts';
import * as queries from './queries.ts';

/**
 * The carrier's board (PRODUCT.md 4, 20): the pages of its spot-quote lists, the recommended
 * page in match rank, and the counts on their tiles.
 */

type SpotQuoteCounts = Omit<SpotQuoteList, 'results'>;

/**
 * The six counts of a carrier (and Spot Quotes) from the count tables (migration 0011,
 * docs/decisions/025-list-counts.md), as one row: one row of the carrier, and the open loads of
 * the audiences it belongs to (the marketplace, the networks, the lists, the loads naming it),
 * less the open ones of those it bid on and those tendered to it (its open offers, which the
 * tender waterfall adds to the load's chosen carriers: a few rows, found through the open
 * offers' index). Nothing else here reads `loads`. Each kind of audience is
 * summed on its own, so that each reads open_load_counts through its key (decision 048).
 */
function spotQuoteCountsRow(c: Slot<number>): SQL {
  return sql`select
      ((select coalesce(sum(o.n), 0) from open_load_counts o where o.kind = 'marketplace' and o.key = 0)
        + (select coalesce(sum(o.n), 0) from open_load_counts o where o.kind = 'all'
          and o.key = any(array(select sc.shipper_account_id from shipper_carriers sc
            where sc.carrier_account_id = ${c})))
        + (select coalesce(sum(o.n), 0) from open_load_counts o where o.kind = 'list'
          and o.key = any(array(select m.list_id from carrier_list_members m
            join shipper_carriers sc on sc.id = m.shipper_carrier_id where sc.carrier_account_id = ${c})))
        + (select coalesce(sum(o.n), 0) from open_load_counts o where o.kind = 'carriers' and o.key = ${c})
        - coalesce(cc.bid_in_audience, 0)
        - (select count(*) from loads l where ${offeredTo(c)} and ${OPEN} and ${inAudience(c)}
          and not ${hasBid(c)})
        -- The private open loads of shippers whose policy blocks the carrier: nearly always
        -- none, and then not looked for (the scan would read every open marketplace load).
        - (select case when cardinality(${blockedByShippers(c)}) = 0 then 0
            else (select count(*) from loads l where l.account_id = any(${blockedByShippers(c)})
              and l.audience_type <> 'marketplace' and ${OPEN} and ${inAudience(c)}
              and not ${hasBid(c)} and not ${offeredTo(c)}) end))::int as all_spotquotes,
      coalesce(cc.bids_placed, 0) as bids_placed, coalesce(cc.rejected, 0) as rejected,
      coalesce(cc.assigned, 0) as assigned, coalesce(cc.delivered, 0) as delivered,
      coalesce(cc.in_transit, 0) as in_transit, coalesce(cc.cancelled, 0) as cancelled,
      -- Decision 075: the matches counted under the audiences the carrier belongs to now, of
      -- posts not yet ended, less its open offers (as Spot Quotes takes them off).
      ((select coalesce(sum(r.n), 0) from recommended_counts r where r.carrier_account_id = ${c}
          and r.until >= current_date and (r.kind in ('marketplace', 'carriers')
            or (r.kind = 'all' and r.key = any(array(select sc.shipper_account_id from shipper_carriers sc
              where sc.carrier_account_id = ${c})))
            or (r.kind = 'list' and r.key = any(array(select m.list_id from carrier_list_members m
              join shipper_carriers sc on sc.id = m.shipper_carrier_id where sc.carrier_account_id = ${c})))))
        - (select count(*) from loads l where ${offeredTo(c)} and ${OPEN} and ${inAudience(c)}
          and not ${hasBid(c)} and ${matched(c)}))::int as recommended
      from (select 1) one left join carrier_load_counts cc on cc.carrier_account_id = ${c}`;
}

function toSpotQuoteCounts(row: SpotQuoteCounts | undefined): SpotQuoteCounts {
  return {
    all_spotquotes: row?.all_spotquotes ?? 0,
    bids_placed: row?.bids_placed ?? 0,
    rejected: row?.rejected ?? 0,
    assigned: row?.assigned ?? 0,
    delivered: row?.delivered ?? 0,
    in_transit: row?.in_transit ?? 0,
    cancelled: row?.cancelled ?? 0,
    recommended: row?.recommended ?? 0,
  };
}

/** The six counts of a carrier, as its spot-quote list answers them (spotQuoteCountsRow). */
export async function spotQuoteCounts(db: Db, carrierAccountId: number): Promise<SpotQuoteCounts> {
  const [row] = queries.rowsOf<SpotQuoteCounts>(
    await db.execute(
      onceBuilt('spot-quote counts', () => spotQuoteCountsRow(slot('c')), { c: carrierAccountId }),
    ),
  );
  return toSpotQuoteCounts(row);
}

/** The six counts counted from the loads themselves: what the count tables must always equal. */
export async function spotQuoteCountsFromLoads(db: Db, c: number): Promise<SpotQuoteCounts> {
  const [row] = queries.rowsOf<SpotQuoteCounts>(
    await db.execute(sql`select
        (select count(*)::int from loads l where ${categoryCondition('spot-quotes', c)}) as all_spotquotes,
        (select count(*)::int from loads l where ${categoryCondition('bid-placed', c)}) as bids_placed,
        (select count(*)::int from loads l where ${categoryCondition('rejected', c)}) as rejected,
        (select count(*)::int from loads l where ${categoryCondition('assigned', c)}) as assigned,
        (select count(*)::int from loads l where ${categoryCondition('completed', c)}) as delivered,
        (select count(*)::int from loads l where ${categoryCondition('in-progress', c)}) as in_transit,
        (select count(*)::int from loads l where ${categoryCondition('canceled', c)}) as cancelled,
        (select count(*)::int from loads l where ${categoryCondition('recommended', c)}) as recommended`),
  );
  if (!row) throw new Error('count query returned nothing');
  return row;
}

/** The count of a category's list, from the six counts (the search view counts its matches). */
const categoryCount: Record<Exclude<SpotQuoteParams['status'], 'search'>, keyof SpotQuoteCounts> = {
  'spot-quotes': 'all_spotquotes',
  'bid-placed': 'bids_placed',
  rejected: 'rejected',
  assigned: 'assigned',
  'in-progress': 'in_transit',
  completed: 'delivered',
  canceled: 'cancelled',
  recommended: 'recommended',
};

/**
 * Decision 057: the categories whose loads are the carrier's own pairs, kept in `carrier_loads`
 * (migration 0024) with the load's creation time and name. Their pages read that table's
 * index (carrier, category, order) and then only the page's loads, so a page costs the same with
 * 30 or 30,000 bids; `categoryCondition` stays their definition (the property test compares).
 */
const KEPT_CATEGORIES = new Set<SpotQuoteParams['status']>(carrierOwnCategories);
const keptOrder: Record<SpotQuoteParams['ordering'], SQL> = {
  new: sql`k.created_at desc, k.load_id desc`,
  old: sql`k.created_at asc, k.load_id asc`,
  alphabetical: sql`k.sort_name asc, k.load_id asc`,
};

/** The bare loads of a page of a kept category, in the list's order (the same as cardOrder's). */
function keptCategoryPage(
  category: SpotQuoteParams['status'],
  ordering: SpotQuoteParams['ordering'],
  window: SQL,
): SQL {
  if (!KEPT_CATEGORIES.has(category)) throw new Error(`${category} is not a kept category`);
  return sql`select l.* from carrier_loads k join loads l on l.id = k.load_id
    where k.carrier_account_id = ${slot('account')} and k.category = ${sql.raw(`'${category}'`)}
    order by ${keptOrder[ordering]} ${window}`;
}

/** The loads of carrier `c` in a kept category, from `carrier_loads` (the property test's view). */
export async function keptCategoryLoadIds(
  db: Db,
  c: number,
  category: SpotQuoteParams['status'],
): Promise<number[]> {
  const result = await db.execute(sql`select k.load_id as id from carrier_loads k
    where k.carrier_account_id = ${c} and k.category = ${category} order by 1`);
  return queries.rowsOf<{ id: number }>(result).map((row) => row.id);
}

/**
 * PRODUCT.md 20: the recommended page's bare loads, from the carrier's matches in their rank
 * (deadhead, then rate per mile: load_matches_rank_idx), each with why it fits.
 */
function recommendedPage(where: () => SQL, window: SQL): SQL {
  return sql`select l.*, m.post_id as match_post_id, m.preference_id as match_preference_id,
      m.deadhead_miles as match_deadhead_miles, m.rate_per_mile_cents as match_rate,
      m.reasons as match_reasons
    from load_matches m join loads l on l.id = m.load_id
    where m.carrier_account_id = ${slot('account')} and m.bucket_kind is not null
      and m.until >= current_date and ${where()}
    order by m.deadhead_miles asc nulls last, m.rate_per_mile_cents desc nulls last, m.load_id
    ${window}`;
}
const RECOMMENDED_ORDER = sql`l.match_deadhead_miles asc nulls last, l.match_rate desc nulls last, l.id`;
const MATCH_COLUMNS = sql`l.match_post_id, l.match_preference_id, l.match_deadhead_miles, l.match_reasons`;

type MatchColumns = {
  match_post_id: number | null;
  match_preference_id: number | null;
  match_deadhead_miles: number | null;
  match_reasons: string[] | null;
};

export async function spotQuoteList(
  db: Db,
  caller: Caller,
  query: SpotQuoteParams,
): Promise<SpotQuoteList> {
  const search = query.status === 'search' ? queries.searchPatterns(query.search) : null;
  const filter = boardFilter(query);
  const recommended = query.status === 'recommended';
  // The statements are built once per shape (db/client.ts onceBuilt) and filled with these.
  const shape = `${query.status} ${query.ordering}${queries.searchShape(search)}${filter?.shape ?? ''}`;
  const values = { ...queries.cardPageValues(caller, query, search), ...filter?.values };
  const where = () => {
    const filters: SQL[] = [categoryCondition(query.status, slot('account'))];
    if (search !== null) filters.push(queries.searchCondition(search));
    if (filter) filters.push(...filter.conditions());
    return sql.join(filters, sql` and `);
  };
  // Only the loads' own filters narrow a recommended page: its category is its matches, read in
  // rank and each one checked by key (the carrier's bid by bids_one_per_carrier, not against
  // the array of all its bids, which grows with its history: the recommended bench).
  const recommendedWhere = () => {
    const c = slot<number>('account');
    const filters: SQL[] = [
      sql`${OPEN} and ${inAudience(c)} and ${notBlockedPrivate(c)} and not ${offeredTo(c)}
        and not exists (select 1 from bids b where b.load_id = l.id and b.carrier_account_id = ${c})`,
    ];
    if (filter) filters.push(...filter.conditions());
    return sql.join(filters, sql` and `);
  };
  const statements = queries.cardListStatements({
    name: 'spot-quote',
    shape,
    extraColumns: recommended
      ? sql`l.assigned_account_id, ${MATCH_COLUMNS}`
      : sql`l.assigned_account_id`,
    counts: () => spotQuoteCountsRow(slot('account')),
    where,
    pageFrom: recommended
      ? (window) => recommendedPage(recommendedWhere, window)
      : search === null && filter === null && KEPT_CATEGORIES.has(query.status)
        ? (window) => keptCategoryPage(query.status, query.ordering, window)
        : undefined,
    ordering: query.ordering,
    order: recommended ? RECOMMENDED_ORDER : undefined,
    planEachTime: filter !== null,
    page: query,
    values,
  });
  // The search view and a filtered page count their matches; a category's count is its tile.
  const counted = query.status === 'search' || filter !== null;
  const [page, searchCount] = await Promise.all([
    db.execute(statements.page()),
    counted ? db.execute(statements.count()) : null,
  ]);
  const { rows, counts: row } = queries.pageRows<
    CarrierRow & Partial<MatchColumns>,
    SpotQuoteCounts
  >(page);
  const counts = toSpotQuoteCounts(row);
  const count =
    searchCount === null
      ? counts[categoryCount[query.status as keyof typeof categoryCount]]
      : (queries.rowsOf<{ n: number }>(searchCount)[0]?.n ?? 0);
  return {
    ...counts,
    results: {
      shipments: rows.map((row) => {
        const card = forCarrier(queries.toCard(row), caller, row.assigned_account_id);
        if (!recommended) return card;
        return {
          ...card,
          match: {
            post_id: row.match_post_id ?? null,
            preference_id: row.match_preference_id ?? null,
            deadhead_miles: row.match_deadhead_miles ?? null,
            reasons: row.match_reasons ?? [],
          },
        };
      }),
      count,
    },
  };
}
