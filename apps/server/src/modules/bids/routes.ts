import * as schemas from '@spotlane/shared/schemas/bids';
import { acceptOverrideRequest } from '@spotlane/shared/schemas/compliance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { endpoints, resource } from '../../platform/endpoints.ts';
import { acceptBid, acceptCounter, rejectBid } from './award.ts';
import { declineCounter, proposeCounter } from './counters.ts';
import { editBid, placeBid, withdrawBid } from './place.ts';
import { listBids, readBid } from './read.ts';

export const bidRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const route = endpoints(app, ['bids']);
  resource(route, '/api/bids', ctx, {
    schemas: {
      listQuery: schemas.bidListQuery,
      list: schemas.bidList,
      body: schemas.bidRequest,
      changeBody: schemas.bidUpdateRequest,
      detail: schemas.bidResponse,
    },
    reader: requireCaller,
    writer: requireCaller,
    list: (context, caller, query) => listBids(context.db, caller, query.load_id),
    create: placeBid,
    get: (context, caller, id) => readBid(context.db, caller, id),
    update: editBid,
    remove: withdrawBid,
  });
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
  // PRODUCT.md 15: accepting a counter of a carrier the policy blocks takes {override_reason}.
  route.post(
    '/api/counters/:id/accept',
    { params: true, body: acceptOverrideRequest, reply: schemas.bidResponse },
    ({ request, id, body }) => acceptCounter(ctx, requireCaller(request), id, body),
  );
  // The other decisions on a bid or a counter: each answers the bid as it then stands.
  const decisions = {
    '/api/bids/:id/reject': rejectBid,
    '/api/counters/:id/decline': declineCounter,
  };
  for (const [path, decide] of Object.entries(decisions)) {
    route.post(path, { params: true, reply: schemas.bidResponse }, ({ request, id }) =>
      decide(ctx, requireCaller(request), id),
    );
  }
};
