import { useEffect, useState } from 'react';
import type { StoredUserData } from '../../lib/device-storage.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.tsx';
import { onModalHostWanted } from '../../ui/modal-host-queue.ts';
import { AppLayout } from './app-layout.tsx';
import { WhenIdle } from './when-idle.tsx';

const ShellOverlays = preloadableLazy(() => import('./shell-overlays.tsx'));

/** The toasts' containers and the modal host: at the first idle moment, or when a modal is asked for. */
function ShellOverlaysWhenIdle() {
  // A modal asked for before the first idle moment (a page that tells something on arrival).
  const [wanted, setWanted] = useState(false);
  useEffect(() => onModalHostWanted(() => setWanted(true)), []);
  return (
    <WhenIdle step={1} load={ShellOverlays.preload} now={wanted}>
      <ShellOverlays />
    </WhenIdle>
  );
}

/**
 * The signed-in shell with what only its pages use: the toasts and the confirm modals (the
 * sign-in pages load none of them, the first-load budget). Each chunk brings the Mantine styles of what it
 * renders (mantine-css.ts, decision 042). The overlays are a sibling with their own state: their
 * idle step re-renders them, not the shell.
 */
export default function SignedInShell({ user }: { user: StoredUserData }) {
  return (
    <>
      <ShellOverlaysWhenIdle />
      <AppLayout user={user} />
    </>
  );
}
