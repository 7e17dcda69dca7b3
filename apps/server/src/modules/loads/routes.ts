import * as schemas from '@spotlane/shared/schemas/loads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireCaller, requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { forbidden } from '../../platform/errors.ts';
import { trustedAnswer } from '../../platform/fast-serializer.ts';
import { recordTonuOnCancel } from '../billing/index.ts';
import { recordStatusMilestone } from '../paperwork/index.ts';
import { spotQuoteList as listSpotQuotes } from './carrier-board.ts';
import { carrierLoadDetail } from './carrier-view.ts';
import { calendarLoads, getLoad, listLoads } from './lists.ts';
import { changeStatus, markLate } from './status.ts';
import { copyLoad, createLoad, publishLoad, setStar, updateLoad } from './write.ts';

export const loadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const tags = ['loads'];

  app.get(
    '/api/loads',
    {
      schema: { tags, querystring: schemas.loadListQuery, response: { 200: schemas.loadList } },
      ...trustedAnswer,
    },
    async (request) => listLoads(db, requireShipper(request), request.query),
  );
  app.get(
    '/api/loads/custom_pagination_spotquotes',
    {
      schema: {
        tags,
        querystring: schemas.spotQuoteQuery,
        response: { 200: schemas.spotQuoteList },
      },
      ...trustedAnswer,
    },
    async (request) => {
      const caller = requireCaller(request);
      if (caller.account.type !== 'carrier') throw forbidden('Spot quotes are for carriers');
      return listSpotQuotes(db, caller, request.query);
    },
  );
  const route = endpoints(app, tags);
  route.get(
    '/api/loads/calendar',
    { query: schemas.calendarQuery, reply: schemas.calendarResponse },
    (input) => calendarLoads(db, requireShipper(input.request), input.query.from, input.query.to),
  );
  route.post(
    '/api/loads',
    { body: schemas.loadRequest, reply: schemas.loadDetail, status: 201 },
    (input) => createLoad(ctx, requireShipper(input.request, 'shipment_add'), input.body),
  );
  route.get('/api/loads/:id', { params: true, reply: schemas.loadDetail }, ({ request, id }) => {
    const caller = requireCaller(request);
    return caller.account.type === 'carrier'
      ? carrierLoadDetail(db, caller, id)
      : getLoad(db, caller, id);
  });
  route.put(
    '/api/loads/:id',
    { params: true, body: schemas.loadRequest, reply: schemas.loadDetail },
    (input) => updateLoad(db, requireShipper(input.request, 'shipment_edit'), input.id, input.body),
  );
  route.post(
    '/api/loads/:id/publish',
    { params: true, reply: schemas.loadDetail },
    ({ request, id }) => publishLoad(ctx, requireShipper(request, 'shipment_add'), id),
  );
  const status = {
    params: true,
    body: schemas.statusChangeRequest,
    reply: schemas.loadDetail,
  } as const;
  route.post('/api/loads/:id/status', status, ({ request, id, body }) =>
    // A load marked delivered gets its Delivered milestone in the same transaction; a load
    // cancelled after the carrier was dispatched gets its TONU line (PRODUCT.md 19).
    changeStatus(ctx, requireCaller(request), id, body.status, async (tx, change) => {
      await recordStatusMilestone(tx, change);
      await recordTonuOnCancel(ctx, tx, change);
    }),
  );
  const oneLoad = { params: true, reply: schemas.loadDetail } as const;
  route.post('/api/loads/:id/mark_late', oneLoad, ({ request, id }) =>
    markLate(db, requireShipper(request, 'shipment_edit'), id),
  );
  route.post('/api/loads/:id/star', oneLoad, ({ request, id }) =>
    setStar(db, requireShipper(request), id, true),
  );
  route.delete('/api/loads/:id/star', oneLoad, ({ request, id }) =>
    setStar(db, requireShipper(request), id, false),
  );
  const copies = { results: z.array(schemas.loadDetail) };
  const copy = {
    params: true,
    body: schemas.copyLoadRequest,
    reply: z.object(copies),
    status: 201,
  } as const;
  route.post('/api/loads/:id/copy', copy, async ({ request, id, body }) => ({
    results: await copyLoad(ctx, requireShipper(request, 'shipment_add'), id, body.dates),
  }));
};
