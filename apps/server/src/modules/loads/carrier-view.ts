import {
  carrierOwnCategories,
  type LoadCard,
  type LoadDetail,
  type SpotQuoteList,
  type SpotQuoteParams,
} from '@spotlane/shared/schemas/loads';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, onceBuilt, type Slot, slot } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { boardFilter } from './board-filters.ts';
import * as queries from './queries.ts';
import { stopsForCarrier, stopsOf } from './stops.ts';

const OPEN = sql`l.status in ('unscheduled', 'unassigned')`;

/**
 * PRODUCT.md 4: the loads offered to carrier account `c` (its audience), open or not.
 *
 * Each arm compares a column of `loads` with a set computed once for the carrier
 * (`= any(array(...))`) rather than running a correlated subquery per load, so that the planner
 * can read every arm through an index (a BitmapOr) instead of scanning the table. Same rows:
 * the arrays hold no nulls, and a null `audience_list_id` matches none of them.
 */
export function inAudience(carrierAccountId: Slot<number>): SQL {
  // A draft (not yet published) has no audience: the privacy rule hides it from every carrier,
  // and so does a draft cancelled before it went out.
  return sql`l.published_at is not null and (
    l.audience_type = 'marketplace'
    or (l.audience_type = 'all' and l.account_id = any(array(select sc.shipper_account_id
        from shipper_carriers sc where sc.carrier_account_id = ${carrierAccountId})))
    or (l.audience_type = 'list' and l.audience_list_id = any(array(select m.list_id
        from carrier_list_members m join shipper_carriers sc on sc.id = m.shipper_carrier_id
        where sc.carrier_account_id = ${carrierAccountId})))
    or (l.audience_type = 'carriers' and l.id = any(array(select a.load_id from load_audience_carriers a
        where a.carrier_account_id = ${carrierAccountId}))))`;
}

// PRODUCT.md 8: a load tendered to the carrier is its open offer (Accept / Decline), not a spot
// quote: out of Spot Quotes and its count while the offer stands.
const offeredTo = (carrierAccountId: Slot<number>) =>
  sql`l.id = any(array(select t.load_id from tenders t where t.carrier_account_id = ${carrierAccountId} and t.status = 'offered'))`;

// The loads the carrier bid on, as a set (bids.load_id is never null, so `not` is `not exists`).
const hasBid = (carrierAccountId: Slot<number>) =>
  sql`l.id = any(array(select b.load_id from bids b where b.carrier_account_id = ${carrierAccountId}))`;
// The loads where the carrier's bid stands (not rejected), and where it was rejected.
const hasOpenBid = (carrierAccountId: Slot<number>) =>
  sql`l.id = any(array(select b.load_id from bids b where b.carrier_account_id = ${carrierAccountId} and not b.is_rejected))`;
const hasRejectedBid = (carrierAccountId: Slot<number>) =>
  sql`l.id = any(array(select b.load_id from bids b where b.carrier_account_id = ${carrierAccountId} and b.is_rejected))`;
const holds = (carrierAccountId: Slot<number>) => sql`l.assigned_account_id = ${carrierAccountId}`;
// PRODUCT.md 20: the loads that fit one of the carrier's posts or preferences still holding
// (load_matches, kept by the capacity module; a post ends at its available_to).
const matched = (carrierAccountId: Slot<number>) =>
  sql`l.id = any(array(select m.load_id from load_matches m where m.carrier_account_id = ${carrierAccountId} and m.until >= current_date))`;

