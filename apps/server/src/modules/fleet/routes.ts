import * as schemas from '@spotlane/shared/schemas/fleet';
import { loadDetail } from '@spotlane/shared/schemas/loads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { coverWithFleet, releaseFleet } from './cover.ts';
import * as lists from './lists.ts';
import * as service from './service.ts';

export const fleetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['fleet']);
  // Reading the fleet needs a shipper; changing it (or a load's cover) the shipment_edit permission.
  const reader = requireShipper;
  const writer = (request: FastifyRequest) => requireShipper(request, 'shipment_edit');

  route.get('/api/fleet/overview', { reply: schemas.fleetOverview }, ({ request }) =>
    lists.fleetOverview(db, reader(request)),
  );

  route.get(
    '/api/drivers',
    { query: schemas.driverListQuery, reply: schemas.driverList },
    ({ request, query }) => lists.listDrivers(db, reader(request), query),
  );
  route.post(
    '/api/drivers',
    { body: schemas.driverRequest, reply: schemas.driverDetail, status: 201 },
    ({ request, body }) => service.createDriver(db, writer(request), body),
  );
  route.get('/api/drivers/:id', { params: true, reply: schemas.driverDetail }, ({ request, id }) =>
    service.getDriver(db, reader(request), id),
  );
  route.put(
    '/api/drivers/:id',
    { params: true, body: schemas.driverRequest, reply: schemas.driverDetail },
    ({ request, id, body }) => service.updateDriver(db, writer(request), id, body),
  );
  route.delete('/api/drivers/:id', { params: true }, ({ request, id }) =>
    service.archive(db, writer(request), 'driver', id),
  );
  route.get(
    '/api/equipment',
    { query: schemas.equipmentListQuery, reply: schemas.equipmentList },
    ({ request, query }) => lists.listEquipment(db, reader(request), query),
  );
  route.post(
    '/api/equipment',
    { body: schemas.equipmentRequest, reply: schemas.equipmentDetail, status: 201 },
    ({ request, body }) => service.createEquipment(db, writer(request), body),
  );
  route.get(
    '/api/equipment/:id',
    { params: true, reply: schemas.equipmentDetail },
    ({ request, id }) => service.getEquipment(db, reader(request), id),
  );
  route.put(
    '/api/equipment/:id',
    { params: true, body: schemas.equipmentRequest, reply: schemas.equipmentDetail },
    ({ request, id, body }) => service.updateEquipment(db, writer(request), id, body),
  );
  route.delete('/api/equipment/:id', { params: true }, ({ request, id }) =>
    service.archive(db, writer(request), 'equipment', id),
  );

  const cover = { params: true, body: schemas.assignFleetRequest, reply: loadDetail } as const;
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
