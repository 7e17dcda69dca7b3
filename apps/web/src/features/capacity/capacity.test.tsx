import { type BoardFilterValues, NO_BOARD_FILTERS } from '@spotlane/shared/domain/board-filters';
import { type TruckPost, trucksNearResponse } from '@spotlane/shared/schemas/capacity';
import { loadCard } from '@spotlane/shared/schemas/loads';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { makeLoadCard, makeUser, signIn } from '../../testing/fixtures.ts';
import { apiError, route } from '../../testing/msw.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { PHONE_QUERY } from '../../ui/use-phone.ts';
import { activeFilterCount, BoardFilters, filterErrors } from './components/board-filters.tsx';
import { Reloads } from './components/reloads.tsx';
import { draftFromSearch, emptyHereDraft } from './components/truck-post-form.tsx';
import { TrucksNear } from './components/trucks-near.tsx';

const post = (overrides: Partial<TruckPost> = {}): TruckPost => ({
  id: 7,
  equipment_type: 'dry_van',
  empty_at: { city: 'Chicago', state: 'IL', zipcode: '60603' },
  available_from: '2030-06-09',
  available_to: '2030-06-12',
  destinations: ['anywhere'],
  min_rate_per_mile_cents: null,
  notes: null,
  active: true,
  created_at: '2030-06-01T12:00:00.000Z',
  ...overrides,
});

const inviteAnswer = z.object({
  carrier_account_id: z.number(),
  shipper_carrier_id: z.number(),
  named: z.boolean(),
});

afterEach(() => vi.useRealTimers());

/** Filters kept by their page, as the board keeps them in the URL: Back sets them from outside. */
function BoardInTheUrl({ onAsk }: { onAsk: (values: BoardFilterValues) => void }) {
  const [values, setValues] = useState<BoardFilterValues>({
    ...NO_BOARD_FILTERS,
    origin_zip: '60601',
    origin_radius_mi: '100',
  });
  return (
    <>
      <button type="button" onClick={() => setValues(NO_BOARD_FILTERS)}>
        Back
      </button>
      <BoardFilters
        values={values}
        onChange={(next) => {
          onAsk(next);
          setValues(next);
        }}
      />
    </>
  );
}

describe('"empty here on ..." (PRODUCT.md 20)', () => {
  it('posts the truck from the day the load ends, or today once that day has passed', () => {
    vi.useFakeTimers({ now: new Date('2030-06-10T15:00:00Z'), toFake: ['Date'] });
    const place = { city: 'Dallas', state: 'TX', zipcode: '75201' };
    expect(emptyHereDraft(place, '2030-06-14', 'reefer')).toMatchObject({
      city: 'Dallas',
      zipcode: '75201',
      equipment_type: 'reefer',
      available_from: '2030-06-14',
      available_to: '2030-06-16',
    });
    expect(emptyHereDraft(place, '2030-06-01', null)).toMatchObject({
      equipment_type: 'dry_van',
      available_from: '2030-06-10',
      available_to: '2030-06-12',
    });
    expect(draftFromSearch(new URLSearchParams('empty_zip=75201&empty_on=junk'))).toBeNull();
    expect(draftFromSearch(new URLSearchParams())).toBeNull();
  });
});

