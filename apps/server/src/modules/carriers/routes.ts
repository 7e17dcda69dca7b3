import * as schemas from '@spotlane/shared/schemas/carriers';
import { listQuery } from '@spotlane/shared/schemas/companies';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import * as service from './service.ts';

export const carrierRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const editor = (request: FastifyRequest) => requireShipper(request, 'carrier_update');

  const route = endpoints(app, ['carriers']);
  route.get(
    '/api/carriers',
    { query: listQuery, reply: schemas.carrierList },
    ({ request, query }) => service.listCarriers(db, requireShipper(request), query),
  );
  route.post(
    '/api/carriers',
    { body: schemas.addCarrierRequest, reply: schemas.carrierResponse, status: 201 },
    ({ request, body }) => service.addCarrier(ctx, editor(request), body),
  );
  route.get(
    '/api/carriers/:id',
    { params: true, reply: schemas.carrierResponse },
    ({ request, id }) => service.getCarrier(db, requireShipper(request), id),
  );
  route.put(
    '/api/carriers/:id',
    { params: true, body: schemas.updateCarrierRequest, reply: schemas.carrierResponse },
    ({ request, id, body }) => service.updateCarrier(db, editor(request), id, body),
  );
  route.delete('/api/carriers/:id', { params: true }, ({ request, id }) =>
    service.removeCarrier(db, editor(request), id),
  );
  route.get(
    '/api/carriers/has_multiple_carriers',
    { reply: schemas.carrierCountResponse },
    async (input) => ({
      carrier_count: await service.carrierCount(db, requireShipper(input.request)),
    }),
  );

  const lists = endpoints(app, ['carrier lists']);
  // A list is saved whole: a creation and a change take the same body.
  lists.get(
    '/api/carrier_lists',
    { query: listQuery, reply: schemas.carrierListList },
    ({ request, query }) => service.listCarrierLists(db, requireShipper(request), query),
  );
  lists.post(
    '/api/carrier_lists',
    { body: schemas.carrierListRequest, reply: schemas.carrierListResponse, status: 201 },
    ({ request, body }) => service.saveCarrierList(db, editor(request), body),
  );
  lists.get(
    '/api/carrier_lists/:id',
    { params: true, reply: schemas.carrierListResponse },
    ({ request, id }) => service.getCarrierList(db, requireShipper(request), id),
  );
  lists.put(
    '/api/carrier_lists/:id',
    { params: true, body: schemas.carrierListRequest, reply: schemas.carrierListResponse },
    ({ request, id, body }) => service.saveCarrierList(db, editor(request), body, id),
  );
  lists.delete('/api/carrier_lists/:id', { params: true }, ({ request, id }) =>
    service.deleteCarrierList(db, editor(request), id),
  );
};
