import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/** Longest wait for an idle moment before the deferred work runs anyway. */
const IDLE_TIMEOUT_MS = 2500;
/** Longest wait for the first page's data (a slow or failing request must not keep it away). */
const SETTLE_TIMEOUT_MS = 4000;

const firstSettles = new WeakMap<QueryClient, Promise<void>>();

/**
 * Resolves once, after the first page's data has arrived and been painted: when no query is
 * fetching any more, then after the next frame. Idle moments come while the page still waits
 * for its list; work started in them (the bell's and the overlays' chunks) would compete with
 * the list and come before the largest paint (issue 11).
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
      // After the frame that shows the data has been painted: a frame's callbacks run before
      // its paint, so the second one runs once the first has been drawn.
      if (typeof window.requestAnimationFrame === 'function')
        window.requestAnimationFrame(() => window.requestAnimationFrame(() => resolve()));
      else window.setTimeout(resolve, 0);
    };
    const check = () => {
      if (queryClient.isFetching() === 0) finish();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const timeout = window.setTimeout(finish, SETTLE_TIMEOUT_MS);
    check();
  });
  firstSettles.set(queryClient, settle);
  return settle;
}

/**
 * How many idle moments of the browser have passed since mount, up to `steps` (issue 11,
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
