import {
  createdWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  webhookDeliveryList,
  webhookEndpoint,
  webhookList,
  webhookTestQueued,
} from '@spotlane/shared/schemas/webhooks';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { nextEventTypes } from '../../../features/account/components/webhook-form.tsx';
import { confirmInDialog } from '../../../testing/confirm.ts';
import { makeUser, signIn } from '../../../testing/fixtures.ts';
import { expectAlertWhenLoadFails } from '../../../testing/load-failure.tsx';
import { route, routeDelete, server } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import WebhooksPage from './webhooks-page.tsx';

configure({ asyncUtilTimeout: 5000 });

const existing: WebhookEndpoint = {
  id: 7,
  url: 'https://tms.example.com/hooks',
  event_types: ['bid_placed', 'load_status'],
  active: true,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
};

const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 1,
  event_id: 40,
  type: 'bid_placed',
  attempt: 1,
  status: 'succeeded',
  response_code: 200,
  last_error: null,
  next_attempt_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  finished_at: '2026-11-20T10:00:01.000Z',
  ...over,
});

function listing(endpoints: () => WebhookEndpoint[]) {
  route('get', '/api/webhooks', webhookList, () => ({
    results: endpoints(),
    count: endpoints().length,
  }));
}

describe('Settings > Webhooks (PRODUCT.md 11)', () => {
  it('"All events" stands alone in the event choice', () => {
    expect(nextEventTypes(['bid_placed'], ['bid_placed', '*'])).toEqual(['*']);
    expect(nextEventTypes(['*'], ['*', 'comment'])).toEqual(['comment']);
    expect(nextEventTypes(['comment', 'bid_placed'], ['comment'])).toEqual(['comment']);
  });

  it('adds an endpoint and shows its secret once', async () => {
    signIn(makeUser({ user_type: 'shipper' }));
    let endpoints: WebhookEndpoint[] = [];
    listing(() => endpoints);
    const create = route('post', '/api/webhooks', createdWebhookEndpoint, (call) => {
      const body = call.body as Pick<WebhookEndpoint, 'url' | 'event_types' | 'active'>;
      const made = { ...existing, id: 8, ...body };
      endpoints = [made];
      return { ...made, secret: 'whsec_shown-once' };
    });
    const { user } = renderWithApp(<WebhooksPage />);
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
    await user.type(within(dialog).getByLabelText(/Endpoint URL/), 'ftp://nope');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Enter a full https:// URL')).toBeInTheDocument();
    expect(create.calls).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Endpoint URL/));
    await user.type(within(dialog).getByLabelText(/Endpoint URL/), 'https://erp.example.com/in');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(create.calls).toHaveLength(1));
    expect(create.lastBody()).toEqual({
      url: 'https://erp.example.com/in',
      event_types: ['*'],
      active: true,
    });
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent('whsec_shown-once');
    expect(await screen.findByText('https://erp.example.com/in')).toBeInTheDocument();
  });

  it("puts the server's refusal of a URL next to the field", async () => {
    signIn(makeUser({ user_type: 'carrier' }));
    listing(() => []);
    server.use(
      http.post('*/api/webhooks', () =>
        HttpResponse.json(
          {
            errors: [
              {
                code: 'ValidationError',
                field: 'url',
                message:
                  'Webhooks go to public addresses only: localhost resolves to 127.0.0.1, a loopback address',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithApp(<WebhooksPage />);
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
    await user.type(within(dialog).getByLabelText(/Endpoint URL/), 'https://localhost/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(/resolves to 127\.0\.0\.1/)).toBeInTheDocument();
  });

  it('edits an endpoint, sends a test event and shows the delivery log', async () => {
    signIn(makeUser({ user_type: 'shipper' }));
    let endpoints = [existing];
    listing(() => endpoints);
    const update = route('put', '/api/webhooks/:id', webhookEndpoint, (call) => {
      const saved = { ...existing, ...(call.body as object) };
      endpoints = [saved];
      return saved;
    });
    let log: WebhookDelivery[] = [
      delivery({ id: 1 }),
      delivery({
        id: 2,
        status: 'pending',
        response_code: 500,
        last_error: 'the endpoint answered 500',
        next_attempt_at: '2026-11-20T10:01:00.000Z',
      }),
    ];
    route('get', '/api/webhooks/:id/deliveries', webhookDeliveryList, () => ({
      results: log,
      count: log.length,
    }));
    const test = route('post', '/api/webhooks/:id/test', webhookTestQueued, () => {
      log = [
        delivery({
          id: 3,
          type: 'webhook.test',
          event_id: null,
          attempt: 0,
          status: 'pending',
          response_code: null,
        }),
        ...log,
      ];
      return { delivery_id: 3 };
    });
    const { user } = renderWithApp(<WebhooksPage />);
    expect(await screen.findByText(existing.url)).toBeInTheDocument();
    expect(screen.getByText('Bid placed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(test.calls).toHaveLength(1));
    const table = await screen.findByRole('table', { name: 'Delivery log' });
    expect(await within(table).findByText('webhook.test')).toBeInTheDocument();
    expect(within(table).getByText('the endpoint answered 500')).toBeInTheDocument();
    expect(within(table).getByText('500')).toBeInTheDocument();
    expect(within(table).getAllByText('succeeded')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: `Edit ${existing.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook endpoint' });
    await user.click(within(dialog).getByRole('switch', { name: /Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save endpoint' }));
    await waitFor(() => expect(update.calls).toHaveLength(1));
    expect(update.lastBody()).toEqual({
      url: existing.url,
      event_types: existing.event_types,
      active: false,
    });
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
  });

  it('asks before deleting, then deletes', async () => {
    signIn(makeUser({ user_type: 'carrier' }));
    let endpoints = [existing];
    listing(() => endpoints);
    const deleted = routeDelete('/api/webhooks/:id', () => {
      endpoints = [];
    });
    const { user } = renderWithApp(<WebhooksPage />);
    await confirmInDialog(user, {
      button: `Delete ${existing.url}`,
      dialog: 'Delete this endpoint?',
      says: 'receives nothing more',
      confirm: 'Delete',
    });
    await waitFor(() => expect(deleted).toEqual(['7']));
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
  });

  it('says when the endpoints cannot be loaded', async () => {
    signIn(makeUser({ user_type: 'shipper' }));
    await expectAlertWhenLoadFails('/api/webhooks', <WebhooksPage />);
  });
});
