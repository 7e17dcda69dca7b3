import * as schemas from '@spotlane/shared/schemas/fleet';
import { loadDetail } from '@spotlane/shared/schemas/loads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints, resource } from '../../platform/endpoints.ts';
import { coverWithFleet, releaseFleet } from './cover.ts';
import * as service from './service.ts';

export const fleetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['fleet']);
  // Reading the fleet needs a shipper; changing it (or a load's cover) the shipment_edit permission.
  const reader = requireShipper;
  const writer = (request: FastifyRequest) => requireShipper(request, 'shipment_edit');

  route.get('/api/fleet/overview', { reply: schemas.fleetOverview }, ({ request }) =>
    service.fleetOverview(db, reader(request)),
  );

  resource(route, '/api/drivers', db, {
    schemas: {
      listQuery: schemas.driverListQuery,
      list: schemas.driverList,
      body: schemas.driverRequest,
      detail: schemas.driverDetail,
    },
    reader,
    writer,
    list: service.listDrivers,
    create: service.createDriver,
    get: service.getDriver,
    update: service.updateDriver,
    remove: (db, caller, id) => service.archive(db, caller, 'driver', id),
  });
  resource(route, '/api/equipment', db, {
    schemas: {
      listQuery: schemas.equipmentListQuery,
      list: schemas.equipmentList,
      body: schemas.equipmentRequest,
      detail: schemas.equipmentDetail,
    },
    reader,
    writer,
    list: service.listEquipment,
    create: service.createEquipment,
    get: service.getEquipment,
    update: service.updateEquipment,
    remove: (db, caller, id) => service.archive(db, caller, 'equipment', id),
  });

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
