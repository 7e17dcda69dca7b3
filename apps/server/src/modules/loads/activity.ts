import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  bids,
  carrierListMembers,
  loadAudienceCarriers,
  type loads,
  shipperCarriers,
} from '../../db/schema.ts';
import { publishEvent } from '../../platform/events.ts';
import { marketplaceSpotQuoteJob, tell, tellAccounts } from '../notifications/index.ts';

type LoadRow = typeof loads.$inferSelect;

/** The carrier accounts a load is offered to (PRODUCT.md 4); null means every carrier. */
export async function audienceAccounts(tx: DbOrTx, load: LoadRow): Promise<number[] | null> {
  if (load.audienceType === 'marketplace') return null;
  if (load.audienceType === 'carriers') {
    const rows = await tx
      .select({ id: loadAudienceCarriers.carrierAccountId })
      .from(loadAudienceCarriers)
      .where(eq(loadAudienceCarriers.loadId, load.id));
    return rows.map((row) => row.id);
  }
  if (load.audienceType === 'list' && load.audienceListId) {
    const rows = await tx
      .select({ id: shipperCarriers.carrierAccountId })
      .from(carrierListMembers)
      .innerJoin(shipperCarriers, eq(shipperCarriers.id, carrierListMembers.shipperCarrierId))
      .where(eq(carrierListMembers.listId, load.audienceListId));
    return rows.map((row) => row.id).filter((id): id is number => id !== null);
  }
  const rows = await tx
    .select({ id: shipperCarriers.carrierAccountId })
    .from(shipperCarriers)
    .where(
      and(
        eq(shipperCarriers.shipperAccountId, load.accountId),
        sql`${shipperCarriers.carrierAccountId} is not null`,
      ),
    );
  return rows.map((row) => row.id).filter((id): id is number => id !== null);
}

/** A new open load: every carrier of its audience hears of it. */
export async function announceSpotQuote(ctx: AppContext, tx: DbOrTx, load: LoadRow): Promise<void> {
  const payload = { load_id: load.id, ...BROADCAST };
  const accounts = await audienceAccounts(tx, load);
  if (accounts === null) {
    await publishEvent(tx, { accountId: null, type: 'spot_quote', payload });
    // PRODUCT.md 5: the marketplace is told by its settings, from a job (every carrier of the
    // platform: not in this transaction), with mail as a digest.
    await marketplaceSpotQuoteJob.enqueue(
      tx,
      { loadId: load.id },
      { key: `marketplace-spot-quote@${load.id}` },
    );
    return;
  }
  const params = { isQuoteRequest: load.identifier === null, dateToLeave: load.dateToLeave };
  await tellAccounts(
    ctx,
    tx,
    accounts,
    { type: 'spot_quote', payload },
    { kind: 'spotQuote', load, params },
  );
}

/** A status change: the shipper, the carrier holding the load, and on cancellation every bidder. */
export async function announceStatus(
  ctx: AppContext,
  tx: DbOrTx,
  load: LoadRow,
  status: string,
  byAccountId: number,
) {
  const payload = { load_id: load.id, status };
  const event = { type: 'load_status' as const, payload };
  const notice = { kind: 'loadStatus' as const, load, params: { status } };
  await tell(
    ctx,
    tx,
    { accountId: load.accountId },
    event,
    byAccountId === load.accountId ? undefined : notice,
  );
  const carriers = new Set<number>();
  if (load.assignedAccountId) carriers.add(load.assignedAccountId);
  if (status.startsWith('cancelled')) {
    const bidders = await tx
      .select({ id: bids.carrierAccountId })
      .from(bids)
      .where(eq(bids.loadId, load.id));
    for (const bidder of bidders) carriers.add(bidder.id);
  }
  // The carrier that made the change hears the event only; the others get the notice too.
  if (carriers.delete(byAccountId)) await tell(ctx, tx, { accountId: byAccountId }, event);
  await tellAccounts(ctx, tx, carriers, event, notice);
  // A carrier of the audience may have the bid form open without a bid yet: the live event
  // (no notification, the privacy rule keeps it nameless) lets its page say at once that the
  // load is gone, instead of at its submit.
  if (status.startsWith('cancelled') && OPEN_STATUSES.includes(load.status))
    await announceToAudience(tx, load, status);
}

/** The statuses in which a load is offered to its audience (PRODUCT.md 4). */
const OPEN_STATUSES = ['unscheduled', 'unassigned'];

/**
 * The payload mark of an event that reaches a whole audience at once: browsers spread their
 * refetches over a short random delay instead of all hitting the list in the same instant.
 */
const BROADCAST = { broadcast: true } as const;

/** Every carrier a load was offered to hears that it changed (their spot-quote lists move). */
export async function announceToAudience(tx: DbOrTx, load: LoadRow, status: string): Promise<void> {
  const payload = { load_id: load.id, status, ...BROADCAST };
  const accounts = await audienceAccounts(tx, load);
  if (accounts === null) {
    await publishEvent(tx, { accountId: null, type: 'load_status', payload });
    return;
  }
  for (const accountId of new Set(accounts))
    await publishEvent(tx, { accountId, type: 'load_status', payload });
}
