import {
  addCarrierRequest,
  carrierCountResponse,
  carrierList,
  carrierListList,
  carrierListRequest,
  carrierListResponse,
  carrierResponse,
  updateCarrierRequest,
} from '@spotlane/shared/schemas/carriers';
import { listQuery } from '@spotlane/shared/schemas/companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { deleteRoute, idParams } from '../../platform/params.ts';
import {
  addCarrier,
  carrierCount,
  deleteCarrierList,
  getCarrier,
  getCarrierList,
  listCarrierLists,
  listCarriers,
  removeCarrier,
  saveCarrierList,
  updateCarrier,
} from './service.ts';

export const carrierRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const tags = ['carriers'];

  app.get(
    '/api/carriers',
    { schema: { tags, querystring: listQuery, response: { 200: carrierList } } },
    async (request) => listCarriers(db, requireShipper(request), request.query),
  );
  app.get(
    '/api/carriers/has_multiple_carriers',
    { schema: { tags, response: { 200: carrierCountResponse } } },
    async (request) => ({ carrier_count: await carrierCount(db, requireShipper(request)) }),
  );
  app.post(
    '/api/carriers',
    { schema: { tags, body: addCarrierRequest, response: { 201: carrierResponse } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addCarrier(ctx, requireShipper(request, 'carrier_update'), request.body)),
  );
  app.get(
    '/api/carriers/:id',
    { schema: { tags, params: idParams, response: { 200: carrierResponse } } },
    async (request) => getCarrier(db, requireShipper(request), request.params.id),
  );
  app.put(
    '/api/carriers/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: updateCarrierRequest,
        response: { 200: carrierResponse },
      },
    },
    async (request) =>
      updateCarrier(db, requireShipper(request, 'carrier_update'), request.params.id, request.body),
  );
  deleteRoute(app, '/api/carriers/:id', tags, (request, id) =>
    removeCarrier(db, requireShipper(request, 'carrier_update'), id),
  );

  const listTags = ['carrier lists'];
  app.get(
    '/api/carrier_lists',
    { schema: { tags: listTags, querystring: listQuery, response: { 200: carrierListList } } },
    async (request) => listCarrierLists(db, requireShipper(request), request.query),
  );
  app.post(
    '/api/carrier_lists',
    {
      schema: { tags: listTags, body: carrierListRequest, response: { 201: carrierListResponse } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await saveCarrierList(db, requireShipper(request, 'carrier_update'), request.body)),
  );
  app.get(
    '/api/carrier_lists/:id',
    { schema: { tags: listTags, params: idParams, response: { 200: carrierListResponse } } },
    async (request) => getCarrierList(db, requireShipper(request), request.params.id),
  );
  app.put(
    '/api/carrier_lists/:id',
    {
      schema: {
        tags: listTags,
        params: idParams,
        body: carrierListRequest,
        response: { 200: carrierListResponse },
      },
    },
    async (request) =>
      saveCarrierList(
        db,
        requireShipper(request, 'carrier_update'),
        request.body,
        request.params.id,
      ),
  );
  deleteRoute(app, '/api/carrier_lists/:id', listTags, (request, id) =>
    deleteCarrierList(db, requireShipper(request, 'carrier_update'), id),
  );
};
