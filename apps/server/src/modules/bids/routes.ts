import {
  bidList,
  bidListQuery,
  bidRequest,
  bidResponse,
  bidUpdateRequest,
  counterRequest,
  counterResponse,
} from '@spotlane/shared/schemas/bids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { idParams } from '../../platform/params.ts';
import {
  acceptBid,
  acceptCounter,
  declineCounter,
  editBid,
  listBids,
  placeBid,
  proposeCounter,
  readBid,
  rejectBid,
  withdrawBid,
} from './service.ts';

export const bidRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const tags = ['bids'];
  app.get(
    '/api/bids',
    { schema: { tags, querystring: bidListQuery, response: { 200: bidList } } },
    async (request) => listBids(db, requireCaller(request), request.query.load_id),
  );
  app.post(
    '/api/bids',
    { schema: { tags, body: bidRequest, response: { 201: bidResponse } } },
    async (request, reply) =>
      reply.code(201).send(await placeBid(ctx, requireCaller(request), request.body)),
  );
  app.get(
    '/api/bids/:id',
    { schema: { tags, params: idParams, response: { 200: bidResponse } } },
    async (request) => readBid(db, requireCaller(request), request.params.id),
  );
  app.put(
    '/api/bids/:id',
    { schema: { tags, params: idParams, body: bidUpdateRequest, response: { 200: bidResponse } } },
    async (request) => editBid(ctx, requireCaller(request), request.params.id, request.body),
  );
  app.delete('/api/bids/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    await withdrawBid(ctx, requireCaller(request), request.params.id);
    return reply.code(204).send();
  });
  app.post(
    '/api/bids/:id/accept',
    { schema: { tags, params: idParams, response: { 200: bidResponse } } },
    async (request) => acceptBid(ctx, requireCaller(request), request.params.id),
  );
  app.post(
    '/api/bids/:id/reject',
    { schema: { tags, params: idParams, response: { 200: bidResponse } } },
    async (request) => rejectBid(ctx, requireCaller(request), request.params.id),
  );
  app.post(
    '/api/bids/:id/counter',
    {
      schema: { tags, params: idParams, body: counterRequest, response: { 201: counterResponse } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await proposeCounter(ctx, requireCaller(request), request.params.id, request.body)),
  );
  app.post(
    '/api/counters/:id/accept',
    { schema: { tags, params: idParams, response: { 200: bidResponse } } },
    async (request) => acceptCounter(ctx, requireCaller(request), request.params.id),
  );
  app.post(
    '/api/counters/:id/decline',
    { schema: { tags, params: idParams, response: { 200: bidResponse } } },
    async (request) => declineCounter(ctx, requireCaller(request), request.params.id),
  );
};
