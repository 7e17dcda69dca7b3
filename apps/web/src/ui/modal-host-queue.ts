/**
 * The confirm modals' host (Mantine's ModalsProvider, in the signed-in shell) mounts at the
 * shell's first idle moment (the first-load budget), and `modals.open*` only dispatches an event that a
 * mounted host hears. What asks for a modal before then waits here: asking also tells the
 * shell to mount the host at once, and the modal opens when it has mounted.
 */
let mounted = false;
const waiting: Array<() => void> = [];
const wanted = new Set<() => void>();

/** Runs `open` now if the host is mounted, otherwise once it is (and asks for it). */
export function withModalHost(open: () => void): void {
  if (mounted) {
    open();
    return;
  }
  waiting.push(open);
  for (const listener of wanted) listener();
}

/** Once the host has mounted (its listeners are then in place); the cleanup on unmount. */
export function modalHostMounted(): () => void {
  mounted = true;
  for (const open of waiting.splice(0)) open();
  return () => {
    mounted = false;
  };
}

/** The shell listens here to mount the host early when a modal is asked for. */
export function onModalHostWanted(listener: () => void): () => void {
  wanted.add(listener);
  return () => {
    wanted.delete(listener);
  };
}
