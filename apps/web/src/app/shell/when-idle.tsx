import { type ReactNode, Suspense } from 'react';
import { useIdleSteps } from '../../lib/use-idle.ts';

/**
 * `children` (a lazy part of the shell: the bell, the live stream, the help button, the add
 * modals, the overlays) once the shell has had `step` idle moments after the first page showed
 * its data (lib/use-idle.ts), or at once when `now`; `placeholder` until then and while its
 * chunk loads. Each part counts its own idle moments, so a step re-renders that part alone,
 * not the shell (issue 11).
 */
export function WhenIdle({
  step,
  now = false,
  placeholder = null,
  children,
}: {
  step: number;
  now?: boolean;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const idle = useIdleSteps(step) >= step;
  return idle || now ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
