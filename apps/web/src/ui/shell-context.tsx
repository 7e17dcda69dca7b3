import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the signed-in shell offers the pieces inside it (the page header above all): the
 * sidebar state and, for shippers, the add action with its 'Start Here' hint.
 */
export interface ShellState {
  role: 'shipper' | 'carrier';
  sidebarCollapsed: boolean;
  toggleSidebar: () => void;
  /** Opens 'Select what you want to add'; null where adding is not offered (carriers). */
  openAdd: (() => void) | null;
  /** The 'Start Here' hint bubble shows while instructions are on. */
  instructionsOn: boolean;
  /** SPEC 2.6: the header's support chat button opens the support chat drawer. */
  openSupportChat?: () => void;
  /** Shown at the end of every page header (the notification bell). */
  headerExtras?: ReactNode;
}

const ShellContext = createContext<ShellState | null>(null);

export function ShellProvider({ value, children }: { value: ShellState; children: ReactNode }) {
  return <ShellContext value={value}>{children}</ShellContext>;
}

/** Null outside the signed-in shell (a public page seen by a visitor). */
export function useShell(): ShellState | null {
  return useContext(ShellContext);
}
