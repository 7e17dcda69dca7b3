import {
  inviteUserRequest,
  profileRequest,
  profileResponse,
  teamUser,
  teamUserList,
  updateUserRequest,
} from '@spotlane/shared/schemas/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller, requirePermission } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { inviteUser, listTeam, toProfile, updateProfile, updateUser } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const route = endpoints(app, ['users']);
  const manager = (request: FastifyRequest) => requirePermission(request, 'user_manage');
  route.get('/api/users', { reply: teamUserList }, ({ request }) =>
    listTeam(ctx.db, requireCaller(request)),
  );
  route.post('/api/users', { body: inviteUserRequest, reply: teamUser, status: 201 }, (input) =>
    inviteUser(ctx, manager(input.request), input.body),
  );
  route.put('/api/users/:id', { params: true, body: updateUserRequest, reply: teamUser }, (input) =>
    updateUser(ctx.db, manager(input.request), input.id, input.body),
  );

  route.get('/api/profile', { reply: profileResponse }, ({ request }) => {
    const caller = requireCaller(request);
    return toProfile(caller.user, caller.account);
  });
  route.put('/api/profile', { body: profileRequest, reply: profileResponse }, ({ request, body }) =>
    updateProfile(ctx.db, requireCaller(request), body),
  );
};
