import { quotesToBeConfirmed, spotQuoteList } from '@spotlane/shared/schemas/loads';
import { carrierTenderList } from '@spotlane/shared/schemas/tenders';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../../testing/fixtures.ts';
import { apiError, route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import SpotQuotesPage from './spot-quotes-page.tsx';

describe('the load-board filters on /spot-quotes (PRODUCT.md 20)', () => {
  it('asks with the filters of the URL, and tells an unknown ZIP at its field', async () => {
    signIn(makeUser({ id: 30, user_type: 'carrier' }));
    route('get', '/api/loads/quotes_to_be_confirmed', quotesToBeConfirmed, { results: [] });
    route('get', '/api/tenders', carrierTenderList, { results: [], count: 0 });
    const list = route('get', '/api/loads/custom_pagination_spotquotes', spotQuoteList, () =>
      apiError(400, 'ValidationError', '00000 is not a US zip code we know', 'origin_zip'),
    );
    renderWithApp(<SpotQuotesPage />, {
      path: '/spot-quotes?category=recommended&origin_zip=00000&origin_radius_mi=50',
      route: '/spot-quotes',
      shell: 'carrier',
    });
    expect(await screen.findByText('Check the filters')).toBeInTheDocument();
    expect(list.lastQuery()).toMatchObject({
      status: 'recommended',
      origin_zip: '00000',
      origin_radius_mi: '50',
    });
    const zip = screen.getByRole('textbox', { name: 'Origin ZIP' });
    expect(zip).toHaveValue('00000');
    expect(zip).toHaveAccessibleDescription('00000 is not a US zip code we know');
    // Not the generic error state with its retry.
    expect(screen.queryByRole('button', { name: /try again|retry/i })).not.toBeInTheDocument();
  });
});
