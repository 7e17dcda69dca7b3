import { Notifications } from '@mantine/notifications';
import { ModalHost } from '../../ui/modal-host.tsx';

/**
 * The toasts' corner containers and the confirm modals' host (`modals.openConfirmModal`, an
 * event API: nothing reads their context). They load and mount at the shell's first idle
 * moment, so a page opens without them (the first-load budget); a toast shown before then waits in
 * Mantine's store and appears when they mount, and a modal asked for before then mounts them
 * at once and opens then (ui/modal-host-queue.ts).
 */
export default function ShellOverlays() {
  return (
    <>
      <Notifications position="top-right" />
      <ModalHost />
    </>
  );
}
