import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bids,
  carrierListMembers,
  loadAudienceCarriers,
  type loads,
  shipperCarriers,
} from '../../db/schema.ts';
import { type EventType, publishEvent } from '../../platform/events.ts';
import { type Notice, notifyAccount } from '../notifications/service.ts';

type LoadRow = typeof loads.$inferSelect;

/** Who hears about what happens to a load: the live event and the notification, in the caller's transaction. */
export async function tell(
  tx: DbOrTx,
  appUrl: string,
  accountId: number,
  event: { type: EventType; payload: Record<string, unknown> },
  notice?: Notice,
  userId?: number | null,
): Promise<void> {
  await publishEvent(tx, { accountId, type: event.type, payload: event.payload });
  if (notice) await notifyAccount(tx, appUrl, { accountId, userId }, notice);
}

export const shipperLink = (loadId: number) => `/shipment-detail/${loadId}/1`;
export const carrierLink = (loadId: number) => `/spot-quotes/${loadId}`;

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
export async function announceSpotQuote(tx: DbOrTx, appUrl: string, load: LoadRow): Promise<void> {
  const payload = { load_id: load.id };
  const accounts = await audienceAccounts(tx, load);
  if (accounts === null) {
    await publishEvent(tx, { accountId: null, type: 'spot_quote', payload });
    return;
  }
  const title = load.identifier ? 'New spot quote' : 'New informational quote request';
  for (const accountId of new Set(accounts)) {
    await tell(
      tx,
      appUrl,
      accountId,
      { type: 'spot_quote', payload },
      {
        event: 'spot_quote',
        title,
        body: `A shipper offers a load leaving ${formatUsDate(load.dateToLeave)}. Open it to bid.`,
        link: carrierLink(load.id),
      },
    );
  }
}

/** A status change: the shipper, the carrier holding the load, and on cancellation every bidder. */
export async function announceStatus(
  tx: DbOrTx,
  appUrl: string,
  load: LoadRow,
  status: string,
  byAccountId: number,
) {
  const payload = { load_id: load.id, status };
  const cancelled = status.startsWith('cancelled');
  const notice = (link: string): Notice => ({
    event: cancelled ? 'load_cancelled' : 'load_status',
    title: cancelled
      ? `"${load.name}" was canceled`
      : `"${load.name}" is now ${status.replace(/_/g, ' ')}`,
    body: cancelled
      ? 'The shipper canceled this load.'
      : `The load ${load.identifier ?? ''} changed status.`,
    link,
  });
  await tell(
    tx,
    appUrl,
    load.accountId,
    { type: 'load_status', payload },
    byAccountId === load.accountId ? undefined : notice(shipperLink(load.id)),
  );
  const carriers = new Set<number>();
  if (load.assignedAccountId) carriers.add(load.assignedAccountId);
  if (cancelled) {
    const bidders = await tx
      .select({ id: bids.carrierAccountId })
      .from(bids)
      .where(eq(bids.loadId, load.id));
    for (const bidder of bidders) carriers.add(bidder.id);
  }
  for (const accountId of carriers) {
    await tell(
      tx,
      appUrl,
      accountId,
      { type: 'load_status', payload },
      accountId === byAccountId ? undefined : notice(`/assignedbid-detail/${load.id}/15`),
    );
  }
}

/** Every carrier a load was offered to hears that it changed (their spot-quote lists move). */
export async function announceToAudience(tx: DbOrTx, load: LoadRow, status: string): Promise<void> {
  const payload = { load_id: load.id, status };
  const accounts = await audienceAccounts(tx, load);
  if (accounts === null) {
    await publishEvent(tx, { accountId: null, type: 'load_status', payload });
    return;
  }
  for (const accountId of new Set(accounts))
    await publishEvent(tx, { accountId, type: 'load_status', payload });
}
