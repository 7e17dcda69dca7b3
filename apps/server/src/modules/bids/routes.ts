import * as schemas from '@spotlane/shared/schemas/bids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { acceptBid, acceptCounter, rejectBid } from './award.ts';
import { declineCounter, proposeCounter } from './counters.ts';
import { editBid, placeBid, withdrawBid } from './place.ts';
import { listBids, readBid } from './read.ts';

export const bidRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const route = endpoints(app, ['bids']);
  route.get(
    '/api/bids',
    { query: schemas.bidListQuery, reply: schemas.bidList },
    ({ request, query }) => listBids(ctx.db, requireCaller(request), query.load_id),
  );
  route.post(
    '/api/bids',
    { body: schemas.bidRequest, reply: schemas.bidResponse, status: 201 },
    ({ request, body }) => placeBid(ctx, requireCaller(request), body),
  );
  route.get('/api/bids/:id', { params: true, reply: schemas.bidResponse }, ({ request, id }) =>
    readBid(ctx.db, requireCaller(request), id),
  );
  route.put(
    '/api/bids/:id',
    { params: true, body: schemas.bidUpdateRequest, reply: schemas.bidResponse },
    ({ request, id, body }) => editBid(ctx, requireCaller(request), id, body),
  );
  route.delete('/api/bids/:id', { params: true }, ({ request, id }) =>
    withdrawBid(ctx, requireCaller(request), id),
  );
  route.post(
    '/api/bids/:id/counter',
    { params: true, body: schemas.counterRequest, reply: schemas.counterResponse, status: 201 },
    (input) => proposeCounter(ctx, requireCaller(input.request), input.id, input.body),
  );
  route.post(
    '/api/bids/:id/accept',
    { params: true, body: schemas.acceptBidRequest, reply: schemas.bidResponse },
    ({ request, id, body }) => acceptBid(ctx, requireCaller(request), id, body),
  );
  // The other decisions on a bid or a counter: each answers the bid as it then stands.
  route.post(
    '/api/bids/:id/reject',
    { params: true, reply: schemas.bidResponse },
    ({ request, id }) => rejectBid(ctx, requireCaller(request), id),
  );
  route.post(
    '/api/counters/:id/accept',
    { params: true, reply: schemas.bidResponse },
    ({ request, id }) => acceptCounter(ctx, requireCaller(request), id),
  );
  route.post(
    '/api/counters/:id/decline',
    { params: true, reply: schemas.bidResponse },
    ({ request, id }) => declineCounter(ctx, requireCaller(request), id),
  );
};
