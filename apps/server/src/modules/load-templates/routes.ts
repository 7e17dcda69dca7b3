import * as schemas from '@spotlane/shared/schemas/load-templates';
import { loadCard, loadDetail } from '@spotlane/shared/schemas/loads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints, resource } from '../../platform/endpoints.ts';
import * as service from './service.ts';

/** PRODUCT.md 16: load templates and recurring shipments, a shipper's own. */
export const loadTemplateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['load templates']);
  const reader = (request: FastifyRequest) => requireShipper(request);
  const writer = (request: FastifyRequest) => requireShipper(request, 'shipment_add');

  resource(route, '/api/load_templates', db, {
    schemas: {
      listQuery: schemas.pagedQuery,
      list: schemas.templateList,
      body: schemas.templateRequest,
      detail: schemas.templateResponse,
    },
    reader,
    writer,
    list: service.listTemplates,
    create: service.createTemplate,
    get: service.getTemplate,
    update: service.updateTemplate,
    remove: service.deleteTemplate,
  });
  route.post(
    '/api/load_templates/:id/loads',
    { params: true, body: schemas.templateLoadRequest, reply: loadDetail, status: 201 },
    ({ request, id, body }) => service.createLoadFromTemplate(ctx, writer(request), id, body),
  );

  resource(route, '/api/load_schedules', db, {
    schemas: {
      listQuery: schemas.pagedQuery,
      list: schemas.scheduleList,
      body: schemas.scheduleRequest,
      detail: schemas.scheduleResponse,
    },
    reader,
    writer,
    list: service.listSchedules,
    create: service.createSchedule,
    get: service.getSchedule,
    update: service.updateSchedule,
    remove: service.deleteSchedule,
  });
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
