/**
 * The bids module's read model: a bid as each side sees it, with its counter-offers and, for a
 * carrier, where its bid stood once the load went to another (PRODUCT.md 9).
 */
import {
  type BidStatus,
  bidStanding,
  type CounterStatus,
  effectiveBidStatus,
  type Side,
} from '@spotlane/shared/domain/bidding';
import type { BidResponse, CounterResponse } from '@spotlane/shared/schemas/bids';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, bidCounters, bids, loads, users } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { firstOrNotFound } from '../../platform/errors.ts';

export type BidRow = typeof bids.$inferSelect;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The status a bid row shows: a pending bid past its valid_until is expired. */
export const statusOf = (bid: Pick<BidRow, 'status' | 'validUntil'>): BidStatus =>
  effectiveBidStatus(bid.status as BidStatus, bid.validUntil);

export type CounterRow = typeof bidCounters.$inferSelect;

export function toCounter(row: CounterRow): CounterResponse {
  return {
    id: row.id,
    bid_id: row.bidId,
    by: row.by as Side,
    amount: row.amountCents,
    pickup_date: row.pickupDate,
    delivery_date: row.deliveryDate,
    note: row.note,
    status: row.status as CounterStatus,
    created_at: row.createdAt.toISOString(),
  };
}

async function countersOf(db: DbOrTx, bidIds: number[]): Promise<Map<number, CounterResponse[]>> {
  const byBid = new Map<number, CounterResponse[]>();
  if (bidIds.length === 0) return byBid;
  const rows = await db
    .select()
    .from(bidCounters)
    .where(inArray(bidCounters.bidId, bidIds))
    .orderBy(asc(bidCounters.id));
  for (const row of rows) byBid.set(row.bidId, [...(byBid.get(row.bidId) ?? []), toCounter(row)]);
  return byBid;
}

/**
 * PRODUCT.md 9, where my bid stood: for a carrier's own bids on loads that were awarded to
 * another bid, with 3 bids or more (withdrawn ones do not count). Nobody sees another
 * carrier's bid: only the rank and the band leave the server.
 */
async function standingsOf(db: DbOrTx, own: BidRow[]) {
  const standings = new Map<number, BidResponse['standing']>();
  const loadIds = [...new Set(own.filter((bid) => !bid.isAccepted).map((bid) => bid.loadId))];
  if (loadIds.length === 0) return standings;
  const all = await db
    .select({
      id: bids.id,
      loadId: bids.loadId,
      amount: bids.amountCents,
      createdAt: bids.createdAt,
      isAccepted: bids.isAccepted,
    })
    .from(bids)
    .where(and(inArray(bids.loadId, loadIds), ne(bids.status, 'withdrawn')));
  for (const bid of own) {
    const field = all.filter((entry) => entry.loadId === bid.loadId);
    const winner = field.find((entry) => entry.isAccepted);
    if (!winner) continue;
    standings.set(bid.id, bidStanding(field, bid.id, winner.amount, winner.id));
  }
  return standings;
}

async function bidResponses(
  db: DbOrTx,
  where: ReturnType<typeof and>,
  viewer: 'shipper' | 'carrier' = 'shipper',
): Promise<BidResponse[]> {
  const rows = await db
    .select({ bid: bids, account: accounts, user: users, chosen: loads.chosenQuoteUserId })
    .from(bids)
    .innerJoin(accounts, eq(accounts.id, bids.carrierAccountId))
    .innerJoin(loads, eq(loads.id, bids.loadId))
    .leftJoin(users, eq(users.id, bids.carrierUserId))
    .where(where)
    // SPEC 4: accepted bids sort first.
    .orderBy(desc(bids.isAccepted), asc(bids.amountCents), asc(bids.id));
  const [counters, standings] = await Promise.all([
    countersOf(
      db,
      rows.map((row) => row.bid.id),
    ),
    viewer === 'carrier'
      ? standingsOf(
          db,
          rows.map((row) => row.bid),
        )
      : new Map<number, BidResponse['standing']>(),
  ]);
  return rows.map(({ bid, account, user, chosen }) => ({
    id: bid.id,
    load_id: bid.loadId,
    amount: bid.amountCents,
    pickup_date: bid.pickupDate,
    delivery_date: bid.deliveryDate,
    notes: bid.notes,
    is_accepted: bid.isAccepted,
    is_rejected: bid.isRejected,
    is_chosen: chosen !== null && chosen === bid.carrierUserId,
    status: statusOf(bid),
    valid_until: iso(bid.validUntil),
    counters: counters.get(bid.id) ?? [],
    standing: standings.get(bid.id) ?? null,
    created_at: bid.createdAt.toISOString(),
    updated_at: bid.updatedAt.toISOString(),
    carrier_user_id: bid.carrierUserId,
    bid_comments: [],
    shipper_carrier: {
      first_name: user?.firstName ?? '',
      last_name: user?.lastName ?? '',
      company_name: account.companyName,
      details: { cargo: account.cargoInsuranceLimit },
    },
  }));
}

/** A carrier sees only its own bids; a shipper the bids on its own loads. */
export async function listBids(db: Db, caller: Caller, loadId?: number) {
  const scope =
    caller.account.type === 'carrier'
      ? eq(bids.carrierAccountId, caller.account.id)
      : eq(loads.accountId, caller.account.id);
  const results = await bidResponses(
    db,
    and(scope, loadId ? eq(bids.loadId, loadId) : undefined),
    caller.account.type === 'carrier' ? 'carrier' : 'shipper',
  );
  return { results, count: results.length };
}

export async function getBid(db: DbOrTx, caller: Caller, id: number): Promise<BidResponse> {
  const scope =
    caller.account.type === 'carrier'
      ? eq(bids.carrierAccountId, caller.account.id)
      : eq(loads.accountId, caller.account.id);
  const viewer = caller.account.type === 'carrier' ? 'carrier' : 'shipper';
  return firstOrNotFound(
    await bidResponses(db, and(eq(bids.id, id), scope), viewer),
    'Bid not found',
  );
}

export async function readBid(db: Db, caller: Caller, id: number) {
  return getBid(db, caller, id);
}
