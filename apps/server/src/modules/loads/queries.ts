import type { LoadCard, LoadDetail, LoadFleet } from '@spotlane/shared/schemas/loads';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, onceBuilt, type Slot, slot } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { firstOrNotFound } from '../../platform/errors.ts';
import { likePattern } from '../../platform/pagination.ts';

/** The rows of a raw `execute` result (the same shape on PGlite and node-postgres). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Specs as stored: an array of [key, value] pairs, because jsonb re-sorts an object's keys
 * (shortest first) and a shipper expects them in the order entered. Rows written before
 * this are plain objects and read as they are.
 */
export type StoredSpecs = Record<string, string> | [string, string][];

export const storeSpecs = (specs: Record<string, string>): StoredSpecs => Object.entries(specs);

export const readSpecs = (stored: StoredSpecs | null | undefined): Record<string, string> =>
  Array.isArray(stored) ? Object.fromEntries(stored) : (stored ?? {});

/** The JSON of location `d` (a delivery_locations row) with the name of its company `c`. */
const LOCATION_JSON = `json_build_object(
      'id', d.id, 'name', d.name, 'company_id', d.company_id, 'company_name', c.name,
      'timezone', d.timezone, 'shipment_process', d.shipment_process,
      'address', json_build_object('address1', d.address1, 'address2', d.address2,
        'city', d.city, 'state', d.state, 'zipcode', d.zipcode))`;

/** One location of a load as JSON, built in the same query (an indexed primary-key lookup). */
function locationJson(column: string): SQL {
  return sql.raw(`(select ${LOCATION_JSON}
    from delivery_locations d join companies c on c.id = d.company_id where d.id = l.${column})`);
}

/** One location of a card of a page, from the page's `locs` (see cardListStatements). */
function pageLocationJson(column: string): SQL {
  return sql.raw(`(select x.j from locs x where x.id = l.${column})`);
}

/** The most words of a search that narrow a list; more are ignored (each is one LIKE). */
const MAX_SEARCH_WORDS = 8;

/**
 * The LIKE patterns of a card search: one per distinct word, lower-cased, because every word
 * must match somewhere in the load's search text ("steel dallas" finds the steel load going to
 * Dallas, in any order and any field). Null when there is no word.
 */
export function searchPatterns(text: string | null | undefined): string[] | null {
  const words = [...new Set((text ?? '').toLowerCase().split(/\s+/).filter(Boolean))];
  return words.length === 0 ? null : words.slice(0, MAX_SEARCH_WORDS).map(likePattern);
}

/** The shape part of a search (its number of words: one statement text per count). */
export const searchShape = (patterns: string[] | null): string =>
  patterns === null ? '' : ` search ${patterns.length}`;

/**
 * Every word on load `l`'s search text: one LIKE per word, each able to use the trigram
 * index (loads_search_trgm_idx), filled from the slots `search0`... of cardPageValues.
 */
export function searchCondition(patterns: string[]): SQL {
  return sql.join(
    patterns.map((_, index) => sql`l.search_text like ${slot(`search${index}`)}`),
    sql` and `,
  );
}

/**
 * The values a page of cards fills into its statement's slots (db/client.ts onceBuilt): the
 * caller's account, the viewing user, the page window and the search words' patterns.
 */
export function cardPageValues(
  caller: Caller,
  page: { page: number; page_size: number },
  search: string[] | null,
) {
  const words: Record<string, string> = {};
  for (const [index, pattern] of (search ?? []).entries()) words[`search${index}`] = pattern;
  return {
    account: caller.account.id,
    viewer: caller.user.id,
    limit: page.page_size,
    offset: (page.page - 1) * page.page_size,
    search,
    ...words,
  };
}

/** The first pages, whose window is written into the statement's text (see pageWindow). */
const LITERAL_WINDOW_PAGES = 10;

