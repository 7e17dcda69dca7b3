import * as schemas from '@spotlane/shared/schemas/load-templates';
import { loadCard, loadDetail } from '@spotlane/shared/schemas/loads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import * as service from './service.ts';

/** PRODUCT.md 16: load templates and recurring shipments, a shipper's own. */
export const loadTemplateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['load templates']);
  const reader = (request: FastifyRequest) => requireShipper(request);
  const writer = (request: FastifyRequest) => requireShipper(request, 'shipment_add');

  route.get(
    '/api/load_templates',
    { query: schemas.pagedQuery, reply: schemas.templateList },
    (input) => service.listTemplates(db, reader(input.request), input.query),
  );
  route.post(
    '/api/load_templates',
    { body: schemas.templateRequest, reply: schemas.templateResponse, status: 201 },
    ({ request, body }) => service.createTemplate(db, writer(request), body),
  );
  route.get(
    '/api/load_templates/:id',
    { params: true, reply: schemas.templateResponse },
    ({ request, id }) => service.getTemplate(db, reader(request), id),
  );
  route.put(
    '/api/load_templates/:id',
    { params: true, body: schemas.templateRequest, reply: schemas.templateResponse },
    ({ request, id, body }) => service.updateTemplate(db, writer(request), id, body),
  );
  route.delete('/api/load_templates/:id', { params: true }, ({ request, id }) =>
    service.deleteTemplate(db, writer(request), id),
  );
  route.post(
    '/api/load_templates/:id/loads',
    { params: true, body: schemas.templateLoadRequest, reply: loadDetail, status: 201 },
    ({ request, id, body }) => service.createLoadFromTemplate(ctx, writer(request), id, body),
  );

  route.get(
    '/api/load_schedules',
    { query: schemas.pagedQuery, reply: schemas.scheduleList },
    (input) => service.listSchedules(db, reader(input.request), input.query),
  );
  route.post(
    '/api/load_schedules',
    { body: schemas.scheduleRequest, reply: schemas.scheduleResponse, status: 201 },
    ({ request, body }) => service.createSchedule(db, writer(request), body),
  );
  route.get(
    '/api/load_schedules/:id',
    { params: true, reply: schemas.scheduleResponse },
    ({ request, id }) => service.getSchedule(db, reader(request), id),
  );
  route.put(
    '/api/load_schedules/:id',
    { params: true, body: schemas.scheduleRequest, reply: schemas.scheduleResponse },
    ({ request, id, body }) => service.updateSchedule(db, writer(request), id, body),
  );
  route.delete('/api/load_schedules/:id', { params: true }, ({ request, id }) =>
    service.deleteSchedule(db, writer(request), id),
  );
  route.get(
    '/api/load_schedules/:id/loads',
    {
      params: true,
      query: schemas.pagedQuery,
      reply: z.object({ results: z.array(loadCard), count: z.number().int() }),
    },
    ({ request, id, query }) => service.scheduleLoads(db, reader(request), id, query),
  );
};
