import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { currentLocation, renderWithApp } from '../testing/render.tsx';
import { EntityActions } from './entity-actions.tsx';
import { ViewPageActions } from './view-page-actions.tsx';

function renderActions(onConfirm: () => Promise<void>, onEdit = vi.fn()) {
  return renderWithApp(
    <EntityActions
      entity="company"
      onEdit={onEdit}
      remove={{
        title: 'Delete this company?',
        message: 'Acme and its delivery locations will be removed.',
        confirmLabel: 'Yes, Delete',
        onConfirm,
      }}
    />,
  );
}

describe('entity actions', () => {
  it('asks in a modal, and runs the action only on confirmation', async () => {
    const onConfirm = vi.fn(async () => {});
    const onEdit = vi.fn();
    const { user } = renderActions(onConfirm, onEdit);

    await user.click(screen.getByRole('button', { name: 'Edit company' }));
    expect(onEdit).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Delete company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this company?' });
    expect(within(dialog).getByText(/will be removed/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete company' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this company?' });
    await user.click(within(again).getByRole('button', { name: 'Yes, Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the modal open with the server's reason when the action fails", async () => {
    const reason = 'This company cannot be deleted while an active shipment uses it';
    const { user } = renderActions(async () => {
      throw new ApiError(409, [{ code: 'Conflict', message: reason }]);
    });
    await user.click(screen.getByRole('button', { name: 'Delete company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this company?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(within(dialog).getByText(/will be removed/)).toBeInTheDocument();
  });

  it('on a view page: edit opens the edit page; a removal says so and goes back to the list', async () => {
    const run = vi.fn(async () => {});
    const { user } = renderWithApp(
      <ViewPageActions
        entity="carrier"
        editPath="/edit-carrier/9"
        remove={{
          verb: 'Remove',
          title: 'Remove this carrier?',
          message: 'Acme leaves your network.',
          confirmLabel: 'Yes, Remove',
          run,
          listPath: '/carriers',
        }}
      />,
      { path: '/view-carrier/9' },
    );

    await user.click(screen.getByRole('button', { name: 'Edit carrier' }));
    await waitFor(() => expect(currentLocation()).toBe('/edit-carrier/9'));

    await user.click(screen.getByRole('button', { name: 'Remove carrier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this carrier?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Remove' }));
    expect(run).toHaveBeenCalledOnce();
    expect(await screen.findByText('The carrier was removed')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/carriers'));
  });
});
