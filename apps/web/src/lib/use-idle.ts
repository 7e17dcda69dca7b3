import { useEffect, useState } from 'react';

/** Longest wait for an idle moment before the deferred work runs anyway. */
const IDLE_TIMEOUT_MS = 2500;

/**
 * False until the browser is first idle after mount, then true (issue 11, decision 029): the
 * signed-in shell mounts what nobody needs in the first second (the bell's list, the help
 * button, the live stream, the add modals) after the page itself has rendered, so the
 * page's first paint does not wait for them.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), {
        timeout: IDLE_TIMEOUT_MS,
      });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 1);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
