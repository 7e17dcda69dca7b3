import '../mantine-styles.ts';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { StoredUserData } from '../../lib/device-storage.ts';
import { AppLayout } from './app-layout.tsx';

/**
 * The signed-in shell with what only its pages use: every Mantine style, the toasts and the
 * confirm modals (the sign-in pages load none of them, issue 11).
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
