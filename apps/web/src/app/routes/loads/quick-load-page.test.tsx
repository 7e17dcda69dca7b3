import { laneMatchResponse } from '@spotlane/shared/schemas/lanes';
import { loadDetail } from '@spotlane/shared/schemas/loads';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { emptyShipmentValues } from '../../../features/loads/shipment-form-values.ts';
import { getRedirectTo, groupTwo } from '../../../lib/device-storage.ts';
import { makeLoad } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { currentLocation, renderWithApp } from '../../../testing/render.tsx';
import { routeShipmentNetwork } from '../../../testing/shipment-network.ts';
import ShipmentFormPage from './shipment-form-page.tsx';

const QUICK = '/create/new/addLoad';

/** The shipment form's network, and no lane matching a load yet. */
function network() {
  routeShipmentNetwork();
  route('get', '/api/lanes/match', laneMatchResponse, { results: [] });
}

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/** A reefer load typed in full, Springfield (11) to Denver (12), leaving in 7 days. */
function reeferValues(name: string) {
  return {
    ...emptyShipmentValues(),
    name,
    origin_company_id: '5',
    origin_location_id: '11',
    destination_company_id: '6',
    destination_location_id: '12',
    date_to_leave: day(7),
    expected_delivery_date: day(9),
    equipment_type: 'reefer',
  };
}

describe('the quick load form (PRODUCT.md 13)', () => {
  it('sends a visitor without a session to sign in, to come back after', async () => {
    renderWithApp(<ShipmentFormPage />, { path: QUICK, route: QUICK });
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(getRedirectTo()).toBe(QUICK);
  });

  it('is one screen: stops, dates, equipment, target rate and audience only', async () => {
    network();
    renderWithApp(<ShipmentFormPage />, {
      path: '/loadModalFormDetails',
      route: '/loadModalFormDetails',
    });
    expect(await screen.findByRole('region', { name: 'Stops' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Equipment and rate' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Who sees it' })).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Origin company/).length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText(/^Destination company/).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Target rate/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the full form' })).toBeInTheDocument();
    // The full form's extras stay on the full form.
    expect(screen.queryByText('Pickup appointment')).not.toBeInTheDocument();
    expect(screen.queryByText('Second pickup')).not.toBeInTheDocument();
    expect(screen.queryByText('Bid deadline')).not.toBeInTheDocument();
    expect(screen.queryByText('Load value')).not.toBeInTheDocument();
  });

  it('publishes through POST /api/loads with the shared request', async () => {
    network();
    groupTwo.setTempShipmentData({
      returnTo: QUICK,
      values: reeferValues('Quick peas'),
    });
    const create = route('post', '/api/loads', loadDetail, makeLoad({ id: 42 }));
    const { user } = renderWithApp(<ShipmentFormPage />, { path: QUICK, route: QUICK });
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Quick peas'));
    await user.type(screen.getByLabelText(/^Target rate/), 'about 1800');
    await user.click(screen.getByRole('button', { name: 'Review and publish' }));
    expect(await screen.findByText(/target rate in dollars/)).toBeInTheDocument();
    expect(create.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Target rate/));
    await user.type(screen.getByLabelText(/^Target rate/), '1800.50');
    await user.click(screen.getByRole('button', { name: 'Review and publish' }));
    const review = await screen.findByRole('dialog', { name: 'Review before publishing' });
    expect(create.calls).toHaveLength(0);
    await user.click(within(review).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(create.calls).toHaveLength(1));
    expect(create.lastBody()).toMatchObject({
      name: 'Quick peas',
      is_quote: false,
      origin_location_id: 11,
      destination_location_id: 12,
      extra_origin_location_id: null,
      date_to_leave: day(7),
      expected_delivery_date: day(9),
      appointment_pickup: null,
      equipment_type: 'reefer',
      target_rate: 180_050,
      award_rule: 'manual',
      audience: { type: 'all' },
    });
    await waitFor(() => expect(currentLocation()).toBe('/shipment-detail/42/1'));
    // Typing into a Mantine form is slow on a shared machine.
  }, 60_000);

  it('offers the routing guide of the matching lane and publishes with audience lane', async () => {
    network();
    groupTwo.setTempShipmentData({ returnTo: QUICK, values: reeferValues('Guided peas') });
    const match = route('get', '/api/lanes/match', laneMatchResponse, {
      results: [
        {
          id: 8,
          name: 'Springfield to Denver reefer',
          origin: { city: 'Springfield', state: 'IL', zipcode: null },
          destination: { city: 'Denver', state: 'CO', zipcode: null },
          equipment_type: 'reefer',
          carrier_ids: [3],
          carriers: [{ id: 3, company_name: 'Cold Haul', email: 'cold@haul.test' }],
          acceptance_window_minutes: 120,
          fallback_audience: { type: 'none', carrier_list_id: null },
          target_rate: null,
          contract: { rate: 185_000, valid_from: '2020-01-01', valid_to: '2999-12-31' },
          created_at: '2026-11-20T10:00:00.000Z',
          updated_at: '2026-11-20T10:00:00.000Z',
        },
      ],
    });
    const create = route('post', '/api/loads', loadDetail, makeLoad({ id: 43 }));
    const { user } = renderWithApp(<ShipmentFormPage />, { path: QUICK, route: QUICK });
    const tender = await screen.findByRole('switch', { name: /Tender via routing guide/ });
    expect(match.lastQuery()).toMatchObject({ equipment_type: 'reefer' });
    expect(screen.getByText(/contract rate \$1,850\.00/)).toBeInTheDocument();
    await user.click(tender);
    expect(tender).toBeChecked();
    expect(screen.getByTestId('audience-lane')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review and publish' }));
    const review = await screen.findByRole('dialog', { name: 'Review before publishing' });
    expect(create.calls).toHaveLength(0);
    await user.click(within(review).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(create.calls).toHaveLength(1));
    expect(create.lastBody()).toMatchObject({
      name: 'Guided peas',
      audience: { type: 'lane', lane_id: 8 },
    });
  }, 60_000);

  it('opens the full form with what was typed', async () => {
    network();
    const { user } = renderWithApp(<ShipmentFormPage />, { path: QUICK, route: QUICK });
    await user.type(await screen.findByLabelText(/^Name/), 'Half done');
    await user.click(screen.getByRole('button', { name: 'Open the full form' }));
    await waitFor(() => expect(currentLocation()).toBe('/add-new-shipment'));
    const stored = groupTwo.getTempShipmentData() as { values: { name: string }; returnTo: string };
    expect(stored).toMatchObject({ returnTo: '/add-new-shipment', values: { name: 'Half done' } });
  });
});
