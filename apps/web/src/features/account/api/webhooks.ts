import {
  createdWebhookEndpoint,
  type WebhookRequest,
  webhookDeliveryList,
  webhookEndpoint,
  webhookList,
  webhookTestQueued,
} from '@spotlane/shared/schemas/webhooks';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { accountKeys } from './keys.ts';

export const webhooksQueryKey = accountKeys.webhooks;
const deliveriesKey = (id: number) => [...webhooksQueryKey, id, 'deliveries'] as const;

/** GET /api/webhooks: the account's endpoints (never their secrets). */
export function useWebhooks() {
  return useQuery(getQuery(webhooksQueryKey, '/api/webhooks', webhookList));
}

/** POST /api/webhooks (the answer holds the signing secret, shown once) or PUT /api/webhooks/{id}. */
export function useSaveWebhook() {
  return useApiMutation(
    ({ id, body }: { id?: number; body: WebhookRequest }) =>
      id === undefined
        ? apiRequest('/api/webhooks', { method: 'POST', body, schema: createdWebhookEndpoint })
        : apiRequest(`/api/webhooks/${id}`, { method: 'PUT', body, schema: webhookEndpoint }),
    { invalidates: [webhooksQueryKey] },
  );
}

/** DELETE /api/webhooks/{id}: the endpoint and its log go. */
export function useDeleteWebhook() {
  return useApiMutation(
    (id: number) => apiRequest<void>(`/api/webhooks/${id}`, { method: 'DELETE' }),
    { invalidates: [webhooksQueryKey] },
  );
}

/** GET /api/webhooks/{id}/deliveries: the newest deliveries; polled while one is pending. */
export function useWebhookDeliveries(id: number, enabled: boolean) {
  return useQuery({
    ...getQuery(deliveriesKey(id), `/api/webhooks/${id}/deliveries`, webhookDeliveryList),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.results.some((delivery) => delivery.status === 'pending') ? 5000 : false,
  });
}

/** POST /api/webhooks/{id}/test: queues a `webhook.test` delivery (202). */
export function useSendTestWebhook() {
  return useApiMutation(
    (id: number) =>
      apiRequest(`/api/webhooks/${id}/test`, { method: 'POST', schema: webhookTestQueued }),
    { invalidates: (id) => [deliveriesKey(id)] },
  );
}
