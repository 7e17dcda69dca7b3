import { createFlag, useFlag } from './flag-store.ts';

/**
 * Whether the app's live event stream is open. Pages that otherwise poll (the bids chat) stop
 * polling while it is, and fall back to polling when it drops.
 */
const liveConnected = createFlag(false);

export const setLiveConnected = liveConnected.set;

export function useLiveConnected(): boolean {
  return useFlag(liveConnected);
}

/**
 * The earliest live-stream position named by an API answer (EVENT_CURSOR_HEADER) since the
 * stream last opened. The stream opens at an idle moment after the page's data (the first-load budget) and
 * resumes from here, so an event sent between that data's read and the open is replayed.
 */
let earliestCursor: number | null = null;

export function noteEventCursor(header: string | null): void {
  const cursor = Number(header);
  if (!header || !Number.isSafeInteger(cursor) || cursor < 0) return;
  if (earliestCursor === null || cursor < earliestCursor) earliestCursor = cursor;
}

/** The stream's URL, resuming from the earliest position noted; tracking then starts over. */
export function takeEventStreamUrl(): string {
  const cursor = earliestCursor;
  earliestCursor = null;
  return cursor === null ? '/api/events' : `/api/events?last_event_id=${cursor}`;
}
