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
import { endpoints, resource } from '../../platform/endpoints.ts';
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

  resource(route, '/api/drivers', db, {
    schemas: {
      listQuery: driverListQuery,
      list: driverList,
      body: driverRequest,
      detail: driverDetail,
    },
    reader,
    writer,
    list: listDrivers,
    create: createDriver,
    get: getDriver,
    update: updateDriver,
    remove: (db, caller, id) => archive(db, caller, 'driver', id),
  });
  resource(route, '/api/equipment', db, {
    schemas: {
      listQuery: equipmentListQuery,
      list: equipmentList,
      body: equipmentRequest,
      detail: equipmentDetail,
    },
    reader,
    writer,
    list: listEquipment,
    create: createEquipment,
    get: getEquipment,
    update: updateEquipment,
    remove: (db, caller, id) => archive(db, caller, 'equipment', id),
  });

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
