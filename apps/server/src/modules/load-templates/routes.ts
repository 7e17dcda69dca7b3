import * as schemas from '@spotlane/shared/schemas/load-templates';
import { loadCard, loadDetail } from '@spotlane/shared/schemas/loads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  listSchedules,
  scheduleLoads,
  updateSchedule,
} from './schedules.ts';
import {
  createLoadFromTemplate,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './templates.ts';

/** PRODUCT.md 16: load templates and recurring shipments, a shipper's own. */
export const loadTemplateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['load templates']);
  const reader = (request: FastifyRequest) => requireShipper(request);
  const writer = (request: FastifyRequest) => requireShipper(request, 'shipment_add');

  route.get(
    '/api/load_templates',
    { query: schemas.pagedQuery, reply: schemas.templateList },
    (input) => listTemplates(ctx, reader(input.request), input.query),
  );
  route.post(
    '/api/load_templates',
    { body: schemas.templateRequest, reply: schemas.templateResponse, status: 201 },
    ({ request, body }) => createTemplate(db, writer(request), body),
  );
  route.get(
    '/api/load_templates/:id',
    { params: true, reply: schemas.templateResponse },
    ({ request, id }) => getTemplate(ctx, reader(request), id),
  );
  route.put(
    '/api/load_templates/:id',
    { params: true, body: schemas.templateRequest, reply: schemas.templateResponse },
    ({ request, id, body }) => updateTemplate(ctx, writer(request), id, body),
  );
  route.delete('/api/load_templates/:id', { params: true }, ({ request, id }) =>
    deleteTemplate(ctx, writer(request), id),
  );
  route.post(
    '/api/load_templates/:id/loads',
    { params: true, body: schemas.templateLoadRequest, reply: loadDetail, status: 201 },
    ({ request, id, body }) => createLoadFromTemplate(ctx, writer(request), id, body),
  );

  route.get(
    '/api/load_schedules',
    { query: schemas.pagedQuery, reply: schemas.scheduleList },
    (input) => listSchedules(ctx, reader(input.request), input.query),
  );
  route.post(
    '/api/load_schedules',
    { body: schemas.scheduleRequest, reply: schemas.scheduleResponse, status: 201 },
    ({ request, body }) => createSchedule(db, writer(request), body),
  );
  route.get(
    '/api/load_schedules/:id',
    { params: true, reply: schemas.scheduleResponse },
    ({ request, id }) => getSchedule(ctx, reader(request), id),
  );
  route.put(
    '/api/load_schedules/:id',
    { params: true, body: schemas.scheduleRequest, reply: schemas.scheduleResponse },
    ({ request, id, body }) => updateSchedule(ctx, writer(request), id, body),
  );
  route.delete('/api/load_schedules/:id', { params: true }, ({ request, id }) =>
    deleteSchedule(ctx, writer(request), id),
  );
  route.get(
    '/api/load_schedules/:id/loads',
    {
      params: true,
      query: schemas.pagedQuery,
      reply: z.object({ results: z.array(loadCard), count: z.number().int() }),
    },
    ({ request, id, query }) => scheduleLoads(ctx, reader(request), id, query),
  );
};
