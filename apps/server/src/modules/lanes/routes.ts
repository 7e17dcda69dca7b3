import * as schemas from '@spotlane/shared/schemas/lanes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { matchLanes } from './match.ts';
import { createRegion, deleteRegion, getRegion, listRegions, updateRegion } from './regions.ts';
import * as service from './service.ts';

/** PRODUCT.md 8: regions, lanes (with their routing guide) and contracts of a shipper. */
export const laneRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['lanes']);
  const reader = requireShipper;
  const writer = (request: FastifyRequest) => requireShipper(request, 'shipment_edit');

  route.get(
    '/api/regions',
    { query: schemas.regionListQuery, reply: schemas.regionList },
    ({ request, query }) => listRegions(db, reader(request), query),
  );
  route.post(
    '/api/regions',
    { body: schemas.regionRequest, reply: schemas.regionResponse, status: 201 },
    ({ request, body }) => createRegion(db, writer(request), body),
  );
  route.get(
    '/api/regions/:id',
    { params: true, reply: schemas.regionResponse },
    ({ request, id }) => getRegion(db, reader(request), id),
  );
  route.put(
    '/api/regions/:id',
    { params: true, body: schemas.regionRequest, reply: schemas.regionResponse },
    ({ request, id, body }) => updateRegion(db, writer(request), id, body),
  );
  route.delete('/api/regions/:id', { params: true }, ({ request, id }) =>
    deleteRegion(db, writer(request), id),
  );

  route.get(
    '/api/lanes',
    { query: schemas.laneListQuery, reply: schemas.laneList },
    ({ request, query }) => service.listLanes(db, reader(request), query),
  );
  route.post(
    '/api/lanes',
    { body: schemas.laneRequest, reply: schemas.laneDetail, status: 201 },
    ({ request, body }) => service.createLane(db, writer(request), body),
  );
  route.get('/api/lanes/:id', { params: true, reply: schemas.laneDetail }, ({ request, id }) =>
    service.getLane(db, reader(request), id),
  );
  route.put(
    '/api/lanes/:id',
    { params: true, body: schemas.laneRequest, reply: schemas.laneDetail },
    ({ request, id, body }) => service.updateLane(db, writer(request), id, body),
  );
  route.delete('/api/lanes/:id', { params: true }, ({ request, id }) =>
    service.deleteLane(db, writer(request), id),
  );
  route.get(
    '/api/lanes/match',
    { query: schemas.laneMatchQuery, reply: schemas.laneMatchResponse },
    (input) => matchLanes(db, reader(input.request), input.query),
  );
  route.put(
    '/api/lanes/:id/contract',
    { params: true, body: schemas.contractRequest, reply: schemas.laneDetail },
    (input) => service.setContract(db, writer(input.request), input.id, input.body),
  );
};
