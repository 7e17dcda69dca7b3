import { invoiceList } from '@spotlane/shared/schemas/billing';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoiceFixture } from '../../../features/billing/testing-fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { currentLocation, renderWithApp } from '../../../testing/render.tsx';
import InvoicesPage from './invoices-page.tsx';

configure({ asyncUtilTimeout: 5000 });

describe('/invoices (PRODUCT.md 19)', () => {
  it('keeps the status filter in the URL, asks for it, and exports the same filter', async () => {
    const list = route('get', '/api/invoices', invoiceList, ({ url }) => ({
      results:
        url.searchParams.get('status') === 'paid'
          ? [invoiceFixture({ id: 9, number: 'INV-2026-000009', status: 'paid' })]
          : [invoiceFixture()],
      count: 1,
    }));
    const { user } = renderWithApp(<InvoicesPage />, { path: '/invoices?page=1' });
    expect(await screen.findByRole('link', { name: 'INV-2026-000041' })).toBeVisible();
    expect(screen.getByText('$2,625.00')).toBeVisible();
    expect(list.lastQuery()).toMatchObject({ page: '1', page_size: '20' });
    expect(list.lastQuery()).not.toHaveProperty('status');

    await user.click(screen.getByText('Paid'));
    expect(await screen.findByRole('link', { name: 'INV-2026-000009' })).toBeVisible();
    expect(currentLocation()).toBe('/invoices?status=paid');
    expect(list.lastQuery()).toMatchObject({ status: 'paid' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/invoices?format=csv&status=paid',
    );
  });

  it('says so when a status has no invoices', async () => {
    route('get', '/api/invoices', invoiceList, { results: [], count: 0 });
    renderWithApp(<InvoicesPage />, { path: '/invoices?status=on_hold' });
    expect(await screen.findByText('No on hold invoices')).toBeVisible();
  });
});
