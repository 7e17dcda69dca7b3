import { isCancelled } from '@spotlane/shared/domain/load-status';
import type { LoadDetail, LoadList, LoadListParams } from '@spotlane/shared/schemas/loads';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, slot } from '../../db/client.ts';
import {
  loadAudienceCarriers,
  loadStatusHistory,
  loads,
  shipperCarriers,
  users,
} from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import {
  type CardRow,
  cardColumns,
  cardListStatements,
  cardPageValues,
  detailFields,
  loadDetailRow,
  pageRows,
  rowsOf,
  searchCondition,
  searchPatterns,
  searchShape,
  toCard,
} from './queries.ts';

/** A shipper's reads of its loads: the detail, the lists with their count tiles, the calendar. */

export async function getLoad(db: DbOrTx, caller: Caller, id: number): Promise<LoadDetail> {
  const row = await loadDetailRow<{
    audience_type: LoadDetail['audience']['type'];
    audience_list_id: number | null;
    lane_id: number | null;
  }>(
    db,
    caller.user.id,
    sql`l.audience_type, l.audience_list_id, l.lane_id`,
    sql`l.id = ${id} and l.account_id = ${caller.account.id}`,
  );
  const [audience, history] = await Promise.all([
    db
      .select({ id: shipperCarriers.id })
      .from(loadAudienceCarriers)
      .innerJoin(
        shipperCarriers,
        and(
          eq(shipperCarriers.carrierAccountId, loadAudienceCarriers.carrierAccountId),
          eq(shipperCarriers.shipperAccountId, caller.account.id),
        ),
      )
      .where(eq(loadAudienceCarriers.loadId, id)),
    db
      .select({
        status: loadStatusHistory.status,
        at: loadStatusHistory.createdAt,
        first: users.firstName,
        last: users.lastName,
      })
      .from(loadStatusHistory)
      .leftJoin(users, eq(users.id, loadStatusHistory.changedByUserId))
      .where(eq(loadStatusHistory.loadId, id))
      .orderBy(loadStatusHistory.id),
  ]);
  return {
    ...toCard(row),
    ...detailFields(row),
    audience:
      row.lane_id !== null && row.audience_type === 'carriers'
        ? { type: 'lane', carrier_list_id: null, carrier_ids: [], lane_id: row.lane_id }
        : {
            type: row.audience_type,
            carrier_list_id: row.audience_list_id,
            carrier_ids: audience.map((entry) => entry.id),
            // The lane a load was tendered through before its fallback audience got it.
            ...(row.lane_id === null ? {} : { lane_id: row.lane_id }),
          },
    marked_late: row.marked_late,
    status_history: history.map((entry) => ({
      status: entry.status,
      changed_at: entry.at.toISOString(),
      changed_by: entry.first ? `${entry.first} ${entry.last}` : null,
    })),
  };
}

/** When a load `l` is due: its delivery appointment, else the end of its expected day, at the destination's time zone. */
const DUE = sql`(case when l.appointment_delivery is not null
    then l.appointment_delivery::timestamp
    else (l.expected_delivery_date + 1)::timestamp end)
  at time zone coalesce((select d.timezone from delivery_locations d where d.id = l.destination_location_id), 'UTC')`;
/**
 * PRODUCT.md 12: a load `l` in transit is at risk when the ETA of its last check call is after
 * it is due, or when no check call came for 4 hours (counted from pickup before the first one).
 * Needs Attention holds the same rule in spotlane_attention_from (migration 0023).
 */
export const AT_RISK = sql`(l.status = 'in_transit' and (
    exists (select 1 from load_tracking t where t.load_id = l.id and t.eta > ${DUE})
    or coalesce(
      (select t.last_check_call_at from load_tracking t where t.load_id = l.id),
      (select max(h.created_at) from load_status_history h where h.load_id = l.id and h.status = 'in_transit')
    ) < now() - interval '4 hours'))`;
/** PRODUCT.md 4's shipper lists, as SQL conditions on loads `l`. */
export const listConditions: Record<LoadListParams['status'], SQL> = {
  all: sql`l.identifier is not null`,
  quotes: sql`l.identifier is null`,
  'in-progress': sql`l.identifier is not null and l.status in ('assigned', 'scheduled', 'in_transit')`,
  completed: sql`l.identifier is not null and l.status = 'delivered'`,
  canceled: sql`l.status like 'cancelled%'`,
  // The loads whose moment to need attention has come (loads.attention_from, decision 043).
  'needs-attention': sql`l.attention_from <= now()`,
};

type SQL = ReturnType<typeof sql>;

