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
import { endpoints } from '../../platform/endpoints.ts';
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

  route.get('/api/regions', { query: regionListQuery, reply: regionList }, (input) =>
    listRegions(db, reader(input.request), input.query),
  );
  route.post('/api/regions', { body: regionRequest, reply: regionResponse, status: 201 }, (input) =>
    createRegion(db, writer(input.request), input.body),
  );
  route.get('/api/regions/:id', { params: true, reply: regionResponse }, ({ request, id }) =>
    getRegion(db, reader(request), id),
  );
  route.put(
    '/api/regions/:id',
    { params: true, body: regionRequest, reply: regionResponse },
    (input) => updateRegion(db, writer(input.request), input.id, input.body),
  );
  route.delete('/api/regions/:id', { params: true }, ({ request, id }) =>
    deleteRegion(db, writer(request), id),
  );

  route.get('/api/lanes', { query: laneListQuery, reply: laneList }, (input) =>
    listLanes(db, reader(input.request), input.query),
  );
  route.get('/api/lanes/match', { query: laneMatchQuery, reply: laneMatchResponse }, (input) =>
    matchLanes(db, reader(input.request), input.query),
  );
  route.post('/api/lanes', { body: laneRequest, reply: laneDetail, status: 201 }, (input) =>
    createLane(db, writer(input.request), input.body),
  );
  route.get('/api/lanes/:id', { params: true, reply: laneDetail }, ({ request, id }) =>
    getLane(db, reader(request), id),
  );
  route.put('/api/lanes/:id', { params: true, body: laneRequest, reply: laneDetail }, (input) =>
    updateLane(db, writer(input.request), input.id, input.body),
  );
  route.put(
    '/api/lanes/:id/contract',
    { params: true, body: contractRequest, reply: laneDetail },
    (input) => setContract(db, writer(input.request), input.id, input.body),
  );
  route.delete('/api/lanes/:id', { params: true }, ({ request, id }) =>
    deleteLane(db, writer(request), id),
  );
};
