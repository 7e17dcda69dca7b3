import { useSyncExternalStore } from 'react';

/**
 * What the first reveal of a signed-in page waits for besides GET /api/auth/me: the chunks of
 * the shell and of the current page, fetched at start (main.tsx). Revealed before they arrive,
 * the page would suspend, React would commit the shell's fallback and then, under its fallback
 * throttle, hold the page back for 300 ms after it (the first-load budget: the list arrived, the cards
 * showed 300 ms later, and the idle-time chunks were fetched before the largest paint).
 */
let waiting = 0;
const listeners = new Set<() => void>();

/** The first reveal waits until `work` settles (a failed chunk is the page's error to show). */
export function holdFirstReveal(work: Promise<unknown>): void {
  waiting += 1;
  const release = () => {
    waiting -= 1;
    for (const listener of listeners) listener();
  };
  work.then(release, release);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isReady = () => waiting === 0;

/** True once nothing held at start is still on its way. */
export function useFirstRevealReady(): boolean {
  return useSyncExternalStore(subscribe, isReady, isReady);
}
