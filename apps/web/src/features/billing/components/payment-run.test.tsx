import { invoice } from '@spotlane/shared/schemas/billing';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { invoiceFixture } from '../testing-fixtures.ts';
import { PaymentRun } from './payment-run.tsx';

configure({ asyncUtilTimeout: 5000 });

const scheduled = (id: number, quick = false) =>
  invoiceFixture({
    id,
    number: `INV-2026-00000${id}`,
    status: 'scheduled',
    pay_on: '2026-12-01',
    quick_pay: quick ? { fee: 5_250, net: 257_250, pay_by: '2026-12-01' } : null,
  });

describe('the payment run (PRODUCT.md 19)', () => {
  it('totals what the day pays (quick pay at its net), links its files, marks each paid once', async () => {
    const paid = route('post', '/api/invoices/:id/paid', invoice, ({ params }) =>
      invoiceFixture({ id: Number(params.id), status: 'paid', reference: 'ACH-9' }),
    );
    const { user } = renderWithApp(
      <PaymentRun date="2026-12-01" invoices={[scheduled(1), scheduled(2, true)]} />,
    );
    expect(screen.getByText('12-01-2026: 2 payments to send')).toBeVisible();
    expect(screen.getByText('$5,197.50')).toBeVisible();
    expect(screen.getByRole('link', { name: 'NACHA file' })).toHaveAttribute(
      'href',
      '/api/payments/export?date=2026-12-01&format=nacha',
    );
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Payment reference' }), 'ACH-9');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await expect.poll(() => paid.calls.length).toBe(2);
    expect(paid.calls.map((call) => call.body)).toEqual([
      { reference: 'ACH-9' },
      { reference: 'ACH-9' },
    ]);
  });

  it('an empty day still offers its (empty, valid) NACHA file; a refusal shows in the dialog', async () => {
    route('post', '/api/invoices/:id/paid', invoice, () =>
      apiError(409, 'InvalidTransition', 'This invoice is already paid'),
    );
    const { user, unmount } = renderWithApp(<PaymentRun date="2026-12-02" invoices={[]} />);
    expect(screen.getByText(/the NACHA file of this day is empty and valid/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark paid' })).toBeDisabled();
    unmount();
    renderWithApp(<PaymentRun date="2026-12-01" invoices={[scheduled(3)]} />);
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Payment reference' }), 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText('This invoice is already paid')).toBeVisible();
  });
});
