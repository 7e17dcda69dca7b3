import { ActionIcon } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render.tsx';
import { LazyTooltip } from './lazy-tooltip.tsx';

// jsdom lays nothing out, so Mantine hides the tooltip as detached (display: none): it is looked
// for with hidden elements included.

describe('LazyTooltip', () => {
  it('renders the child alone until hovered, then shows the label, and hides it on leave', async () => {
    const { user } = renderWithApp(
      <LazyTooltip label="Star this load">
        <ActionIcon aria-label="Star">★</ActionIcon>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Star' });
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();

    await user.hover(button);
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Star this load',
    );
    // The child is the same element: mounting the Tooltip did not remount it.
    expect(screen.getByRole('button', { name: 'Star' })).toBe(button);

    await user.unhover(button);
    await waitFor(() =>
      expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument(),
    );
  });

  it('stays off while disabled', async () => {
    const { user } = renderWithApp(
      <LazyTooltip label="Logout" disabled>
        <ActionIcon aria-label="Logout">x</ActionIcon>
      </LazyTooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
  });

  it('keeps the handlers of its child', async () => {
    let entered = 0;
    const { user } = renderWithApp(
      <LazyTooltip label="Help">
        <ActionIcon aria-label="Help" onPointerEnter={() => entered++}>
          ?
        </ActionIcon>
      </LazyTooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Help' }));
    expect(entered).toBe(1);
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('Help');
  });
});
