import {
  inviteUserRequest,
  profileRequest,
  profileResponse,
  teamUser,
  teamUserList,
  updateUserRequest,
} from '@spotlane/shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller, requirePermission } from '../../platform/auth.ts';
import { idParams } from '../../platform/params.ts';
import { inviteUser, listTeam, toProfile, updateProfile, updateUser } from './service.ts';

const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get('/api/users', { schema: { tags, response: { 200: teamUserList } } }, async (request) =>
    listTeam(ctx.db, requireCaller(request)),
  );

  app.post(
    '/api/users',
    { schema: { tags, body: inviteUserRequest, response: { 201: teamUser } } },
    async (request, reply) => {
      const caller = requirePermission(request, 'user_manage');
      return reply.code(201).send(await inviteUser(ctx, caller, request.body));
    },
  );

  app.put(
    '/api/users/:id',
    { schema: { tags, params: idParams, body: updateUserRequest, response: { 200: teamUser } } },
    async (request) => {
      const caller = requirePermission(request, 'user_manage');
      return updateUser(ctx.db, caller, request.params.id, request.body);
    },
  );

  app.get(
    '/api/profile',
    { schema: { tags, response: { 200: profileResponse } } },
    async (request) => {
      const caller = requireCaller(request);
      return toProfile(caller.user, caller.account);
    },
  );
  app.put(
    '/api/profile',
    { schema: { tags, body: profileRequest, response: { 200: profileResponse } } },
    async (request) => updateProfile(ctx.db, requireCaller(request), request.body),
  );
};
