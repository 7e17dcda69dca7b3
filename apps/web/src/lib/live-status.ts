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
