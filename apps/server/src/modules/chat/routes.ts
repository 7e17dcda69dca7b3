import { chatResponse, commentList, commentRequest } from '@spotlane/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { getChat, listLoadComments, postChat, postLoadComment } from './service.ts';

export const chatRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['chat']);
  route.get(
    '/api/bids/:id/chat_messages',
    { params: true, reply: chatResponse },
    ({ request, id }) => getChat(db, requireCaller(request), id),
  );
  const post = { params: true, body: commentRequest, status: 201 } as const;
  route.post('/api/bids/:id/create_bid_comment', { ...post, reply: chatResponse }, (input) =>
    postChat(ctx, requireCaller(input.request), input.id, input.body.comment),
  );
  route.get('/api/loads/:id/comments', { params: true, reply: commentList }, ({ request, id }) =>
    listLoadComments(db, requireCaller(request), id),
  );
  route.post('/api/loads/:id/comments', { ...post, reply: commentList }, (input) =>
    postLoadComment(ctx, requireCaller(input.request), input.id, input.body.comment),
  );
};
