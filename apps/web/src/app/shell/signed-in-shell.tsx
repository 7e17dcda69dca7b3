import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { StoredUserData } from '../../lib/device-storage.ts';
import { useIdleSteps } from '../../lib/use-idle.ts';
import { AppLayout } from './app-layout.tsx';

/**
 * The signed-in shell with what only its pages use: the toasts and the confirm modals (the
 * sign-in pages load none of them, issue 11). Each chunk brings the Mantine styles of what it
 * renders (mantine-css.ts, decision 042).
 */
export default function SignedInShell({ user }: { user: StoredUserData }) {
  // The toasts' six corner containers mount at the first idle moment, after the page has
  // rendered (issue 11): a toast shown before then waits in Mantine's store and appears then.
  const idle = useIdleSteps(1) >= 1;
  return (
    <>
      {idle ? <Notifications position="top-right" /> : null}
      <ModalsProvider>
        <AppLayout user={user} />
      </ModalsProvider>
    </>
  );
}
