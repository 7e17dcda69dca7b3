import {
  bulkCreateScheduleRequest,
  companyCountResponse,
  companyInput,
  companyList,
  companyResponse,
  createLocationRequest,
  importResponse,
  listQuery,
  locationInput,
  locationResponse,
  scheduleEntryResponse,
  updateCompanyRequest,
} from '@spotlane/shared/schemas/companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireCaller, requireShipper } from '../../platform/auth.ts';
import { validation } from '../../platform/errors.ts';
import { deleteRoute, idParams } from '../../platform/params.ts';
import { importCompanies } from './csv-import.ts';
import {
  companyCount,
  createCompany,
  createLocation,
  deleteCompany,
  deleteLocation,
  getCompany,
  getLocation,
  getLocationForCarrier,
  listCompanies,
  saveSchedule,
  updateCompany,
  updateLocation,
} from './service.ts';

export const companyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['companies'];

  app.get(
    '/api/companies',
    { schema: { tags, querystring: listQuery, response: { 200: companyList } } },
    async (request) => listCompanies(db, requireShipper(request), request.query),
  );

  app.get(
    '/api/companies/has_multiple_companies',
    { schema: { tags, response: { 200: companyCountResponse } } },
    async (request) => ({ company_count: await companyCount(db, requireShipper(request)) }),
  );

  app.post(
    '/api/companies',
    { schema: { tags, body: companyInput, response: { 201: companyResponse } } },
    async (request, reply) => {
      const caller = requireShipper(request, 'company_update');
      return reply.code(201).send(await createCompany(db, caller, request.body));
    },
  );

  app.post(
    '/api/companies/import',
    { schema: { tags, response: { 200: importResponse } } },
    async (request) => {
      const caller = requireShipper(request, 'company_update');
      if (!request.isMultipart())
        throw validation('file', 'Upload the CSV file as multipart/form-data');
      let text: string | null = null;
      let dryRun = false;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            // Any other file is read and dropped: a part left unread would stall the request.
            if (part.fieldname !== 'file') {
              await part.toBuffer();
              continue;
            }
            text = (await part.toBuffer()).toString('utf8');
          } else if (part.fieldname === 'dry_run') {
            dryRun = ['true', '1', 'on'].includes(String(part.value).toLowerCase());
          }
        }
      } catch (error) {
        // Limits (413) keep their status; a malformed body (no boundary, cut short) is the
        // client's fault, which the parser reports as a plain Error.
        if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
        throw validation('file', 'The upload is not valid multipart/form-data');
      }
      if (text === null) throw validation('file', 'Choose a CSV file to upload');
      return importCompanies(db, caller, text, dryRun);
    },
  );

  app.get(
    '/api/companies/:id',
    { schema: { tags, params: idParams, response: { 200: companyResponse } } },
    async (request) => getCompany(db, requireShipper(request), request.params.id),
  );

  app.put(
    '/api/companies/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: updateCompanyRequest,
        response: { 200: companyResponse },
      },
    },
    async (request) =>
      updateCompany(db, requireShipper(request, 'company_update'), request.params.id, request.body),
  );

  deleteRoute(app, '/api/companies/:id', tags, (request, id) =>
    deleteCompany(db, requireShipper(request, 'company_update'), id),
  );

  const locationTags = ['delivery locations'];
  app.post(
    '/api/delivery_locations',
    {
      schema: {
        tags: locationTags,
        body: createLocationRequest,
        response: { 201: locationResponse },
      },
    },
    async (request, reply) => {
      const caller = requireShipper(request, 'company_update');
      return reply.code(201).send(await createLocation(db, caller, request.body));
    },
  );

  app.get(
    '/api/delivery_locations/:id',
    { schema: { tags: locationTags, params: idParams, response: { 200: locationResponse } } },
    async (request) => {
      const caller = requireCaller(request);
      return caller.account.type === 'carrier'
        ? getLocationForCarrier(db, caller, request.params.id)
        : getLocation(db, caller, request.params.id);
    },
  );

  app.put(
    '/api/delivery_locations/:id',
    {
      schema: {
        tags: locationTags,
        params: idParams,
        body: locationInput,
        response: { 200: locationResponse },
      },
    },
    async (request) =>
      updateLocation(
        db,
        requireShipper(request, 'company_update'),
        request.params.id,
        request.body,
      ),
  );

  deleteRoute(app, '/api/delivery_locations/:id', locationTags, (request, id) =>
    deleteLocation(db, requireShipper(request, 'company_update'), id),
  );

  app.post(
    '/api/delivery_locations/:id/schedules/bulk_create',
    {
      schema: {
        tags: locationTags,
        params: idParams,
        body: bulkCreateScheduleRequest,
        response: { 200: z.array(scheduleEntryResponse) },
      },
    },
    async (request) =>
      saveSchedule(
        db,
        requireShipper(request, 'company_update'),
        request.params.id,
        request.body.schedule,
        request.body.shipment_process,
      ),
  );
};
