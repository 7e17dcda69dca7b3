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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
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
  const route = endpoints(app, ['fleet']);
  // Reading the fleet needs a shipper; changing it (or a load's cover) the shipment_edit permission.
  const reader = requireShipper;
  const writer = (request: FastifyRequest) => requireShipper(request, 'shipment_edit');

  route.get('/api/fleet/overview', { reply: fleetOverview }, ({ request }) =>
    overview(db, reader(request)),
  );

  route.get('/api/drivers', { query: driverListQuery, reply: driverList }, ({ request, query }) =>
    listDrivers(db, reader(request), query),
  );
  route.post('/api/drivers', { body: driverRequest, reply: driverDetail, status: 201 }, (input) =>
    createDriver(db, writer(input.request), input.body),
  );
  route.get('/api/drivers/:id', { params: true, reply: driverDetail }, ({ request, id }) =>
    getDriver(db, reader(request), id),
  );
  route.put(
    '/api/drivers/:id',
    { params: true, body: driverRequest, reply: driverDetail },
    (input) => updateDriver(db, writer(input.request), input.id, input.body),
  );
  route.delete('/api/drivers/:id', { params: true }, ({ request, id }) =>
    archive(db, writer(request), 'driver', id),
  );

  route.get('/api/equipment', { query: equipmentListQuery, reply: equipmentList }, (input) =>
    listEquipment(db, reader(input.request), input.query),
  );
  route.post(
    '/api/equipment',
    { body: equipmentRequest, reply: equipmentDetail, status: 201 },
    (input) => createEquipment(db, writer(input.request), input.body),
  );
  route.get('/api/equipment/:id', { params: true, reply: equipmentDetail }, ({ request, id }) =>
    getEquipment(db, reader(request), id),
  );
  route.put(
    '/api/equipment/:id',
    { params: true, body: equipmentRequest, reply: equipmentDetail },
    (input) => updateEquipment(db, writer(input.request), input.id, input.body),
  );
  route.delete('/api/equipment/:id', { params: true }, ({ request, id }) =>
    archive(db, writer(request), 'equipment', id),
  );

  const cover = { params: true, body: assignFleetRequest, reply: loadDetail } as const;
  route.post('/api/loads/:id/assign_fleet', cover, ({ request, id, body }) =>
    coverWithFleet(ctx, writer(request), id, {
      driverId: body.driver_id,
      equipmentId: body.equipment_id,
    }),
  );
  route.delete(
    '/api/loads/:id/assign_fleet',
    { params: true, reply: loadDetail },
    ({ request, id }) => releaseFleet(ctx, writer(request), id),
  );
};
