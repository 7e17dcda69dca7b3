import {
  bidResponse,
  chooseQuoteRequest,
  confirmQuoteRequest,
} from '@spotlane/shared/schemas/bids';
import { loadDetail, quotesToBeConfirmed } from '@spotlane/shared/schemas/loads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller, requireShipper } from '../../platform/auth.ts';
import { deleteRoute, idParams } from '../../platform/params.ts';
import { getLoad } from '../loads/service.ts';
import {
  chooseQuote,
  confirmQuote,
  quotesToBeConfirmed as quotesToConfirm,
  rejectQuote,
} from './service.ts';

export const quoteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['quotes'];
  app.get(
    '/api/loads/quotes_to_be_confirmed',
    { schema: { tags, response: { 200: quotesToBeConfirmed } } },
    async (request) => {
      const caller = requireCaller(request);
      if (caller.account.type !== 'carrier') return { results: [] };
      return quotesToConfirm(ctx.db, caller);
    },
  );
  app.post(
    '/api/loads/:id/choose_quote',
    { schema: { tags, params: idParams, body: chooseQuoteRequest, response: { 200: loadDetail } } },
    async (request) => {
      const caller = requireShipper(request);
      await chooseQuote(ctx, caller, request.params.id, request.body.bid_id);
      return getLoad(ctx.db, caller, request.params.id);
    },
  );
  app.delete(
    '/api/loads/:id/choose_quote',
    { schema: { tags, params: idParams, response: { 200: loadDetail } } },
    async (request) => {
      const caller = requireShipper(request);
      await chooseQuote(ctx, caller, request.params.id, null);
      return getLoad(ctx.db, caller, request.params.id);
    },
  );
  app.post(
    '/api/bids/:id/confirm_quote',
    {
      schema: { tags, params: idParams, body: confirmQuoteRequest, response: { 200: bidResponse } },
    },
    async (request) =>
      confirmQuote(ctx, requireCaller(request), request.params.id, {
        ...request.body,
        pickup_date: request.body.pickup_date ?? null,
        delivery_date: request.body.delivery_date ?? null,
        valid_until: null,
      }),
  );
  deleteRoute(app, '/api/bids/:id/reject_quote', tags, (request, id) =>
    rejectQuote(ctx, requireCaller(request), id),
  );
};
