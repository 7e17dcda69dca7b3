import { useSyncExternalStore } from 'react';

/**
 * Shell state that outlives one layout (the shell is rebuilt when a signed-in user moves
 * between a role page and a public page): the collapsed sidebar and the 'Start Here' hint.
 * Kept in memory for this tab only.
 */
interface ShellPrefs {
  collapsed: boolean;
  instructionsOn: boolean;
}

let prefs: ShellPrefs = { collapsed: false, instructionsOn: true };
const listeners = new Set<() => void>();

export function updateShellPrefs(change: Partial<ShellPrefs>): void {
  prefs = { ...prefs, ...change };
  for (const listener of listeners) listener();
}

export function useShellPrefs(): ShellPrefs {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => prefs,
    () => prefs,
  );
}
