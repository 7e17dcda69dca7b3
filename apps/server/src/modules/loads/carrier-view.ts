import type { LoadCard, LoadDetail } from '@spotlane/shared/schemas/loads';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { OPEN } from './carrier-audience.ts';
import * as queries from './queries.ts';
import { stopsForCarrier, stopsOf } from './stops.ts';

/**
 * The carrier's side of the privacy rule in what it is shown: a card or a detail of a load it
 * does not hold carries no address, name or competing bid (which loads it may see at all is
 * carrier-audience.ts's).
 */

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

export type CarrierRow = queries.CardRow & { assigned_account_id: number | null };

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
