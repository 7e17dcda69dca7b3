import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tellUser } from './entity-actions.tsx';
import { ModalHost } from './modal-host.tsx';
import { onModalHostWanted } from './modal-host-queue.ts';

const host = () =>
  render(
    <MantineProvider>
      <ModalHost />
    </MantineProvider>,
  );

describe('ModalHost', () => {
  it('opens a modal asked for before the host mounted, once it has, and asks the shell for it', async () => {
    const wanted = vi.fn();
    const stop = onModalHostWanted(wanted);
    tellUser('Quote already assigned', 'This quote has already been assigned to a carrier');
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    host();
    expect(await screen.findByRole('dialog', { name: 'Quote already assigned' })).toHaveTextContent(
      'This quote has already been assigned to a carrier',
    );
    stop();
  });

  it('opens at once while the host is mounted, and waits again after it unmounted', async () => {
    const { unmount } = host();
    tellUser('Saved', 'The load was saved.');
    expect(await screen.findByRole('dialog', { name: 'Saved' })).toBeInTheDocument();
    unmount();

    const wanted = vi.fn();
    const stop = onModalHostWanted(wanted);
    tellUser('Later', 'Shown by the next host.');
    expect(wanted).toHaveBeenCalledTimes(1);
    host();
    expect(await screen.findByRole('dialog', { name: 'Later' })).toBeInTheDocument();
    stop();
  });
});
