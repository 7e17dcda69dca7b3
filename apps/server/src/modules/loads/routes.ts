import {
  calendarQuery,
  calendarResponse,
  copyLoadRequest,
  loadDetail,
  loadList,
  loadListQuery,
  loadRequest,
  spotQuoteList,
  spotQuoteQuery,
  statusChangeRequest,
} from '@spotlane/shared/schemas/loads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireCaller, requireShipper } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';
import { trustedAnswer } from '../../platform/fast-serializer.ts';
import { idParams } from '../../platform/params.ts';
import { carrierLoadDetail, spotQuoteList as listSpotQuotes } from './carrier-view.ts';
import {
  calendarLoads,
  carrierChangeStatus,
  changeStatus,
  copyLoad,
  createLoad,
  getLoad,
  listLoads,
  markLate,
  setStar,
  updateLoad,
} from './service.ts';

export const loadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const tags = ['loads'];

  app.get(
    '/api/loads',
    { schema: { tags, querystring: loadListQuery, response: { 200: loadList } }, ...trustedAnswer },
    async (request) => listLoads(db, requireShipper(request), request.query),
  );
  app.get(
    '/api/loads/calendar',
    { schema: { tags, querystring: calendarQuery, response: { 200: calendarResponse } } },
    async (request) =>
      calendarLoads(db, requireShipper(request), request.query.from, request.query.to),
  );
  app.post(
    '/api/loads',
    { schema: { tags, body: loadRequest, response: { 201: loadDetail } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createLoad(ctx, requireShipper(request, 'shipment_add'), request.body)),
  );
  app.get(
    '/api/loads/custom_pagination_spotquotes',
    {
      schema: { tags, querystring: spotQuoteQuery, response: { 200: spotQuoteList } },
      ...trustedAnswer,
    },
    async (request) => {
      const caller = requireCaller(request);
      if (caller.account.type !== 'carrier') throw forbidden('Spot quotes are for carriers');
      return listSpotQuotes(db, caller, request.query);
    },
  );
  app.get(
    '/api/loads/:id',
    { schema: { tags, params: idParams, response: { 200: loadDetail } } },
    async (request) => {
      const caller = requireCaller(request);
      return caller.account.type === 'carrier'
        ? carrierLoadDetail(db, caller, request.params.id)
        : getLoad(db, caller, request.params.id);
    },
  );
  app.put(
    '/api/loads/:id',
    { schema: { tags, params: idParams, body: loadRequest, response: { 200: loadDetail } } },
    async (request) =>
      updateLoad(db, requireShipper(request, 'shipment_edit'), request.params.id, request.body),
  );
  app.post(
    '/api/loads/:id/status',
    {
      schema: { tags, params: idParams, body: statusChangeRequest, response: { 200: loadDetail } },
    },
    async (request) => {
      const caller = requireCaller(request);
      return caller.account.type === 'carrier'
        ? carrierChangeStatus(ctx, caller, request.params.id, request.body.status)
        : changeStatus(ctx, caller, request.params.id, request.body.status);
    },
  );
  app.post(
    '/api/loads/:id/mark_late',
    { schema: { tags, params: idParams, response: { 200: loadDetail } } },
    async (request) => markLate(db, requireShipper(request, 'shipment_edit'), request.params.id),
  );
  app.post(
    '/api/loads/:id/star',
    { schema: { tags, params: idParams, response: { 200: loadDetail } } },
    async (request) => setStar(db, requireShipper(request), request.params.id, true),
  );
  app.delete(
    '/api/loads/:id/star',
    { schema: { tags, params: idParams, response: { 200: loadDetail } } },
    async (request) => setStar(db, requireShipper(request), request.params.id, false),
  );
  app.post(
    '/api/loads/:id/copy',
    {
      schema: {
        tags,
        params: idParams,
        body: copyLoadRequest,
        response: { 201: z.object({ results: z.array(loadDetail) }) },
      },
    },
    async (request, reply) => {
      const caller = requireShipper(request, 'shipment_add');
      const results = await copyLoad(ctx, caller, request.params.id, request.body.dates);
      return reply.code(201).send({ results });
    },
  );
};
