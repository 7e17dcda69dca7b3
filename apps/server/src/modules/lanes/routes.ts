import {
  contractRequest,
  laneDetail,
  laneList,
  laneListQuery,
  laneMatchQuery,
  laneMatchResponse,
  laneRequest,
  regionList,
  regionListQuery,
  regionRequest,
  regionResponse,
} from '@spotlane/shared/schemas/lanes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints, resource } from '../../platform/endpoints.ts';
import {
  createLane,
  createRegion,
  deleteLane,
  deleteRegion,
  getLane,
  getRegion,
  listLanes,
  listRegions,
  matchLanes,
  setContract,
  updateLane,
  updateRegion,
} from './service.ts';

/** PRODUCT.md 8: regions, lanes (with their routing guide) and contracts of a shipper. */
export const laneRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['lanes']);
  const reader = requireShipper;
  const writer = (request: FastifyRequest) => requireShipper(request, 'shipment_edit');

  resource(route, '/api/regions', db, {
    schemas: {
      listQuery: regionListQuery,
      list: regionList,
      body: regionRequest,
      detail: regionResponse,
    },
    reader,
    writer,
    list: listRegions,
    create: createRegion,
    get: getRegion,
    update: updateRegion,
    remove: deleteRegion,
  });

  resource(route, '/api/lanes', db, {
    schemas: { listQuery: laneListQuery, list: laneList, body: laneRequest, detail: laneDetail },
    reader,
    writer,
    list: listLanes,
    create: createLane,
    get: getLane,
    update: updateLane,
    remove: deleteLane,
  });
  route.get('/api/lanes/match', { query: laneMatchQuery, reply: laneMatchResponse }, (input) =>
    matchLanes(db, reader(input.request), input.query),
  );
  route.put(
    '/api/lanes/:id/contract',
    { params: true, body: contractRequest, reply: laneDetail },
    (input) => setContract(db, writer(input.request), input.id, input.body),
  );
};