describe('the board filters (PRODUCT.md 20)', () => {
  it("tells the list's 400 at the filter it names", () => {
    const error = new ApiError(400, [
      {
        code: 'ValidationError',
        field: 'origin_zip',
        message: '00000 is not a US zip code we know',
      },
      { code: 'ValidationError', field: 'pickup_to', message: 'Pickup to is before pickup from' },
    ]);
    expect(filterErrors(error)).toEqual({
      origin_zip: '00000 is not a US zip code we know',
      pickup_to: 'Pickup to is before pickup from',
    });
    expect(filterErrors(new ApiError(500, [{ code: 'Internal', message: 'down' }]))).toEqual({});
    renderWithApp(
      <BoardFilters
        values={{ ...NO_BOARD_FILTERS, origin_zip: '00000' }}
        onChange={() => {}}
        errors={filterErrors(error)}
      />,
    );
    const zip = screen.getByRole('textbox', { name: 'Origin ZIP' });
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('00000 is not a US zip code we know');
    expect(screen.getByText('Pickup to is before pickup from')).toBeVisible();
    // A lane needs both ends.
    expect(screen.getByRole('button', { name: 'Save as lane' })).toBeDisabled();
  });

  it('asks for the list with a ZIP once it is whole, cleared or left, not digit by digit', () => {
    const onChange = vi.fn();
    renderWithApp(<BoardFilters values={NO_BOARD_FILTERS} onChange={onChange} />);
    const zip = screen.getByRole('textbox', { name: 'Origin ZIP' });
    for (const typed of ['6', '60', '606', '6060'])
      fireEvent.change(zip, { target: { value: typed } });
    expect(onChange).not.toHaveBeenCalled();
    expect(zip).toHaveValue('6060');
    fireEvent.change(zip, { target: { value: '60601' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_BOARD_FILTERS, origin_zip: '60601' });
    // Left half typed, it is asked for, so the list says what is wrong with it.
    const destination = screen.getByRole('textbox', { name: 'Destination ZIP' });
    fireEvent.change(destination, { target: { value: '752' } });
    fireEvent.blur(destination);
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_BOARD_FILTERS, destination_zip: '752' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('asks for the list with the miles once they have rested or the field is left, not digit by digit', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderWithApp(<BoardFilters values={NO_BOARD_FILTERS} onChange={onChange} />);
    const [origin, destination] = screen.getAllByRole('textbox', { name: 'Within (mi)' }) as [
      HTMLElement,
      HTMLElement,
    ];
    for (const typed of ['2', '25', '250']) fireEvent.change(origin, { target: { value: typed } });
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(600));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_BOARD_FILTERS, origin_radius_mi: '250' });
    // Left at once, the miles are asked for without waiting.
    fireEvent.change(destination, { target: { value: '75' } });
    fireEvent.blur(destination);
    expect(onChange).toHaveBeenLastCalledWith({
      ...NO_BOARD_FILTERS,
      destination_radius_mi: '75',
    });
    act(() => vi.advanceTimersByTime(600));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('takes filters set from outside into its fields, and drops the miles still resting there', () => {
    vi.useFakeTimers();
    const asked = vi.fn();
    renderWithApp(<BoardInTheUrl onAsk={asked} />);
    const zip = screen.getByRole('textbox', { name: 'Origin ZIP' });
    const [miles] = screen.getAllByRole('textbox', { name: 'Within (mi)' }) as [HTMLElement];
    expect(zip).toHaveValue('60601');
    expect(miles).toHaveValue('100');
    fireEvent.change(zip, { target: { value: '606' } });
    fireEvent.change(miles, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(zip).toHaveValue('');
    expect(miles).toHaveValue('');
    act(() => vi.advanceTimersByTime(600));
    expect(asked).not.toHaveBeenCalled();
    expect(miles).toHaveValue('');
  });

  it('folds behind a Filters button on a phone, which counts them, clears them and opens at a refused one', () => {
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === PHONE_QUERY,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const values = {
      ...NO_BOARD_FILTERS,
      origin_zip: '60601',
      origin_radius_mi: '150',
      equipment_type: 'reefer',
    };
    expect(activeFilterCount(values)).toBe(2);
    expect(activeFilterCount({ ...NO_BOARD_FILTERS, origin_radius_mi: '150' })).toBe(0);
    const onChange = vi.fn();
    const view = renderWithApp(<BoardFilters values={values} onChange={onChange} />);
    const toggle = screen.getByRole('button', { name: 'Filters, 2 set' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Origin ZIP' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(NO_BOARD_FILTERS);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Origin ZIP' })).toHaveValue('60601');
    view.unmount();
    // A filter the list refused is shown at once, with its message.
    renderWithApp(
      <BoardFilters
        values={{ ...NO_BOARD_FILTERS, origin_zip: '00000' }}
        onChange={() => {}}
        errors={{ origin_zip: '00000 is not a US zip code we know' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Origin ZIP' })).toHaveAccessibleDescription(
      '00000 is not a US zip code we know',
    );
    phone.mockRestore();
  });
});

describe('trucks near a load (PRODUCT.md 20)', () => {
  function near() {
    return route('get', '/api/trucks/near', trucksNearResponse, {
      results: [
        {
          carrier: { id: 51, company_name: 'Known Haul' },
          truck: post({ id: 1 }),
          miles: 4,
          in_network: true,
        },
        {
          carrier: { id: 52, company_name: 'New Haul' },
          truck: post({ id: 2, empty_at: { city: 'Gary', state: 'IN', zipcode: '46402' } }),
          miles: 31,
          in_network: false,
        },
      ],
    });
  }

  it('invites a carrier of the network at once, and another only once the shipper confirms', async () => {
    signIn(makeUser({ id: 3, user_type: 'shipper' }));
    const asked = near();
    const invite = route('post', '/api/trucks/invite', inviteAnswer, (call) => ({
      carrier_account_id: (call.body as { carrier_account_id: number }).carrier_account_id,
      shipper_carrier_id: 700,
      named: true,
    }));
    const { user } = renderWithApp(
      <TrucksNear originLocationId={11} date="2030-06-10" equipmentType="dry_van" loadId={99} />,
    );
    const card = await screen.findByTestId('trucks-near');
    await within(card).findByText('Known Haul');
    expect(asked.lastQuery()).toEqual({
      origin_location_id: '11',
      date: '2030-06-10',
      equipment_type: 'dry_van',
    });
    expect(card).toHaveTextContent('31 mi away in Gary, IN');

    const [known, fresh] = within(card).getAllByRole('button', { name: 'Invite' });
    await user.click(known as HTMLElement);
    await waitFor(() => expect(invite.calls).toHaveLength(1));
    expect(invite.lastBody()).toEqual({
      carrier_account_id: 51,
      load_id: 99,
      add_to_network: false,
    });

    await user.click(fresh as HTMLElement);
    const confirm = await screen.findByRole('dialog', { name: 'Add to your network?' });
    expect(confirm).toHaveTextContent('New Haul is not in your network yet');
    expect(invite.calls).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Add and invite' }));
    await waitFor(() => expect(invite.calls).toHaveLength(2));
    expect(invite.lastBody()).toEqual({
      carrier_account_id: 52,
      load_id: 99,
      add_to_network: true,
    });
    await waitFor(() =>
      expect(within(card).getAllByRole('button', { name: 'Invited' })).toHaveLength(2),
    );
  });

  it('says why an invitation failed, and keeps the button', async () => {
    signIn(makeUser({ id: 3, user_type: 'shipper' }));
    near();
    route('post', '/api/trucks/invite', inviteAnswer, () =>
      apiError(409, 'InvalidTransition', 'Only an open load can name more carriers'),
    );
    const { user } = renderWithApp(
      <TrucksNear originLocationId={11} date="2030-06-10" loadId={99} />,
    );
    const card = await screen.findByTestId('trucks-near');
    await within(card).findByText('Known Haul');
    await user.click(within(card).getAllByRole('button', { name: 'Invite' })[0] as HTMLElement);
    expect(await screen.findByText('Only an open load can name more carriers')).toBeVisible();
    expect(within(card).getAllByRole('button', { name: 'Invite' })).toHaveLength(2);
  });
});

describe('reloads on a held load (PRODUCT.md 20)', () => {
  it('lists the loads near its delivery nearest first, each one tap from its bid, and posts the truck empty there', async () => {
    vi.useFakeTimers({ now: new Date('2030-06-10T15:00:00Z'), toFake: ['Date'] });
    signIn(makeUser({ id: 30, user_type: 'carrier' }));
    const reloads = route(
      'get',
      '/api/loads/:id/reloads',
      z.object({ results: z.array(loadCard), count: z.number() }),
      {
        results: [
          makeLoadCard({ id: 77, identifier: null, name: null, deadhead_miles: 12 }),
          makeLoadCard({ id: 78, identifier: null, name: null, deadhead_miles: 90 }),
        ],
        count: 2,
      },
    );
    renderWithApp(
      <Reloads
        loadId={5}
        emptyAt={{
          place: { city: 'Denver', state: 'CO', zipcode: '80202' },
          date: '2030-06-14',
          equipment: 'reefer',
        }}
      />,
    );
    const card = await screen.findByTestId('reloads');
    await within(card).findByText(/12 mi deadhead/);
    expect(reloads.calls[0]?.url.pathname).toBe('/api/loads/5/reloads');
    const bids = within(card).getAllByRole('link', { name: 'Bid' });
    expect(bids.map((link) => link.getAttribute('href'))).toEqual([
      '/spot-quotes/77/bid',
      '/spot-quotes/78/bid',
    ]);
    const post = within(card).getByRole('link', { name: /Empty here on 06-14-2030/ });
    const search = new URL(post.getAttribute('href') ?? '', 'http://app').searchParams;
    expect(Object.fromEntries(search)).toEqual({
      empty_city: 'Denver',
      empty_state: 'CO',
      empty_zip: '80202',
      empty_on: '2030-06-14',
      equipment: 'reefer',
    });
  });
});
