import { userResponse } from '@spotlane/shared/schemas/auth';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import UserAccountPage from './user-account-page.tsx';

// A loaded machine can take more than a second to render a page: wait longer, check the same.
configure({ asyncUtilTimeout: 5000 });

describe('/settings/user-account', () => {
  it('shows a carrier no shipper permission chips', async () => {
    const carrier = signIn(makeUser({ id: 30, user_type: 'carrier', email: 'cara@freight.test' }));
    route('get', '/api/auth/me', userResponse, { user: carrier });
    renderWithApp(<UserAccountPage />, { path: '/settings/user-account' });

    expect(await screen.findByText('cara@freight.test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign-in security' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Permissions' })).toBeNull();
    expect(screen.queryByText('Add shipments')).toBeNull();
    expect(screen.queryByText('Manage companies')).toBeNull();
  });

  it('still shows a shipper its permissions', async () => {
    const shipper = signIn(makeUser());
    route('get', '/api/auth/me', userResponse, { user: shipper });
    renderWithApp(<UserAccountPage />, { path: '/settings/user-account' });

    expect(await screen.findByRole('heading', { name: 'Permissions' })).toBeInTheDocument();
    expect(screen.getByText('Add shipments')).toBeInTheDocument();
  });
});
