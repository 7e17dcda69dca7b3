import { ModalsProvider } from '@mantine/modals';
import { type ReactNode, useEffect } from 'react';
import { modalHostMounted } from './modal-host-queue.ts';

/** Mantine's ModalsProvider, which opens what waited for it once its listeners are in place. */
export function ModalHost({ children }: { children?: ReactNode }) {
  // Runs after ModalsProvider's own effects (a child's effects run first).
  useEffect(() => modalHostMounted(), []);
  return <ModalsProvider>{children}</ModalsProvider>;
}
