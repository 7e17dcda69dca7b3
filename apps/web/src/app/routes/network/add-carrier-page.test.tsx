import { carrierResponse } from '@spotlane/shared/schemas/carriers';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, route } from '../../../testing/msw.ts';
import { currentLocation, renderWithApp } from '../../../testing/render.tsx';
import AddCarrierPage from './add-carrier-page.tsx';

const invited = carrierResponse.parse({
  id: 9,
  email: 'new@carrier.test',
  company_name: '',
  first_name: 'Nia',
  last_name: '',
  phone: '',
  status: 'invited',
  preferred: false,
  notes: null,
  carrier_account_id: null,
  details: { mc_number: null, dot_number: null, cargo: null, equipment_types: [] },
  created_at: '2026-11-22T10:00:00.000Z',
});

describe('adding a carrier (the kit form on the shared schema)', () => {
  it('validates with the shared schema, then posts the parsed values', async () => {
    const post = route('post', '/api/carriers', carrierResponse, invited);
    const { user } = renderWithApp(<AddCarrierPage />, { path: '/add-new-carrier' });

    await user.click(screen.getByRole('button', { name: 'Add carrier' }));
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(post.calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/^E-mail/), '  new@carrier.test ');
    await user.type(screen.getByLabelText('First name'), 'Nia');
    await user.click(screen.getByRole('button', { name: 'Add carrier' }));
    await waitFor(() => expect(post.calls).toHaveLength(1));
    expect(post.lastBody()).toEqual({
      email: 'new@carrier.test',
      company_name: '',
      first_name: 'Nia',
      last_name: '',
      phone: '',
    });
    await waitFor(() => expect(currentLocation()).toBe('/view-carrier/9'));
  });

  it("shows the server's field error next to the e-mail", async () => {
    route('post', '/api/carriers', carrierResponse, () =>
      apiError(409, 'AlreadyInNetwork', 'This carrier is already in your network', 'email'),
    );
    const { user } = renderWithApp(<AddCarrierPage />, { path: '/add-new-carrier' });
    await user.type(screen.getByLabelText(/^E-mail/), 'known@carrier.test');
    await user.click(screen.getByRole('button', { name: 'Add carrier' }));
    expect(await screen.findByText('This carrier is already in your network')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });
});
