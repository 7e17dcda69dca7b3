import { loadDetail } from '@spotlane/shared/schemas/loads';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLoad } from '../../../testing/fixtures.ts';
import { apiError, route } from '../../../testing/msw.ts';
import { currentLocation, renderWithApp } from '../../../testing/render.tsx';
import { routeShipmentNetwork } from '../../../testing/shipment-network.ts';
import ShipmentFormPage from './shipment-form-page.tsx';

describe('the shipment form (SPEC 2.3, 3.5)', () => {
  it('names every missing field of a new shipment and sends nothing', async () => {
    routeShipmentNetwork();
    const create = route('post', '/api/loads', loadDetail, makeLoad());
    const { user } = renderWithApp(<ShipmentFormPage />, {
      path: '/add-new-shipment',
      route: '/add-new-shipment',
    });

    await user.click(await screen.findByRole('button', { name: 'Review and publish' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getAllByText('Origin is required').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Destination is required').length).toBeGreaterThan(0);
    expect(create.calls).toHaveLength(0);
  });

  it('edits a load: prefilled from GET, the PUT body is the shared load request', async () => {
    routeShipmentNetwork();
    route('get', '/api/loads/:id', loadDetail, makeLoad({ description: 'Keep frozen' }));
    const save = route(
      'put',
      '/api/loads/:id',
      loadDetail,
      makeLoad({ name: 'Frozen peas to Denver (2)' }),
    );
    const { user } = renderWithApp(<ShipmentFormPage />, {
      path: '/edit-load/42',
      route: '/edit-load/:id',
    });

    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Frozen peas to Denver'));
    await user.type(name, ' (2)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(save.calls).toHaveLength(1));
    expect(save.calls[0]?.url.pathname).toBe('/api/loads/42');
    expect(save.lastBody()).toMatchObject({
      name: 'Frozen peas to Denver (2)',
      origin_location_id: 11,
      destination_location_id: 12,
      date_to_leave: '2026-12-01',
      expected_delivery_date: '2026-12-03',
      specs: { Weight: '20000 lb' },
      description: 'Keep frozen',
      audience: { type: 'all' },
    });
    await waitFor(() => expect(currentLocation()).toBe('/shipment-detail/42/1'));
  });

  it("puts the server's field errors next to their inputs", async () => {
    routeShipmentNetwork();
    route('get', '/api/loads/:id', loadDetail, makeLoad());
    route('put', '/api/loads/:id', loadDetail, () =>
      apiError(400, 'ValidationError', 'A shipment with this name already exists', 'name'),
    );
    const { user } = renderWithApp(<ShipmentFormPage />, {
      path: '/edit-load/42',
      route: '/edit-load/:id',
    });
    await waitFor(() =>
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Frozen peas to Denver'),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A shipment with this name already exists')).toBeInTheDocument();
    expect(currentLocation()).toBe('/edit-load/42');
  });
});
