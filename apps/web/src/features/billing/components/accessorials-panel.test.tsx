import { accessorial, accessorialList } from '@spotlane/shared/schemas/billing';
import { documentList } from '@spotlane/shared/schemas/paperwork';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { accessorialFixture } from '../testing-fixtures.ts';
import { AccessorialsPanel } from './accessorials-panel.tsx';

configure({ asyncUtilTimeout: 5000 });

describe('accessorial lines on the load (PRODUCT.md 19)', () => {
  it('shows detention with both times in the location’s zone, and the shipper disputes with a reason', async () => {
    route('get', '/api/loads/:id/accessorials', accessorialList, {
      results: [accessorialFixture()],
      count: 1,
    });
    const disputed = route('post', '/api/accessorials/:id/dispute', accessorial, ({ body }) =>
      accessorialFixture({
        status: 'disputed',
        dispute_reason: (body as { reason: string }).reason,
      }),
    );
    const { user } = renderWithApp(
      <AccessorialsPanel loadId={7} side="shipper" zone="America/Chicago" />,
    );
    expect(await screen.findByText(/Arrived 03-02-2026 7:55 am CST \(dock\)/)).toBeVisible();
    expect(screen.getByText('$125.00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this line' });
    const send = within(dialog).getByRole('button', { name: 'Dispute' });
    expect(send).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Driver left at 10:30',
    );
    await user.click(send);
    await expect.poll(() => disputed.calls.length).toBe(1);
    expect(disputed.lastBody()).toEqual({ reason: 'Driver left at 10:30' });
  });

  it('the carrier’s lumper without a receipt: the server’s answer lands at the receipt field', async () => {
    route('get', '/api/loads/:id/accessorials', accessorialList, { results: [], count: 0 });
    route('get', '/api/loads/:id/documents', documentList, { results: [], count: 0 });
    const created = route('post', '/api/loads/:id/accessorials', accessorial, () =>
      apiError(
        400,
        'ValidationError',
        'A lumper needs its receipt: attach it as a document',
        'document_id',
      ),
    );
    const { user } = renderWithApp(<AccessorialsPanel loadId={7} side="carrier" />);
    expect(await screen.findByText(/No accessorials/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ask for an accessorial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for an accessorial' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount ($)' }), '85');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for it' }));
    expect(
      await within(dialog).findByText('A lumper needs its receipt: attach it as a document'),
    ).toBeVisible();
    expect(created.lastBody()).toMatchObject({ type: 'lumper', amount: 8_500, document_id: null });
  });

  it('refuses fractions of a cent at the amount, without asking the server', async () => {
    route('get', '/api/loads/:id/accessorials', accessorialList, { results: [], count: 0 });
    route('get', '/api/loads/:id/documents', documentList, { results: [], count: 0 });
    const created = route('post', '/api/loads/:id/accessorials', accessorial, accessorialFixture());
    const { user } = renderWithApp(<AccessorialsPanel loadId={7} side="carrier" />);
    await user.click(await screen.findByRole('button', { name: 'Ask for an accessorial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for an accessorial' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount ($)' }), '85.005');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for it' }));
    expect(await within(dialog).findByText(/Enter an amount in dollars above zero/)).toBeVisible();
    expect(created.calls).toHaveLength(0);
  });
});
