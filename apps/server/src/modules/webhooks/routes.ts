import * as schemas from '@spotlane/shared/schemas/webhooks';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requirePermission } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import * as service from './service.ts';

/**
 * Settings > Webhooks (PRODUCT.md 11): the account owner or a user with `user_manage`
 * (owners hold every permission); another account's endpoint is 404.
 */
export const webhookRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const route = endpoints(app, ['webhooks']);
  const manager = (request: FastifyRequest) => requirePermission(request, 'user_manage');
  // Only a creation answers the signing secret.
  route.get('/api/webhooks', { reply: schemas.webhookList }, ({ request }) =>
    service.listEndpoints(ctx, manager(request)),
  );
  route.post(
    '/api/webhooks',
    { body: schemas.webhookRequest, reply: schemas.createdWebhookEndpoint, status: 201 },
    ({ request, body }) => service.createEndpoint(ctx, manager(request), body),
  );
  route.get(
    '/api/webhooks/:id',
    { params: true, reply: schemas.webhookEndpoint },
    ({ request, id }) => service.getEndpoint(ctx, manager(request), id),
  );
  route.put(
    '/api/webhooks/:id',
    { params: true, body: schemas.webhookRequest, reply: schemas.webhookEndpoint },
    ({ request, id, body }) => service.updateEndpoint(ctx, manager(request), id, body),
  );
  route.delete('/api/webhooks/:id', { params: true }, ({ request, id }) =>
    service.deleteEndpoint(ctx, manager(request), id),
  );
  const deliveries = { params: true, reply: schemas.webhookDeliveryList } as const;
  route.get('/api/webhooks/:id/deliveries', deliveries, ({ request, id }) =>
    service.listDeliveries(ctx, manager(request), id),
  );
  const test = { params: true, reply: schemas.webhookTestQueued, status: 202 } as const;
  route.post('/api/webhooks/:id/test', test, ({ request, id }) =>
    service.queueTest(ctx, manager(request), id),
  );
};
