import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/** Longest wait for an idle moment before the deferred work runs anyway. */
const IDLE_TIMEOUT_MS = 2500;
/** Longest wait for the first page's data (a slow or failing request must not keep it away). */
const SETTLE_TIMEOUT_MS = 4000;

const firstSettles = new WeakMap<QueryClient, Promise<void>>();
/** Longest wait for the browser to present the page's largest paint. */
const LARGEST_PAINT_WAIT_MS = 500;

/** Whether the shell has committed the first page. */
const firstPagesShown = new WeakMap<QueryClient, { shown: Promise<void>; mark: () => void }>();

function firstPageShown(queryClient: QueryClient) {
  let signal = firstPagesShown.get(queryClient);
  if (!signal) {
    let mark = () => {};
    const shown = new Promise<void>((resolve) => (mark = resolve));
    signal = { shown, mark };
    firstPagesShown.set(queryClient, signal);
  }
  return signal;
}

/**
 * Resolves once the browser has presented a largest-contentful-paint candidate drawn at or after
 * `since` (when the page had its data), or after LARGEST_PAINT_WAIT_MS when none comes (the page
 * drew nothing larger than what was there). The frame is presented a few tens of milliseconds after
 * its animation-frame callbacks have run, so waiting two frames was not enough (the first-load budget).
 * Without the entry type (outside Chromium), after two frames.
 */
function afterLargestPaint(since: number): Promise<void> {
  return new Promise((resolve) => {
    const observable =
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
    if (!observable) {
      if (typeof window.requestAnimationFrame === 'function')
        window.requestAnimationFrame(() => window.requestAnimationFrame(() => resolve()));
      else window.setTimeout(resolve, 0);
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    const timer = window.setTimeout(done, LARGEST_PAINT_WAIT_MS);
    function done() {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Told by the signed-in shell once it has committed the first page (app/shell/app-layout.tsx).
 * Until then a moment with nothing fetching says nothing: the page may still be rendering the
 * data it already has (the first-load budget: the idle-time chunks were fetched before the cards were drawn,
 * and Lighthouse counted them in the largest paint).
 */
export function markFirstPageShown(queryClient: QueryClient): void {
  firstPageShown(queryClient).mark();
}

/**
 * Resolves once, after the first page's data has arrived and been painted: once the shell has
 * committed the first page and no query is fetching any more, then once the browser has
 * presented the page's largest paint. Idle moments come while the page still waits for its
 * list; work started in them (the bell's and the overlays' chunks) would compete with the list
 * and come before the largest paint (the first-load budget).
 */
export function whenFirstPageSettled(queryClient: QueryClient): Promise<void> {
  const known = firstSettles.get(queryClient);
  if (known) return known;
  const settle = new Promise<void>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      unsubscribe();
      window.clearTimeout(timeout);
      // A paint from before this moment (the page's loading state) does not show the data.
      void afterLargestPaint(performance.now()).then(resolve);
    };
    const check = () => {
      if (queryClient.isFetching() === 0) finish();
    };
    let unsubscribe = () => {};
    const timeout = window.setTimeout(finish, SETTLE_TIMEOUT_MS);
    void firstPageShown(queryClient).shown.then(() => {
      if (done) return;
      unsubscribe = queryClient.getQueryCache().subscribe(check);
      check();
    });
  });
  firstSettles.set(queryClient, settle);
  return settle;
}

/**
 * How many idle moments of the browser have passed since mount, up to `steps` (the first-load budget,
 * decision 029): the signed-in shell mounts what nobody needs in the first second (the bell's
 * list, the help button, the live stream, the add modals) after the page itself has rendered
 * its data, one part per idle moment, each in a task of its own rather than all in one long
 * task.
 */
export function useIdleSteps(steps: number): number {
  const queryClient = useQueryClient();
  const [passed, setPassed] = useState(0);
  useEffect(() => {
    if (passed >= steps) return;
    let cancelled = false;
    let cancel = () => {};
    // A transition: what the step mounts renders in short tasks that input can interrupt.
    const next = () => startTransition(() => setPassed((count) => Math.min(count + 1, steps)));
    const wait = passed === 0 ? whenFirstPageSettled(queryClient) : Promise.resolve();
    void wait.then(() => {
      if (cancelled) return;
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(next, { timeout: IDLE_TIMEOUT_MS });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(next, 1);
        cancel = () => window.clearTimeout(timer);
      }
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [passed, steps, queryClient]);
  return passed;
}
