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
import { endpoints } from '../../platform/endpoints.ts';
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
  const route = endpoints(app, ['bids']);
  route.get('/api/bids', { query: bidListQuery, reply: bidList }, ({ request, query }) =>
    listBids(db, requireCaller(request), query.load_id),
  );
  route.post('/api/bids', { body: bidRequest, reply: bidResponse, status: 201 }, (input) =>
    placeBid(ctx, requireCaller(input.request), input.body),
  );
  route.get('/api/bids/:id', { params: true, reply: bidResponse }, ({ request, id }) =>
    readBid(db, requireCaller(request), id),
  );
  route.put(
    '/api/bids/:id',
    { params: true, body: bidUpdateRequest, reply: bidResponse },
    (input) => editBid(ctx, requireCaller(input.request), input.id, input.body),
  );
  route.delete('/api/bids/:id', { params: true }, ({ request, id }) =>
    withdrawBid(ctx, requireCaller(request), id),
  );
  route.post(
    '/api/bids/:id/counter',
    { params: true, body: counterRequest, reply: counterResponse, status: 201 },
    (input) => proposeCounter(ctx, requireCaller(input.request), input.id, input.body),
  );
  // The decisions on a bid or a counter: each answers the bid as it then stands.
  const decisions = {
    '/api/bids/:id/accept': acceptBid,
    '/api/bids/:id/reject': rejectBid,
    '/api/counters/:id/accept': acceptCounter,
    '/api/counters/:id/decline': declineCounter,
  };
  for (const [path, decide] of Object.entries(decisions)) {
    route.post(path, { params: true, reply: bidResponse }, ({ request, id }) =>
      decide(ctx, requireCaller(request), id),
    );
  }
};
