import { type ApiToken, apiTokenList, createdApiToken } from '@spotlane/shared/schemas/api-tokens';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmInDialog } from '../../../testing/confirm.ts';
import { makeUser, signIn } from '../../../testing/fixtures.ts';
import { expectAlertWhenLoadFails } from '../../../testing/load-failure.tsx';
import { route, routeDelete } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import ApiTokensPage from './api-tokens-page.tsx';

configure({ asyncUtilTimeout: 5000 });

const existing: ApiToken = {
  id: 4,
  name: 'TMS sync',
  prefix: 'spl_AbCdEf',
  last_used_at: null,
  expires_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
};

/** Serves GET /api/api_tokens from a list the test may change: `tokens.list`. */
function tokenList(): { list: ApiToken[] } {
  const tokens = { list: [existing] };
  route('get', '/api/api_tokens', apiTokenList, () => ({
    results: tokens.list,
    count: tokens.list.length,
  }));
  return tokens;
}

describe('Settings > API (PRODUCT.md 11)', () => {
  it('lists tokens, creates one and shows its secret once', async () => {
    signIn(makeUser({ user_type: 'shipper' }));
    const tokens = tokenList();
    const create = route('post', '/api/api_tokens', createdApiToken, (call) => {
      const body = call.body as { name: string; expires_at: string | null };
      const made = { ...existing, id: 5, name: body.name, expires_at: body.expires_at };
      tokens.list = [made, ...tokens.list];
      return { ...made, token: 'spl_secret-shown-once' };
    });
    const { user } = renderWithApp(<ApiTokensPage />);
    expect(await screen.findByText('TMS sync')).toBeInTheDocument();
    expect(screen.getByText('Never used')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Name the token')).toBeInTheDocument();
    expect(create.calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Name/), 'Nightly export');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(create.calls).toHaveLength(1));
    const body = create.lastBody() as { name: string; expires_at: string };
    expect(body.name).toBe('Nightly export');
    // The default lifetime is 90 days.
    const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);
    expect(await screen.findByLabelText('New API token')).toHaveTextContent(
      'spl_secret-shown-once',
    );
    expect(await screen.findByText('Nightly export')).toBeInTheDocument();
  });

  it('asks before revoking, then revokes', async () => {
    signIn(makeUser({ user_type: 'carrier' }));
    const tokens = tokenList();
    const revoked = routeDelete('/api/api_tokens/:id', () => {
      tokens.list = [];
    });
    const { user } = renderWithApp(<ApiTokensPage />);
    await confirmInDialog(user, {
      button: 'Revoke TMS sync',
      dialog: 'Revoke this token?',
      says: 'stop working at once',
      confirm: 'Revoke',
    });
    await waitFor(() => expect(revoked).toEqual(['4']));
    expect(await screen.findByText('No API tokens yet')).toBeInTheDocument();
  });

  it('says when the tokens cannot be loaded', async () => {
    signIn(makeUser({ user_type: 'shipper' }));
    await expectAlertWhenLoadFails('/api/api_tokens', <ApiTokensPage />);
  });
});
