import { lazy, Suspense } from 'react';
import type { StoredUserData } from '../../lib/device-storage.ts';
import { FullPageLoader } from '../../ui/states.tsx';

// The signed-in shell (menu, bell, live events, the add modals) is its own chunk, so the
// sign-in pages load none of it (issue 11: route-level splitting).
export const loadSignedInShell = () => import('./signed-in-shell.tsx');
const SignedInShell = lazy(loadSignedInShell);

/** The signed-in shell, fetched on first use. */
export function LazyAppLayout({ user }: { user: StoredUserData }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <SignedInShell user={user} />
    </Suspense>
  );
}
