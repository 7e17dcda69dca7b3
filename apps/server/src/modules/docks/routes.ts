import * as schemas from '@spotlane/shared/schemas/docks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller, requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { bookAppointment, cancelAppointment } from './booking.ts';
import { checkStop } from './check.ts';
import { dockSchedule } from './schedule.ts';
import * as setup from './setup.ts';
import { getSlots } from './slots.ts';

/** PRODUCT.md 17: docks, slot rules, slots, a stop's appointment, check-in/out, the dock schedule. */
export const dockRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const route = endpoints(app, ['dock appointments']);
  const editor = (request: Parameters<typeof requireCaller>[0]) =>
    requireShipper(request, 'company_update');

  route.get('/api/locations/:id/docks', { params: true, reply: schemas.dockList }, (input) =>
    setup.listDocks(ctx, requireShipper(input.request), input.id),
  );
  route.post(
    '/api/locations/:id/docks',
    { params: true, body: schemas.dockRequest, reply: schemas.dock, status: 201 },
    (input) => setup.createDock(ctx, editor(input.request), input.id, input.body),
  );
  route.put(
    '/api/docks/:id',
    { params: true, body: schemas.dockRequest, reply: schemas.dock },
    (input) => setup.updateDock(ctx, editor(input.request), input.id, input.body),
  );
  route.delete('/api/docks/:id', { params: true }, (input) =>
    setup.deleteDock(ctx, editor(input.request), input.id),
  );
  route.get('/api/locations/:id/slot_rules', { params: true, reply: schemas.slotRules }, (input) =>
    setup.getSlotRules(ctx, requireShipper(input.request), input.id),
  );
  route.put(
    '/api/locations/:id/slot_rules',
    { params: true, body: schemas.slotRules, reply: schemas.slotRules },
    (input) => setup.putSlotRules(ctx, editor(input.request), input.id, input.body),
  );
  route.get(
    '/api/locations/:id/slots',
    { params: true, query: schemas.slotsQuery, reply: schemas.slotsAnswer },
    (input) => getSlots(ctx, requireCaller(input.request), input.id, input.query),
  );

  const appointment = {
    params: true,
    body: schemas.appointmentRequest,
    reply: schemas.appointmentStop,
  } as const;
  route.post('/api/stops/:id/appointment', appointment, (input) =>
    bookAppointment(ctx, requireCaller(input.request), input.id, input.body, 'book'),
  );
  route.put('/api/stops/:id/appointment', appointment, (input) =>
    bookAppointment(ctx, requireCaller(input.request), input.id, input.body, 'reschedule'),
  );
  route.delete(
    '/api/stops/:id/appointment',
    { params: true, reply: schemas.appointmentStop },
    (input) => cancelAppointment(ctx, requireCaller(input.request), input.id),
  );

  const check = {
    params: true,
    body: schemas.checkRequest.default({ source: 'dock' }),
    reply: schemas.appointmentStop,
  } as const;
  route.post('/api/stops/:id/check_in', check, (input) =>
    checkStop(ctx, requireCaller(input.request), input.id, 'arrived', input.body),
  );
  route.post('/api/stops/:id/check_out', check, (input) =>
    checkStop(ctx, requireCaller(input.request), input.id, 'departed', input.body),
  );

  route.get(
    '/api/dock_schedule',
    { query: schemas.dockScheduleQuery, reply: schemas.dockSchedule },
    (input) => dockSchedule(ctx, requireShipper(input.request), input.query),
  );
};
