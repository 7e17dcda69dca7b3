import { laneMatchResponse } from '@spotlane/shared/schemas/lanes';
import { loadDetail } from '@spotlane/shared/schemas/loads';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { loadKeys } from '../../../features/loads/api/keys.ts';
import { emptyShipmentValues } from '../../../features/loads/shipment-form-values.ts';
import { groupTwo } from '../../../lib/device-storage.ts';
import { makeLoad } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { currentLocation, renderWithApp } from '../../../testing/render.tsx';
import { routeShipmentNetwork } from '../../../testing/shipment-network.ts';
import ShipmentFormPage from './shipment-form-page.tsx';

const NEW = '/add-new-shipment';
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const us = (date: string) => dayjs(date).format('MM-DD-YYYY');

/** A new shipment typed in full (Springfield 11 to Denver 12), as if coming back to the form. */
function typedShipment() {
  routeShipmentNetwork();
  route('get', '/api/lanes/match', laneMatchResponse, { results: [] });
  groupTwo.setTempShipmentData({
    returnTo: NEW,
    values: {
      ...emptyShipmentValues(),
      name: 'Reviewed peas',
      origin_company_id: '5',
      origin_location_id: '11',
      destination_company_id: '6',
      destination_location_id: '12',
      date_to_leave: day(7),
      expected_delivery_date: day(9),
      equipment_type: 'dry_van',
      weight_lbs: '38000',
    },
  });
  return route('post', '/api/loads', loadDetail, makeLoad({ id: 42 }));
}

describe('the review step before a load goes out (PRODUCT.md 4)', () => {
  it('never publishes on Enter in a field; Review, Back, then Publish sends it once', async () => {
    const create = typedShipment();
    const { user, client } = renderWithApp(<ShipmentFormPage />, { path: NEW, route: NEW });
    client.setQueryData(loadKeys.anyShipment(), false);
    const shipDate = await screen.findByLabelText(/^Ship date/);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Reviewed peas'));

    await user.click(shipDate);
    await user.keyboard('{Enter}');
    await user.click(screen.getByLabelText(/^Name/));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Review before publishing' })).toBeNull();
    expect(create.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Review and publish' }));
    const review = await screen.findByRole('dialog', { name: 'Review before publishing' });
    expect(within(review).getByText(/Springfield Co/)).toBeInTheDocument();
    expect(within(review).getByText(/Denver Co · Denver Dock, Denver, CO/)).toBeInTheDocument();
    expect(within(review).getByText(us(day(7)))).toBeInTheDocument();
    expect(within(review).getByText('38000 lb')).toBeInTheDocument();
    expect(within(review).getByText('All my carriers')).toBeInTheDocument();
    expect(within(review).getByText('I choose the bid myself')).toBeInTheDocument();
    expect(
      within(review).getByText(/Denver, CO 80202, the dates and appointments/),
    ).toBeInTheDocument();

    await user.click(within(review).getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Review before publishing' })).toBeNull(),
    );
    expect(create.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Review and publish' }));
    const again = await screen.findByRole('dialog', { name: 'Review before publishing' });
    await user.click(within(again).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(create.calls).toHaveLength(1));
    expect(create.lastBody()).toMatchObject({ name: 'Reviewed peas', draft: false });
    // The first shipment ends the 'Start Here' hint.
    expect(client.getQueryData(loadKeys.anyShipment())).toBe(true);
    await waitFor(() => expect(currentLocation()).toBe('/shipment-detail/42/1'));
  }, 60_000);

  it('saves a draft that no carrier sees', async () => {
    const create = typedShipment();
    const { user } = renderWithApp(<ShipmentFormPage />, { path: NEW, route: NEW });
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Reviewed peas'));
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(create.calls).toHaveLength(1));
    expect(create.lastBody()).toMatchObject({ name: 'Reviewed peas', draft: true });
  }, 60_000);
});

describe('equipment and weight (PRODUCT.md 8, 10)', () => {
  it('are asked once, as fields, and the form says which one matches lanes and benchmarks', async () => {
    typedShipment();
    renderWithApp(<ShipmentFormPage />, { path: NEW, route: NEW });
    const specs = await screen.findByRole('region', { name: 'Specs and details' });
    expect(within(specs).queryByRole('button', { name: 'Equipment type' })).toBeNull();
    expect(within(specs).queryByRole('button', { name: 'Weight (lb)' })).toBeNull();
    expect(within(specs).getByRole('button', { name: 'Pallets' })).toBeInTheDocument();
    expect(within(specs).getAllByText('Equipment type')).toHaveLength(1);
    expect(
      within(specs).getByText('Matches your lanes and picks the benchmark'),
    ).toBeInTheDocument();
  });
});

describe('the bid deadline (SPEC 9)', () => {
  it("uses the app's date and time picker, not the browser's own control", async () => {
    typedShipment();
    renderWithApp(<ShipmentFormPage />, { path: NEW, route: NEW });
    const bidding = await screen.findByRole('region', { name: 'Bidding' });
    expect(within(bidding).getByText('Bid deadline')).toBeInTheDocument();
    expect(bidding.querySelector('input[type="datetime-local"]')).toBeNull();
  });
});