/**
 * The LIMIT and OFFSET of a page of cards, and the part of the statement's shape they make.
 *
 * Once-built statements (decision 041): PostgreSQL plans a named statement once and keeps that generic plan
 * when it costs no more than planning anew, which for these lists saves more time than running
 * them. A generic plan that does not know the LIMIT sorts every candidate row, so the window of
 * the first pages (where nearly every request goes) is written as literals: one statement text
 * per page size and page, each planned once per connection with its real LIMIT. Later pages keep
 * parameters. Only whole numbers are ever written into the text.
 */
export function pageWindow({ page, page_size: limit }: { page: number; page_size: number }): {
  shape: string;
  sql: SQL;
} {
  if (page > LITERAL_WINDOW_PAGES || !Number.isSafeInteger(page) || !Number.isSafeInteger(limit))
    return { shape: 'window $', sql: sql`limit ${slot('limit')} offset ${slot('offset')}` };
  const offset = (page - 1) * limit;
  return { shape: `window ${limit} ${offset}`, sql: sql.raw(`limit ${limit} offset ${offset}`) };
}

/**
 * The statements of a list of cards (the shipper's lists, the carrier's spot quotes): the page,
 * and the number of matches. Each is built once per shape (db/client.ts onceBuilt) and filled
 * with `values`. A text search is planned for its pattern on every call; the rest keep
 * PostgreSQL's plan, the first pages with their window in the text.
 *
 * Once-built statements (decision 048): the page is one statement. Its rows are chosen from the bare loads in
 * the list's order (an index scan) before only they get the card columns; the locations they
 * name are read and turned into JSON once each (`locs`: a page of one shipper's loads names two
 * or three, against four lookups per card before); and the list's `counts` (one row, read from
 * the count tables) come with it, on every row: one round trip and one pooled connection per
 * request. A page past the last card still answers one row, of counts and nulls, which
 * `pageRows` drops.
 */
export function cardListStatements(list: {
  name: string;
  shape: string;
  /** Columns of `l` the view needs besides the card's. */
  extraColumns?: SQL;
  counts: () => SQL;
  where: () => SQL;
  /**
   * The page's bare loads (`l.*`, in the list's order, within `window`) read through another index
   * than the loads' own: the carrier's categories read their kept rows (decision 057).
   */
  pageFrom?: (window: SQL) => SQL;
  ordering: Parameters<typeof cardOrder>[0];
  page: { page: number; page_size: number };
  values: ReturnType<typeof cardPageValues>;
}): { page: () => SQL; count: () => SQL } {
  const plan = list.values.search === null ? 'reuse' : 'each-time';
  const window = pageWindow(list.page);
  const order = cardOrder(list.ordering);
  const columns = cardColumns(slot('viewer'), pageLocationJson);
  return {
    page: () =>
      onceBuilt(
        `${list.name} page ${list.shape} ${window.shape}`,
        () => sql`with page as materialized (${
          list.pageFrom
            ? list.pageFrom(window.sql)
            : sql`select l.* from loads l where ${list.where()} order by ${order} ${window.sql}`
        }),
      locs as (select d.id, ${sql.raw(LOCATION_JSON)} as j
        from delivery_locations d join companies c on c.id = d.company_id
        where d.id = any(array(select unnest(array[p.origin_location_id, p.destination_location_id,
          p.extra_origin_location_id, p.extra_destination_location_id]) from page p))),
      counts as (${list.counts()})
      select k.*, ${columns}${list.extraColumns ? sql`, ${list.extraColumns}` : sql``}
      from counts k left join page l on true
      order by ${order}`,
        list.values,
        plan,
      ),
    count: () =>
      onceBuilt(
        `${list.name} count ${list.shape}`,
        () => sql`select count(*)::int as n from loads l where ${list.where()}`,
        list.values,
        plan,
      ),
  };
}

/** The rows of a page statement (cardListStatements) and the counts that came with them. */
export function pageRows<Row extends { id: number | null }, Counts>(
  result: unknown,
): { rows: Row[]; counts: Counts | undefined } {
  const rows = (result as { rows: Row[] }).rows;
  return {
    rows: rows[0]?.id === null ? [] : rows,
    counts: rows[0] as unknown as Counts | undefined,
  };
}

