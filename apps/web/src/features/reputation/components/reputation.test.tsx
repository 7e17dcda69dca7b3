import { claim, claimList, loadRatings, rating } from '@spotlane/shared/schemas/reputation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { makeUser, signIn } from '../../../testing/fixtures.ts';
import { apiError, route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { CarrierClaimActions } from './claim-actions.tsx';
import { ClaimsList } from './claims-list.tsx';
import { LoadRatings } from './load-ratings.tsx';

const lowRating = (overrides: Partial<z.input<typeof rating>> = {}): z.input<typeof rating> => ({
  id: 9,
  load_id: 42,
  by: 'carrier',
  subject: 'shipper',
  subject_id: 3,
  subject_name: 'Acme Shipping',
  stars: 2,
  tags: ['slow_to_pay'],
  comment: 'Paid late',
  reply: null,
  replied_at: null,
  visible_from: '2026-03-08T12:00:00.000Z',
  pending: true,
  can_reply: true,
  created_at: '2026-03-01T12:00:00.000Z',
  ...overrides,
});

const aClaim = (overrides: Partial<z.input<typeof claim>> = {}): z.input<typeof claim> => ({
  id: 5,
  load_id: 42,
  load_name: 'Peas to Denver',
  identifier: 'SH-1042',
  shipper: { id: 3, company_name: 'Acme Shipping' },
  carrier: { id: 4, company_name: 'Fast Freight' },
  type: 'damage',
  amount: 50_000,
  description: 'Two pallets crushed',
  document_ids: [],
  status: 'acknowledged',
  filed_at: '2026-03-01T12:00:00.000Z',
  acknowledged_at: '2026-03-02T12:00:00.000Z',
  acknowledge_by: '2026-03-31',
  decide_by: '2026-06-29',
  time_zone: 'America/Chicago',
  overdue: false,
  decision: null,
  deducted: null,
  ...overrides,
});

describe('ratings on a delivered load (PRODUCT.md 21)', () => {
  it('rates the shipper with stars and tags, and replies to a low rating received', async () => {
    signIn(makeUser());
    route('get', '/api/loads/:id/ratings', loadRatings, {
      load_id: 42,
      rate_until: '2026-03-15T12:00:00.000Z',
      to_rate: [{ subject: 'shipper', subject_id: 3, location_id: null, name: 'Acme Shipping' }],
      given: [],
      received: [lowRating({ by: 'shipper', subject: 'carrier', subject_name: 'Fast Freight' })],
    });
    const rate = route('post', '/api/loads/:id/ratings', rating, lowRating({ can_reply: false }));
    const reply = route('post', '/api/ratings/:id/reply', rating, lowRating({ reply: 'Sorry' }));
    const { user } = renderWithApp(<LoadRatings loadId={42} />);

    const form = await screen.findByTestId('rate-form');
    expect(within(form).getByRole('button', { name: 'Submit rating' })).toBeDisabled();
    // Mantine's Rating: one radio per star.
    fireEvent.keyDown(within(form).getByRole('radio', { name: '2' }), { key: 'Enter' });
    await user.click(within(form).getByText('Slow to pay'));
    expect(form).toHaveTextContent('shown to Acme Shipping alone for 7 days');
    await user.click(within(form).getByRole('button', { name: 'Submit rating' }));
    await waitFor(() =>
      expect(rate.lastBody()).toEqual({
        subject: 'shipper',
        location_id: null,
        stars: 2,
        tags: ['slow_to_pay'],
        comment: null,
      }),
    );

    const received = screen.getByTestId('rating-card');
    expect(received).toHaveTextContent('Visible to others');
    await user.type(within(received).getByLabelText('Reply (once)'), 'Sorry');
    await user.click(within(received).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(reply.lastBody()).toEqual({ comment: 'Sorry' }));
  });
});

describe('claims (PRODUCT.md 21)', () => {
  it('lists claims with their clocks and the overdue mark', async () => {
    signIn(makeUser());
    renderWithApp(
      <ClaimsList
        side="shipper"
        claims={
          claimList.parse({
            results: [aClaim({ overdue: true, status: 'filed', acknowledged_at: null })],
            count: 1,
          }).results
        }
      />,
    );
    const card = await screen.findByTestId('claim-card');
    expect(card).toHaveTextContent('Claim #5 · Damage');
    expect(card).toHaveTextContent('Overdue');
    expect(card).toHaveTextContent('$500.00');
    expect(card).toHaveTextContent('Carrier: Fast Freight');
  });

  it('lets the carrier settle in part, and shows the refusal of a second decision', async () => {
    signIn(makeUser());
    const decide = route('post', '/api/claims/:id/decide', claim, () =>
      apiError(409, 'InvalidTransition', 'This claim is decided already'),
    );
    const { user } = renderWithApp(<CarrierClaimActions claim={claim.parse(aClaim())} />);
    await user.click(screen.getByRole('radio', { name: 'Partial' }));
    await user.type(screen.getByLabelText('Amount agreed ($)'), '200');
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    await waitFor(() =>
      expect(decide.lastBody()).toEqual({ decision: 'partial', amount: 20_000, reason: null }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This claim is decided already');
  });
});
