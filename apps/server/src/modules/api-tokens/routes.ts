import {
  apiTokenList,
  createApiTokenRequest,
  createdApiToken,
} from '@spotlane/shared/schemas/api-tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { deleteRoute } from '../../platform/params.ts';
import { createToken, listTokens, revokeToken } from './service.ts';

/** Settings > API (PRODUCT.md 11): every user manages their own personal tokens. */
export const apiTokenRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const tags = ['api tokens'];
  app.get(
    '/api/api_tokens',
    { schema: { tags, response: { 200: apiTokenList } } },
    async (request) => listTokens(db, requireCaller(request)),
  );
  app.post(
    '/api/api_tokens',
    { schema: { tags, body: createApiTokenRequest, response: { 201: createdApiToken } } },
    async (request, reply) =>
      reply.code(201).send(await createToken(db, requireCaller(request), request.body)),
  );
  deleteRoute(app, '/api/api_tokens/:id', tags, (request, id) =>
    revokeToken(db, requireCaller(request), id),
  );
};