/**
 * The columns of a card (SPEC 3.3) for the viewing user, all from one statement; `location`
 * reads the JSON of the location a column of `l` names.
 */
export function cardColumns(
  viewerUserId: Slot<number>,
  location: (column: string) => SQL = locationJson,
): SQL {
  return sql`l.id, l.identifier, l.status, l.name, l.is_quote, l.quote_origin, l.quote_destination,
    l.date_to_leave::text as date_to_leave, l.expected_delivery_date::text as expected_delivery_date,
    l.specs, l.chosen_quote_user_id, l.assigned_user_id, l.account_id, l.marked_late,
    l.created_at, l.created_by_user_id, l.bid_deadline, l.award_rule,
    l.equipment_type, l.weight_lbs, l.miles, l.miles_estimated, l.target_rate_cents,
    ${location('origin_location_id')} as origin_location,
    ${location('destination_location_id')} as destination_location,
    ${location('extra_origin_location_id')} as extra_origin_location,
    ${location('extra_destination_location_id')} as extra_destination_location,
    (select a.company_name from accounts a where a.id = l.account_id) as shipper_company,
    (select a.company_name from accounts a where a.id = l.assigned_account_id) as assigned_company,
    (select count(*)::int from bids b where b.load_id = l.id) as bid_count,
    -- The best bid: one step of bids_best_live_idx (load, amount, id) per card, never a scan of
    -- the load's bids; the accepted bid first (the award), else the lowest pending one still valid.
    coalesce(
      (select ${bestBidJson} from bids b join accounts a on a.id = b.carrier_account_id
        where b.load_id = l.id and b.status = 'accepted' and b.is_accepted limit 1),
      (select ${bestBidJson} from bids b join accounts a on a.id = b.carrier_account_id
        where b.load_id = l.id and b.status = 'pending'
          and (b.valid_until is null or b.valid_until > now())
        order by b.amount_cents, b.id limit 1)) as best_bid,
    (select json_build_object(
        'driver', json_build_object('id', d.id, 'first_name', d.first_name, 'last_name', d.last_name, 'phone', d.phone),
        'equipment', json_build_object('id', e.id, 'unit_number', e.unit_number, 'equipment_type', e.equipment_type))
      from drivers d join equipment e on e.id = l.fleet_equipment_id
      -- only the shipper sees its own fleet; a carrier reading the same card does not
      where d.id = l.fleet_driver_id
        and d.account_id = (select u.account_id from users u where u.id = ${viewerUserId})) as fleet,
    exists (select 1 from load_stars s where s.load_id = l.id and s.user_id = ${viewerUserId}) as starred,
    (l.marked_late or (l.expected_delivery_date < current_date and l.status not in ('delivered') and l.status not like 'cancelled%')) as is_late`;
}

/** The JSON of bid `b` of carrier account `a` as a card's best_bid. */
const bestBidJson =
  sql.raw(`json_build_object('id', b.id, 'amount', b.amount_cents, 'status', b.status,
  'carrier', json_build_object('id', a.id, 'company_name', a.company_name))`);

/** The ORDER BY of a list of cards of loads `l` (SPEC 3.2). */
export function cardOrder(ordering: 'new' | 'old' | 'alphabetical'): SQL {
  if (ordering === 'alphabetical') return sql`lower(l.name) asc, l.id asc`;
  if (ordering === 'old') return sql`l.created_at asc, l.id asc`;
  return sql`l.created_at desc, l.id desc`;
}

