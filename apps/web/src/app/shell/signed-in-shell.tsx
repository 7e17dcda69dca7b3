import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { StoredUserData } from '../../lib/device-storage.ts';
import { AppLayout } from './app-layout.tsx';

/**
 * The signed-in shell with what only its pages use: the toasts and the confirm modals (the
 * sign-in pages load none of them, issue 11). Each chunk brings the Mantine styles of what it
 * renders (mantine-css.ts, decision 042).
 */
export default function SignedInShell({ user }: { user: StoredUserData }) {
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider>
        <AppLayout user={user} />
      </ModalsProvider>
    </>
  );
}
