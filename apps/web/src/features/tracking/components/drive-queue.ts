import { createStore, get, set } from 'idb-keyval';
import { isApiError } from '../../../lib/api-client.ts';
import { driveApi } from '../api/tracking.ts';

/**
 * PRODUCT.md 18: what the driver does offline waits on the phone (IndexedDB) and is sent once
 * when back online. Each tap and photo carries its idempotency key from the moment it is made,
 * so a send that reached the server before the connection dropped is not done twice.
 */
export type QueuedAction =
  | {
      key: string;
      kind: 'event';
      stop_id: number;
      event: 'arrived' | 'departed';
      made_at: string;
    }
  | {
      key: string;
      kind: 'document';
      doc: 'bol' | 'pod';
      blob: Blob;
      type: string;
      made_at: string;
    }
  | {
      key: string;
      kind: 'positions';
      positions: Array<{ lat: number; lon: number; at: string; accuracy_m: number | null }>;
      made_at: string;
    };

const store = typeof indexedDB === 'undefined' ? null : createStore('spotlane-drive', 'queue');
const memory = new Map<string, QueuedAction[]>();
const queueKey = (token: string) => `queue:${token}`;

export async function readQueue(token: string): Promise<QueuedAction[]> {
  if (!store) return memory.get(token) ?? [];
  try {
    return ((await get(queueKey(token), store)) as QueuedAction[] | undefined) ?? [];
  } catch {
    return memory.get(token) ?? [];
  }
}

async function writeQueue(token: string, items: QueuedAction[]) {
  memory.set(token, items);
  if (!store) return;
  try {
    await set(queueKey(token), items, store);
  } catch {
    // A private window without IndexedDB: the page itself keeps the queue.
  }
}

export async function enqueue(token: string, action: QueuedAction) {
  await writeQueue(token, [...(await readQueue(token)), action]);
}

export const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** A failure that sending again would not cure (the server refused it): the item is dropped. */
const refused = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

let flushing: Promise<number> | null = null;

/**
 * Sends what waits, in order, one at a time; stops at the first network failure (still
 * offline) and keeps the rest. Answers how many were sent. One flush at a time.
 */
export function flushQueue(token: string): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (;;) {
        const [next, ...rest] = await readQueue(token);
        if (!next) return sent;
        try {
          if (next.kind === 'event')
            await driveApi.event(token, {
              stop_id: next.stop_id,
              event: next.event,
              idempotency_key: next.key,
            });
          else if (next.kind === 'document')
            await driveApi.document(token, {
              blob: next.blob,
              type: next.type,
              kind: next.doc,
              idempotency_key: next.key,
            });
          else await driveApi.positions(token, next.positions);
          sent++;
        } catch (error) {
          if (!refused(error)) return sent;
        }
        await writeQueue(token, rest);
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
