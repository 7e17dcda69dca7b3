import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { InviteUserForm } from './invite-user-form.tsx';

describe('the invite form', () => {
  it('names the missing fields from the shared invite schema', async () => {
    const onDone = vi.fn();
    const { user } = renderWithApp(<InviteUserForm canGrant onDone={onDone} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    // The errors are the refused submit's answer: nothing was sent, so nothing is done.
    expect(onDone).not.toHaveBeenCalled();
  });
});
