import { startTransition, useEffect, useState } from 'react';

/** Longest wait for an idle moment before the deferred work runs anyway. */
const IDLE_TIMEOUT_MS = 2500;

/**
 * How many idle moments of the browser have passed since mount, up to `steps` (issue 11,
 * decision 029): the signed-in shell mounts what nobody needs in the first second (the bell's
 * list, the help button, the live stream, the add modals) after the page itself has rendered,
 * one part per idle moment, each in a task of its own rather than all in one long task.
 */
export function useIdleSteps(steps: number): number {
  const [passed, setPassed] = useState(0);
  useEffect(() => {
    if (passed >= steps) return;
    // A transition: what the step mounts renders in short tasks that input can interrupt.
    const next = () => startTransition(() => setPassed((count) => Math.min(count + 1, steps)));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(next, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(next, 1);
    return () => window.clearTimeout(timer);
  }, [passed, steps]);
  return passed;
}
