import {
  createdWebhookEndpoint,
  type WebhookRequest,
  webhookDeliveryList,
  webhookEndpoint,
  webhookList,
  webhookTestQueued,
} from '@spotlane/shared/schemas/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const webhooksQueryKey = ['webhooks'] as const;
const deliveriesKey = (id: number) => [...webhooksQueryKey, id, 'deliveries'] as const;

/** GET /api/webhooks: the account's endpoints (never their secrets). */
export function useWebhooks() {
  return useQuery({
    queryKey: webhooksQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/webhooks', { schema: webhookList, signal }),
  });
}

/** POST /api/webhooks (the answer holds the signing secret, shown once) or PUT /api/webhooks/{id}. */
export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: WebhookRequest }) =>
      id === undefined
        ? apiRequest('/api/webhooks', { method: 'POST', body, schema: createdWebhookEndpoint })
        : apiRequest(`/api/webhooks/${id}`, { method: 'PUT', body, schema: webhookEndpoint }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

/** DELETE /api/webhooks/{id}: the endpoint and its log go. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

/** GET /api/webhooks/{id}/deliveries: the newest deliveries; polled while one is pending. */
export function useWebhookDeliveries(id: number, enabled: boolean) {
  return useQuery({
    queryKey: deliveriesKey(id),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(`/api/webhooks/${id}/deliveries`, { schema: webhookDeliveryList, signal }),
    refetchInterval: (query) =>
      query.state.data?.results.some((delivery) => delivery.status === 'pending') ? 5000 : false,
  });
}

/** POST /api/webhooks/{id}/test: queues a `webhook.test` delivery (202). */
export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/webhooks/${id}/test`, { method: 'POST', schema: webhookTestQueued }),
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}
