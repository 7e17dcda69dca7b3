import {
  createdWebhookEndpoint,
  webhookDeliveryList,
  webhookEndpoint,
  webhookList,
  webhookRequest,
  webhookTestQueued,
} from '@spotlane/shared/schemas/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requirePermission } from '../../platform/auth.ts';
import { deleteRoute, idParams } from '../../platform/params.ts';
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
  const tags = ['webhooks'];
  const manager = (request: Parameters<typeof requirePermission>[0]) =>
    requirePermission(request, 'user_manage');
  app.get('/api/webhooks', { schema: { tags, response: { 200: webhookList } } }, async (request) =>
    listEndpoints(ctx, manager(request)),
  );
  app.post(
    '/api/webhooks',
    { schema: { tags, body: webhookRequest, response: { 201: createdWebhookEndpoint } } },
    async (request, reply) =>
      reply.code(201).send(await createEndpoint(ctx, manager(request), request.body)),
  );
  app.get(
    '/api/webhooks/:id',
    { schema: { tags, params: idParams, response: { 200: webhookEndpoint } } },
    async (request) => getEndpoint(ctx, manager(request), request.params.id),
  );
  app.put(
    '/api/webhooks/:id',
    {
      schema: { tags, params: idParams, body: webhookRequest, response: { 200: webhookEndpoint } },
    },
    async (request) => updateEndpoint(ctx, manager(request), request.params.id, request.body),
  );
  deleteRoute(app, '/api/webhooks/:id', tags, (request, id) =>
    deleteEndpoint(ctx, manager(request), id),
  );
  app.get(
    '/api/webhooks/:id/deliveries',
    { schema: { tags, params: idParams, response: { 200: webhookDeliveryList } } },
    async (request) => listDeliveries(ctx, manager(request), request.params.id),
  );
  app.post(
    '/api/webhooks/:id/test',
    { schema: { tags, params: idParams, response: { 202: webhookTestQueued } } },
    async (request, reply) =>
      reply.code(202).send(await queueTest(ctx, manager(request), request.params.id)),
  );
};
