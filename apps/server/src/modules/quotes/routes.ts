import {
  bidResponse,
  chooseQuoteRequest,
  confirmQuoteRequest,
} from '@spotlane/shared/schemas/bids';
import { loadDetail, quotesToBeConfirmed } from '@spotlane/shared/schemas/loads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller, requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { getLoad } from '../loads/index.ts';
import {
  chooseQuote,
  confirmQuote,
  quotesToBeConfirmed as quotesToConfirm,
  rejectQuote,
} from './service.ts';

export const quoteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const route = endpoints(app, ['quotes']);
  route.get('/api/loads/quotes_to_be_confirmed', { reply: quotesToBeConfirmed }, ({ request }) => {
    const caller = requireCaller(request);
    if (caller.account.type !== 'carrier') return { results: [] };
    return quotesToConfirm(ctx.db, caller);
  });
  /** Chooses a quote (or, with none, takes the choice back) and answers the load as it is now. */
  const choose = async (request: FastifyRequest, loadId: number, bidId: number | null) => {
    const caller = requireShipper(request);
    await chooseQuote(ctx, caller, loadId, bidId);
    return getLoad(ctx.db, caller, loadId);
  };
  const chosen = { params: true, body: chooseQuoteRequest, reply: loadDetail } as const;
  route.post('/api/loads/:id/choose_quote', chosen, ({ request, id, body }) =>
    choose(request, id, body.bid_id),
  );
  route.delete('/api/loads/:id/choose_quote', { params: true, reply: loadDetail }, (input) =>
    choose(input.request, input.id, null),
  );
  const confirm = { params: true, body: confirmQuoteRequest, reply: bidResponse } as const;
  route.post('/api/bids/:id/confirm_quote', confirm, ({ request, id, body }) =>
    confirmQuote(ctx, requireCaller(request), id, {
      ...body,
      pickup_date: body.pickup_date ?? null,
      delivery_date: body.delivery_date ?? null,
      valid_until: null,
    }),
  );
  route.delete('/api/bids/:id/reject_quote', { params: true }, ({ request, id }) =>
    rejectQuote(ctx, requireCaller(request), id),
  );
};
