import {
  apiTokenList,
  createApiTokenRequest,
  createdApiToken,
} from '@spotlane/shared/schemas/api-tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { createToken, listTokens, revokeToken } from './service.ts';

/** Settings > API (PRODUCT.md 11): every user manages their own personal tokens. */
export const apiTokenRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const route = endpoints(app, ['api tokens']);
  route.get('/api/api_tokens', { reply: apiTokenList }, ({ request }) =>
    listTokens(db, requireCaller(request)),
  );
  const create = { body: createApiTokenRequest, reply: createdApiToken, status: 201 } as const;
  route.post('/api/api_tokens', create, ({ request, body }) =>
    createToken(db, requireCaller(request), body),
  );
  route.delete('/api/api_tokens/:id', { params: true }, ({ request, id }) =>
    revokeToken(db, requireCaller(request), id),
  );
};