/** PRODUCT.md 8: whether the load is tendered to the carrier right now (an open offer). */
export async function offeredToCarrier(
  db: DbOrTx,
  loadId: number,
  carrierAccountId: number,
): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from tenders t where t.load_id = ${loadId}
      and t.carrier_account_id = ${carrierAccountId} and t.status = 'offered'`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * PRODUCT.md 15: the shippers of the carrier's network whose carrier policy blocks it (the SQL
 * twin of the policy rule, `carrier_blocked`, migration 0031). Empty for nearly every carrier,
 * so the lists below pay nothing for it unless someone blocks the carrier.
 */
const blockedByShippers = (c: Slot<number>) =>
  sql`array(select sc.shipper_account_id from shipper_carriers sc
    where sc.carrier_account_id = ${c} and carrier_blocked(sc.shipper_account_id, ${c}))`;
/** A carrier blocked by a rule never sees that shipper's private loads as spot quotes. */
const notBlockedPrivate = (c: Slot<number>) =>
  sql`not (l.audience_type <> 'marketplace' and l.account_id = any(${blockedByShippers(c)}))`;

/** Everything a carrier may see: open loads of its audience, and its own history. */
export function carrierMaySee(carrierAccountId: Slot<number>): SQL {
  return sql`((${OPEN} and ${inAudience(carrierAccountId)}) or ${hasBid(carrierAccountId)} or ${holds(carrierAccountId)})`;
}

/**
 * Whether carrier `c` may see the one load `l` (a load of its audience, open or not, one it bid
 * on, or one it holds): the same rows as `carrierMaySee(c) or inAudience(c)`, by lookups of that
 * load's own rows (its audience, the carrier's bid on it) instead of sets of everything the
 * carrier ever bid on or was named on. A write that checks one load then costs the same
 * whatever the carrier's history (PRODUCT.md operating rules of round 3).
 */
export function carrierMaySeeLoad(c: Slot<number>): SQL {
  return sql`(spotlane_in_audience(${c}, l) or l.assigned_account_id = ${c}
    or exists (select 1 from bids b where b.load_id = l.id and b.carrier_account_id = ${c}))`;
}

export function categoryCondition(category: SpotQuoteParams['status'], c: Slot<number>): SQL {
  switch (category) {
    case 'spot-quotes':
      return sql`${OPEN} and ${inAudience(c)} and ${notBlockedPrivate(c)} and not ${hasBid(c)} and not ${offeredTo(c)}`;
    case 'bid-placed':
      return sql`${OPEN} and ${hasOpenBid(c)}`;
    case 'rejected':
      // Its own place, out of Bids Placed: open or gone to another carrier, not cancelled.
      return sql`${hasRejectedBid(c)} and l.status not like 'cancelled%' and l.assigned_account_id is distinct from ${c}`;
    case 'assigned':
      return sql`${holds(c)} and l.status in ('assigned', 'scheduled')`;
    case 'in-progress':
      return sql`${holds(c)} and l.status = 'in_transit'`;
    case 'completed':
      return sql`${holds(c)} and l.status = 'delivered'`;
    case 'canceled':
      return sql`l.status like 'cancelled%' and (${hasBid(c)} or ${holds(c)})`;
    case 'search':
      return sql`((${OPEN} and ${inAudience(c)} and ${notBlockedPrivate(c)}) or ${hasBid(c)} or ${holds(c)})`;
    case 'recommended':
      // Decision 075: the spot quotes (open, its audience, no bid of its own, not offered to it)
      // that fit one of its posts or preferences.
      return sql`${categoryCondition('spot-quotes', c)} and ${matched(c)}`;
  }
}

/** A stop's location as a carrier that does not hold the load sees it: city, state and zip. */
export const stripLocation = (
  location: LoadCard['origin_location'],
): LoadCard['origin_location'] =>
  location
    ? {
        id: location.id,
        name: null,
        company_id: null,
        company_name: null,
        timezone: location.timezone,
        shipment_process: location.shipment_process,
        address: {
          address1: null,
          city: location.address.city,
          state: location.address.state,
          zipcode: location.address.zipcode,
        },
      }
    : null;

/**
 * SPEC 2.7 privacy rule, enforced here and not in the browser: a carrier that does not hold
 * the load sees only city, state and zip of each stop, no identifier and no name.
 */
export function forCarrier(
  card: LoadCard,
  caller: Caller,
  assignedAccountId: number | null,
): LoadCard {
  // Decision 060: the target rate is the posted price, except as a sealed reserve price.
  const target_rate = card.award_rule === 'lowest_under_target' ? null : (card.target_rate ?? null);
  if (assignedAccountId === caller.account.id) return { ...card, target_rate };
  const strip = stripLocation;
  return {
    ...card,
    target_rate,
    identifier: null,
    name: null,
    origin_location: strip(card.origin_location),
    destination_location: strip(card.destination_location),
    extra_origin_location: strip(card.extra_origin_location),
    extra_destination_location: strip(card.extra_destination_location),
    // The number of competing bids and the best of them are the shipper's business.
    bid_count: 0,
    best_bid: null,
  };
}

type CarrierRow = queries.CardRow & { assigned_account_id: number | null };

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
        - (select count(*) from loads l where l.account_id = any(${blockedByShippers(c)})
          and l.audience_type <> 'marketplace' and ${OPEN} and ${inAudience(c)}
          and not ${hasBid(c)} and not ${offeredTo(c)}))::int as all_spotquotes,
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

/**
 * The cards of loads the caller already reached through a row of its own (its tenders), read in
 * one statement for the whole list rather than one detail query per row.
 */
export async function carrierCardsOf(
  db: DbOrTx,
  caller: Caller,
  loadIds: number[],
): Promise<Map<number, LoadCard>> {
  if (loadIds.length === 0) return new Map();
  const ids = sql.join(
    loadIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`select ${queries.cardColumns(caller.user.id)},
      l.assigned_account_id
    from loads l where l.id in (${ids})`);
  return new Map(
    queries
      .rowsOf<CarrierRow>(result)
      .map((row) => [row.id, forCarrier(queries.toCard(row), caller, row.assigned_account_id)]),
  );
}

/** The detail a carrier may see (SPEC 2.10), or 404 when the load is not in its audience or history. */
export async function carrierLoadDetail(
  db: DbOrTx,
  caller: Caller,
  id: number,
): Promise<LoadDetail> {
  const c = caller.account.id;
  const row = await queries.loadDetailRow<CarrierRow>(
    db,
    caller.user.id,
    sql`l.assigned_account_id`,
    // One load: its own rows are looked up (carrierMaySeeLoad), not the carrier's history.
    sql`l.id = ${id} and (((${OPEN} or l.status like 'cancelled%') and spotlane_in_audience(${c}, l))
      or l.assigned_account_id = ${c}
      or exists (select 1 from bids b where b.load_id = l.id and b.carrier_account_id = ${c}))`,
  );
  const card = forCarrier(queries.toCard(row), caller, row.assigned_account_id);
  const stops = await stopsOf(db, id);
  return {
    ...card,
    ...queries.detailFields(row),
    stops: row.assigned_account_id === c ? stops : stopsForCarrier(stops, stripLocation),
    // Decision 060: the posted price (card.target_rate), or null as a sealed reserve.
    target_rate: card.target_rate ?? null,
    audience: { type: 'all', carrier_list_id: null, carrier_ids: [] },
    marked_late: row.marked_late,
    award: row.assigned_account_id === c ? await awardFor(db, id, c) : null,
    status_history: [],
  };
}

/** What the carrier holding a load needs to run it: the agreed rate and whom to call. */
async function awardFor(db: DbOrTx, loadId: number, carrierAccountId: number) {
  const result = (await db.execute(sql`select
      (select r.rate_cents from rate_confirmations r where r.load_id = l.id
        and r.carrier_account_id = ${carrierAccountId} order by r.version desc limit 1) as rate,
      (select json_build_object('name', u.first_name || ' ' || u.last_name, 'email', u.email,
        'phone', coalesce(u.phone, a.phone))
        from users u join accounts a on a.id = u.account_id
        where u.id = l.created_by_user_id) as shipper_contact,
      (select coalesce(json_agg(json_build_object('stop', s.stop, 'location', d.name,
          'name', d.contact_name, 'phone', d.contact_phone) order by s.n), '[]'::json)
        from (values (1, 'pickup', l.origin_location_id), (2, 'extra_pickup', l.extra_origin_location_id),
          (3, 'delivery', l.destination_location_id), (4, 'extra_delivery', l.extra_destination_location_id))
          as s(n, stop, location_id)
        join delivery_locations d on d.id = s.location_id) as docks
    from loads l where l.id = ${loadId}`)) as unknown as {
    rows: Array<{
      rate: string | number | null;
      shipper_contact: { name: string; email: string; phone: string | null } | null;
      docks: Array<{
        stop: 'pickup' | 'extra_pickup' | 'delivery' | 'extra_delivery';
        location: string;
        name: string | null;
        phone: string | null;
      }>;
    }>;
  };
  const row = result.rows[0];
  return {
    agreed_rate: row?.rate == null ? null : Number(row.rate),
    shipper_contact: row?.shipper_contact ?? null,
    dock_contacts: row?.docks ?? [],
  };
}
