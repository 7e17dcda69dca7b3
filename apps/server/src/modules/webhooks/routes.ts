import * as schemas from '@spotlane/shared/schemas/webhooks';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requirePermission } from '../../platform/auth.ts';
import { endpoints, resource } from '../../platform/endpoints.ts';
import * as service from './service.ts';

/**
 * Settings > Webhooks (PRODUCT.md 11): the account owner or a user with `user_manage`
 * (owners hold every permission); another account's endpoint is 404.
 */
export const webhookRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const route = endpoints(app, ['webhooks']);
  const manager = (request: FastifyRequest) => requirePermission(request, 'user_manage');
  resource(route, '/api/webhooks', ctx, {
    // Only a creation answers the signing secret.
    schemas: {
      list: schemas.webhookList,
      body: schemas.webhookRequest,
      detail: schemas.webhookEndpoint,
      created: schemas.createdWebhookEndpoint,
    },
    reader: manager,
    writer: manager,
    list: service.listEndpoints,
    create: service.createEndpoint,
    get: service.getEndpoint,
    update: service.updateEndpoint,
    remove: service.deleteEndpoint,
  });
  const deliveries = { params: true, reply: schemas.webhookDeliveryList } as const;
  route.get('/api/webhooks/:id/deliveries', deliveries, ({ request, id }) =>
    service.listDeliveries(ctx, manager(request), id),
  );
  const test = { params: true, reply: schemas.webhookTestQueued, status: 202 } as const;
  route.post('/api/webhooks/:id/test', test, ({ request, id }) =>
    service.queueTest(ctx, manager(request), id),
  );
};
