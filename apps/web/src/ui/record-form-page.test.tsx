import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render.tsx';
import { recordFormPage } from './detail-fields.tsx';

interface Rig {
  id: number;
  name: string;
}

const useRig = (id: number | null) =>
  useQuery({
    queryKey: ['rig', id],
    queryFn: async (): Promise<Rig> => ({ id: id ?? 0, name: 'Rig 7' }),
    enabled: id !== null,
  });

function RigForm({ record }: { record: Rig | null }) {
  return <p>{record ? `Editing ${record.name}` : 'An empty form'}</p>;
}

const RigFormPage = recordFormPage('Rig', 'rig', useRig, RigForm);

describe('recordFormPage', () => {
  it('on the add path: "New Rig" and the form without a record', async () => {
    renderWithApp(<RigFormPage />, { path: '/add-new-rig', route: '/add-new-rig' });
    expect(await screen.findByRole('heading', { name: 'New Rig' })).toBeInTheDocument();
    expect(screen.getByText('An empty form')).toBeInTheDocument();
  });

  it('on the edit path: "Edit Rig" and the form once the record has loaded', async () => {
    renderWithApp(<RigFormPage />, { path: '/edit-rig/7', route: '/edit-rig/:id' });
    expect(await screen.findByRole('heading', { name: 'Edit Rig' })).toBeInTheDocument();
    expect(await screen.findByText('Editing Rig 7')).toBeInTheDocument();
  });
});
