import { accountRequest, accountResponse, shipperResponse } from '@spotlane/shared/schemas/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { idParams } from '../../platform/params.ts';
import { getAccount, getShipper, updateAccount } from './service.ts';

/** /settings/account (PRODUCT.md 11): the company profile with its logo. */
export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['account'];
  app.get(
    '/api/account',
    { schema: { tags, response: { 200: accountResponse } } },
    async (request) => getAccount(ctx, requireCaller(request)),
  );
  app.put(
    '/api/account',
    { schema: { tags, body: accountRequest, response: { 200: accountResponse } } },
    async (request) => updateAccount(ctx, requireCaller(request), request.body),
  );
  app.get(
    '/api/shippers/:id',
    { schema: { tags, params: idParams, response: { 200: shipperResponse } } },
    async (request) => getShipper(ctx, requireCaller(request), request.params.id),
  );
};
