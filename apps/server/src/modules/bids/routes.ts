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
import { endpoints, resource } from '../../platform/endpoints.ts';
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
  const route = endpoints(app, ['bids']);
  resource(route, '/api/bids', ctx, {
    schemas: {
      listQuery: bidListQuery,
      list: bidList,
      body: bidRequest,
      changeBody: bidUpdateRequest,
      detail: bidResponse,
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