export async function listLoads(db: Db, caller: Caller, query: LoadListParams): Promise<LoadList> {
  const search = searchPatterns(query.search);
  // The statements are built once per shape (db/client.ts onceBuilt) and filled with these.
  const shape = `${query.status} ${query.ordering}${searchShape(search)}${query.starred ? ' starred' : ''}`;
  const values = cardPageValues(caller, query, search);
  const where = () => {
    const filters: SQL[] = [sql`l.account_id = ${slot('account')}`, listConditions[query.status]];
    if (search !== null) filters.push(searchCondition(search));
    if (query.starred) {
      filters.push(
        sql`exists (select 1 from load_stars s where s.load_id = l.id and s.user_id = ${slot('viewer')})`,
      );
    }
    return sql.join(filters, sql` and `);
  };
  const statements = cardListStatements({
    name: 'shipper',
    shape,
    counts: tileCountsRow,
    where,
    ordering: query.ordering,
    page: query,
    values,
  });
  // The number of matches is the list's tile count unless a search or the star filter narrows
  // it, then it is counted on its own (no count over the whole list per row).
  const narrowed = search !== null || query.starred;
  const [page, narrowedRows] = await Promise.all([
    db.execute(statements.page()),
    narrowed ? db.execute(statements.count()) : null,
  ]);
  const { rows, counts: tileRow } = pageRows<CardRow, TileRow>(page);
  const tiles = toTiles(tileRow);
  const count = narrowedRows
    ? (rowsOf<{ n: number }>(narrowedRows)[0]?.n ?? 0)
    : tiles[query.status];
  const { quotes: _quotes, ...counts } = tiles;
  return { results: rows.map(toCard), count, counts };
}

type StatusCount = { status: string; n: number };
type TileRow = {
  statuses: StatusCount[] | null;
  requests: StatusCount[] | null;
  attention: number;
};

/**
 * The count tiles of a shipper (and its quote requests) as one row, without reading its loads:
 * counts per status come from shipper_load_counts (kept exact by triggers, migration 0011), Needs
 * Attention from shipper_attention_counts: the loads whose moment has come (migration 0023,
 * decision 043). The shipper's list reads it with its page (cardListStatements).
 */
const tileCountsRow = () => sql`select
      (select json_agg(json_build_object('status', s.status, 'n', s.n)) from
        (select c.status, sum(c.n)::int as n from shipper_load_counts c
          where c.account_id = ${slot('account')} group by c.status) s) as statuses,
      (select json_agg(json_build_object('status', c.status, 'n', c.n)) from shipper_load_counts c
          where c.account_id = ${slot('account')} and c.is_request) as requests,
      (select coalesce(sum(a.n), 0)::int from shipper_attention_counts a
        where a.account_id = ${slot('account')} and a.since <= now()) as attention`;

function toTiles(row: TileRow | undefined): Record<LoadListParams['status'], number> {
  const sum = (entries: StatusCount[] | null | undefined, keep: (status: string) => boolean) =>
    (entries ?? []).reduce((total, entry) => total + (keep(entry.status) ? entry.n : 0), 0);
  // Shipments are the loads with an identifier: every load less the quote requests.
  const shipments = (keep: (status: string) => boolean) =>
    sum(row?.statuses, keep) - sum(row?.requests, keep);
  return {
    all: shipments(() => true),
    'needs-attention': row?.attention ?? 0,
    'in-progress': shipments((status) => ['assigned', 'scheduled', 'in_transit'].includes(status)),
    completed: shipments((status) => status === 'delivered'),
    canceled: sum(row?.statuses, isCancelled),
    quotes: sum(row?.requests, () => true),
  };
}

export async function calendarLoads(db: Db, caller: Caller, from: string, to: string) {
  const rows = rowsOf<CardRow>(
    await db.execute(sql`select ${cardColumns(caller.user.id)} from loads l
      where l.account_id = ${caller.account.id} and l.identifier is not null
        and l.date_to_leave <= ${to}::date and l.expected_delivery_date >= ${from}::date
      order by l.date_to_leave, l.id limit 1000`),
  );
  return { results: rows.map(toCard) };
}

/** Companies deletion guard: a location in use by an active load cannot go. */
export async function locationsInActiveLoads(db: DbOrTx, locationIds: number[]): Promise<number[]> {
  if (locationIds.length === 0) return [];
  const rows = await db
    .select({
      ids: sql<
        number[]
      >`array[${loads.originLocationId}, ${loads.destinationLocationId}, ${loads.extraOriginLocationId}, ${loads.extraDestinationLocationId}]`,
    })
    .from(loads)
    .where(
      and(
        sql`${loads.status} not like 'cancelled%' and ${loads.status} <> 'delivered'`,
        sql`array[${loads.originLocationId}, ${loads.destinationLocationId}, ${loads.extraOriginLocationId}, ${loads.extraDestinationLocationId}] && ${sql.raw(`array[${locationIds.map(Number).join(',')}]::int[]`)}`,
        isNotNull(loads.id),
      ),
    );
  return [...new Set(rows.flatMap((row) => row.ids).filter((id) => locationIds.includes(id)))];
}
