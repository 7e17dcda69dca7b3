import { Suspense } from 'react';
import type { StoredUserData } from '../../lib/device-storage.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.tsx';
import { FullPageLoader } from '../../ui/states.tsx';

// The signed-in shell (menu, bell, live events, the add modals) is its own chunk, so the
// sign-in pages load none of it (the first-load budget: route-level splitting).
const SignedInShell = preloadableLazy(() => import('./signed-in-shell.tsx'));
export const loadSignedInShell = SignedInShell.preload;

/** The signed-in shell, fetched on first use. */
export function LazyAppLayout({ user }: { user: StoredUserData }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <SignedInShell user={user} />
    </Suspense>
  );
}
