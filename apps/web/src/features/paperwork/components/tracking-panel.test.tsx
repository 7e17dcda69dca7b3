import { shareLink, timeline } from '@spotlane/shared/schemas/paperwork';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { route, routeDelete } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { TrackingPanel } from './tracking-panel.tsx';

configure({ asyncUtilTimeout: 5000 });

const milestone = (name: 'dispatched' | 'arrived_pickup' | 'delivered') => ({
  type: 'milestone' as const,
  milestone: name,
  at: '2026-11-20T10:00:00.000Z',
  by: 'Carl Carrier',
});

describe('the carrier tracking controls (PRODUCT.md 12)', () => {
  it('offers the milestones in order: only the next one can be pressed', async () => {
    route('get', '/api/loads/:id/tracking', timeline, {
      results: [milestone('dispatched')],
      count: 1,
      at_risk: false,
      eta: null,
    });
    renderWithApp(<TrackingPanel loadId={7} party="carrier" />);
    const panel = await screen.findByTestId('tracking-panel');
    expect(await within(panel).findByRole('button', { name: 'Arrived at pickup' })).toBeEnabled();
    for (const name of ['Dispatched', 'Mark picked up', 'Arrived at delivery', 'Mark delivered'])
      expect(within(panel).getByRole('button', { name })).toBeDisabled();
  });

  it("shows the ETA in the delivery stop's zone, named (SPEC 9)", async () => {
    route('get', '/api/loads/:id/tracking', timeline, {
      results: [milestone('dispatched')],
      count: 1,
      at_risk: false,
      eta: '2026-11-21T21:30:00.000Z',
    });
    renderWithApp(<TrackingPanel loadId={7} party="shipper" deliveryZone="America/Denver" />);
    expect(await screen.findByText('11-21-2026 2:30 pm MST')).toBeInTheDocument();
  });

  it('closes the milestones and the check-call form once the load is delivered', async () => {
    route('get', '/api/loads/:id/tracking', timeline, {
      results: [milestone('dispatched'), milestone('delivered')],
      count: 2,
      at_risk: false,
      eta: null,
    });
    renderWithApp(<TrackingPanel loadId={7} party="carrier" />);
    expect(await screen.findByTestId('tracking-closed')).toHaveTextContent(
      'Delivered: tracking is closed.',
    );
    expect(screen.queryByRole('button', { name: 'Send check call' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Arrived at pickup' })).toBeNull();
  });

  it('asks before marking picked up and delivered, which cannot be undone, then reports the step', async () => {
    let reported = [milestone('dispatched'), milestone('arrived_pickup')];
    const answer = () => ({ results: reported, count: reported.length, at_risk: false, eta: null });
    route('get', '/api/loads/:id/tracking', timeline, answer);
    const post = route('post', '/api/loads/:id/tracking', timeline, () => {
      reported = [
        ...reported,
        { ...milestone('dispatched'), milestone: 'departed_pickup' as never },
      ];
      return answer();
    });
    const { user } = renderWithApp(<TrackingPanel loadId={7} party="carrier" />);
    const panel = await screen.findByTestId('tracking-panel');
    const pickedUp = await within(panel).findByRole('button', { name: 'Mark picked up' });
    await waitFor(() => expect(pickedUp).toBeEnabled());
    await user.click(pickedUp);
    const ask = await screen.findByRole('dialog', { name: 'Mark picked up?' });
    expect(ask).toHaveTextContent(
      'The shipper is told the load is in transit. This cannot be undone.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post.calls).toHaveLength(0);
    await user.click(pickedUp);
    const again = await screen.findByRole('dialog', { name: 'Mark picked up?' });
    await user.click(within(again).getByRole('button', { name: 'Yes, picked up' }));
    await waitFor(() => expect(post.calls).toHaveLength(1));
    expect(post.lastBody()).toEqual({ milestone: 'departed_pickup' });
    expect(await within(panel).findByRole('button', { name: 'Arrived at delivery' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Mark delivered' })).toBeDisabled();
  }, 20_000);

  it("takes the check call's ETA with the app's date-time picker, not the browser's", async () => {
    route('get', '/api/loads/:id/tracking', timeline, {
      results: [],
      count: 0,
      at_risk: false,
      eta: null,
    });
    renderWithApp(<TrackingPanel loadId={7} party="carrier" />);
    const form = await screen.findByRole('form', { name: 'Check call' });
    expect(form.querySelector('input[type="datetime-local"]')).toBeNull();
    expect(within(form).getByRole('button', { name: /^ETA/ })).toBeInTheDocument();
  });

  it('offers "Revoke link" to the shipper only once a tracking link exists', async () => {
    const answer = { results: [], count: 0, at_risk: false, eta: null };
    route('get', '/api/loads/:id/tracking', timeline, { ...answer, share_link_active: false });
    route('post', '/api/loads/:id/share', shareLink, {
      url: 'http://localhost/track/abcdefghijklmnopqrstuv',
      token: 'abcdefghijklmnopqrstuv',
      expires_at: null,
    });
    const { user } = renderWithApp(<TrackingPanel loadId={7} party="shipper" />);
    const share = await screen.findByTestId('share-link');
    expect(within(share).getByRole('button', { name: 'Create link' })).toBeInTheDocument();
    expect(within(share).queryByRole('button', { name: 'Revoke link' })).toBeNull();
    await user.click(within(share).getByRole('button', { name: 'Create link' }));
    expect(await within(share).findByRole('button', { name: 'Revoke link' })).toBeInTheDocument();
  });

  it('drops "Revoke link" once the working link is revoked, and offers a new one', async () => {
    const answer = { results: [], count: 0, at_risk: false, eta: null };
    route('get', '/api/loads/:id/tracking', timeline, { ...answer, share_link_active: true });
    const revoked = routeDelete('/api/loads/:id/share');
    const { user } = renderWithApp(<TrackingPanel loadId={7} party="shipper" />);
    const share = await screen.findByTestId('share-link');
    await user.click(await within(share).findByRole('button', { name: 'Revoke link' }));
    expect(await within(share).findByRole('button', { name: 'Create link' })).toBeInTheDocument();
    expect(revoked).toEqual(['7']);
    expect(within(share).queryByRole('button', { name: 'Revoke link' })).toBeNull();
  });
});
