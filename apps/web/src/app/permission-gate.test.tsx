import { allPermissions } from '@spotlane/shared/domain/permissions';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { makeUser, signIn } from '../testing/fixtures.ts';
import { renderWithApp } from '../testing/render.tsx';
import { ErrorState } from '../ui/states.tsx';
import { routeNamed } from './route-registry.ts';
import { elementOf } from './router.tsx';

describe('a page the teammate has no permission for (PRODUCT.md 1)', () => {
  it('/analytics without analytics_view says so plainly', async () => {
    signIn(makeUser({ permissions: { ...allPermissions(true), analytics_view: false } }));
    const { default: AnalyticsPage } = await routeNamed.analytics.module();
    renderWithApp(elementOf(routeNamed.analytics, AnalyticsPage), {
      path: '/analytics',
      route: '/analytics',
    });
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('a 403 answer reads the same, with no "Try again"', () => {
    renderWithApp(
      <ErrorState
        error={new ApiError(403, [{ code: 'Forbidden', message: 'Forbidden' }])}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
