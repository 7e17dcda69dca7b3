import { lazy, Suspense, useEffect, useState } from 'react';
import type { StoredUserData } from '../../lib/device-storage.ts';
import { useIdleSteps } from '../../lib/use-idle.ts';
import { onModalHostWanted } from '../../ui/modal-host-queue.ts';
import { AppLayout } from './app-layout.tsx';

const ShellOverlays = lazy(() => import('./shell-overlays.tsx'));

/**
 * The signed-in shell with what only its pages use: the toasts and the confirm modals (the
 * sign-in pages load none of them, issue 11). Each chunk brings the Mantine styles of what it
 * renders (mantine-css.ts, decision 042).
 */
/** The toasts' containers and the modal host: at the first idle moment, or when a modal is asked for. */
function IdleShellOverlays() {
  const idle = useIdleSteps(1) >= 1;
  // A modal asked for before the first idle moment (a page that tells something on arrival).
  const [wanted, setWanted] = useState(false);
  useEffect(() => onModalHostWanted(() => setWanted(true)), []);
  return idle || wanted ? (
    <Suspense fallback={null}>
      <ShellOverlays />
    </Suspense>
  ) : null;
}

export default function SignedInShell({ user }: { user: StoredUserData }) {
  // The overlays are a sibling with their own state: their idle step re-renders them, not the shell.
  return (
    <>
      <IdleShellOverlays />
      <AppLayout user={user} />
    </>
  );
}
