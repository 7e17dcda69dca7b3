import { chatResponse, commentList, commentRequest } from '@spotlane/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { idParams } from '../../platform/params.ts';
import { getChat, listLoadComments, postChat, postLoadComment } from './service.ts';

export const chatRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const tags = ['chat'];
  app.get(
    '/api/bids/:id/chat_messages',
    { schema: { tags, params: idParams, response: { 200: chatResponse } } },
    async (request) => getChat(db, requireCaller(request), request.params.id),
  );
  app.post(
    '/api/bids/:id/create_bid_comment',
    { schema: { tags, params: idParams, body: commentRequest, response: { 201: chatResponse } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await postChat(ctx, requireCaller(request), request.params.id, request.body.comment)),
  );
  app.get(
    '/api/loads/:id/comments',
    { schema: { tags, params: idParams, response: { 200: commentList } } },
    async (request) => listLoadComments(db, requireCaller(request), request.params.id),
  );
  app.post(
    '/api/loads/:id/comments',
    { schema: { tags, params: idParams, body: commentRequest, response: { 201: commentList } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await postLoadComment(
            ctx,
            requireCaller(request),
            request.params.id,
            request.body.comment,
          ),
        ),
  );
};
