import * as schemas from '@spotlane/shared/schemas/carriers';
import { listQuery } from '@spotlane/shared/schemas/companies';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints, resource } from '../../platform/endpoints.ts';
import * as service from './service.ts';

export const carrierRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const editor = (request: FastifyRequest) => requireShipper(request, 'carrier_update');

  const route = endpoints(app, ['carriers']);
  resource(route, '/api/carriers', db, {
    schemas: {
      listQuery,
      list: schemas.carrierList,
      body: schemas.addCarrierRequest,
      changeBody: schemas.updateCarrierRequest,
      detail: schemas.carrierResponse,
    },
    reader: requireShipper,
    writer: editor,
    list: service.listCarriers,
    create: (_db, caller, body) => service.addCarrier(ctx, caller, body),
    get: service.getCarrier,
    update: service.updateCarrier,
    remove: service.removeCarrier,
  });
  route.get(
    '/api/carriers/has_multiple_carriers',
    { reply: schemas.carrierCountResponse },
    async (input) => ({
      carrier_count: await service.carrierCount(db, requireShipper(input.request)),
    }),
  );

  const lists = endpoints(app, ['carrier lists']);
  resource(lists, '/api/carrier_lists', db, {
    // A list is saved whole: a creation and a change take the same body.
    schemas: {
      listQuery,
      list: schemas.carrierListList,
      body: schemas.carrierListRequest,
      detail: schemas.carrierListResponse,
    },
    reader: requireShipper,
    writer: editor,
    list: service.listCarrierLists,
    create: service.saveCarrierList,
    get: service.getCarrierList,
    update: (db, caller, id, body) => service.saveCarrierList(db, caller, body, id),
    remove: service.deleteCarrierList,
  });
};
