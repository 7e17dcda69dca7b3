import { ModalsProvider } from '@mantine/modals';
import { locationHoursControls } from '../../features/locations/components/location-hours-controls.tsx';
import { notificationsQuery } from '../../features/notifications/api/list-notifications.ts';
import { myConversationQuery } from '../../features/support/api/unread.ts';
import { useSession } from '../../lib/session.ts';
import { LocationHoursProvider } from '../../ui/location-hours.tsx';
import type { RouteLoader } from '../route-module.ts';
import { AppLayout } from './app-layout.tsx';

/**
 * The shell's own first data, the bell's notifications and the help button's unread answers,
 * asked for with the page's first data rather than once the shell has rendered (the first
 * paint of a page waited for their round trip).
 */
export const loader: RouteLoader = (queryClient) => () => {
  void queryClient.prefetchQuery(notificationsQuery);
  void queryClient.prefetchQuery(myConversationQuery);
  return null;
};

/**
 * The signed-in shell (menu, bell, live events, the add modals) with the host of the confirm
 * modals (`modals.openConfirmModal`): a chunk of its own, so the sign-in pages, which open no
 * modal, load none of it. The role layouts load it as a lazy route; the public layout
 * renders it for a signed-in user.
 */
export default function SignedInShell() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <ModalsProvider>
      <LocationHoursProvider value={locationHoursControls}>
        <AppLayout user={user} />
      </LocationHoursProvider>
    </ModalsProvider>
  );
}
