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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { deleteRoute, idParams } from '../../platform/params.ts';
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
  const tags = ['lanes'];
  const reader = requireShipper;
  const writer = (request: Parameters<typeof requireShipper>[0]) =>
    requireShipper(request, 'shipment_edit');

  app.get(
    '/api/regions',
    { schema: { tags, querystring: regionListQuery, response: { 200: regionList } } },
    async (request) => listRegions(db, reader(request), request.query),
  );
  app.post(
    '/api/regions',
    { schema: { tags, body: regionRequest, response: { 201: regionResponse } } },
    async (request, reply) =>
      reply.code(201).send(await createRegion(db, writer(request), request.body)),
  );
  app.get(
    '/api/regions/:id',
    { schema: { tags, params: idParams, response: { 200: regionResponse } } },
    async (request) => getRegion(db, reader(request), request.params.id),
  );
  app.put(
    '/api/regions/:id',
    { schema: { tags, params: idParams, body: regionRequest, response: { 200: regionResponse } } },
    async (request) => updateRegion(db, writer(request), request.params.id, request.body),
  );
  deleteRoute(app, '/api/regions/:id', tags, (request, id) =>
    deleteRegion(db, writer(request), id),
  );

  app.get(
    '/api/lanes',
    { schema: { tags, querystring: laneListQuery, response: { 200: laneList } } },
    async (request) => listLanes(db, reader(request), request.query),
  );
  app.get(
    '/api/lanes/match',
    { schema: { tags, querystring: laneMatchQuery, response: { 200: laneMatchResponse } } },
    async (request) => matchLanes(db, reader(request), request.query),
  );
  app.post(
    '/api/lanes',
    { schema: { tags, body: laneRequest, response: { 201: laneDetail } } },
    async (request, reply) =>
      reply.code(201).send(await createLane(db, writer(request), request.body)),
  );
  app.get(
    '/api/lanes/:id',
    { schema: { tags, params: idParams, response: { 200: laneDetail } } },
    async (request) => getLane(db, reader(request), request.params.id),
  );
  app.put(
    '/api/lanes/:id',
    { schema: { tags, params: idParams, body: laneRequest, response: { 200: laneDetail } } },
    async (request) => updateLane(db, writer(request), request.params.id, request.body),
  );
  app.put(
    '/api/lanes/:id/contract',
    { schema: { tags, params: idParams, body: contractRequest, response: { 200: laneDetail } } },
    async (request) => setContract(db, writer(request), request.params.id, request.body),
  );
  deleteRoute(app, '/api/lanes/:id', tags, (request, id) => deleteLane(db, writer(request), id));
};
