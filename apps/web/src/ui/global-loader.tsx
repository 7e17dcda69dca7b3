import { LoadingOverlay } from '@mantine/core';
import { createFlag, useFlag } from '../lib/flag-store.ts';

/** The app-wide "loader flag" data area of SPEC 3.10: a full-screen overlay. */
const loader = createFlag(false);

export const setGlobalLoader = loader.set;
export function useGlobalLoader(): boolean {
  return useFlag(loader);
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
