import { carrierList, carrierListList } from '@spotlane/shared/schemas/carriers';
import { regionList } from '@spotlane/shared/schemas/lanes';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { LaneForm } from './lane-form.tsx';

function choices() {
  signIn(makeUser());
  route('get', '/api/regions', regionList, { results: [], count: 0 });
  route('get', '/api/carriers', carrierList, { results: [], count: 0 });
  route('get', '/api/carrier_lists', carrierListList, { results: [], count: 0 });
}

describe('the lane form speaks to people (PRODUCT.md 8)', () => {
  it('asks for a place and a dollar rate in words, and writes 1400.5 as 1400.50', async () => {
    choices();
    const save = vi.fn();
    const { user } = renderWithApp(<LaneForm lane={null} onSave={save} />);
    await user.type(await screen.findByLabelText(/^Lane name/), 'Memphis to Dallas');
    await user.click(screen.getByRole('switch', { name: 'Contract rate' }));
    const rate = screen.getByLabelText('Contract rate ($)');
    await user.type(rate, '1400.5');
    await user.tab();
    expect(rate).toHaveValue('1400.50');
    await user.clear(rate);
    await user.type(rate, 'about 1400');
    await user.click(screen.getByRole('button', { name: /Save/ }));

    expect(
      await screen.findByText('Enter the contract rate in dollars, like 1850 or 1850.50'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Choose a region, or enter a city and its state').length).toBe(2);
    expect(screen.queryByText(/\{city, state, zipcode\}|number of cents/)).toBeNull();
    expect(save).not.toHaveBeenCalled();
  }, 30_000);
});
