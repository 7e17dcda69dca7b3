import { ModalsProvider } from '@mantine/modals';
import { locationHoursControls } from '../../features/locations/components/location-hours-controls.tsx';
import { useSession } from '../../lib/session.ts';
import { LocationHoursProvider } from '../../ui/location-hours.tsx';
import { AppLayout } from './app-layout.tsx';

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
