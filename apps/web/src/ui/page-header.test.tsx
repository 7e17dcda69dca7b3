import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/render.tsx';
import { PageHeader } from './page-header.tsx';
import { type HeaderOptions, RouteHeaderContext } from './route-header.ts';
import { ShellProvider } from './shell-context.tsx';

function inShell(ui: ReactNode, openSupportChat: () => void, header: HeaderOptions = {}) {
  return renderWithApp(
    <ShellProvider
      value={{
        role: 'carrier',
        sidebarCollapsed: false,
        toggleSidebar: () => {},
        openAdd: null,
        instructionsOn: false,
        openSupportChat,
      }}
    >
      <RouteHeaderContext value={header}>{ui}</RouteHeaderContext>
    </ShellProvider>,
  );
}

describe('page header: the support chat button (SPEC 2.6)', () => {
  it('opens the support chat from any signed-in page header', async () => {
    const open = vi.fn();
    const { user } = inShell(<PageHeader title="Shipment Details" />, open);
    await user.click(screen.getByRole('button', { name: 'Support chat' }));
    expect(open).toHaveBeenCalledOnce();
  });

  it('is left out where the route says so (the support page itself) and outside the shell', () => {
    inShell(<PageHeader title="Support" />, vi.fn(), { supportChat: false });
    expect(screen.queryByRole('button', { name: 'Support chat' })).not.toBeInTheDocument();
  });

  it('is not offered to a visitor (no signed-in shell)', () => {
    renderWithApp(<PageHeader title="Track shipment" />);
    expect(screen.queryByRole('button', { name: 'Support chat' })).not.toBeInTheDocument();
  });
});
