import { useSyncExternalStore } from 'react';

/**
 * An app-wide boolean that React components read and anything may set (the global loader, the
 * live stream's connection): one value and its listeners, read through `useFlag`.
 */
export interface Flag {
  readonly initial: boolean;
  get(): boolean;
  set(next: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createFlag(initial = false): Flag {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      if (value === next) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function useFlag(flag: Flag): boolean {
  return useSyncExternalStore(flag.subscribe, flag.get, () => flag.initial);
}
