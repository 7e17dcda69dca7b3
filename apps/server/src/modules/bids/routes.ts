import {
  bidList,
  bidListQuery,
  bidRequest,
  bidResponse,
  bidUpdateRequest,
  confirmQuoteRequest,
} from '@spotlane/shared/schemas/bids';
import { idParams } from '@spotlane/shared/schemas/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../platform/auth.ts';
import {
  acceptBid,
  confirmQuote,
  editBid,
  listBids,
  placeBid,
  readBid,
  rejectBid,
  rejectQuote,
} from './service.ts';

export const bidRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
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
      reply
        .code(201)
        .send(await placeBid(db, requireCaller(request), request.body, config.APP_URL)),
  );
  app.get(
    '/api/bids/:id',
    { schema: { tags, params: idParams, response: { 200: bidResponse } } },
    async (request) => readBid(db, requireCaller(request), request.params.id),
  );
  app.put(
    '/api/bids/:id',
    { schema: { tags, params: idParams, body: bidUpdateRequest, response: { 200: bidResponse } } },
    async (request) =>
      editBid(db, requireCaller(request), request.params.id, request.body, config.APP_URL),
  );
  app.post(
    '/api/bids/:id/confirm_quote',
    {
      schema: { tags, params: idParams, body: confirmQuoteRequest, response: { 200: bidResponse } },
    },
    async (request) =>
      confirmQuote(
        db,
        requireCaller(request),
        request.params.id,
        {
          ...request.body,
          pickup_date: request.body.pickup_date ?? null,
          delivery_date: request.body.delivery_date ?? null,
        },
        config.APP_URL,
      ),
  );
  app.delete(
    '/api/bids/:id/reject_quote',
    { schema: { tags, params: idParams } },
    async (request, reply) => {
      await rejectQuote(db, requireCaller(request), request.params.id, config.APP_URL);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/bids/:id/accept',
    { schema: { tags, params: idParams, response: { 200: bidResponse } } },
    async (request) => acceptBid(db, requireCaller(request), request.params.id, config.APP_URL),
  );
  app.post(
    '/api/bids/:id/reject',
    { schema: { tags, params: idParams, response: { 200: bidResponse } } },
    async (request) => rejectBid(db, requireCaller(request), request.params.id, config.APP_URL),
  );
};
