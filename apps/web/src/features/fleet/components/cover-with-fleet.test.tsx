import { driverList, equipmentList } from '@spotlane/shared/schemas/fleet';
import { loadDetail } from '@spotlane/shared/schemas/loads';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLoad, makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { FleetCoverActions } from './cover-with-fleet.tsx';

const stamps = {
  archived_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('covering a load with the own fleet (PRODUCT.md 7)', () => {
  it("warns when the unit's equipment is not the load's", async () => {
    signIn(makeUser());
    route('get', '/api/drivers', driverList, {
      results: [
        {
          ...stamps,
          id: 1,
          first_name: 'Dana',
          last_name: 'Diaz',
          phone: '312-555-0100',
          email: null,
          license_number: 'D123',
          license_state: 'IL',
          license_expiry: '2030-01-01',
          status: 'active',
          notes: null,
          availability: { free: true, reason: null },
        },
      ],
      count: 1,
    });
    route('get', '/api/equipment', equipmentList, {
      results: [
        {
          ...stamps,
          id: 2,
          unit_number: 'R-7',
          equipment_type: 'reefer',
          plate: null,
          plate_state: null,
          vin: null,
          year: null,
          make: null,
          capacity_lbs: null,
          length_ft: null,
          status: 'active',
          notes: null,
          availability: { free: true, reason: null },
        },
      ],
      count: 1,
    });
    const load = makeLoad({ status: 'unscheduled', equipment_type: 'dry_van' });
    const { user } = renderWithApp(<FleetCoverActions load={load} canEdit />);
    await user.click(screen.getByRole('button', { name: 'Cover with my fleet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cover with my fleet' });
    await user.click(within(dialog).getByLabelText('Unit'));
    await user.click(await screen.findByRole('option', { name: /R-7/, hidden: true }));
    expect(
      await within(dialog).findByText(/Unit R-7 is a reefer; this load asks for a dry van/i),
    ).toBeInTheDocument();
  });

  it('"Release fleet" asks first', async () => {
    signIn(makeUser());
    const load = makeLoad({
      status: 'assigned',
      fleet: {
        driver: { id: 1, first_name: 'Dana', last_name: 'Diaz', phone: '312-555-0100' },
        equipment: { id: 2, unit_number: 'V-1', equipment_type: 'dry_van' },
      },
    });
    const release = route('delete', '/api/loads/:id/assign_fleet', loadDetail, {
      ...load,
      status: 'unassigned',
      fleet: null,
    });
    const { user } = renderWithApp(<FleetCoverActions load={load} canEdit />);
    await user.click(screen.getByRole('button', { name: 'Release fleet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release your fleet?' });
    expect(release.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, release' }));
    await waitFor(() => expect(release.calls).toHaveLength(1));
  });
});
