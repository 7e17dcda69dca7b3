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
import { endpoints } from '../../platform/endpoints.ts';
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
  route.get('/api/carriers', { query: listQuery, reply: carrierList }, ({ request, query }) =>
    listCarriers(db, requireShipper(request), query),
  );
  route.get(
    '/api/carriers/has_multiple_carriers',
    { reply: carrierCountResponse },
    async (input) => ({
      carrier_count: await carrierCount(db, requireShipper(input.request)),
    }),
  );
  const add = { body: addCarrierRequest, reply: carrierResponse, status: 201 } as const;
  route.post('/api/carriers', add, ({ request, body }) => addCarrier(ctx, editor(request), body));
  route.get('/api/carriers/:id', { params: true, reply: carrierResponse }, ({ request, id }) =>
    getCarrier(db, requireShipper(request), id),
  );
  const update = { params: true, body: updateCarrierRequest, reply: carrierResponse } as const;
  route.put('/api/carriers/:id', update, ({ request, id, body }) =>
    updateCarrier(db, editor(request), id, body),
  );
  route.delete('/api/carriers/:id', { params: true }, ({ request, id }) =>
    removeCarrier(db, editor(request), id),
  );

  const lists = endpoints(app, ['carrier lists']);
  lists.get('/api/carrier_lists', { query: listQuery, reply: carrierListList }, (input) =>
    listCarrierLists(db, requireShipper(input.request), input.query),
  );
  const save = { body: carrierListRequest, reply: carrierListResponse } as const;
  lists.post('/api/carrier_lists', { ...save, status: 201 }, ({ request, body }) =>
    saveCarrierList(db, editor(request), body),
  );
  lists.get('/api/carrier_lists/:id', { params: true, reply: carrierListResponse }, (input) =>
    getCarrierList(db, requireShipper(input.request), input.id),
  );
  lists.put('/api/carrier_lists/:id', { ...save, params: true }, ({ request, id, body }) =>
    saveCarrierList(db, editor(request), body, id),
  );
  lists.delete('/api/carrier_lists/:id', { params: true }, ({ request, id }) =>
    deleteCarrierList(db, editor(request), id),
  );
};
