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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireCaller, requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { validation } from '../../platform/errors.ts';
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
  const editor = (request: FastifyRequest) => requireShipper(request, 'company_update');

  const route = endpoints(app, ['companies']);
  route.get('/api/companies', { query: listQuery, reply: companyList }, ({ request, query }) =>
    listCompanies(db, requireShipper(request), query),
  );
  route.post(
    '/api/companies',
    { body: companyInput, reply: companyResponse, status: 201 },
    ({ request, body }) => createCompany(db, editor(request), body),
  );
  route.get('/api/companies/:id', { params: true, reply: companyResponse }, ({ request, id }) =>
    getCompany(db, requireShipper(request), id),
  );
  route.put(
    '/api/companies/:id',
    { params: true, body: updateCompanyRequest, reply: companyResponse },
    ({ request, id, body }) => updateCompany(db, editor(request), id, body),
  );
  route.delete('/api/companies/:id', { params: true }, ({ request, id }) =>
    deleteCompany(db, editor(request), id),
  );
  route.get(
    '/api/companies/has_multiple_companies',
    { reply: companyCountResponse },
    async (input) => ({
      company_count: await companyCount(db, requireShipper(input.request)),
    }),
  );

  route.post('/api/companies/import', { reply: importResponse }, async ({ request }) => {
    const caller = editor(request);
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
  });

  const locations = endpoints(app, ['delivery locations']);
  const createLocationSchemas = {
    body: createLocationRequest,
    reply: locationResponse,
    status: 201,
  } as const;
  locations.post('/api/delivery_locations', createLocationSchemas, ({ request, body }) =>
    createLocation(db, editor(request), body),
  );
  locations.get(
    '/api/delivery_locations/:id',
    { params: true, reply: locationResponse },
    ({ request, id }) => {
      const caller = requireCaller(request);
      return caller.account.type === 'carrier'
        ? getLocationForCarrier(db, caller, id)
        : getLocation(db, caller, id);
    },
  );
  const updateLocationSchemas = {
    params: true,
    body: locationInput,
    reply: locationResponse,
  } as const;
  locations.put('/api/delivery_locations/:id', updateLocationSchemas, ({ request, id, body }) =>
    updateLocation(db, editor(request), id, body),
  );
  locations.delete('/api/delivery_locations/:id', { params: true }, ({ request, id }) =>
    deleteLocation(db, editor(request), id),
  );
  const schedule = {
    params: true,
    body: bulkCreateScheduleRequest,
    reply: z.array(scheduleEntryResponse),
  } as const;
  locations.post(
    '/api/delivery_locations/:id/schedules/bulk_create',
    schedule,
    ({ request, id, body }) =>
      saveSchedule(db, editor(request), id, body.schedule, body.shipment_process),
  );
};
