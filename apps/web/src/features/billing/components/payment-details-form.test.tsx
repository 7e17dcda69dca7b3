import { paymentDetails } from '@spotlane/shared/schemas/billing';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { PaymentDetailsForm } from './payment-details-form.tsx';

configure({ asyncUtilTimeout: 5000 });

async function fill(user: ReturnType<typeof renderWithApp>['user'], routing: string) {
  await user.type(
    screen.getByRole('textbox', { name: 'Name on the account' }),
    'Rapid Freight LLC',
  );
  await user.type(screen.getByRole('textbox', { name: 'Routing number' }), routing);
  await user.type(screen.getByRole('textbox', { name: 'Account number' }), '4400123456');
  await user.click(screen.getByRole('button', { name: 'Save bank account' }));
}

describe('the carrier’s bank account (PRODUCT.md 19)', () => {
  it('says at the field that a routing number’s check digit is wrong, and sends nothing', async () => {
    const saved = route('put', '/api/payment_details', paymentDetails, {
      routing_number: '*****0021',
      account_number: '******3456',
      account_name: 'Rapid Freight LLC',
      pending_confirmation: false,
      updated_at: '2026-11-28T10:00:00Z',
    });
    const { user } = renderWithApp(<PaymentDetailsForm hasDetails={false} />);
    await fill(user, '021000022');
    expect(await screen.findByText('This routing number is not valid (check digit)')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Routing number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(saved.calls).toHaveLength(0);
  });

  it('puts the server’s field error next to its input', async () => {
    const saved = route('put', '/api/payment_details', paymentDetails, () =>
      apiError(400, 'ValidationError', 'An account number is 4 to 17 digits', 'account_number'),
    );
    const { user } = renderWithApp(<PaymentDetailsForm hasDetails />);
    await fill(user, '021000021');
    expect(await screen.findByText('An account number is 4 to 17 digits')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(saved.lastBody()).toEqual({
      routing_number: '021000021',
      account_number: '4400123456',
      account_name: 'Rapid Freight LLC',
    });
  });
});
