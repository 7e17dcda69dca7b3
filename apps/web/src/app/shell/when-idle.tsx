import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { useIdleSteps } from '../../lib/use-idle.ts';

/**
 * `children` (a lazy part of the shell: the bell, the live stream, the help button, the add
 * modals, the overlays) once the shell has had `step` idle moments after the first page showed
 * its data (lib/use-idle.ts) and `load` (the part's chunk, lib/preloadable-lazy.tsx) has
 * arrived, or at once when `now`; `placeholder` until then. Each part counts its own idle
 * moments, so a step re-renders that part alone, not the shell (the first-load budget).
 *
 * The chunk is fetched first and the part rendered after, so it never suspends: parts that
 * suspended were revealed together, under React's fallback throttle, in one long commit from a
 * timer (26-42 ms on this machine, after the page had shown).
 */
export function WhenIdle({
  step,
  load,
  now = false,
  placeholder = null,
  children,
}: {
  step: number;
  load?: () => Promise<unknown>;
  now?: boolean;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const idle = useIdleSteps(step) >= step;
  const [loaded, setLoaded] = useState(!load);
  useEffect(() => {
    if (!idle || loaded || !load) return;
    let current = true;
    // A failed fetch renders the part anyway: React.lazy tries again and its error shows.
    const show = () => current && startTransition(() => setLoaded(true));
    load().then(show, show);
    return () => {
      current = false;
    };
  }, [idle, loaded, load]);
  return (idle && loaded) || now ? (
    <Suspense fallback={placeholder}>{children}</Suspense>
  ) : (
    placeholder
  );
}
