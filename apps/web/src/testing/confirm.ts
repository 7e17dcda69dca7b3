import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Clicks the button `button`, checks that the confirm dialog `dialog` it opens `says` what
 * happens, then clicks `confirm` in it.
 */
export async function confirmInDialog(
  user: UserEvent,
  {
    button,
    dialog,
    says,
    confirm,
  }: { button: string; dialog: string; says: string; confirm: string },
): Promise<void> {
  await user.click(await screen.findByRole('button', { name: button }));
  const ask = await screen.findByRole('dialog', { name: dialog });
  expect(ask).toHaveTextContent(says);
  await user.click(within(ask).getByRole('button', { name: confirm }));
}
