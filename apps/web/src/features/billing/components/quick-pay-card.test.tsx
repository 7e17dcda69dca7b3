import { invoice } from '@spotlane/shared/schemas/billing';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { invoiceFixture } from '../testing-fixtures.ts';
import { QuickPayCard } from './quick-pay-card.tsx';

configure({ asyncUtilTimeout: 5000 });

const offered = invoiceFixture({
  quick_pay_offer: { fee: 5_250, net: 257_250, pay_by: '2026-11-24', percent: 2 },
});

describe('quick pay (PRODUCT.md 19)', () => {
  it('shows the fee and the net before the carrier confirms, and asks only on confirm', async () => {
    const taken = route('post', '/api/invoices/:id/quick_pay', invoice, {
      ...offered,
      status: 'scheduled',
      quick_pay: { fee: 5_250, net: 257_250, pay_by: '2026-11-24' },
      quick_pay_offer: null,
    });
    const { user } = renderWithApp(<QuickPayCard invoice={offered} />);
    expect(screen.getByText('Quick pay fee (2%)')).toBeVisible();
    expect(screen.getByText('−$52.50')).toBeVisible();
    expect(screen.getByText('$2,572.50')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Take quick pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take quick pay?' });
    expect(within(dialog).getByText('−$52.50')).toBeVisible();
    expect(taken.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: receive $2,572.50' }));
    await expect.poll(() => taken.calls.length).toBe(1);
    expect(taken.lastBody()).toEqual({ confirm: true });
  });

  it('says “Paid” once the shipper paid', () => {
    renderWithApp(
      <QuickPayCard
        invoice={invoiceFixture({
          status: 'paid',
          reference: 'ACH-1',
          paid_at: '2026-11-25T16:00:00Z',
        })}
      />,
    );
    expect(screen.getByText('Paid')).toBeVisible();
    expect(screen.getByText(/\$2,625.00 paid, reference ACH-1/)).toBeVisible();
  });
});
