import * as schemas from '@spotlane/shared/schemas/lanes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints, resource } from '../../platform/endpoints.ts';
import * as service from './service.ts';

/** PRODUCT.md 8: regions, lanes (with their routing guide) and contracts of a shipper. */
export const laneRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['lanes']);
  const reader = requireShipper;
  const writer = (request: FastifyRequest) => requireShipper(request, 'shipment_edit');

  resource(route, '/api/regions', db, {
    schemas: {
      listQuery: schemas.regionListQuery,
      list: schemas.regionList,
      body: schemas.regionRequest,
      detail: schemas.regionResponse,
    },
    reader,
    writer,
    list: service.listRegions,
    create: service.createRegion,
    get: service.getRegion,
    update: service.updateRegion,
    remove: service.deleteRegion,
  });

  resource(route, '/api/lanes', db, {
    schemas: {
      listQuery: schemas.laneListQuery,
      list: schemas.laneList,
      body: schemas.laneRequest,
      detail: schemas.laneDetail,
    },
    reader,
    writer,
    list: service.listLanes,
    create: service.createLane,
    get: service.getLane,
    update: service.updateLane,
    remove: service.deleteLane,
  });
  route.get(
    '/api/lanes/match',
    { query: schemas.laneMatchQuery, reply: schemas.laneMatchResponse },
    (input) => service.matchLanes(db, reader(input.request), input.query),
  );
  route.put(
    '/api/lanes/:id/contract',
    { params: true, body: schemas.contractRequest, reply: schemas.laneDetail },
    (input) => service.setContract(db, writer(input.request), input.id, input.body),
  );
};
