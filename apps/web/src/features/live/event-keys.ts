import { WEBHOOK_EVENT_TYPES } from '@spotlane/shared/schemas/webhooks';
import type { QueryKey } from '@tanstack/react-query';
import { bidKeys, loadKeys } from '../../lib/query-keys.ts';

/** The server-sent event names of GET /api/events. */
export const LIVE_EVENTS = [...WEBHOOK_EVENT_TYPES, 'notification'] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

export interface LiveEventData {
  load_id?: number | null;
  bid_id?: number | null;
}

const SPOT_QUOTES: QueryKey = loadKeys.spotQuotes;
const BIDS: QueryKey = bidKeys.all;
const NOTIFICATIONS: QueryKey = ['notifications'];
/** Shipper lists and counts live under 'loads' and 'shipments' as well. */
const LOADS: QueryKey = loadKeys.all;
const SHIPMENTS: QueryKey = ['shipments'];

/**
 * The TanStack Query key prefixes one live event makes stale. Every change to a load may move
 * it between lists, so list keys are broad; detail keys name the load or bid when known.
 */
export function keysForEvent(name: string, data: LiveEventData): QueryKey[] {
  const oneLoad: QueryKey[] = data.load_id
    ? [loadKeys.detail(data.load_id), loadKeys.comments(data.load_id)]
    : [];
  // The Bids Chat panel (features/bids) keeps one chat per bid.
  const chatKeys: QueryKey[] = data.bid_id ? [bidKeys.chat(data.bid_id)] : [bidKeys.chats];
  switch (name) {
    case 'notification':
      return [NOTIFICATIONS];
    case 'chat_message':
      return [...chatKeys, NOTIFICATIONS];
    case 'comment':
      return [...oneLoad, NOTIFICATIONS];
    case 'bid_placed':
    case 'bid_edited':
    case 'bid_accepted':
    case 'bid_rejected':
    case 'quote_chosen':
    case 'quote_confirmed':
    case 'quote_declined':
      return [SPOT_QUOTES, BIDS, LOADS, SHIPMENTS, ...chatKeys, NOTIFICATIONS];
    case 'load_status':
    case 'spot_quote':
      return [SPOT_QUOTES, LOADS, SHIPMENTS, BIDS, NOTIFICATIONS];
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
    return { load_id: num(record.load_id), bid_id: num(record.bid_id) };
  } catch {
    return {};
  }
}
