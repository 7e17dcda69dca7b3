import { REMIT_HOLD_REASON } from '@spotlane/shared/domain/invoice-math';
import { invoice } from '@spotlane/shared/schemas/billing';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { invoiceFixture } from '../testing-fixtures.ts';
import { ShipperInvoiceActions } from './shipper-invoice-actions.tsx';

configure({ asyncUtilTimeout: 5000 });

describe("the shipper's invoice actions on a held invoice (PRODUCT.md 19)", () => {
  it('releases its own hold by scheduling the payment again', async () => {
    const held = invoiceFixture({ status: 'on_hold', hold_reason: 'POD is missing a signature' });
    const scheduled = route('post', '/api/invoices/:id/schedule', invoice, {
      ...held,
      status: 'scheduled',
      hold_reason: null,
      pay_on: '2026-12-04',
    });
    const { user } = renderWithApp(<ShipperInvoiceActions invoice={held} />);
    expect(screen.getByText(/Schedule the payment to release it/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark paid' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Release and schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule the payment' });
    const payOn = within(dialog).getByLabelText('Pay on');
    await user.clear(payOn);
    await user.type(payOn, '2026-12-04');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule the payment' }));
    await expect.poll(() => scheduled.calls.length).toBe(1);
    expect(scheduled.lastBody()).toEqual({ pay_on: '2026-12-04' });
  });

  it("leaves the remit-to hold to the carrier's owner", () => {
    renderWithApp(
      <ShipperInvoiceActions
        invoice={invoiceFixture({ status: 'on_hold', hold_reason: REMIT_HOLD_REASON })}
      />,
    );
    expect(screen.getByText(/the payment waits until its owner confirms the change/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Release and schedule' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark paid' })).toBeDisabled();
  });
});
