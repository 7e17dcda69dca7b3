import { SUPPORT_EVENT_TYPES } from '@spotlane/shared/domain/support';
import { type ChatComment, chatComment } from '@spotlane/shared/schemas/notifications';
import { WEBHOOK_EVENT_TYPES } from '@spotlane/shared/schemas/webhooks';
import type { QueryKey } from '@tanstack/react-query';
import { bidKeys } from '../bids/api/keys.ts';
import { complianceKeys } from '../compliance/api/keys.ts';
import { loadKeys } from '../loads/api/keys.ts';
import { carrierKeys } from '../network/api/keys.ts';
import { notificationKeys } from '../notifications/api/keys.ts';
import { paperworkKeys } from '../paperwork/api/keys.ts';
import { reputationKeys } from '../reputation/api/keys.ts';
import { supportKeys } from '../support/api/keys.ts';
import { tenderKeys } from '../tenders/api/keys.ts';
import { withPushedOnce } from './pushed-message.ts';

/** The server-sent event names of GET /api/events. */
export const LIVE_EVENTS = [
  ...WEBHOOK_EVENT_TYPES,
  'notification',
  ...SUPPORT_EVENT_TYPES,
] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

export interface LiveEventData {
  load_id?: number | null;
  bid_id?: number | null;
  /** A chat_message carries the message itself. */
  message?: ChatComment | null;
  /** Sent to a whole audience at once (a new spot quote, a load leaving the market). */
  broadcast?: boolean;
}

const SPOT_QUOTES: QueryKey = loadKeys.spotQuotes;
const BIDS: QueryKey = bidKeys.all;
const NOTIFICATIONS: QueryKey = notificationKeys.all;
/** The shipper's lists, counts, calendar and every load's detail. */
const LOADS: QueryKey = loadKeys.all;

/**
 * The TanStack Query key prefixes one live event makes stale. Every change to a load may move
 * it between lists, so list keys are broad; detail keys name the load or bid when known.
 */
export function keysForEvent(name: string, data: LiveEventData): QueryKey[] {
  const oneLoad: QueryKey[] = data.load_id
    ? [loadKeys.detail(data.load_id), loadKeys.comments(data.load_id)]
    : [];
  // A load's tracking, documents and rate confirmations move with its status events.
  const paperwork: QueryKey[] = data.load_id ? [paperworkKeys.ofLoad(data.load_id)] : [];
  // The Bids Chat panel (features/bids) keeps one chat per bid.
  const chatKeys: QueryKey[] = data.bid_id ? [bidKeys.chat(data.bid_id)] : [bidKeys.chats];
  switch (name) {
    case 'notification':
      return [NOTIFICATIONS];
    case 'chat_message':
      // A message that rides on the event is appended to the open chat (appendChatMessage).
      return data.message && data.bid_id ? [NOTIFICATIONS] : [...chatKeys, NOTIFICATIONS];
    case 'comment':
      return [...oneLoad, NOTIFICATIONS];
    case 'bid_placed':
    case 'bid_edited':
    case 'bid_accepted':
    case 'bid_rejected':
    case 'bid_withdrawn':
    case 'counter':
    case 'quote_chosen':
    case 'quote_confirmed':
    case 'quote_declined':
      return [SPOT_QUOTES, BIDS, LOADS, ...chatKeys, NOTIFICATIONS];
    case 'load_status':
      return [SPOT_QUOTES, LOADS, BIDS, ...paperwork, NOTIFICATIONS];
    case 'spot_quote':
      return [SPOT_QUOTES, LOADS, BIDS, NOTIFICATIONS];
    // PRODUCT.md 8: a routing-guide step: the carrier's offers, the load's waterfall and lists.
    case 'tender':
      return [tenderKeys.all, SPOT_QUOTES, LOADS, ...paperwork, NOTIFICATIONS];
    // PRODUCT.md 13: the message that rides on the event is appended to the open chats, which
    // then refetch with the inbox lists (use-live-events); the user's own chat for its status.
    case 'support_message':
      return [supportKeys.mine];
    // PRODUCT.md 15: what the registry says of a carrier shows beside it wherever a shipper
    // chooses one (bids, tenders, the carriers' pages).
    case 'carrier_compliance_changed':
      return [complianceKeys.all, carrierKeys.all, BIDS, tenderKeys.all, NOTIFICATIONS];
    // PRODUCT.md 19: a load's accessorial lines and invoice move with the load.
    case 'accessorial':
    case 'invoice':
    // PRODUCT.md 17: a dock appointment moves the load's stops and its rate confirmation.
    case 'appointment':
      return [...oneLoad, ...paperwork, NOTIFICATIONS];
    // PRODUCT.md 21: a rating received or answered, a claim's step: the reputation pages follow.
    case 'rating':
    case 'claim':
      return [reputationKeys.all, NOTIFICATIONS];
    case 'support_conversation':
      return [supportKeys.all];
    default:
      return [];
  }
}

export function parseEventData(text: string): LiveEventData {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return {};
    const record = value as Record<string, unknown>;
    const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);
    const data: LiveEventData = { load_id: num(record.load_id), bid_id: num(record.bid_id) };
    const message = chatComment.safeParse(record.message);
    if (message.success) data.message = message.data;
    if (record.broadcast === true) data.broadcast = true;
    return data;
  } catch {
    return {};
  }
}

/** The cached chat of a bid with a pushed message added once (a replayed event adds nothing). */
export function withChatMessage<T extends { bid_comments: ChatComment[] }>(
  chat: T | undefined,
  message: ChatComment,
): T | undefined {
  return withPushedOnce(chat, 'bid_comments', message);
}

/** The longest a browser waits before refetching after an audience-wide event. */
export const BROADCAST_JITTER_MS = 1500;

/**
 * Collects the keys of audience-wide events and invalidates them once, after a random delay
 * of up to BROADCAST_JITTER_MS: a thousand open carrier browsers then spread their refetch of
 * the spot-quote list over that window instead of arriving together, and a burst of events
 * costs each browser one refetch.
 */
export class BroadcastCoalescer {
  private readonly pending = new Map<string, QueryKey>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly invalidate: (queryKey: QueryKey) => void,
    private readonly random: () => number = Math.random,
  ) {}

  add(keys: QueryKey[]): void {
    for (const key of keys) this.pending.set(JSON.stringify(key), key);
    if (this.timer !== null || this.pending.size === 0) return;
    this.timer = setTimeout(() => this.flush(), Math.floor(this.random() * BROADCAST_JITTER_MS));
  }

  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const keys = [...this.pending.values()];
    this.pending.clear();
    for (const key of keys) this.invalidate(key);
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }
}
