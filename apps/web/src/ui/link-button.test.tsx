import { IconPencil } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithApp } from '../testing/render.tsx';
import { LinkButton } from './link-button.tsx';

describe('LinkButton', () => {
  it('is a link to the page, and opens it', async () => {
    const { user } = renderWithApp(
      <LinkButton to="/user-edit" icon={IconPencil}>
        Edit profile
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Edit profile' });
    expect(link).toHaveAttribute('href', '/user-edit');
    await user.click(link);
    expect(currentLocation()).toBe('/user-edit');
  });
});
