import {
  assignFleetRequest,
  driverDetail,
  driverList,
  driverListQuery,
  driverRequest,
  equipmentDetail,
  equipmentList,
  equipmentListQuery,
  equipmentRequest,
  fleetOverview,
} from '@spotlane/shared/schemas/fleet';
import { loadDetail } from '@spotlane/shared/schemas/loads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { deleteRoute, idParams } from '../../platform/params.ts';
import { releaseFleet } from '../loads/service.ts';
import {
  archive,
  coverWithFleet,
  createDriver,
  createEquipment,
  getDriver,
  getEquipment,
  listDrivers,
  listEquipment,
  fleetOverview as overview,
  updateDriver,
  updateEquipment,
} from './service.ts';

export const fleetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const tags = ['fleet'];
  // Reading the fleet needs a shipper; changing it (or a load's cover) the shipment_edit permission.
  const reader = requireShipper;
  const writer = (request: Parameters<typeof requireShipper>[0]) =>
    requireShipper(request, 'shipment_edit');

  app.get(
    '/api/fleet/overview',
    { schema: { tags, response: { 200: fleetOverview } } },
    async (request) => overview(db, reader(request)),
  );

  app.get(
    '/api/drivers',
    { schema: { tags, querystring: driverListQuery, response: { 200: driverList } } },
    async (request) => listDrivers(db, reader(request), request.query),
  );
  app.post(
    '/api/drivers',
    { schema: { tags, body: driverRequest, response: { 201: driverDetail } } },
    async (request, reply) =>
      reply.code(201).send(await createDriver(db, writer(request), request.body)),
  );
  app.get(
    '/api/drivers/:id',
    { schema: { tags, params: idParams, response: { 200: driverDetail } } },
    async (request) => getDriver(db, reader(request), request.params.id),
  );
  app.put(
    '/api/drivers/:id',
    { schema: { tags, params: idParams, body: driverRequest, response: { 200: driverDetail } } },
    async (request) => updateDriver(db, writer(request), request.params.id, request.body),
  );
  deleteRoute(app, '/api/drivers/:id', tags, (request, id) =>
    archive(db, writer(request), 'driver', id),
  );

  app.get(
    '/api/equipment',
    { schema: { tags, querystring: equipmentListQuery, response: { 200: equipmentList } } },
    async (request) => listEquipment(db, reader(request), request.query),
  );
  app.post(
    '/api/equipment',
    { schema: { tags, body: equipmentRequest, response: { 201: equipmentDetail } } },
    async (request, reply) =>
      reply.code(201).send(await createEquipment(db, writer(request), request.body)),
  );
  app.get(
    '/api/equipment/:id',
    { schema: { tags, params: idParams, response: { 200: equipmentDetail } } },
    async (request) => getEquipment(db, reader(request), request.params.id),
  );
  app.put(
    '/api/equipment/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: equipmentRequest,
        response: { 200: equipmentDetail },
      },
    },
    async (request) => updateEquipment(db, writer(request), request.params.id, request.body),
  );
  deleteRoute(app, '/api/equipment/:id', tags, (request, id) =>
    archive(db, writer(request), 'equipment', id),
  );

  app.post(
    '/api/loads/:id/assign_fleet',
    { schema: { tags, params: idParams, body: assignFleetRequest, response: { 200: loadDetail } } },
    async (request) =>
      coverWithFleet(ctx, writer(request), request.params.id, {
        driverId: request.body.driver_id,
        equipmentId: request.body.equipment_id,
      }),
  );
  app.delete(
    '/api/loads/:id/assign_fleet',
    { schema: { tags, params: idParams, response: { 200: loadDetail } } },
    async (request) => releaseFleet(ctx, writer(request), request.params.id),
  );
};
