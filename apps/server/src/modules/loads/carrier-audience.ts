import type { SpotQuoteParams } from '@spotlane/shared/schemas/loads';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Slot } from '../../db/client.ts';

/**
 * The carrier's side of the privacy rule, as SQL over a load `l`: which loads a carrier may
 * see, and which of its lists (spot quotes, bids placed, assigned...) each one belongs to.
 * carrier-board.ts pages and counts those lists; carrier-view.ts shapes what is shown.
 */

export const OPEN = sql`l.status in ('unscheduled', 'unassigned')`;

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
export const offeredTo = (carrierAccountId: Slot<number>) =>
  sql`l.id = any(array(select t.load_id from tenders t where t.carrier_account_id = ${carrierAccountId} and t.status = 'offered'))`;

// The loads the carrier bid on, as a set (bids.load_id is never null, so `not` is `not exists`).
export const hasBid = (carrierAccountId: Slot<number>) =>
  sql`l.id = any(array(select b.load_id from bids b where b.carrier_account_id = ${carrierAccountId}))`;
// The loads where the carrier's bid stands (not rejected), and where it was rejected.
const hasOpenBid = (carrierAccountId: Slot<number>) =>
  sql`l.id = any(array(select b.load_id from bids b where b.carrier_account_id = ${carrierAccountId} and not b.is_rejected))`;
const hasRejectedBid = (carrierAccountId: Slot<number>) =>
  sql`l.id = any(array(select b.load_id from bids b where b.carrier_account_id = ${carrierAccountId} and b.is_rejected))`;
const holds = (carrierAccountId: Slot<number>) => sql`l.assigned_account_id = ${carrierAccountId}`;
// PRODUCT.md 20: the loads that fit one of the carrier's posts or preferences still holding
// (load_matches, kept by the capacity module; a post ends at its available_to).
export const matched = (carrierAccountId: Slot<number>) =>
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
export const blockedByShippers = (c: Slot<number>) =>
  sql`array(select sc.shipper_account_id from shipper_carriers sc
    where sc.carrier_account_id = ${c} and carrier_blocked(sc.shipper_account_id, ${c}))`;
/** A carrier blocked by a rule never sees that shipper's private loads as spot quotes. */
export const notBlockedPrivate = (c: Slot<number>) =>
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
