import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { routeShipmentNetwork } from '../../../testing/shipment-network.ts';
import ShipmentFormPage from './shipment-form-page.tsx';

const NO_LOCATION = '/add-new-quote-no-location';

describe('pickers (state, company, location)', () => {
  it('choose the first match on Enter, and keep the choice when it is clicked again', async () => {
    routeShipmentNetwork();
    const { user } = renderWithApp(<ShipmentFormPage />, {
      path: NO_LOCATION,
      route: NO_LOCATION,
    });
    const state = await screen.findByLabelText(/^Origin state/);
    await user.click(state);
    await user.type(state, 'Ohio');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(state).toHaveValue('OH · Ohio'));

    await user.click(state);
    await user.click(await screen.findByRole('option', { name: 'OH · Ohio', hidden: true }));
    expect(state).toHaveValue('OH · Ohio');
  });
});
