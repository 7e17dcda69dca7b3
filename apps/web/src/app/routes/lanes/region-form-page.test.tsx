import { regionResponse } from '@spotlane/shared/schemas/lanes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import RegionFormPage from './region-form-page.tsx';

describe('a zip3 region (PRODUCT.md 8)', () => {
  it('takes only 3-digit chips and names every one it refused', async () => {
    signIn(makeUser());
    const save = route('post', '/api/regions', regionResponse, {
      id: 3,
      name: 'Nashville',
      kind: 'zip3',
      members: ['372'],
      lane_count: 0,
      created_at: '2026-11-28T00:00:00.000Z',
      updated_at: '2026-11-28T00:00:00.000Z',
    });
    const { user } = renderWithApp(<RegionFormPage />, {
      path: '/add-new-region',
      route: '/add-new-region',
    });
    await user.type(await screen.findByLabelText(/^Region name/), 'Nashville');
    await user.click(screen.getByRole('radio', { name: '3-digit zip prefixes' }));
    const chips = screen.getByPlaceholderText('750, 751');
    await user.click(chips);
    await user.paste('37, ABC, 3700, 372,');
    expect(
      await screen.findByText('37, ABC and 3700 are not 3-digit zip prefixes'),
    ).toBeInTheDocument();
    expect(screen.queryByText('ABC', { selector: '.mantine-Pill-label' })).toBeNull();
    expect(screen.getByText('372')).toBeInTheDocument();
    expect(save.calls).toHaveLength(0);
  });
});
