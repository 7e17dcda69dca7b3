import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type EventType, publishAccountEvents, publishEvent } from '../../platform/events.ts';
import type { LoadFacts, NoticeKind, NoticeParams } from './catalogue.ts';
import { notify, notifyAccounts } from './service.ts';

/**
 * The notification fan-out every module uses (bids, quotes, tenders, paperwork, loads): one live
 * event to the account and, when there is one, the notice of the catalogue to its people.
 */

/** Who hears about what happens to a load: the live event and the notification, in the caller's transaction. */
export async function tell<K extends NoticeKind>(
  ctx: AppContext,
  tx: DbOrTx,
  target: { accountId: number; userId?: number | null },
  event: { type: EventType; payload: Record<string, unknown> },
  notice?: { kind: K; load: LoadFacts; params: NoticeParams<K> },
): Promise<void> {
  await publishEvent(tx, { accountId: target.accountId, type: event.type, payload: event.payload });
  if (notice) await notify(ctx, tx, target, notice.kind, notice.load, notice.params);
}

/**
 * `tell` for many accounts at once (a new load told to every carrier of its audience): one
 * statement per table whatever their number, each account's notice as it may see the load.
 */
export async function tellAccounts<K extends NoticeKind>(
  ctx: AppContext,
  tx: DbOrTx,
  accountIds: Iterable<number>,
  event: { type: EventType; payload: Record<string, unknown> },
  notice?: { kind: K; load: LoadFacts; params: NoticeParams<K> },
): Promise<void> {
  const targets = [...new Set(accountIds)];
  await publishAccountEvents(tx, targets, event);
  if (notice) await notifyAccounts(ctx, tx, targets, notice.kind, notice.load, notice.params);
}

/**
 * A carrier's move on its bid or quote, told to the load's shipper: the event names the load
 * and the bid.
 */
export async function tellShipperOfBid<K extends NoticeKind>(
  ctx: AppContext,
  tx: DbOrTx,
  load: { id: number; accountId: number },
  bidId: number | undefined,
  type: EventType,
  notice: { kind: K; load: LoadFacts; params: NoticeParams<K> },
): Promise<void> {
  const event = { type, payload: { load_id: load.id, bid_id: bidId } };
  await tell(ctx, tx, { accountId: load.accountId }, event, notice);
}
