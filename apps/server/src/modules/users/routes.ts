import * as schemas from '@spotlane/shared/schemas/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller, requirePermission } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import * as service from './service.ts';

export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const route = endpoints(app, ['users']);
  const manager = (request: FastifyRequest) => requirePermission(request, 'user_manage');
  route.get('/api/users', { reply: schemas.teamUserList }, ({ request }) =>
    service.listTeam(ctx.db, requireCaller(request)),
  );
  route.post(
    '/api/users',
    { body: schemas.inviteUserRequest, reply: schemas.teamUser, status: 201 },
    (input) => service.inviteUser(ctx, manager(input.request), input.body),
  );
  route.put(
    '/api/users/:id',
    { params: true, body: schemas.updateUserRequest, reply: schemas.teamUser },
    (input) => service.updateUser(ctx.db, manager(input.request), input.id, input.body),
  );

  route.get('/api/profile', { reply: schemas.profileResponse }, ({ request }) => {
    const caller = requireCaller(request);
    return service.toProfile(caller.user, caller.account);
  });
  route.put(
    '/api/profile',
    { body: schemas.profileRequest, reply: schemas.profileResponse },
    ({ request, body }) => service.updateProfile(ctx.db, requireCaller(request), body),
  );
};
