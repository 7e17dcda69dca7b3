import { accountRequest, accountResponse, shipperResponse } from '@spotlane/shared/schemas/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { getAccount, getShipper, updateAccount } from './service.ts';

/** /settings/account (PRODUCT.md 11): the company profile with its logo. */
export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const route = endpoints(app, ['account']);
  route.get('/api/account', { reply: accountResponse }, ({ request }) =>
    getAccount(ctx, requireCaller(request)),
  );
  route.put('/api/account', { body: accountRequest, reply: accountResponse }, ({ request, body }) =>
    updateAccount(ctx, requireCaller(request), body),
  );
  route.get('/api/shippers/:id', { params: true, reply: shipperResponse }, ({ request, id }) =>
    getShipper(ctx, requireCaller(request), id),
  );
};