export interface CardRow {
  id: number;
  identifier: string | null;
  status: string;
  name: string;
  is_quote: boolean;
  quote_origin: LoadCard['quote_origin'];
  quote_destination: LoadCard['quote_destination'];
  date_to_leave: string;
  expected_delivery_date: string;
  specs: StoredSpecs | null;
  chosen_quote_user_id: number | null;
  assigned_user_id: number | null;
  account_id: number;
  marked_late: boolean;
  created_at: Date | string;
  created_by_user_id: number | null;
  equipment_type: LoadCard['equipment_type'];
  weight_lbs: number | null;
  miles: number | null;
  miles_estimated: boolean;
  target_rate_cents: string | number | null;
  origin_location: LoadCard['origin_location'];
  destination_location: LoadCard['destination_location'];
  extra_origin_location: LoadCard['extra_origin_location'];
  extra_destination_location: LoadCard['extra_destination_location'];
  shipper_company: string;
  assigned_company: string | null;
  fleet: LoadFleet | null;
  bid_count: number;
  best_bid: LoadCard['best_bid'];
  bid_deadline: Date | string | null;
  award_rule: LoadCard['award_rule'];
  starred: boolean;
  is_late: boolean;
}

function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toCard(row: CardRow): LoadCard {
  return {
    id: row.id,
    identifier: row.identifier,
    status: row.status,
    name: row.name,
    is_quote: row.is_quote,
    origin_location: row.origin_location,
    destination_location: row.destination_location,
    extra_origin_location: row.extra_origin_location,
    extra_destination_location: row.extra_destination_location,
    quote_origin: row.quote_origin,
    quote_destination: row.quote_destination,
    date_to_leave: row.date_to_leave,
    expected_delivery_date: row.expected_delivery_date,
    created_by: { id: row.account_id, company_name: row.shipper_company },
    loadSpecs: readSpecs(row.specs),
    assigned_to: row.assigned_user_id
      ? { id: row.assigned_user_id, company_name: row.assigned_company ?? '' }
      : null,
    fleet: row.fleet ?? null,
    chosen_quote: row.chosen_quote_user_id,
    bid_count: row.bid_count,
    best_bid: row.best_bid ? { ...row.best_bid, amount: Number(row.best_bid.amount) } : null,
    bid_deadline: row.bid_deadline === null ? null : iso(row.bid_deadline),
    award_rule: row.award_rule,
    equipment_type: row.equipment_type ?? null,
    weight_lbs: row.weight_lbs,
    miles: row.miles,
    miles_estimated: row.miles_estimated,
    target_rate: row.target_rate_cents === null ? null : Number(row.target_rate_cents),
    starred: row.starred,
    is_late: row.is_late,
    created_at: iso(row.created_at),
  };
}

export type DetailExtras = Omit<LoadDetail, keyof LoadCard>;

/**
 * One load's card and detail columns, with the `extra` columns a view needs, where `visible`
 * holds for load `l`; 404 when the viewer may not see it. The shipper's and the carrier's detail.
 */
export async function loadDetailRow<Extra>(
  db: DbOrTx,
  viewerUserId: number,
  extra: SQL,
  visible: SQL,
): Promise<DetailRow & Extra> {
  const result = await db.execute(sql`select ${cardColumns(viewerUserId)}, ${extra},
    l.appointment_pickup, l.extra_appointment_pickup, l.appointment_delivery,
    l.extra_appointment_delivery, l.description, l.load_value_cents
    from loads l where ${visible}`);
  return firstOrNotFound(
    (result as unknown as { rows: (DetailRow & Extra)[] }).rows,
    'Shipment not found',
  );
}

export interface DetailRow extends CardRow {
  appointment_pickup: string | null;
  extra_appointment_pickup: string | null;
  appointment_delivery: string | null;
  extra_appointment_delivery: string | null;
  description: string | null;
  load_value_cents: string | number | null;
}

/** The detail fields both views show alike: appointments, specs, description and value. */
export function detailFields(row: DetailRow) {
  return {
    appointment_pickup: row.appointment_pickup,
    extra_appointment_pickup: row.extra_appointment_pickup,
    appointment_delivery: row.appointment_delivery,
    extra_appointment_delivery: row.extra_appointment_delivery,
    specs: readSpecs(row.specs),
    description: row.description,
    load_value: row.load_value_cents === null ? null : Number(row.load_value_cents),
    target_rate: row.target_rate_cents === null ? null : Number(row.target_rate_cents),
  };
}
