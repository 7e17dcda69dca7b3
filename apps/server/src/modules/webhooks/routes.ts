import {
  createdWebhookEndpoint,
  webhookDeliveryList,
  webhookEndpoint,
  webhookList,
  webhookRequest,
  webhookTestQueued,
} from '@spotlane/shared/schemas/webhooks';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requirePermission } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  queueTest,
  updateEndpoint,
} from './service.ts';

/**
 * Settings > Webhooks (PRODUCT.md 11): the account owner or a user with `user_manage`
 * (owners hold every permission); another account's endpoint is 404.
 */
export const webhookRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const route = endpoints(app, ['webhooks']);
  const manager = (request: FastifyRequest) => requirePermission(request, 'user_manage');
  route.get('/api/webhooks', { reply: webhookList }, ({ request }) =>
    listEndpoints(ctx, manager(request)),
  );
  const create = { body: webhookRequest, reply: createdWebhookEndpoint, status: 201 } as const;
  route.post('/api/webhooks', create, ({ request, body }) =>
    createEndpoint(ctx, manager(request), body),
  );
  route.get('/api/webhooks/:id', { params: true, reply: webhookEndpoint }, ({ request, id }) =>
    getEndpoint(ctx, manager(request), id),
  );
  const update = { params: true, body: webhookRequest, reply: webhookEndpoint } as const;
  route.put('/api/webhooks/:id', update, ({ request, id, body }) =>
    updateEndpoint(ctx, manager(request), id, body),
  );
  route.delete('/api/webhooks/:id', { params: true }, ({ request, id }) =>
    deleteEndpoint(ctx, manager(request), id),
  );
  const deliveries = { params: true, reply: webhookDeliveryList } as const;
  route.get('/api/webhooks/:id/deliveries', deliveries, ({ request, id }) =>
    listDeliveries(ctx, manager(request), id),
  );
  const test = { params: true, reply: webhookTestQueued, status: 202 } as const;
  route.post('/api/webhooks/:id/test', test, ({ request, id }) =>
    queueTest(ctx, manager(request), id),
  );
};
