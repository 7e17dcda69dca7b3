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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints, resource } from '../../platform/endpoints.ts';
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
  const editor = (request: FastifyRequest) => requireShipper(request, 'carrier_update');

  const route = endpoints(app, ['carriers']);
  resource(route, '/api/carriers', db, {
    schemas: {
      listQuery,
      list: carrierList,
      body: addCarrierRequest,
      changeBody: updateCarrierRequest,
      detail: carrierResponse,
    },
    reader: requireShipper,
    writer: editor,
    list: listCarriers,
    create: (_db, caller, body) => addCarrier(ctx, caller, body),
    get: getCarrier,
    update: updateCarrier,
    remove: removeCarrier,
  });
  route.get(
    '/api/carriers/has_multiple_carriers',
    { reply: carrierCountResponse },
    async (input) => ({
      carrier_count: await carrierCount(db, requireShipper(input.request)),
    }),
  );

  const lists = endpoints(app, ['carrier lists']);
  resource(lists, '/api/carrier_lists', db, {
    // A list is saved whole: a creation and a change take the same body.
    schemas: {
      listQuery,
      list: carrierListList,
      body: carrierListRequest,
      detail: carrierListResponse,
    },
    reader: requireShipper,
    writer: editor,
    list: listCarrierLists,
    create: saveCarrierList,
    get: getCarrierList,
    update: (db, caller, id, body) => saveCarrierList(db, caller, body, id),
    remove: deleteCarrierList,
  });
};
