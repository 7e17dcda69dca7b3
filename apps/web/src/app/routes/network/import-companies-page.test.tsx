import { importResponse } from '@spotlane/shared/schemas/companies';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RecordedCall, route } from '../../../testing/msw.ts';
import { currentLocation, renderWithApp } from '../../../testing/render.tsx';
import ImportCompaniesPage from './import-companies-page.tsx';

const HEADER =
  'company_name,company_type,email,phone,notes,location_name,address1,address2,city,state,zipcode,contact_name,contact_phone,timezone,shipment_process';
const CSV = [
  HEADER,
  'Harbor Imports,both,ops@harbor.test,555-0100,,Harbor Dock,1 Pier Rd,,Oakland,CA,94607,Pat,555-0101,America/Los_Angeles,fcfs',
  'Broken Co,both,,,,Broken Dock,2 Side St,,Reno,NV,ABCDE,,,America/Los_Angeles,fcfs',
].join('\n');

/** The server's dry run finds row 3's zip code wrong; the real run creates row 2. */
function importer() {
  return route('post', '/api/companies/import', importResponse, (call: RecordedCall) => {
    const dryRun = (call.body as { dry_run: string }).dry_run === 'true';
    return {
      created: dryRun ? 0 : 1,
      valid: 1,
      total: 2,
      dry_run: dryRun,
      errors: [{ row: 3, field: 'zipcode', message: 'Enter a valid zip code' }],
    };
  });
}

async function upload(user: ReturnType<typeof renderWithApp>['user']) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, new File([CSV], 'partners.csv', { type: 'text/csv' }));
}

describe('the companies CSV import (SPEC 2.12)', () => {
  it("previews every row with the server's dry run, then imports the valid ones", async () => {
    const server = importer();
    const { user } = renderWithApp(<ImportCompaniesPage />, { path: '/edit-company-csv' });
    await upload(user);

    expect(await screen.findByRole('heading', { name: 'Preview of partners.csv' })).toBeVisible();
    expect(screen.getByText(/2 rows: 1 ready to import, 1 with errors/)).toBeInTheDocument();
    const rows = screen.getByRole('table', { name: 'Rows' });
    const good = within(rows).getByText('Harbor Imports').closest('tr') as HTMLElement;
    expect(good).toHaveTextContent('1 Pier Rd, Oakland, CA 94607');
    expect(within(good).getByText('Ready')).toBeInTheDocument();
    const bad = within(rows).getByText('Broken Co').closest('tr') as HTMLElement;
    expect(bad).toHaveTextContent('Row 3, zipcode: Enter a valid zip code');

    expect(server.calls).toHaveLength(1);
    expect(server.lastBody()).toEqual({ dry_run: 'true', file: CSV });
    expect(localStorage.getItem('companiesCsv')).toBe(JSON.stringify(CSV));

    await user.click(screen.getByRole('button', { name: 'Import 1 company' }));
    await waitFor(() => expect(currentLocation()).toBe('/companies'));
    expect(server.calls).toHaveLength(2);
    expect(server.lastBody()).toEqual({ dry_run: 'false', file: CSV });
    expect(localStorage.getItem('companiesCsv')).toBeNull();
  });

  it('keeps the pending file on the device and shows it again after a reload', async () => {
    localStorage.setItem('companiesCsv', JSON.stringify(CSV));
    const server = importer();
    renderWithApp(<ImportCompaniesPage />, { path: '/edit-company-csv' });
    expect(await screen.findByRole('button', { name: 'Import 1 company' })).toBeEnabled();
    expect(server.lastBody()).toEqual({ dry_run: 'true', file: CSV });
  });

  it('cancelling forgets the file and goes back to the companies', async () => {
    importer();
    const { user } = renderWithApp(<ImportCompaniesPage />, { path: '/edit-company-csv' });
    await upload(user);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(currentLocation()).toBe('/companies');
    expect(localStorage.getItem('companiesCsv')).toBeNull();
  });
});
