import { LoadingOverlay } from '@mantine/core';
import { useSyncExternalStore } from 'react';

/** The app-wide "loader flag" data area of SPEC 3.10: a full-screen overlay. */
let visible = false;
const listeners = new Set<() => void>();

export function setGlobalLoader(next: boolean): void {
  if (visible === next) return;
  visible = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalLoader(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => visible,
    () => false,
  );
}

export function GlobalLoader() {
  const shown = useGlobalLoader();
  return (
    <LoadingOverlay
      visible={shown}
      pos="fixed"
      zIndex={1000}
      overlayProps={{ blur: 2, backgroundOpacity: 0.35 }}
      loaderProps={{ type: 'dots', size: 'lg' }}
    />
  );
}
