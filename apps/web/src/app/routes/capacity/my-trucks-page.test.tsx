import { lanePreferenceList, truckPost, truckPostList } from '@spotlane/shared/schemas/capacity';
import { spotQuoteList } from '@spotlane/shared/schemas/loads';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import MyTrucksPage from './my-trucks-page.tsx';

afterEach(() => vi.useRealTimers());

describe('My trucks (PRODUCT.md 20)', () => {
  it('opens My trucks on the place and day a load page links with, and posts it', async () => {
    vi.useFakeTimers({ now: new Date('2030-06-10T15:00:00Z'), toFake: ['Date'] });
    signIn(makeUser({ id: 30, user_type: 'carrier' }));
    route('get', '/api/trucks', truckPostList, { results: [], count: 0 });
    route('get', '/api/lane_preferences', lanePreferenceList, { results: [], count: 0 });
    route('get', '/api/loads/custom_pagination_spotquotes', spotQuoteList, {
      all_spotquotes: 0,
      bids_placed: 0,
      assigned: 0,
      delivered: 0,
      in_transit: 0,
      cancelled: 0,
      results: { shipments: [], count: 0 },
    });
    const saved = route('post', '/api/trucks', truckPost, {
      id: 9,
      equipment_type: 'reefer',
      empty_at: { city: 'Dallas', state: 'TX', zipcode: '75201' },
      available_from: '2030-06-14',
      available_to: '2030-06-16',
      destinations: ['anywhere'],
      min_rate_per_mile_cents: null,
      notes: null,
      active: true,
      created_at: '2030-06-10T15:00:00.000Z',
    });
    const { user } = renderWithApp(<MyTrucksPage />, {
      path: '/my-trucks?empty_city=Dallas&empty_state=TX&empty_zip=75201&empty_on=2030-06-14&equipment=reefer',
      route: '/my-trucks',
      shell: 'carrier',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Post a truck' });
    expect(within(dialog).getByRole('textbox', { name: /Empty in \(city\)/ })).toHaveValue(
      'Dallas',
    );
    expect(within(dialog).getByRole('textbox', { name: /ZIP code/ })).toHaveValue('75201');
    await user.click(within(dialog).getByRole('button', { name: 'Post truck' }));
    await waitFor(() => expect(saved.calls).toHaveLength(1));
    expect(saved.lastBody()).toMatchObject({
      equipment_type: 'reefer',
      empty_at: { city: 'Dallas', state: 'TX', zipcode: '75201' },
      available_from: '2030-06-14',
      available_to: '2030-06-16',
    });
  });
});
